import { startRicsFake } from '@storelens/fakes/rics/rics-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, START } from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { RicsDetail } from './client.ts';
import { previewRics } from './preview.ts';
import { createRicsSource } from './sync.ts';

const SIZES = { orders: 230, customers: 140, products: 60, locations: 3 };
const TZ = 'America/Chicago';

const suite = describeSourceConnector({
  title: 'RICS',
  start: () => startRicsFake({ ...SIZES, timeZone: TZ, limit: 100_000 }),
  connector: (fake, options) => createRicsSource({ ...options, endpoints: { rics: fake.apiUrl } }),
  detail: (fake): RicsDetail => ({ token: fake.credentials.token, timezone: TZ, pullInventory: true }),
  sizes: { orders: SIZES.orders, customers: SIZES.customers, products: SIZES.products },
  refusals: [{ change: { token: 'wrong' }, code: 'InvalidToken', field: 'token' }],
  retried: 'products',
});

describe('RICS source against the fake', () => {
  it('pulls every ticket with its lines, customers, products, stock and the stores', async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(SIZES.orders);
    const order = suite.fake.data.orders.get(1)!;
    const ticket = orders.records.find((r) => r.orderNumber === String(order.number))!;
    // the store's wall time read back in its zone gives the instant the suite.fake started from
    expect(ticket.createdAt).toBe(order.createdAt);
    expect(ticket.updatedAt).toBe(order.updatedAt);
    expect(ticket.lines.map((l) => l.sku)).toEqual(
      order.lines.map((l) => suite.fake.data.products.get(l.productId)!.sku),
    );
    expect(ticket.customerVendorId).toBe(order.customerId ? `C${String(order.customerId).padStart(6, '0')}` : null);
    const customers = await suite.pulled('customers');
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({ email: suite.fake.data.customers.get(1)!.email });
    expect((await suite.pulled('products')).records).toHaveLength(SIZES.products);
    const stock = await suite.pulled('inventory');
    expect(stock.records).toHaveLength(SIZES.products * SIZES.locations);
    const stores = await suite.pulled('locations');
    expect(stores.records.map((r) => r.vendorId).sort()).toEqual(['101', '102', '103']);
  });

  it('keys customers by account number when Use Account Number is ticked, and skips stock unless Pull Inventory is', async () => {
    const byAccount = { ...suite.detail, useAccountNumber: true, pullInventory: false };
    const customers = await collectPull(suite.source.pull(byAccount, 'customers', START));
    expect(customers.records[0]!.vendorId).toBe('500001');
    expect((await collectPull(suite.source.pull(byAccount, 'inventory', START))).records).toHaveLength(0);
  });

  it('hands out only changed customers and products and new tickets on the next run', async () => {
    const customers = await suite.pulled('customers');
    const products = await suite.pulled('products');
    const orders = await suite.pulled('orders');
    // the order first: each change is stamped a second after the last, and the window ends a second from now
    const added = suite.fake.data.orders.add(() => ({ number: 99_001 }));
    suite.fake.data.customers.touch(4, () => ({ lastName: 'Renamed' }));
    suite.fake.data.products.touch(9);
    const next = async <S extends 'customers' | 'products' | 'orders'>(stream: S, cursor: string | null) =>
      (await collectPull(suite.source.pull(suite.detail, stream, { ...START, cursor }))).records;
    expect(await next('customers', customers.lastCursor)).toEqual([
      expect.objectContaining({ vendorId: 'C000004', lastName: 'Renamed' }),
    ]);
    expect((await next('products', products.lastCursor)).map((p) => p.vendorId)).toEqual(['SKU-000009']);
    expect((await next('orders', orders.lastCursor)).map((o) => o.orderNumber)).toEqual([String(added.number)]);
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
