import { randomBytes } from 'node:crypto';
import { PAGE_FLAGS } from '@storelens/contract/domain/accounts';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sources } from '../db/connectors.schema.ts';
import { catalogueProducts } from '../db/products.schema.ts';
import { accounts, accountUsers, users, userVerticals, verticals } from '../db/schema.ts';
import { requireAccountAccess } from '../identity/account-access.ts';
import type { AccountAccess } from '../identity/route-access.ts';
import type { OrderRecord } from '../integrations/records.ts';
import { hashPassword } from '../platform/passwords.ts';

export const TEST_PASSWORD = 'Test-password-1';
let cachedHash: Promise<string> | null = null;
const unique = () => randomBytes(4).toString('hex');

/** The tagging columns product tests filter on: the brand's Brand, the retailer's Description and Vendor. */
export const TAGGING_COLUMNS = {
  brandColumns: [{ name: 'Brand', value: 'brand', type: 'String', values: [] }],
  retailerColumns: [
    { name: 'Description', value: 'description', type: 'String', values: [] },
    { name: 'Vendor', value: 'vendor', type: 'String', values: [] },
  ],
};

/** Inserts a vertical; every page flag on unless told otherwise. */
export async function buildVertical(db: Db, overrides: Partial<typeof verticals.$inferInsert> = {}) {
  const [row] = await db
    .insert(verticals)
    .values({
      id: `v${unique()}`,
      name: `Vertical ${unique()}`,
      pages: Object.fromEntries(PAGE_FLAGS.map((f) => [f, true])),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildAccount(db: Db, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const verticalId = overrides.verticalId ?? (await buildVertical(db)).id;
  const [row] = await db
    .insert(accounts)
    .values({ name: `Account ${unique()}`, accountType: 'Brand', ...overrides, verticalId })
    .returning();
  return row!;
}

/** An activated user with TEST_PASSWORD (hashed once per test file to keep tests quick). */
export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.test`,
      passwordHash: await cachedHash,
      firstName: 'Test',
      lastName: 'User',
      activatedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Inserts a source of `accountId` as it is stored (no vendor is asked): an hourly WooCommerce source
 * from 2020, UTC, unless told otherwise.
 */
export async function buildSource(db: Db, values: Partial<typeof sources.$inferInsert> & { accountId: number }) {
  const [row] = await db
    .insert(sources)
    .values({
      name: 'Shop',
      sourceType: SOURCE_TYPE.wooCommerce,
      frequencyMinutes: 60,
      anchorTime: '08:00',
      timezone: 'Etc/UTC',
      startDate: '2020-01-01',
      ...values,
    })
    .returning();
  return row!;
}

/** An account's catalogue products, in the order of `order` (the product key unless told). */
export const catalogueRowsOf = (db: Db, accountId: number, order: 'productKey' | 'upc' = 'productKey') =>
  db
    .select()
    .from(catalogueProducts)
    .where(eq(catalogueProducts.accountId, accountId))
    .orderBy(catalogueProducts[order]);

/** An order as a store's till records it: paid in USD at 'store-1', no customer, made and updated `at`. */
export const storeOrder = (vendorId: string, at: string, overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  vendorId,
  orderNumber: vendorId,
  customerVendorId: null,
  email: null,
  locationVendorId: 'store-1',
  channel: 'store',
  status: 'paid',
  currency: 'USD',
  total: 0,
  discount: 0,
  createdAt: at,
  updatedAt: at,
  lines: [],
  ...overrides,
});

export async function addMember(db: Db, accountId: number, userId: number, accessLevel = 'user', isDefault = false) {
  await db.insert(accountUsers).values({ accountId, userId, accessLevel, isDefault });
}

export async function limitToVerticals(db: Db, userId: number, verticalIds: string[]) {
  await db.insert(userVerticals).values(verticalIds.map((verticalId) => ({ userId, verticalId })));
}

/** A system admin's checked access to an account, for tests that call a service directly. */
export async function buildAdminAccess(db: Db, accountId: number): Promise<AccountAccess> {
  const user = await buildUser(db, { systemAccessLevel: 'admin' });
  const now = new Date();
  return {
    sessionId: 0,
    user,
    impersonatorUserId: null,
    idleExpiresAt: new Date(now.getTime() + 3_600_000),
    account: { id: accountId, accessLevel: null, found: await requireAccountAccess(db, user, accountId) },
  };
}
