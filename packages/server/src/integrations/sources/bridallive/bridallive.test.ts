import { type BridalLiveFake, startBridalLiveFake } from '@storelens/fakes/bridallive/bridallive-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { BridalLiveDetail } from './client.ts';
import { previewBridalLive } from './preview.ts';
import { createBridalLiveSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 1100, customers: 140, products: 20, locations: 2 };

let fake: BridalLiveFake;
let detail: BridalLiveDetail;
let source: ReturnType<typeof createBridalLiveSource>;

beforeAll(async () => {
  fake = await startBridalLiveFake({ ...SIZES, quota: null });
  detail = { ...fake.credentials };
  source = createBridalLiveSource({ endpoints: { bridalLive: fake.endpoint }, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

describe('Bridal Live source against the fake', () => {
  it('pulls every appointment as an order of its type, contacts and appointment types', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(ids(orders.records)).size).toBe(SIZES.orders);
    expect(orders.cursors).toHaveLength(3); // 1,100 read in pages of 500, handed out 500 at a time
    const generated = fake.data.orders.get(3)!;
    const type = fake.data.products.get(generated.lines[0]!.productId)!;
    expect(orders.records.find((r) => r.vendorId === '3')).toMatchObject({
      customerVendorId: generated.customerId === null ? null : String(generated.customerId),
      channel: 'store',
      total: type.price,
      updatedAt: generated.updatedAt,
      lines: [expect.objectContaining({ productVendorId: String(type.id), quantity: 1 })],
    });
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(SIZES.customers);
    expect(customers.records[0]).toMatchObject({ vendorId: '1', email: fake.data.customers.get(1)!.email });
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    for (const stream of ['locations', 'inventory'] as const) {
      expect((await collectPull(source.pull(detail, stream, START))).records).toHaveLength(0);
    }
  });

  it('returns only what changed on the next incremental pull', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    fake.data.orders.touch(40, () => ({ status: 'refunded' }));
    const added = fake.data.orders.add();
    fake.data.customers.touch(12, () => ({ email: 'new@example.com' }));
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(next.records)).toEqual(['40', String(added.id)]);
    expect(next.records[0]!.status).toBe('Cancelled');
    const nextCustomers = await collectPull(
      source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }),
    );
    expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: '12', email: 'new@example.com' })]);
  });

  it('signs in once per token and again when the token stops working', async () => {
    const before = fake.logins;
    await collectPull(source.pull(detail, 'products', START));
    await collectPull(source.pull(detail, 'customers', START));
    expect(fake.logins).toBe(before); // the token from the earlier tests is still good
    fake.expireTokens();
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    expect(fake.logins).toBe(before + 1);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'customers', START))).records).toHaveLength(SIZES.customers);
  });

  it('previews the first 100 contacts as customer records', async () => {
    const records = await previewBridalLive(detail, { endpoints: { bridalLive: fake.endpoint } });
    expect(records).toHaveLength(100);
    expect(records[99]).toMatchObject({ vendorId: '100' });
  });

  it('accepts the retailer and key and refuses either wrong with InvalidCredentials', async () => {
    await source.check(detail);
    for (const attempt of [
      source.check({ ...detail, apiKey: 'wrong' }),
      source.check({ ...detail, retailerId: 'someone-else' }),
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
      expect(error).toMatchObject({ code: 'InvalidCredentials', kind: 'credentials', field: 'apiKey' });
      expect((error as VendorError).message).toBe('Invalid Retailer Id or API Key');
    }
  });
});
