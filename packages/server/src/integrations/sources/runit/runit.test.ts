import { RUNIT_WEB_TENDER, startRunitFake } from '@storelens/fakes/runit/runit-fake';
import { describe, expect, it } from 'vitest';
import {
  describeSourceConnector,
  expectVendorError,
  FAST_RETRY,
  idsOf,
} from '../../testing/source-connector-suite.fixture.ts';
import { type RunitDetail, runitToUtc, utcToRunit } from './client.ts';
import { previewRunit } from './preview.ts';
import { createRunitSource } from './sync.ts';

// more sales than a page (500) so the keyset walk turns pages
const SIZES = { orders: 1200, customers: 40, products: 30 };

const options = () => ({ endpoints: { runit: suite.fake.serverUrlTemplate }, retry: FAST_RETRY });

const suite = describeSourceConnector({
  title: 'Runit',
  start: () => startRunitFake({ ...SIZES, timezone: 'America/Denver' }),
  connector: (fake, options) => createRunitSource({ ...options, endpoints: { runit: fake.serverUrlTemplate } }),
  detail: (fake): RunitDetail => ({ ...fake.credentials, tenderType: [RUNIT_WEB_TENDER.toLowerCase()] }),
  sizes: SIZES,
  retried: 'products',
});

async function expectInvalid(promise: Promise<unknown>) {
  const error = await expectVendorError(promise, { code: 'InvalidUrlStoreId', kind: 'credentials', field: 'url' });
  expect(error.message).toBe('Invalid URL or Store Id');
}

describe('Runit dates (the store wall time)', () => {
  it('reads wall time in the source time zone, and writes the filter back in it', () => {
    expect(runitToUtc('2024-07-01T12:30:05', 'America/New_York')).toBe('2024-07-01T16:30:05Z');
    expect(runitToUtc('2024-01-15T08:00:00', 'America/Denver')).toBe('2024-01-15T15:00:00Z');
    expect(runitToUtc('2024-01-15T08:00:00Z', 'America/Denver')).toBe('2024-01-15T08:00:00Z');
    expect(utcToRunit('2024-07-01T16:30:05Z', 'America/New_York')).toBe('2024-07-01T12:30:05');
    // the autumn hour that happens twice is its first occurrence
    expect(runitToUtc('2024-11-03T01:30:00', 'America/New_York')).toBe('2024-11-03T05:30:00Z');
  });
});

describe('Runit source against the fake', () => {
  it('pulls every sale with its lines, customers, products, stock and the store', async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(idsOf(orders.records)).size).toBe(SIZES.orders);
    const order = suite.fake.data.orders.get(1)!;
    const sale = orders.records.find((r) => r.vendorId === String(order.number))!;
    expect(sale.updatedAt).toBe(order.updatedAt);
    expect(sale.lines.map((l) => l.sku)).toEqual(
      order.lines.map((l) => suite.fake.data.products.get(l.productId)!.sku),
    );
    expect(sale.channel).toBe(order.channel === 'web' ? 'web' : 'store');
    expect(orders.records.filter((r) => r.channel === 'web').length).toBe(
      [...suite.fake.data.orders.scan({}, null)].filter((o) => o.channel === 'web').length,
    );
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({
      vendorId: '1',
      updatedAt: suite.fake.data.customers.get(1)!.updatedAt,
    });
    const products = await suite.pulled('products');
    expect(products.records).toHaveLength(SIZES.products);
    expect(products.records[0]).toMatchObject({
      vendorId: 'SKU-000001',
      brand: suite.fake.data.products.get(1)!.brand,
    });
    const stock = await suite.pulled('inventory');
    expect(stock.records).toHaveLength(SIZES.products);
    expect(stock.records[0]).toMatchObject({ vendorId: 'SKU-000001@1001', locationVendorId: '1001' });
    const store = await suite.pulled('locations');
    expect(store.records).toEqual([expect.objectContaining({ vendorId: '1001', city: expect.any(String) })]);
  });

  it('returns only changed records on the next incremental pull', async () => {
    const orders = await suite.pulled('orders');
    const customers = await suite.pulled('customers');
    suite.fake.data.orders.touch(5);
    const added = suite.fake.data.orders.add();
    suite.fake.data.customers.touch(3, () => ({ firstName: 'Renamed' }));
    const next = await suite.pulled('orders', orders.lastCursor);
    expect(idsOf(next.records)).toEqual([String(suite.fake.data.orders.get(5)!.number), String(added.number)]);
    const people = await suite.pulled('customers', customers.lastCursor);
    expect(people.records).toEqual([expect.objectContaining({ vendorId: '3', firstName: 'Renamed' })]);
  });

  it('waits out its own throttling window (Retry-After) instead of failing', async () => {
    const small = await startRunitFake({ products: 3, orders: 0, quota: 2, windowMs: 1000 });
    try {
      const s = createRunitSource({ endpoints: { runit: small.serverUrlTemplate }, retry: FAST_RETRY });
      for (let i = 0; i < 2; i++) await s.check({ ...small.credentials, tenderType: [] });
      expect(small.requestCount).toBeGreaterThan(4);
    } finally {
      await small.close();
    }
  });

  it('accepts the store and refuses a wrong server or store id with InvalidUrlStoreId', async () => {
    await suite.source.check(suite.detail);
    await suite.source.check({ ...suite.detail, url: `https://${suite.detail.url.toUpperCase()}/` });
    await expectInvalid(suite.source.check({ ...suite.detail, storeId: '42' }));
    await expectInvalid(suite.source.check({ ...suite.detail, url: 'not-runit.example.com' }));
    await expectInvalid(suite.source.check({ ...suite.detail, url: 'bad url' }));
    const unreachable = createRunitSource({ endpoints: { runit: 'http://127.0.0.1:1/{url}' }, retry: FAST_RETRY });
    await expectInvalid(unreachable.check(suite.detail));
  });

  it('previews the 100 latest sales, newest first', async () => {
    const records = await previewRunit({ url: suite.detail.url, storeId: suite.detail.storeId }, options());
    expect(records).toHaveLength(100);
    const newest = [...suite.fake.data.orders.scan({}, null)].at(-1)!;
    expect(records[0]!.vendorId).toBe(String(newest.number));
    await expectInvalid(previewRunit({ url: suite.detail.url, storeId: 'nope' }, options()));
  });
});
