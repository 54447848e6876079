import { type RicsFake, startRicsFake } from '@storelens/fakes/rics/rics-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { RicsDetail } from './client.ts';
import { previewRics } from './preview.ts';
import { createRicsSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 230, customers: 140, products: 60, locations: 3 };
const TZ = 'America/Chicago';

let fake: RicsFake;
let detail: RicsDetail;
let source: ReturnType<typeof createRicsSource>;

beforeAll(async () => {
  fake = await startRicsFake({ ...SIZES, timeZone: TZ, limit: 100_000 });
  detail = { token: fake.credentials.token, timezone: TZ, pullInventory: true };
  source = createRicsSource({ endpoints: { rics: fake.apiUrl }, retry });
});
afterAll(() => fake.close());

describe('RICS source against the fake', () => {
  it('pulls every ticket with its lines, customers, products, stock and the stores', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    const order = fake.data.orders.get(1)!;
    const ticket = orders.records.find((r) => r.orderNumber === String(order.number))!;
    // the store's wall time read back in its zone gives the instant the fake started from
    expect(ticket.createdAt).toBe(order.createdAt);
    expect(ticket.updatedAt).toBe(order.updatedAt);
    expect(ticket.lines.map((l) => l.sku)).toEqual(order.lines.map((l) => fake.data.products.get(l.productId)!.sku));
    expect(ticket.customerVendorId).toBe(order.customerId ? `C${String(order.customerId).padStart(6, '0')}` : null);
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({ email: fake.data.customers.get(1)!.email });
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    const stock = await collectPull(source.pull(detail, 'inventory', START));
    expect(stock.records).toHaveLength(SIZES.products * SIZES.locations);
    const stores = await collectPull(source.pull(detail, 'locations', START));
    expect(stores.records.map((r) => r.vendorId).sort()).toEqual(['101', '102', '103']);
  });

  it('keys customers by account number when Use Account Number is ticked, and skips stock unless Pull Inventory is', async () => {
    const byAccount = { ...detail, useAccountNumber: true, pullInventory: false };
    const customers = await collectPull(source.pull(byAccount, 'customers', START));
    expect(customers.records[0]!.vendorId).toBe('500001');
    expect((await collectPull(source.pull(byAccount, 'inventory', START))).records).toHaveLength(0);
  });

  it('hands out only changed customers and products and new tickets on the next run', async () => {
    const customers = await collectPull(source.pull(detail, 'customers', START));
    const products = await collectPull(source.pull(detail, 'products', START));
    const orders = await collectPull(source.pull(detail, 'orders', START));
    // the order first: each change is stamped a second after the last, and the window ends a second from now
    const added = fake.data.orders.add(() => ({ number: 99_001 }));
    fake.data.customers.touch(4, () => ({ lastName: 'Renamed' }));
    fake.data.products.touch(9);
    const next = async <S extends 'customers' | 'products' | 'orders'>(stream: S, cursor: string | null) =>
      (await collectPull(source.pull(detail, stream, { ...START, cursor }))).records;
    expect(await next('customers', customers.lastCursor)).toEqual([
      expect.objectContaining({ vendorId: 'C000004', lastName: 'Renamed' }),
    ]);
    expect((await next('products', products.lastCursor)).map((p) => p.vendorId)).toEqual(['SKU-000009']);
    expect((await next('orders', orders.lastCursor)).map((o) => o.orderNumber)).toEqual([String(added.number)]);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
  });

  it('accepts the token and refuses a wrong one with InvalidToken on the Token field', async () => {
    await source.check(detail);
    const error = await source.check({ ...detail, token: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ code: 'InvalidToken', kind: 'credentials', field: 'token' });
  });

  it('previews up to 100 tickets of the last 7 days', async () => {
    const recent = await startRicsFake({
      orders: 300,
      customers: 5,
      products: 5,
      timeZone: TZ,
      arrivals: { orders: 1000 },
      historyEndMs: Date.now() - 200_000,
    });
    try {
      const records = await previewRics(
        { token: recent.credentials.token, timezone: TZ },
        { endpoints: { rics: recent.apiUrl } },
      );
      expect(records.length).toBeGreaterThan(100 - 1);
      expect(records).toHaveLength(100);
      const weekAgo = Date.now() - 7 * 86_400_000;
      expect(records.every((r) => Date.parse(r.createdAt) >= weekAgo - 1000)).toBe(true);
    } finally {
      await recent.close();
    }
  });
});
