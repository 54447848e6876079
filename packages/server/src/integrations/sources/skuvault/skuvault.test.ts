import { startSkuVaultFake } from '@storelens/fakes/skuvault/skuvault-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, idsOf, refusedAs } from '../../testing/source-connector-suite.fixture.ts';
import { UNPACED_LIMITS } from './skuvault-limits.fixture.ts';
import { createSkuVaultSource } from './sync.ts';

const SIZES = { orders: 300, customers: 40, products: 80, locations: 3 };

const INVALID = { code: 'InvalidToken', field: 'tenantToken', message: 'Invalid Tenant and/or User Token' };

const suite = describeSourceConnector({
  title: 'SKU Vault',
  start: () => startSkuVaultFake({ ...SIZES, limits: UNPACED_LIMITS }),
  connector: (fake, options) => createSkuVaultSource({ ...options, endpoints: { skuvault: fake.apiUrl } }),
  sizes: {
    orders: SIZES.orders,
    products: SIZES.products,
    inventory: SIZES.products * SIZES.locations,
    locations: SIZES.locations,
  },
  refusals: refusedAs(INVALID, { userToken: 'revoked' }, { tenantToken: 'wrong' }),
  retried: 'products',
});

describe('SKU Vault source against the fake', () => {
  it('pulls every sale with its lines, products, stock per warehouse and warehouses', async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(idsOf(orders.records)).size).toBe(SIZES.orders);
    const sale = orders.records.find((r) => r.vendorId === '1-1001')!;
    const order = suite.fake.data.orders.get(1)!;
    expect(sale.lines.map((l) => l.sku)).toEqual(
      order.lines.map((l) => suite.fake.data.products.get(l.productId)!.sku),
    );
    expect(sale.createdAt).toBe(order.createdAt);
    const products = await suite.pulled('products');
    expect(products.records).toHaveLength(SIZES.products);
    expect(products.records[0]).toMatchObject({
      vendorId: 'SKU-000001',
      brand: suite.fake.data.products.get(1)!.brand,
    });
    const inventory = await suite.pulled('inventory');
    expect(inventory.records).toHaveLength(SIZES.products * SIZES.locations);
    const locations = await suite.pulled('locations');
    expect(idsOf(locations.records)).toEqual(['WH-1', 'WH-2', 'WH-3']);
    expect((await suite.pulled('customers')).records).toHaveLength(0);
  });

  it('returns only changed products, stock and new sales on the next incremental pull', async () => {
    const from = await suite.firstCursors('products', 'inventory', 'orders');
    suite.fake.data.products.touch(7, () => ({ brand: 'Renamed' }));
    suite.fake.setStock(9, 2, 55);
    const now = `${new Date().toISOString().slice(0, 19)}Z`;
    const added = suite.fake.data.orders.add(() => ({ createdAt: now }));

    const next = await suite.pulled('products', from.products);
    expect(next.records).toEqual([expect.objectContaining({ vendorId: 'SKU-000007', brand: 'Renamed' })]);
    const stock = await suite.pulled('inventory', from.inventory);
    // the product changed too, and its quantities with it (the suite.fake dates quantities by the product until stock moves)
    expect([...new Set(stock.records.map((r) => r.productVendorId))].sort()).toEqual(['SKU-000007', 'SKU-000009']);
    expect(stock.records).toContainEqual(expect.objectContaining({ vendorId: 'SKU-000009@WH-2', quantity: 55 }));
    const sales = await suite.pulled('orders', from.orders);
    expect(idsOf(sales.records)).toEqual([`1-${added.number}`]);
  });

  it("waits for a call's throttling window instead of running into 429s", async () => {
    const small = await startSkuVaultFake({
      products: 3,
      orders: 0,
      limits: { 'products/getProducts': 2 },
      windowMs: 1000,
    });
    try {
      const s = createSkuVaultSource({ endpoints: { skuvault: small.apiUrl }, retry: { attempts: 1 } });
      for (let i = 0; i < 5; i++) await s.check({ ...small.credentials });
      expect(small.requestCount).toBe(5);
    } finally {
      await small.close();
    }
  });
});
