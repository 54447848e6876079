import { startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { describe, expect, it } from 'vitest';
import {
  describeSourceConnector,
  expectVendorError,
  idsOf as ids,
  FAST_RETRY as retry,
  START,
} from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import { ShopifyClient, type ShopifyDetail } from './client.ts';
import { lookupShopifyLocations } from './preview.ts';
import { createShopifySource } from './sync.ts';

/** a cursor at the start date: the paged path, as every run after the first load takes */
const PAGED = JSON.stringify({ v: 1, mark: { updatedAt: '2020-01-01T00:00:00.000Z', id: '' } });
const CUSTOM_APP_REFUSED = 'Invalid Store Name, Access Token, or Access Level';
const refusedWith = (change: Partial<ShopifyDetail>) => ({
  change,
  code: 'InvalidAuth',
  field: 'storeName',
  message: CUSTOM_APP_REFUSED,
});

const suite = describeSourceConnector({
  title: 'Shopify',
  start: () => startShopifyFake({ orders: 620, customers: 130, products: 30, locations: 3, throttle: null }),
  connector: (fake, options) => createShopifySource({ ...options, endpoints: { shopify: fake.shopUrlTemplate } }),
  detail: (fake): ShopifyDetail => ({
    storeName: fake.credentials.storeName,
    appType: 'custom',
    accessToken: fake.credentials.accessToken,
  }),
  // one product per variant; inventory one level per variant and location
  sizes: { orders: 620, customers: 130, products: 30, locations: 3, inventory: 30 * 3 },
  // bad credentials, unknown stores and an empty token are one InvalidAuth
  refusals: [
    refusedWith({ accessToken: 'shpat_wrong' }),
    refusedWith({ storeName: 'other-store' }),
    refusedWith({ storeName: 'evil.com/x?' }),
    refusedWith({ accessToken: '' }),
  ],
  retried: 'customers',
});
const fake = () => suite.fake;
const source = () => suite.source;

async function expectVendorCode(promise: Promise<unknown>, code: string, message?: string) {
  const error = await expectVendorError(promise, { code });
  if (message) expect(error.message).toBe(message);
  return error;
}

describe('Shopify source: bulk loads, paging, watermarks and its app types', () => {
  it('loads the first history of orders through one bulk operation, mapped to records', async () => {
    const before = fake().bulk.stats.created;
    const { records, lastCursor } = await collectPull(source().pull(suite.detail, 'orders', START));
    expect(fake().bulk.stats.created - before).toBe(1);
    expect(records).toHaveLength(fake().data.orders.count);
    expect(new Set(ids(records)).size).toBe(records.length);
    expect(JSON.parse(lastCursor!)).toMatchObject({ mark: { updatedAt: expect.any(String) } });
    const first = fake().data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]).toMatchObject({ total: first.total, updatedAt: first.updatedAt, channel: first.channel });
    expect(records[0]!.lines).toHaveLength(first.lines.length);
    expect(records[0]).not.toHaveProperty('salespersonVendorId');
  });

  it('pages orders once a cursor exists, every page priced within the budget', async () => {
    const before = fake().bulk.stats.created;
    const { records, cursors } = await collectPull(source().pull(suite.detail, 'orders', { ...START, cursor: PAGED }));
    expect(fake().bulk.stats.created).toBe(before);
    expect(records).toHaveLength(fake().data.orders.count);
    expect(cursors.length).toBeGreaterThan(1);
    expect(fake().stats.maxRequested).toBeLessThanOrEqual(500);
    expect(fake().stats.overCost).toBe(0);
  });

  it('pulls customers, products (one per variant), locations and inventory', async () => {
    const exports = fake().bulk.stats.created;
    const customers = await collectPull(source().pull(suite.detail, 'customers', START));
    expect(customers.records).toHaveLength(130);
    const products = await collectPull(source().pull(suite.detail, 'products', START));
    expect(products.records).toHaveLength(30);
    expect(products.records[0]).toMatchObject({ size: expect.any(String), color: expect.any(String) });
    // customers and products load their history in bulk too; their next runs page
    expect(fake().bulk.stats.created - exports).toBe(2);
    const next = await collectPull(source().pull(suite.detail, 'products', { ...START, cursor: products.lastCursor }));
    expect(next.records).toHaveLength(0);
    expect(fake().bulk.stats.created - exports).toBe(2);
    const locations = await collectPull(source().pull(suite.detail, 'locations', START));
    expect(ids(locations.records)).toEqual(['1', '2', '3']);
    const inventory = await collectPull(source().pull(suite.detail, 'inventory', START));
    expect(inventory.records).toHaveLength(30 * 3);
  });

  it('skips ignored inventory locations, by id or by name', async () => {
    const name = fake().data.locations.get(2)!.name;
    const ignoring = {
      ...suite.detail,
      ignoredInventoryLocations: ['gid://shopify/Location/1', ` ${name.toUpperCase()} `],
    };
    const { records } = await collectPull(source().pull(ignoring, 'inventory', START));
    expect(new Set(records.map((r) => r.locationVendorId))).toEqual(new Set(['3']));
  });

  it('returns only changed records on the next incremental pull', async () => {
    const full = await collectPull(source().pull(suite.detail, 'orders', START));
    const unchanged = await collectPull(source().pull(suite.detail, 'orders', { ...START, cursor: full.lastCursor }));
    expect(unchanged.records).toHaveLength(0);

    fake().data.orders.touch(7, () => ({ status: 'refunded' }));
    fake().data.orders.touch(300);
    const added = fake().data.orders.add();
    const next = await collectPull(source().pull(suite.detail, 'orders', { ...START, cursor: full.lastCursor }));
    expect(ids(next.records)).toEqual(['7', '300', String(added.id)]);
    expect(next.records[0]!.status).toBe('refunded');
  });

  it('keeps a watermark per location for inventory', async () => {
    const full = await collectPull(source().pull(suite.detail, 'inventory', START));
    fake().data.inventory.touch(5, () => ({ quantity: 999 }));
    const next = await collectPull(source().pull(suite.detail, 'inventory', { ...START, cursor: full.lastCursor }));
    expect(next.records).toHaveLength(1);
    expect(next.records[0]).toMatchObject({
      quantity: 999,
      locationVendorId: String(fake().data.inventory.get(5)!.locationId),
    });
  });

  it('resumes from a mid-way cursor with no duplicates and no gaps', async () => {
    const orders = await collectPull(source().pull(suite.detail, 'orders', START), 2);
    const rest = await collectPull(source().pull(suite.detail, 'orders', { ...START, cursor: orders.lastCursor }));
    const all = [...ids(orders.records), ...ids(rest.records)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(fake().data.orders.count);
  });

  it('gives up with a retryable VendorError when the 5xx answers do not stop', async () => {
    fake().failNext(4, 503);
    const error = await expectVendorCode(
      collectPull(source().pull(suite.detail, 'customers', START)),
      'VendorUnavailable',
    );
    expect(error.kind).toBe('retryable');
  });

  it("accepts a private app's credentials too", async () => {
    const { apiKey, password } = fake().credentials;
    await source().check({
      storeName: `${suite.detail.storeName}.myshopify.com`,
      appType: 'private',
      apiKey,
      password,
    });
  });

  it("refuses a private app's wrong password and a token without a needed scope with InvalidAuth", async () => {
    const custom = CUSTOM_APP_REFUSED;
    const priv = 'Invalid Store Name, API Key, Password, or Access Level';
    const wrongPassword = {
      storeName: suite.detail.storeName,
      appType: 'private' as const,
      apiKey: 'k',
      password: 'nope',
    };
    const error = await expectVendorCode(source().check(wrongPassword), 'InvalidAuth', priv);
    expect(error.kind).toBe('credentials');

    fake().credentials.scopes = fake().credentials.scopes.filter((s) => s !== 'read_orders');
    try {
      await expectVendorCode(source().check(suite.detail), 'InvalidAuth', custom);
    } finally {
      fake().credentials.scopes.push('read_orders');
    }
  });

  it('looks up the locations for the ignored-locations picker', async () => {
    const locations = await lookupShopifyLocations(suite.detail, { endpoints: { shopify: fake().shopUrlTemplate } });
    expect(locations.map((l) => l.id)).toEqual(['1', '2', '3']);
    await expectVendorCode(
      lookupShopifyLocations(
        { ...suite.detail, accessToken: 'bad' },
        { endpoints: { shopify: fake().shopUrlTemplate } },
      ),
      'InvalidAuth',
    );
  });
});

describe('Shopify cost throttling', () => {
  it('waits out THROTTLED answers (HTTP 200) and finishes the pull', async () => {
    const throttled = await startShopifyFake({ orders: 200, throttle: { maximumAvailable: 1000, restoreRate: 5000 } });
    try {
      const d = { storeName: throttled.credentials.storeName, accessToken: throttled.credentials.accessToken };
      const s = createShopifySource({ endpoints: { shopify: throttled.shopUrlTemplate }, retry });
      const pages = s.pull(d, 'orders', { ...START, cursor: PAGED })[Symbol.asyncIterator]();
      const records = [];
      for (let page = await pages.next(); !page.done; page = await pages.next()) {
        records.push(...page.value.records);
        // another client of the same app and shop spends the bucket between two of our pages, so
        // the pull's own reckoning of the bucket is wrong and Shopify answers THROTTLED
        throttled.drainBucket();
      }
      expect(records).toHaveLength(200);
      expect(throttled.stats.throttled).toBeGreaterThan(0);
      expect(throttled.stats.overCost).toBe(0);
    } finally {
      await throttled.close();
    }
  });

  it('gives up with RateLimited when the shop keeps throttling', async () => {
    const tiny = await startShopifyFake({ throttle: { maximumAvailable: 10, restoreRate: 1000 } });
    try {
      const d = { storeName: tiny.credentials.storeName, accessToken: tiny.credentials.accessToken };
      const client = new ShopifyClient(d, { endpoint: tiny.shopUrlTemplate, maxThrottleWaits: 2 });
      await expectVendorCode(client.query('query { orders(first: 250) { nodes { id } } }'), 'RateLimited');
    } finally {
      await tiny.close();
    }
  });
});
