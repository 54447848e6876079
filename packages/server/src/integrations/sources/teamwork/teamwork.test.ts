import { startTeamworkFake, type TeamworkFake } from '@storelens/fakes/teamwork/teamwork-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, FAST_RETRY, START } from '../../testing/source-connector-suite.fixture.ts';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { TeamworkDetail } from './client.ts';
import { createTeamworkSource } from './sync.ts';

const SIZES = { orders: 1200, customers: 40, products: 70, locations: 4 };
const TZ = 'America/New_York';

const suite = describeSourceConnector({
  title: 'Teamwork',
  start: () => startTeamworkFake({ ...SIZES, timeZone: TZ, limit: 100_000 }),
  connector: (fake, options) => createTeamworkSource({ ...options, endpoints: { teamwork: fake.chqUrlTemplate } }),
  detail: (fake): TeamworkDetail => ({ ...fake.credentials, itemIdentifier: 'PLU', timezone: TZ }),
  sizes: { products: SIZES.products, orders: SIZES.orders, locations: SIZES.locations },
  retried: 'products',
});

const buyers = (fakeOf: TeamworkFake) =>
  new Set(
    fakeOf.data.orders.sliceById(0, fakeOf.data.orders.count).flatMap((o) => (o.customerId ? [o.customerId] : [])),
  );

describe('Teamwork source against the fake', () => {
  it('pulls every receipt with its lines, the customers they name, the catalog and the locations', async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(orders.records.map((r) => r.vendorId)).size).toBe(SIZES.orders);
    const order = suite.fake.data.orders.get(5)!;
    const receipt = orders.records.find((r) => r.orderNumber === String(order.number))!;
    expect(receipt.updatedAt).toBe(order.updatedAt);
    expect(receipt.lines.map((l) => l.productVendorId)).toEqual(order.lines.map((l) => String(l.productId)));
    const customers = await suite.pulled('customers');
    expect(new Set(customers.records.map((c) => c.vendorId)).size).toBe(buyers(suite.fake).size);
    const products = await suite.pulled('products');
    expect(products.records).toHaveLength(SIZES.products);
    const locations = await suite.pulled('locations');
    expect(locations.records.map((l) => l.vendorId)).toEqual(['LOC001', 'LOC002', 'LOC003', 'LOC004']);
  });

  it('names items by the detail’s Item Identifier, on lines and products alike', async () => {
    const byUpc = { ...suite.detail, itemIdentifier: 'UPC' as const };
    const products = await collectPull(suite.source.pull(byUpc, 'products', START));
    expect(products.records[0]!.vendorId).toBe(suite.fake.data.products.get(1)!.upc);
  });

  it('hands out only changed receipts and products on the next run', async () => {
    const orders = await suite.pulled('orders');
    const products = await suite.pulled('products');
    suite.fake.data.orders.touch(17);
    suite.fake.data.products.touch(3);
    const next = await suite.pulled('orders', orders.lastCursor);
    expect(next.records.map((r) => r.orderNumber)).toEqual([String(suite.fake.data.orders.get(17)!.number)]);
    const items = await suite.pulled('products', products.lastCursor);
    expect(items.records.map((r) => r.vendorId)).toEqual(['3']);
  });

  it('refuses a wrong key, a key without the exports, and a URL with no CHQ with InvalidAccess', async () => {
    await suite.source.check(suite.detail);
    const refusal = (d: TeamworkDetail) => suite.source.check(d).catch((e: unknown) => e);
    expect(await refusal({ ...suite.detail, apiKey: 'wrong' })).toMatchObject({
      code: 'InvalidAccess',
      field: 'apiKey',
    });
    expect(await refusal({ ...suite.detail, url: 'nochq.example.com' })).toMatchObject({
      code: 'InvalidAccess',
      field: 'url',
    });
    const limited = await startTeamworkFake({ orders: 1, allowedTypes: ['sales-receipt'] });
    try {
      const s = createTeamworkSource({ endpoints: { teamwork: limited.chqUrlTemplate }, retry: FAST_RETRY });
      const error = await s.check({ ...limited.credentials, timezone: TZ }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VendorError);
      expect(error).toMatchObject({ code: 'InvalidAccess', field: 'apiKey' });
    } finally {
      await limited.close();
    }
  });
});
