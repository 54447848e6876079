import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { and, eq, inArray } from 'drizzle-orm';
import { retailerDataSettings } from '../db/connections.schema.ts';
import { sources } from '../db/connectors.schema.ts';
import { accountPermissions, accounts, accountUsers, users } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { sealDetail } from '../integrations/connector-secrets.ts';
import type { StreamName } from '../integrations/records.ts';
import { type Actor, recordTransition } from '../modules/connections/connection-rules.ts';
import { upsertConnection } from '../modules/connections/connections.queries.ts';
import { refreshCatalogue } from '../modules/product-tagging/catalogue.service.ts';
import { saveSourceCursor } from '../modules/sync/sync.queries.ts';
import { upsertRecords } from '../warehouse/records.queries.ts';
import { createActivatedUser } from './create-user.ts';
import { seedDemoAccessLog } from './demo-access-log.ts';
import type { DemoFakes } from './demo-connectors-fakes.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { DEMO_ENTITY_TYPES, seedDemoLocationTypes } from './demo-location-types.ts';
import { seedDemoStoreRules } from './demo-product-data.ts';

/** The retail admin of the connection demo (README): admin of Riverside Running and Lakeside Sports. */
export const DEMO_RETAIL_ADMIN = 'retail@demo.test';

const DAY = 86_400_000;

/**
 * brands and retailers in every connection state, each with its history; a Retailer
 * Rollup (Main Street Retail Group) controlling its child's permissions; brand user permissions; and
 * locations synced from the demo vendors (only the locations stream, so the start stays quick).
 */
export async function seedDemoConnections(deps: Deps, fakes: DemoFakes): Promise<void> {
  const db = deps.database.db;
  const now = deps.now().getTime();
  const byName = async (names: string[]) =>
    new Map(
      (
        await db
          .select({ id: accounts.id, name: accounts.name })
          .from(accounts)
          .where(and(eq(accounts.verticalId, 'retail'), inArray(accounts.name, names)))
      ).map((a) => [a.name, a.id]),
    );
  const add = async (name: string, accountType: string, settings: Record<string, unknown> = {}) => {
    const [row] = await db
      .insert(accounts)
      .values({ name, accountType, verticalId: 'retail', settings })
      .returning({ id: accounts.id });
    return row!.id;
  };
  // each with the retail vertical's required Region, so the admin form saves them as they are
  const riverside = await add('Riverside Running', 'Retailer', { customFields: { region: 'Midwest' } });
  const lakeside = await add('Lakeside Sports', 'Retailer', { customFields: { region: 'Midwest' } });
  const harbor = await add('Harbor Bikes', 'Retailer', { customFields: { region: 'Northeast' } });
  const peak = await add('Peak Footwear', 'Brand', { brand: 'Peak', customFields: { region: 'West' } });
  const trailhead = await add('Trailhead Apparel', 'Brand', { brand: 'Trailhead', customFields: { region: 'South' } });
  const known = await byName(['Acme Brand', 'Preview Partners', 'Summit Outfitters', 'Main Street Retail Group']);
  const acme = known.get('Acme Brand')!;
  const preview = known.get('Preview Partners')!;
  const summit = known.get('Summit Outfitters')!;
  const mainGroup = known.get('Main Street Retail Group')!;

  const retailAdmin = await createActivatedUser(db, {
    email: DEMO_RETAIL_ADMIN,
    password: DEMO_PASSWORD,
    firstName: 'Rhea',
    lastName: 'Retail',
  });
  await db.insert(accountUsers).values([
    { accountId: riverside, userId: retailAdmin, accessLevel: 'admin', isDefault: true },
    { accountId: lakeside, userId: retailAdmin, accessLevel: 'admin' },
  ]);
  const people = new Map(
    (
      await db
        .select()
        .from(users)
        .where(inArray(users.email, ['owner@demo.test', 'user@demo.test', 'manager@demo.test', DEMO_RETAIL_ADMIN]))
    ).map((u) => [u.email, u]),
  );
  const owner = people.get('owner@demo.test')!;
  const manager = people.get('manager@demo.test')!;
  const rhea = people.get(DEMO_RETAIL_ADMIN)!;
  const by = (user: typeof owner | null, accountId: number | null, source: Actor['source']): Actor => ({
    user,
    accountId,
    source,
  });

  /** A connection walked through its steps, `daysAgo` apart, each step recorded in its history. */
  const story = async (
    brand: number,
    retailer: number,
    note: string | null,
    steps: Array<{ status: string; actor: Actor; daysAgo: number }>,
  ) => {
    let id = 0;
    for (const s of steps) {
      const at = new Date(now - s.daysAgo * DAY);
      const row = await upsertConnection(db, {
        brandAccountId: brand,
        retailerAccountId: retailer,
        status: s.status === 'Resent' ? 'Pending' : s.status,
        note,
        at,
      });
      id = row.id;
      await recordTransition(db, id, s.status, s.actor, at, s.status === 'Pending' ? note : null);
    }
    return id;
  };
  const asked = (daysAgo: number, brand = acme) => ({
    status: 'Pending',
    actor: by(owner, brand, 'retailConnect'),
    daysAgo,
  });
  // Approved, answered by email; the rollup's approval (by staff) covers Main Street Shoes
  await story(acme, summit, 'We would like to see how our trail line sells.', [
    asked(40),
    { status: 'Approved', actor: by(null, summit, 'system'), daysAgo: 38 },
  ]);
  await story(acme, mainGroup, 'Sell-through for the group, please.', [
    asked(30),
    { status: 'Resent', actor: by(owner, acme, 'retailConnect'), daysAgo: 25 },
    { status: 'Approved', actor: by(manager, mainGroup, 'dataPermissions'), daysAgo: 24 },
  ]);
  // Declined by email, Removed after approval, Revoked by the brand
  await story(acme, lakeside, 'Spring season review.', [
    asked(20),
    { status: 'Declined', actor: by(rhea, lakeside, 'email'), daysAgo: 19 },
  ]);
  await story(acme, harbor, null, [
    asked(60),
    { status: 'Approved', actor: by(null, harbor, 'system'), daysAgo: 59 },
    { status: 'Removed', actor: by(null, harbor, 'system'), daysAgo: 10 },
  ]);
  await story(preview, harbor, null, [
    asked(15, preview),
    { status: 'Revoked', actor: by(owner, preview, 'retailConnect'), daysAgo: 14 },
  ]);
  // Lakeside's screen: a request to deny, a brand to remove; Riverside: a request waiting
  await story(peak, lakeside, 'Peak would like to understand regional demand.', [
    { status: 'Pending', actor: by(null, peak, 'system'), daysAgo: 3 },
  ]);
  await story(trailhead, lakeside, null, [
    { status: 'Pending', actor: by(null, trailhead, 'system'), daysAgo: 90 },
    { status: 'Approved', actor: by(rhea, lakeside, 'dataPermissions'), daysAgo: 88 },
  ]);
  await story(preview, riverside, 'Preview season data, please.', [asked(2, preview)]);

  // Acme: the owner sees every connected retailer, the plain user only Summit Outfitters
  const plain = people.get('user@demo.test')!;
  await db.insert(accountPermissions).values([
    { accountId: acme, typeId: PERMISSION_TYPES.global, referenceId: null, userId: owner.id },
    { accountId: acme, typeId: PERMISSION_TYPES.retailer, referenceId: summit, userId: plain.id },
  ]);
  // the rollup shares customers too (its child follows); Summit keeps inventory to itself
  await db.insert(retailerDataSettings).values([
    { accountId: mainGroup, typeId: 3, value: true, updatedByUserId: manager.id },
    { accountId: summit, typeId: 2, value: false, updatedByUserId: manager.id },
  ]);

  const mainShoes = (await byName(['Main Street Shoes'])).get('Main Street Shoes')!;
  await seedLocations(
    deps,
    riverside,
    'Riverside POS (Shopify)',
    SOURCE_TYPE.shopify,
    {
      storeName: fakes.credentials.shopify.storeName,
      appType: 'custom',
      accessToken: fakes.credentials.shopify.accessToken,
    },
    ['locations', 'products'],
  );
  // Main Street Shoes' store data (orders, products, inventory too) feeds its built-in reports
  await seedLocations(
    deps,
    mainShoes,
    'Main Street POS (Heartland)',
    SOURCE_TYPE.heartland,
    { ...fakes.credentials.heartland, ecomIdentifier: '', amazonIdentifier: '' },
    ['locations', 'products', 'inventory', 'customers', 'orders'],
    // the demo's flagship runs every hour from where the seed's pull ended, so the reports' today
    // keeps taking the orders the store takes while the server runs
    HOURLY,
  );
  // what the retailers' admins classify their stores as (no vendor knows it)
  await seedDemoLocationTypes(
    db,
    [
      { accountId: riverside, entityType: DEMO_ENTITY_TYPES.independent, userId: rhea.id },
      { accountId: mainShoes, entityType: DEMO_ENTITY_TYPES.group, userId: owner.id },
    ],
    deps.now(),
  );
  // the two stores' products join their catalogues, tagged by the demo's rules
  await seedDemoStoreRules(db, riverside);
  for (const accountId of [riverside, mainShoes]) await refreshCatalogue(db, accountId);
  // Acme's reads of its retailers' data, for their access logs
  await seedDemoAccessLog(deps);
}

/** The demo flagship's schedule: hourly (spec 2 §9 lets any source run hourly). */
const HOURLY = 60;

/**
 * A retailer's own source with its locations stream (or the streams asked) synced once from the fake
 * vendor, as a run would store it. Without a schedule it stays disabled (the demo does not pull a
 * whole history at every start); with one it is active, each stream's cursor where the seed's pull
 * ended, so its scheduled runs bring only what the store took since.
 */
async function seedLocations(
  deps: Deps,
  accountId: number,
  name: string,
  type: SourceTypeId,
  detail: Record<string, unknown>,
  streams: readonly StreamName[] = ['locations'],
  frequencyMinutes?: number,
): Promise<void> {
  const db = deps.database.db;
  const sealed = sealDetail(deps.secrets, detail, SOURCE_SECRET_FIELDS[type]);
  const anchorTime = '08:00';
  const timezone = 'America/New_York';
  const [source] = await db
    .insert(sources)
    .values({
      accountId,
      name,
      sourceType: type,
      detail: sealed.detail,
      secrets: sealed.secrets,
      frequencyMinutes: frequencyMinutes ?? 1440,
      anchorTime,
      timezone,
      startDate: deps.now().toISOString().slice(0, 10),
      active: frequencyMinutes !== undefined,
      nextRunTime:
        frequencyMinutes === undefined ? null : nextRunTime(deps.now(), anchorTime, frequencyMinutes, timezone),
    })
    .returning({ id: sources.id });
  const connector = deps.connectors.sources[type];
  if (!source || !connector) return;
  try {
    // every location, whenever it last changed (an update filter would keep only today's)
    for (const stream of streams) {
      const pages = connector.pull(detail, stream, { cursor: null, startDate: '2000-01-01' });
      let cursor: string | null = null;
      for await (const page of pages) {
        await upsertRecords(db, stream, accountId, source.id, page.records);
        cursor = page.cursor;
      }
      if (frequencyMinutes !== undefined && cursor !== null)
        await saveSourceCursor(db, { sourceId: source.id, scope: 'main', stream }, cursor, deps.now());
    }
  } catch (err) {
    // the demo starts without them rather than not at all
    deps.log.warn({ err, accountId }, 'demo locations could not be synced');
  }
}
