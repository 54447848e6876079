import { startBigCommerceFake } from '@storelens/fakes/bigcommerce/bigcommerce-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, idsOf, START } from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import { createBigCommerceSource } from './sync.ts';

const SIZES = { orders: 520, customers: 260, products: 60, locations: 2 };

const suite = describeSourceConnector({
  title: 'BigCommerce',
  start: () => startBigCommerceFake({ ...SIZES, quota: 100_000 }),
  connector: (fake, options) => createBigCommerceSource({ ...options, endpoints: { bigcommerce: fake.apiUrl } }),
  sizes: { ...SIZES, inventory: SIZES.products * SIZES.locations },
  refusals: [
    { change: { accessToken: 'revoked' }, code: 'InvalidToken', field: 'accessToken' },
    { change: { storeHash: 'nosuchstore' }, code: 'InvalidHash', field: 'storeHash' },
    { change: { storeHash: 'not a hash/..' }, code: 'InvalidHash', field: 'storeHash' },
  ],
  retried: 'customers',
});

describe('BigCommerce source against the fake', () => {
  it('pulls every order with its lines, 250 a page, mapped to records', async () => {
    const { records } = await suite.pulled('orders');
    expect(records).toHaveLength(SIZES.orders);
    expect(new Set(idsOf(records)).size).toBe(SIZES.orders);
    const order = suite.fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]).toMatchObject({ total: order.total, updatedAt: order.updatedAt, createdAt: order.createdAt });
    expect(records[0]!.lines.map((l) => l.productVendorId)).toEqual(order.lines.map((l) => String(l.productId)));
    expect(records.some((r) => r.channel === 'store')).toBe(true);
  });

  it('pulls customers, products with brands, stock per location and locations', async () => {
    expect((await suite.pulled('customers')).records).toHaveLength(SIZES.customers);
    const products = await suite.pulled('products');
    expect(products.records).toHaveLength(SIZES.products);
    const first = suite.fake.data.products.get(Number(products.records[0]!.vendorId))!;
    expect(products.records[0]).toMatchObject({ sku: first.sku, brand: first.brand, size: first.size });
    const inventory = await suite.pulled('inventory');
    expect(inventory.records).toHaveLength(SIZES.products * SIZES.locations);
    const locations = await suite.pulled('locations');
    expect(locations.records.map((l) => l.name)).toEqual([1, 2].map((id) => suite.fake.data.locations.get(id)!.name));
  });

  it('returns only changed orders, customers and stock on the next incremental pull', async () => {
    const orders = await suite.pulled('orders');
    const customers = await suite.pulled('customers');
    const inventory = await suite.pulled('inventory');
    suite.fake.data.orders.touch(12, () => ({ status: 'refunded' }));
    const added = suite.fake.data.orders.add();
    suite.fake.data.customers.touch(40, () => ({ firstName: 'Changed' }));
    suite.fake.setStock(3, 2, 77);

    const nextOrders = await suite.pulled('orders', orders.lastCursor);
    expect(idsOf(nextOrders.records)).toEqual(['12', String(added.id)]);
    expect(nextOrders.records[0]!.status).toBe('Refunded');
    const nextCustomers = await suite.pulled('customers', customers.lastCursor);
    expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: '40', firstName: 'Changed' })]);
    const nextStock = await suite.pulled('inventory', inventory.lastCursor);
    expect(nextStock.records).toHaveLength(SIZES.locations);
    expect(nextStock.records).toContainEqual(expect.objectContaining({ vendorId: '3@2', quantity: 77 }));
  });

  it('resumes orders from a mid-way cursor with no duplicates and no gaps', async () => {
    const firstPages = await collectPull(suite.source.pull(suite.detail, 'orders', START), 1);
    const rest = await suite.pulled('orders', firstPages.lastCursor);
    const all = [...idsOf(firstPages.records), ...idsOf(rest.records)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(suite.fake.data.orders.count);
  });

  it("waits for the store's quota window instead of running into 429s", async () => {
    const small = await startBigCommerceFake({ customers: 5, orders: 5, products: 5, quota: 3, windowMs: 400 });
    try {
      // no retries: a single 429 would fail the check
      const s = createBigCommerceSource({ endpoints: { bigcommerce: small.apiUrl }, retry: { attempts: 1 } });
      const started = Date.now();
      // each check is 3 requests, the whole window: the next one must wait for the reset
      for (let i = 0; i < 4; i++) await s.check({ ...small.credentials });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(small.requestCount).toBe(12);
    } finally {
      await small.close();
    }
  });
});
