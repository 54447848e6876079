import { type SkuVaultFake, startSkuVaultFake } from '@storelens/fakes/skuvault/skuvault-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { SkuVaultDetail } from './client.ts';
import { createSkuVaultSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 300, customers: 40, products: 80, locations: 3 };
/** budgets large enough that these tests never wait; the pacing test has its own fake */
const LIMITS = {
  'products/getProducts': 1000,
  'sales/getSalesByDate': 1000,
  'inventory/getInventoryByLocation': 1000,
  'inventory/getItemQuantities': 1000,
};

let fake: SkuVaultFake;
let detail: SkuVaultDetail;
let source: ReturnType<typeof createSkuVaultSource>;

beforeAll(async () => {
  fake = await startSkuVaultFake({ ...SIZES, limits: LIMITS });
  detail = { ...fake.credentials };
  source = createSkuVaultSource({ endpoints: { skuvault: fake.apiUrl }, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

async function expectInvalidToken(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  expect(error).toMatchObject({ code: 'InvalidToken', kind: 'credentials', field: 'tenantToken' });
  expect((error as VendorError).message).toBe('Invalid Tenant and/or User Token');
}

describe('SKU Vault source against the fake', () => {
  it('pulls every sale with its lines, products, stock per warehouse and warehouses', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(ids(orders.records)).size).toBe(SIZES.orders);
    const sale = orders.records.find((r) => r.vendorId === '1-1001')!;
    const order = fake.data.orders.get(1)!;
    expect(sale.lines.map((l) => l.sku)).toEqual(order.lines.map((l) => fake.data.products.get(l.productId)!.sku));
    expect(sale.createdAt).toBe(order.createdAt);
    const products = await collectPull(source.pull(detail, 'products', START));
    expect(products.records).toHaveLength(SIZES.products);
    expect(products.records[0]).toMatchObject({ vendorId: 'SKU-000001', brand: fake.data.products.get(1)!.brand });
    const inventory = await collectPull(source.pull(detail, 'inventory', START));
    expect(inventory.records).toHaveLength(SIZES.products * SIZES.locations);
    const locations = await collectPull(source.pull(detail, 'locations', START));
    expect(ids(locations.records)).toEqual(['WH-1', 'WH-2', 'WH-3']);
    expect((await collectPull(source.pull(detail, 'customers', START))).records).toHaveLength(0);
  });

  it('returns only changed products, stock and new sales on the next incremental pull', async () => {
    const products = await collectPull(source.pull(detail, 'products', START));
    const inventory = await collectPull(source.pull(detail, 'inventory', START));
    const orders = await collectPull(source.pull(detail, 'orders', START));
    fake.data.products.touch(7, () => ({ brand: 'Renamed' }));
    fake.setStock(9, 2, 55);
    const now = `${new Date().toISOString().slice(0, 19)}Z`;
    const added = fake.data.orders.add(() => ({ createdAt: now }));

    const next = await collectPull(source.pull(detail, 'products', { ...START, cursor: products.lastCursor }));
    expect(next.records).toEqual([expect.objectContaining({ vendorId: 'SKU-000007', brand: 'Renamed' })]);
    const stock = await collectPull(source.pull(detail, 'inventory', { ...START, cursor: inventory.lastCursor }));
    // the product changed too, and its quantities with it (the fake dates quantities by the product until stock moves)
    expect([...new Set(stock.records.map((r) => r.productVendorId))].sort()).toEqual(['SKU-000007', 'SKU-000009']);
    expect(stock.records).toContainEqual(expect.objectContaining({ vendorId: 'SKU-000009@WH-2', quantity: 55 }));
    const sales = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(sales.records)).toEqual([`1-${added.number}`]);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
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

  it('accepts good tokens and refuses a wrong tenant or user token with InvalidToken', async () => {
    await source.check(detail);
    await expectInvalidToken(source.check({ ...detail, tenantToken: 'wrong' }));
    await expectInvalidToken(source.check({ ...detail, userToken: 'wrong' }));
    await expectInvalidToken(
      source
        .pull({ ...detail, userToken: 'revoked' }, 'orders', START)
        [Symbol.asyncIterator]()
        .next(),
    );
  });
});
