import { startBridalLiveFake } from '@storelens/fakes/bridallive/bridallive-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, idsOf, refusedAs } from '../../testing/source-connector-suite.fixture.ts';
import { previewBridalLive } from './preview.ts';
import { createBridalLiveSource } from './sync.ts';

const SIZES = { orders: 1100, customers: 140, products: 20, locations: 2 };

const INVALID = { code: 'InvalidCredentials', field: 'apiKey', message: 'Invalid Retailer Id or API Key' };

const suite = describeSourceConnector({
  title: 'Bridal Live',
  start: () => startBridalLiveFake({ ...SIZES, quota: null }),
  connector: (fake, options) => createBridalLiveSource({ ...options, endpoints: { bridalLive: fake.endpoint } }),
  sizes: { customers: SIZES.customers, products: SIZES.products, orders: SIZES.orders },
  refusals: refusedAs(INVALID, { apiKey: 'wrong' }, { retailerId: 'someone-else' }),
  retried: ['products', 'customers'],
});

describe('Bridal Live source against the fake', () => {
  it('pulls every appointment as an order of its type, contacts and appointment types', async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(idsOf(orders.records)).size).toBe(SIZES.orders);
    expect(orders.cursors).toHaveLength(3); // 1,100 read in pages of 500, handed out 500 at a time
    const generated = suite.fake.data.orders.get(3)!;
    const type = suite.fake.data.products.get(generated.lines[0]!.productId)!;
    expect(orders.records.find((r) => r.vendorId === '3')).toMatchObject({
      customerVendorId: generated.customerId === null ? null : String(generated.customerId),
      channel: 'store',
      total: type.price,
      updatedAt: generated.updatedAt,
      lines: [expect.objectContaining({ productVendorId: String(type.id), quantity: 1 })],
    });
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({ vendorId: '1', email: suite.fake.data.customers.get(1)!.email });
    expect((await suite.pulled('products')).records).toHaveLength(SIZES.products);
    for (const stream of ['locations', 'inventory'] as const) {
      expect((await suite.pulled(stream)).records).toHaveLength(0);
    }
  });

  it('returns only what changed on the next incremental pull', async () => {
    const from = await suite.firstCursors('orders', 'customers');
    suite.fake.data.orders.touch(40, () => ({ status: 'refunded' }));
    const added = suite.fake.data.orders.add();
    suite.fake.data.customers.touch(12, () => ({ email: 'new@example.com' }));
    const next = await suite.pulled('orders', from.orders);
    expect(idsOf(next.records)).toEqual(['40', String(added.id)]);
    expect(next.records[0]!.status).toBe('Cancelled');
    const nextCustomers = await suite.pulled('customers', from.customers);
    expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: '12', email: 'new@example.com' })]);
  });

  it('signs in once per token and again when the token stops working', async () => {
    const before = suite.fake.logins;
    await suite.pulled('products');
    await suite.pulled('customers');
    expect(suite.fake.logins).toBe(before); // the token from the earlier tests is still good
    suite.fake.expireTokens();
    expect((await suite.pulled('products')).records).toHaveLength(SIZES.products);
    expect(suite.fake.logins).toBe(before + 1);
  });

  it('previews the first 100 contacts as customer records', async () => {
    const records = await previewBridalLive(suite.detail, { endpoints: { bridalLive: suite.fake.endpoint } });
    expect(records).toHaveLength(100);
    expect(records[99]).toMatchObject({ vendorId: '100' });
  });
});
