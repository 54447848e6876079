import { PAGE_FLAGS } from '@storelens/contract/domain/accounts';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, accountUsers, users, userVerticals, verticals } from '../db/schema.ts';
import { createActivatedUser } from './create-user.ts';
import { seedDemoProductData } from './demo-product-data.ts';
import { seedDemoReportSubscriptions } from './demo-report-subscriptions.ts';
import { seedDemoReports } from './demo-reports.ts';
import {
  OUTDOOR_METADATA,
  OUTDOOR_TAGGING,
  RETAIL_METADATA,
  RETAIL_TAGGING,
  seedDemoEmailLists,
} from './demo-verticals.ts';

export const DEMO_PASSWORD = 'Demo-password-1';

/** The demo sign-ins, printed at start and listed in the README. */
export const DEMO_USERS = [
  { email: 'admin@demo.test', role: 'system admin' },
  { email: 'manager@demo.test', role: 'account manager with all four flags' },
  { email: 'owner@demo.test', role: 'account admin of Acme Brand and Main Street Shoes, user of four more' },
  { email: 'user@demo.test', role: 'plain user of Acme Brand' },
  { email: 'nobody@demo.test', role: 'belongs to no account' },
  { email: 'retail@demo.test', role: 'account admin of the retailers Riverside Running and Lakeside Sports' },
] as const;

const allPages = Object.fromEntries(PAGE_FLAGS.map((f) => [f, true]));

const VERTICALS = [
  {
    id: 'retail',
    name: 'Retail',
    pages: allPages,
    metadata: RETAIL_METADATA,
    tagging: RETAIL_TAGGING,
  },
  {
    id: 'outdoor',
    name: 'Outdoor',
    pages: { ...Object.fromEntries(PAGE_FLAGS.map((f) => [f, false])), accountConnections: true, locations: true },
    metadata: OUTDOOR_METADATA,
    tagging: OUTDOOR_TAGGING,
  },
];

type AccountSeed = {
  key: string;
  name: string;
  accountType: string;
  verticalId: string;
  parent?: string;
  settings?: Record<string, unknown>;
  isActive?: boolean;
  showPreview?: boolean;
};

const ACCOUNTS: AccountSeed[] = [
  {
    key: 'acme',
    name: 'Acme Brand',
    accountType: 'Brand',
    verticalId: 'retail',
    settings: { brand: 'Acme', customFields: { region: 'West', contractTier: 'Premium' } },
  },
  {
    key: 'acmeGroup',
    name: 'Acme Brands Group',
    accountType: 'Brand Rollup',
    verticalId: 'retail',
    settings: { customFields: { region: 'West' } },
  },
  {
    key: 'mainGroup',
    name: 'Main Street Retail Group',
    accountType: 'Retailer Rollup',
    verticalId: 'retail',
    settings: { isAccountManager: true, customFields: { region: 'Midwest', accountOwner: 'Max Manager' } },
  },
  {
    key: 'mainShoes',
    name: 'Main Street Shoes',
    accountType: 'Retailer',
    verticalId: 'retail',
    parent: 'mainGroup',
    settings: { customFields: { region: 'Midwest', contractTier: 'Plus' } },
  },
  {
    key: 'connectors',
    name: 'StoreLens Connectors',
    accountType: 'Connectors',
    verticalId: 'retail',
    settings: { customFields: { region: 'Northeast' } },
  },
  {
    key: 'summitRetail',
    name: 'Summit Outfitters',
    accountType: 'Retailer',
    verticalId: 'retail',
    settings: { customFields: { region: 'West' } },
  },
  {
    key: 'summitOutdoor',
    name: 'Summit Outfitters',
    accountType: 'Retailer',
    verticalId: 'outdoor',
    settings: { customFields: { storeCount: '4', climateZone: 'Alpine' } },
  },
  {
    key: 'preview',
    name: 'Preview Partners',
    accountType: 'Brand',
    verticalId: 'retail',
    settings: { brand: 'Preview', customFields: { region: 'South' } },
    showPreview: true,
  },
  {
    key: 'harbor',
    name: 'Harbor Outlet',
    accountType: 'Other',
    verticalId: 'retail',
    isActive: false,
    settings: { customFields: { region: 'Northeast' } },
  },
];

const MEMBERSHIPS: Array<{ email: string; account: string; level: 'admin' | 'user'; isDefault?: boolean }> = [
  { email: 'owner@demo.test', account: 'acme', level: 'admin', isDefault: true },
  { email: 'owner@demo.test', account: 'mainShoes', level: 'admin' },
  { email: 'owner@demo.test', account: 'summitRetail', level: 'user' },
  { email: 'owner@demo.test', account: 'summitOutdoor', level: 'user' },
  { email: 'owner@demo.test', account: 'preview', level: 'user' },
  { email: 'owner@demo.test', account: 'harbor', level: 'user' },
  { email: 'user@demo.test', account: 'acme', level: 'user', isDefault: true },
];

export const isDatabaseEmpty = async (db: Db): Promise<boolean> =>
  ((await db.select({ n: count() }).from(users))[0]?.n ?? 0) === 0;

/**
 * Seeds the demo verticals, accounts and users (spec: issue "Foundation" point 10). Every account
 * holds a valid value for each required custom field of its vertical, so the admin form saves it as
 * it is; `publicUrl` (config PUBLIC_URL) is the address the seeded report URLs name.
 */
export async function seedDemoData(db: Db, options: { publicUrl?: string } = {}): Promise<Record<string, number>> {
  await db.insert(verticals).values(VERTICALS);
  const accountIds: Record<string, number> = {};
  for (const seed of ACCOUNTS) {
    const [row] = await db
      .insert(accounts)
      .values({
        name: seed.name,
        accountType: seed.accountType,
        verticalId: seed.verticalId,
        parentAccountId: seed.parent ? accountIds[seed.parent] : null,
        settings: seed.settings ?? {},
        isActive: seed.isActive ?? true,
        showPreview: seed.showPreview ?? false,
      })
      .returning({ id: accounts.id });
    if (row) accountIds[seed.key] = row.id;
  }
  const allFlags = { hasReportsManagement: true, hasDataManagement: true, hasConnectors: true, hasAccounts: true };
  const userIds: Record<string, number> = {
    'admin@demo.test': await createActivatedUser(db, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      systemAccessLevel: 'admin',
    }),
    'manager@demo.test': await createActivatedUser(db, {
      email: 'manager@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Max',
      lastName: 'Manager',
      systemAccessLevel: 'accountManager',
      flags: allFlags,
    }),
    'owner@demo.test': await createActivatedUser(db, {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Olivia',
      lastName: 'Owner',
    }),
    'user@demo.test': await createActivatedUser(db, {
      email: 'user@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Uma',
      lastName: 'User',
    }),
    'nobody@demo.test': await createActivatedUser(db, {
      email: 'nobody@demo.test',
      password: DEMO_PASSWORD,
      firstName: 'Noah',
      lastName: 'Nobody',
    }),
  };
  await seedDemoStaff(db);
  for (const m of MEMBERSHIPS) {
    const accountId = accountIds[m.account];
    const userId = userIds[m.email];
    if (accountId === undefined || userId === undefined) throw new Error(`bad demo membership ${m.email}`);
    await db.insert(accountUsers).values({ accountId, userId, accessLevel: m.level, isDefault: m.isDefault ?? false });
  }
  await seedDemoEmailLists(db);
  await seedDemoReports(db, accountIds, options.publicUrl);
  await seedDemoProductData(db, accountIds);
  await seedDemoReportSubscriptions(db, accountIds);
  return accountIds;
}

/**
 * Internal users in every state of spec 1 §4 for the Admin Users screen: active (one
 * limited to the Outdoor vertical), pending (invited, not activated) and deactivated. None of them
 * has a password: they are there to be seen, the demo sign-ins above are the ones to use.
 */
async function seedDemoStaff(db: Db): Promise<void> {
  const day = 86_400_000;
  const now = Date.now();
  const rows = await db
    .insert(users)
    .values([
      {
        email: 'priya.reports@demo.test',
        firstName: 'Priya',
        lastName: 'Patel',
        systemAccessLevel: 'accountManager',
        hasReportsManagement: true,
        hasAccounts: true,
        activatedAt: new Date(now - 40 * day),
        createdAt: new Date(now - 41 * day),
      },
      {
        email: 'omar.outdoor@demo.test',
        firstName: 'Omar',
        lastName: 'Okafor',
        systemAccessLevel: 'accountManager',
        hasConnectors: true,
        hasDataManagement: true,
        activatedAt: new Date(now - 20 * day),
        createdAt: new Date(now - 21 * day),
      },
      {
        email: 'sam.support@demo.test',
        systemAccessLevel: 'admin',
        activatedAt: null,
        createdAt: new Date(now - 2 * day),
      },
      {
        email: 'pending.manager@demo.test',
        systemAccessLevel: 'accountManager',
        hasAccounts: true,
        activatedAt: null,
        createdAt: new Date(now - day),
      },
      {
        email: 'dana.former@demo.test',
        firstName: 'Dana',
        lastName: 'Dorsey',
        systemAccessLevel: 'accountManager',
        hasAccounts: true,
        isActive: false,
        activatedAt: new Date(now - 300 * day),
        createdAt: new Date(now - 301 * day),
      },
      {
        email: 'leo.left@demo.test',
        firstName: 'Leo',
        lastName: 'Lambert',
        systemAccessLevel: 'admin',
        isActive: false,
        activatedAt: new Date(now - 200 * day),
        createdAt: new Date(now - 201 * day),
      },
    ])
    .returning({ id: users.id, email: users.email });
  const omar = rows.find((r) => r.email === 'omar.outdoor@demo.test');
  if (omar) await db.insert(userVerticals).values({ userId: omar.id, verticalId: 'outdoor' });
}
