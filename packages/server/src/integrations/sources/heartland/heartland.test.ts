import { type HeartlandFake, startHeartlandFake } from '@storelens/fakes/heartland/heartland-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { HeartlandDetail } from './client.ts';
import { lookupHeartlandCustomFields, lookupHeartlandLocations, previewHeartland } from './preview.ts';
import { createHeartlandSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };

let fake: HeartlandFake;
let detail: HeartlandDetail;
let source: ReturnType<typeof createHeartlandSource>;
let endpoints: { heartland: string };

beforeAll(async () => {
  fake = await startHeartlandFake({ orders: 260, customers: 150, products: 60, locations: 4 });
  detail = { apiKey: fake.credentials.apiKey, subdomain: fake.credentials.subdomain, ecomIdentifier: '4' };
  endpoints = { heartland: fake.accountUrlTemplate };
  source = createHeartlandSource({ endpoints, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

async function expectInvalidApiKey(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  expect(error).toMatchObject({
    kind: 'credentials',
    code: 'InvalidApiKey',
    message: 'Api Key is either invalid or lacks all the neccessary permissions',
  });
}

describe('Heartland source against the fake', () => {
  it('pulls every ticket with its item lines, web tickets told apart by the ecom location', async () => {
    const { records, cursors } = await collectPull(source.pull(detail, 'orders', START));
    expect(records).toHaveLength(260);
    expect(cursors).toHaveLength(3);
    const order = fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]!.lines).toHaveLength(order.lines.length);
    expect(records[0]!.total).toBe(order.total);
    const web = records.filter((r) => r.channel === 'web');
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((r) => r.locationVendorId === '4')).toBe(true);
  });

  it('pulls customers, items, locations and the stock grid', async () => {
    expect((await collectPull(source.pull(detail, 'customers', START))).records).toHaveLength(150);
    const products = await collectPull(source.pull(detail, 'products', START));
    expect(products.records).toHaveLength(60);
    expect(products.records[0]).toMatchObject({ upc: expect.any(String), brand: expect.any(String) });
    expect(ids((await collectPull(source.pull(detail, 'locations', START))).records)).toEqual(['1', '2', '3', '4']);
    const inventory = await collectPull(source.pull(detail, 'inventory', START));
    expect(inventory.records).toHaveLength(240);
    expect(new Set(ids(inventory.records)).size).toBe(240);
  });

  it('returns only changed records on the next incremental pull', async () => {
    const customers = await collectPull(source.pull(detail, 'customers', START));
    const orders = await collectPull(source.pull(detail, 'orders', START));
    fake.data.customers.touch(3, () => ({ email: 'new@example.com' }));
    fake.data.orders.touch(100);
    const nextCustomers = await collectPull(
      source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }),
    );
    expect(nextCustomers.records).toEqual([expect.objectContaining({ vendorId: '3', email: 'new@example.com' })]);
    const nextOrders = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(nextOrders.records)).toEqual(['100']);
  });

  it('resumes tickets and stock from a mid-way cursor with no duplicates and no gaps', async () => {
    for (const stream of ['orders', 'inventory'] as const) {
      const first = await collectPull(source.pull(detail, stream, START), 1);
      const rest = await collectPull(source.pull(detail, stream, { ...START, cursor: first.lastCursor }));
      const all = [...ids(first.records), ...ids(rest.records)];
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(stream === 'orders' ? fake.data.orders.count : 240);
    }
  });

  it('retries after a 429 with Retry-After and after a 500', async () => {
    fake.failNext(1, 429, 0);
    fake.failNext(1, 500);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(60);
  });

  it('refuses a bad key, a key without a permission and an unknown account with InvalidApiKey', async () => {
    await source.check(detail);
    await expectInvalidApiKey(source.check({ ...detail, apiKey: 'wrong' }));
    await expectInvalidApiKey(source.check({ ...detail, apiKey: '' }));
    await expectInvalidApiKey(source.check({ ...detail, subdomain: 'nobody' }));
    await expectInvalidApiKey(source.check({ ...detail, subdomain: 'evil.example.com/' }));
    await expectInvalidApiKey(collectPull(source.pull({ ...detail, apiKey: 'wrong' }, 'orders', START)));
  });

  it('previews 100 tickets and looks up custom fields and locations', async () => {
    const preview = await previewHeartland(detail, { endpoints });
    expect(preview).toHaveLength(100);
    const newest = [...fake.data.orders.scan({}, null)].at(-1)!;
    expect(preview[0]!.vendorId).toBe(String(newest.id));
    const fields = await lookupHeartlandCustomFields(detail, { endpoints });
    const keys = (entity: string) => fields.filter((f) => f.entity === entity).map((f) => f.key);
    expect(keys('item')).toEqual(expect.arrayContaining(['brand', 'upc', 'color']));
    expect(fields).toContainEqual({ key: 'loyalty_tier', name: 'Loyalty Tier', entity: 'customer' });
    const locations = await lookupHeartlandLocations(detail, { endpoints });
    expect(locations.map((l) => l.id)).toEqual(['1', '2', '3', '4']);
    await expectInvalidApiKey(lookupHeartlandLocations({ ...detail, apiKey: 'nope' }, { endpoints }));
  });
});
