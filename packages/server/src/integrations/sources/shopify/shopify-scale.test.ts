import { type ShopifyFake, startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { orderLines } from '@storelens/fakes/shopify/shopify-nodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { ShopifyDetail } from './client.ts';
import { createShopifySource } from './sync.ts';

/**
 * A shop of real size. The default fake enforces Shopify's cost rules: every query
 * priced and refused over 1,000 points, and the 1,000-point bucket restoring 50 a second.
 */

const START = { cursor: null, startDate: '2020-01-01' };
const PAGED = JSON.stringify({ v: 1, mark: { updatedAt: '2020-01-01T00:00:00.000Z', id: '' } });
const retry = { baseDelayMs: 5, attempts: 4 };
/** every 100th order has 5 to 100 lines, every 1,000th exactly 100 */
const LONG = { every: 100, max: 100 };
/** the small shop: every 5th order has 5 to 30 lines */
const SMALL = { every: 5, max: 30 };

const detailOf = (fake: ShopifyFake, extra: Partial<ShopifyDetail> = {}): ShopifyDetail => ({
  storeName: fake.credentials.storeName,
  accessToken: fake.credentials.accessToken,
  ...extra,
});
const sourceOf = (fake: ShopifyFake) =>
  createShopifySource({ endpoints: { shopify: fake.shopUrlTemplate }, retry }, { bulkPollMs: 100 });
const lineCount = (fake: ShopifyFake, long: typeof LONG, ids: Iterable<number>) => {
  let total = 0;
  for (const id of ids) total += orderLines(fake.data.orders.get(id)!, fake.data, long).length;
  return total;
};

/**
 * The big shop restores 1,000 points a second, Shopify Plus's documented rate: the bulk export costs
 * a few dozen points whatever the bucket, but the incremental run after it reads three 100-line
 * orders whose pages of lines are priced near 500 points each, which a 50/s bucket takes 10 s to
 * restore. The rate itself is what the small shop's test below shows respected.
 */
describe('100,000 orders of up to 100 lines, within the 1,000-point cost limit', () => {
  let fake: ShopifyFake;
  let lastCursor: string | null = null;
  beforeAll(async () => {
    fake = await startShopifyFake({
      orders: 100_000,
      customers: 2000,
      products: 300,
      longOrders: LONG,
      throttle: { maximumAvailable: 1000, restoreRate: 1000 },
      bulk: { runMs: 200 },
    });
  });
  afterAll(() => fake.close());

  it('loads every order and line through a bulk operation, never over the cost limit', async () => {
    let orders = 0;
    let lines = 0;
    let longest = 0;
    const seen = new Set<string>();
    for await (const page of sourceOf(fake).pull(detailOf(fake), 'orders', START)) {
      for (const order of page.records) {
        orders++;
        seen.add(order.vendorId);
        lines += order.lines.length;
        longest = Math.max(longest, order.lines.length);
      }
      lastCursor = page.cursor;
    }
    expect(orders).toBe(100_000);
    expect(seen.size).toBe(100_000);
    expect(lines).toBe(
      lineCount(
        fake,
        LONG,
        Array.from({ length: 100_000 }, (_, i) => i + 1),
      ),
    );
    expect(longest).toBe(100);
    expect(fake.bulk.stats.created).toBe(1);
    expect(fake.stats.overCost).toBe(0);
    expect(fake.stats.throttled).toBe(0);
    expect(JSON.parse(lastCursor!)).toMatchObject({ mark: { updatedAt: expect.any(String) } });
  }, 60_000);

  it('then pages only what changed, long orders with all their lines', async () => {
    const unchanged = await collectPull(
      sourceOf(fake).pull(detailOf(fake), 'orders', { ...START, cursor: lastCursor }),
    );
    expect(unchanged.records).toHaveLength(0);
    const changed = [5, 1000, 2000, 4200];
    for (const id of changed) fake.data.orders.touch(id, () => ({ status: 'refunded' }));
    const next = await collectPull(sourceOf(fake).pull(detailOf(fake), 'orders', { ...START, cursor: lastCursor }));
    expect(next.records.map((r) => r.vendorId)).toEqual(changed.map(String));
    expect(next.records.map((r) => r.lines.length)).toEqual(
      changed.map((id) => orderLines(fake.data.orders.get(id)!, fake.data, LONG).length),
    );
    expect(next.records[1]!.lines).toHaveLength(100);
    expect(new Set(next.records[1]!.lines.map((l) => l.vendorId)).size).toBe(100);
    expect(fake.bulk.stats.created).toBe(1);
    expect(fake.stats.overCost).toBe(0);
    expect(fake.stats.maxRequested).toBeLessThanOrEqual(500);
  });
});

describe('the real bucket on a small shop', () => {
  it('pages long orders within 50 points a second and is never throttled', async () => {
    const fake = await startShopifyFake({ orders: 40, products: 20, longOrders: SMALL });
    try {
      const started = Date.now();
      const { records } = await collectPull(sourceOf(fake).pull(detailOf(fake), 'orders', { ...START, cursor: PAGED }));
      const seconds = (Date.now() - started) / 1000;
      expect(records).toHaveLength(40);
      expect(records.reduce((n, r) => n + r.lines.length, 0)).toBe(
        lineCount(
          fake,
          SMALL,
          [...Array(40).keys()].map((i) => i + 1),
        ),
      );
      // the client waited for the bucket instead of being refused
      expect(fake.stats.throttled).toBe(0);
      expect(fake.stats.overCost).toBe(0);
      // it spent more than the full bucket holds without once overdrawing it: it waited for what 50
      // points a second restore (at least the overspend's worth of seconds)
      const spent = fake.stats.spent;
      expect(spent).toBeGreaterThan(1000);
      expect(seconds).toBeGreaterThanOrEqual((spent - 1000) / 50 - 0.5);
    } finally {
      await fake.close();
    }
  }, 60_000);
});

describe('bulk operations', () => {
  let fake: ShopifyFake;
  beforeAll(async () => {
    fake = await startShopifyFake({
      orders: 900,
      longOrders: { every: 50, max: 100 },
      bulk: { runMs: 50 },
      throttle: { maximumAvailable: 1000, restoreRate: 10_000 },
    });
  });
  afterAll(() => fake.close());

  it('a run cut short resumes the same file past what was stored, without duplicates or gaps', async () => {
    const source = sourceOf(fake);
    const part = await collectPull(source.pull(detailOf(fake), 'orders', START), 2);
    expect(JSON.parse(part.lastCursor!)).toMatchObject({ bulk: { done: 500 } });
    const created = fake.bulk.stats.created;
    const rest = await collectPull(source.pull(detailOf(fake), 'orders', { ...START, cursor: part.lastCursor }));
    expect(fake.bulk.stats.created).toBe(created);
    const all = [...part.records, ...rest.records].map((r) => r.vendorId);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(900);
  });

  it('exports again when the file a cut-short run was reading has expired', async () => {
    const source = sourceOf(fake);
    const part = await collectPull(source.pull(detailOf(fake), 'orders', START), 1);
    const { bulk } = JSON.parse(part.lastCursor!) as { bulk: { id: string } };
    fake.bulk.set(bulk.id, 'EXPIRED');
    const rest = await collectPull(source.pull(detailOf(fake), 'orders', { ...START, cursor: part.lastCursor }));
    expect(new Set(rest.records.map((r) => r.vendorId)).size).toBe(900);
  });

  it('fails the run with a retryable error when the export fails', async () => {
    const failing = await startShopifyFake({ orders: 10, bulk: { runMs: 60_000 } });
    try {
      const pull = collectPull(sourceOf(failing).pull(detailOf(failing), 'orders', START));
      setTimeout(() => failing.bulk.set('gid://shopify/BulkOperation/1', 'FAILED'), 150);
      const error = await pull.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(VendorError);
      expect((error as VendorError).kind).toBe('retryable');
    } finally {
      await failing.close();
    }
  });

  it('pages instead when the shop already runs a bulk query for the app', async () => {
    const busy = await startShopifyFake({
      orders: 40,
      bulk: { runMs: 60_000 },
      throttle: { maximumAvailable: 1000, restoreRate: 10_000 },
    });
    try {
      busy.bulk.run('{ orders { edges { node { id } } } }');
      const { records } = await collectPull(sourceOf(busy).pull(detailOf(busy), 'orders', START));
      expect(records).toHaveLength(40);
      expect(busy.bulk.stats.created).toBe(1);
    } finally {
      await busy.close();
    }
  });
});

describe('isGqlSalespersonFetchEnabled', () => {
  let fake: ShopifyFake;
  beforeAll(async () => {
    // a fast bucket: these tests are about what is asked for, not how fast (see the small shop above)
    fake = await startShopifyFake({
      orders: 50,
      bulk: { runMs: 20 },
      throttle: { maximumAvailable: 1000, restoreRate: 10_000 },
    });
  });
  afterAll(() => fake.close());

  it('asks for and maps the staff member when on, in bulk and in pages', async () => {
    const detail = detailOf(fake, { isGqlSalespersonFetchEnabled: true });
    for (const cursor of [null, PAGED]) {
      const { records } = await collectPull(sourceOf(fake).pull(detail, 'orders', { ...START, cursor }));
      expect(records).toHaveLength(50);
      for (const record of records) {
        const order = fake.data.orders.get(Number(record.vendorId))!;
        expect(record.salespersonVendorId).toBe(order.channel === 'store' ? String(1 + (order.id % 4)) : null);
      }
    }
    expect(fake.stats.staffQueries).toBeGreaterThan(0);
  });

  it('does not ask when off', async () => {
    const before = fake.stats.staffQueries;
    const bulkBefore = fake.bulk.stats.staffQueries;
    for (const cursor of [null, PAGED]) {
      const { records } = await collectPull(sourceOf(fake).pull(detailOf(fake), 'orders', { ...START, cursor }));
      expect(records).toHaveLength(50);
      expect(records.some((r) => 'salespersonVendorId' in r)).toBe(false);
    }
    expect(fake.stats.staffQueries).toBe(before);
    expect(fake.bulk.stats.staffQueries).toBe(bulkBefore);
  });

  it('checks the staff scope on save only when on', async () => {
    const source = sourceOf(fake);
    fake.credentials.scopes = fake.credentials.scopes.filter((s) => s !== 'read_users');
    try {
      await source.check(detailOf(fake));
      const error = await source.check(detailOf(fake, { isGqlSalespersonFetchEnabled: true })).then(
        () => null,
        (e: unknown) => e,
      );
      expect((error as VendorError).code).toBe('InvalidAuth');
    } finally {
      fake.credentials.scopes.push('read_users');
    }
  });
});
