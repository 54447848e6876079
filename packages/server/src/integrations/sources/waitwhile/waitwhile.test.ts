import { startWaitwhileFake, type WaitwhileFake } from '@storelens/fakes/waitwhile/waitwhile-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { WaitwhileDetail } from './client.ts';
import { createWaitwhileSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 260, customers: 120, products: 30, locations: 3 };

let fake: WaitwhileFake;
let detail: WaitwhileDetail;
let source: ReturnType<typeof createWaitwhileSource>;

beforeAll(async () => {
  fake = await startWaitwhileFake({ ...SIZES, quota: null });
  detail = { apiKey: fake.credentials.apiKey, timezone: 'America/New_York' };
  source = createWaitwhileSource({ endpoints: { waitwhile: fake.apiUrl }, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

describe('Waitwhile source against the fake', () => {
  it('pulls every visit as an order of its services, guests, services and locations', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(ids(orders.records)).size).toBe(SIZES.orders);
    // a page of 100 at most: 260 visits in three pages, each with its cursor
    expect(orders.cursors).toHaveLength(3);
    const generated = fake.data.orders.get(5)!;
    const visit = orders.records.find((r) => r.vendorId === fake.idOf('visits', 5))!;
    expect(visit.lines.map((l) => l.productVendorId)).toEqual(
      generated.lines.map((l) => fake.idOf('services', l.productId)),
    );
    expect(visit.total).toBeCloseTo(
      generated.lines.reduce((sum, l) => sum + fake.data.products.get(l.productId)!.price, 0),
      2,
    );
    expect(visit).toMatchObject({ channel: 'store', createdAt: generated.createdAt, updatedAt: generated.updatedAt });
    const cancelled = [...fake.data.orders.scan({}, null)].find((o) => o.status === 'refunded')!;
    expect(orders.records.find((r) => r.vendorId === fake.idOf('visits', cancelled.id))!.status).toBe('CANCELLED');

    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({
      vendorId: 'cus_1',
      email: fake.data.customers.get(1)!.email,
      acceptsMarketing: null,
    });
    const products = await collectPull(source.pull(detail, 'products', START));
    expect(products.records).toHaveLength(SIZES.products);
    expect(products.records[0]).toMatchObject({ vendorId: 'svc_1', price: fake.data.products.get(1)!.price });
    const locations = await collectPull(source.pull(detail, 'locations', START));
    expect(ids(locations.records)).toEqual(['loc_1', 'loc_2', 'loc_3']);
    expect((await collectPull(source.pull(detail, 'inventory', START))).records).toHaveLength(0);
  });

  it('returns only what changed on the next incremental pull', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    fake.data.orders.touch(17, () => ({ status: 'refunded' }));
    const added = fake.data.orders.add();
    fake.data.customers.touch(4, () => ({ lastName: 'Renamed' }));

    const nextOrders = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(nextOrders.records)).toEqual([fake.idOf('visits', 17), fake.idOf('visits', added.id)]);
    expect(nextOrders.records[0]!.status).toBe('CANCELLED');
    const nextCustomers = await collectPull(
      source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }),
    );
    expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: 'cus_4', lastName: 'Renamed' })]);
    // and nothing more once those are handed out
    const again = await collectPull(source.pull(detail, 'orders', { ...START, cursor: nextOrders.lastCursor }));
    expect(again.records).toHaveLength(0);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('waits out the quota a 429 announces with Retry-After', async () => {
    const small = await startWaitwhileFake({ locations: 2, orders: 0, quota: 2, windowMs: 1000 });
    try {
      const s = createWaitwhileSource({ endpoints: { waitwhile: small.apiUrl }, retry: { attempts: 3 } });
      const d = { apiKey: small.credentials.apiKey, timezone: 'Etc/UTC' };
      for (let i = 0; i < 3; i++) await s.check(d); // six calls against two a second
      expect(small.requestCount).toBeGreaterThan(6);
    } finally {
      await small.close();
    }
  });

  it('accepts the key and refuses a wrong one with InvalidApiKey on the API Key field', async () => {
    await source.check(detail);
    for (const attempt of [
      source.check({ ...detail, apiKey: 'wrong' }),
      source
        .pull({ ...detail, apiKey: 'revoked' }, 'orders', START)
        [Symbol.asyncIterator]()
        .next(),
    ]) {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(VendorError);
      expect(error).toMatchObject({ code: 'InvalidApiKey', kind: 'credentials', field: 'apiKey' });
      expect((error as VendorError).message).toBe('Invalid API Key');
    }
  });
});
