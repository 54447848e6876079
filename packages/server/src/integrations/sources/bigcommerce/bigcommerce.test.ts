import { type BigCommerceFake, startBigCommerceFake } from '@storelens/fakes/bigcommerce/bigcommerce-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { BigCommerceDetail } from './client.ts';
import { createBigCommerceSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 520, customers: 260, products: 60, locations: 2 };

let fake: BigCommerceFake;
let detail: BigCommerceDetail;
let source: ReturnType<typeof createBigCommerceSource>;

beforeAll(async () => {
  fake = await startBigCommerceFake({ ...SIZES, quota: 100_000 });
  detail = { ...fake.credentials };
  source = createBigCommerceSource({ endpoints: { bigcommerce: fake.apiUrl }, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

async function expectVendorError(promise: Promise<unknown>, code: string, field: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  expect((error as VendorError).code).toBe(code);
  expect((error as VendorError).field).toBe(field);
  expect((error as VendorError).kind).toBe('credentials');
}

describe('BigCommerce source against the fake', () => {
  it('pulls every order with its lines, 250 a page, mapped to records', async () => {
    const { records } = await collectPull(source.pull(detail, 'orders', START));
    expect(records).toHaveLength(SIZES.orders);
    expect(new Set(ids(records)).size).toBe(SIZES.orders);
    const order = fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]).toMatchObject({ total: order.total, updatedAt: order.updatedAt, createdAt: order.createdAt });
    expect(records[0]!.lines.map((l) => l.productVendorId)).toEqual(order.lines.map((l) => String(l.productId)));
    expect(records.some((r) => r.channel === 'store')).toBe(true);
  });

  it('pulls customers, products with brands, stock per location and locations', async () => {
    expect((await collectPull(source.pull(detail, 'customers', START))).records).toHaveLength(SIZES.customers);
    const products = await collectPull(source.pull(detail, 'products', START));
    expect(products.records).toHaveLength(SIZES.products);
    const first = fake.data.products.get(Number(products.records[0]!.vendorId))!;
    expect(products.records[0]).toMatchObject({ sku: first.sku, brand: first.brand, size: first.size });
    const inventory = await collectPull(source.pull(detail, 'inventory', START));
    expect(inventory.records).toHaveLength(SIZES.products * SIZES.locations);
    const locations = await collectPull(source.pull(detail, 'locations', START));
    expect(locations.records.map((l) => l.name)).toEqual([1, 2].map((id) => fake.data.locations.get(id)!.name));
  });

  it('returns only changed orders, customers and stock on the next incremental pull', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    const inventory = await collectPull(source.pull(detail, 'inventory', START));
    fake.data.orders.touch(12, () => ({ status: 'refunded' }));
    const added = fake.data.orders.add();
    fake.data.customers.touch(40, () => ({ firstName: 'Changed' }));
    fake.setStock(3, 2, 77);

    const nextOrders = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(nextOrders.records)).toEqual(['12', String(added.id)]);
    expect(nextOrders.records[0]!.status).toBe('Refunded');
    const nextCustomers = await collectPull(
      source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }),
    );
    expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: '40', firstName: 'Changed' })]);
    const nextStock = await collectPull(source.pull(detail, 'inventory', { ...START, cursor: inventory.lastCursor }));
    expect(nextStock.records).toHaveLength(SIZES.locations);
    expect(nextStock.records).toContainEqual(expect.objectContaining({ vendorId: '3@2', quantity: 77 }));
  });

  it('resumes orders from a mid-way cursor with no duplicates and no gaps', async () => {
    const firstPages = await collectPull(source.pull(detail, 'orders', START), 1);
    const rest = await collectPull(source.pull(detail, 'orders', { ...START, cursor: firstPages.lastCursor }));
    const all = [...ids(firstPages.records), ...ids(rest.records)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(fake.data.orders.count);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    expect((await collectPull(source.pull(detail, 'customers', START))).records).toHaveLength(SIZES.customers);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'customers', START))).records).toHaveLength(SIZES.customers);
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

  it('accepts good credentials and refuses a wrong hash with InvalidHash, a wrong token with InvalidToken', async () => {
    await source.check(detail);
    await expectVendorError(source.check({ ...detail, storeHash: 'nosuchstore' }), 'InvalidHash', 'storeHash');
    await expectVendorError(source.check({ ...detail, storeHash: 'not a hash/..' }), 'InvalidHash', 'storeHash');
    await expectVendorError(source.check({ ...detail, accessToken: 'revoked' }), 'InvalidToken', 'accessToken');
    const pull = source.pull({ ...detail, accessToken: 'revoked' }, 'orders', START)[Symbol.asyncIterator]();
    await expectVendorError(pull.next(), 'InvalidToken', 'accessToken');
  });
});
