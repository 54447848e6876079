import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import { type ShopifyFake, startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { orderLines } from '@storelens/fakes/shopify/shopify-nodes';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources, whOrders } from '../../../db/connectors.schema.ts';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { buildAccount } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { countStored } from '../../../warehouse/records.queries.ts';
import { sealDetail } from '../../connector-secrets.ts';

/**
 * The bulk export through the sync engine: the same store path as pages, a download
 * cut off part-way resumed by the next run from the committed cursor without losing or duplicating
 * an order, then incremental runs that page only what changed.
 */

const LONG = { every: 40, max: 100 };
let fake: ShopifyFake;
let t: TestContext;
let accountId: number;
let sourceId: number;

beforeAll(async () => {
  // a fast bucket: this test is about what is stored, not the rate (shopify-scale.test.ts shows 50/s)
  fake = await startShopifyFake({
    orders: 1200,
    customers: 30,
    products: 20,
    locations: 2,
    longOrders: LONG,
    throttle: { maximumAvailable: 1000, restoreRate: 10_000 },
    bulk: { runMs: 50 },
  });
  t = await createTestContext({}, { shopify: fake.shopUrlTemplate });
  const db = t.deps.database.db;
  accountId = (await buildAccount(db, { accountType: 'Connectors', name: 'Shopify Co' })).id;
  // the source row as saving it leaves it; a pull needs no destination
  const sealed = sealDetail(
    t.deps.secrets,
    { storeName: fake.credentials.storeName, appType: 'custom', accessToken: fake.credentials.accessToken },
    SOURCE_SECRET_FIELDS[SOURCE_TYPE.shopify],
  );
  const [row] = await db
    .insert(sources)
    .values({
      accountId,
      name: 'Shop',
      sourceType: SOURCE_TYPE.shopify,
      detail: sealed.detail,
      secrets: sealed.secrets,
      frequencyMinutes: 60,
      anchorTime: '08:00',
      timezone: 'Etc/UTC',
      startDate: '2020-01-01',
    })
    .returning({ id: sources.id });
  sourceId = row!.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const storedLines = async () => {
  const [row] = await t.deps.database.db
    .select({ lines: sql<number>`sum(jsonb_array_length(${whOrders.data}->'lines'))::int` })
    .from(whOrders)
    .where(and(eq(whOrders.accountId, accountId), eq(whOrders.sourceId, sourceId)));
  return row!.lines;
};

describe('Shopify orders through the engine', () => {
  it('resumes a bulk download cut off part-way, and stores every order and line once', async () => {
    fake.bulk.cutNextDownload(700);
    const first = await runSource(t.deps, sourceId, 'scheduled');
    expect(first.status).not.toBe('succeeded');
    const part = await countStored(t.deps.database.db, accountId, sourceId);
    expect(part.orders).toBeGreaterThan(0);
    expect(part.orders).toBeLessThan(1200);

    const second = await runSource(t.deps, sourceId, 'scheduled');
    expect(second.status).toBe('succeeded');
    const stored = await countStored(t.deps.database.db, accountId, sourceId);
    expect(stored.orders).toBe(1200);
    // customers, orders and products each exported once: the orders' file read again past what the
    // first run stored (4 downloads: customers, orders twice, products)
    expect(fake.bulk.stats.created).toBe(3);
    expect(fake.bulk.stats.downloads).toBe(4);
    // the second run pulled only what the first had not stored
    expect((part.orders ?? 0) + (second.counts.pulled.orders ?? 0)).toBe(1200);
    let lines = 0;
    for (let id = 1; id <= 1200; id++) lines += orderLines(fake.data.orders.get(id)!, fake.data, LONG).length;
    expect(await storedLines()).toBe(lines);
    expect(fake.stats.overCost).toBe(0);
  });

  it('then pages only the orders that changed', async () => {
    for (const id of [3, 80, 400]) fake.data.orders.touch(id, () => ({ status: 'refunded' }));
    const next = await runSource(t.deps, sourceId, 'scheduled');
    expect(next.status).toBe('succeeded');
    expect(next.counts.pulled.orders).toBe(3);
    expect(fake.bulk.stats.created).toBe(3);
    expect((await countStored(t.deps.database.db, accountId, sourceId)).orders).toBe(1200);
  });
});
