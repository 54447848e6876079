import { startTeamworkFake, type TeamworkFake } from '@storelens/fakes/teamwork/teamwork-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { TeamworkDetail } from './client.ts';
import { createTeamworkSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 1200, customers: 40, products: 70, locations: 4 };
const TZ = 'America/New_York';

let fake: TeamworkFake;
let detail: TeamworkDetail;
let source: ReturnType<typeof createTeamworkSource>;

beforeAll(async () => {
  fake = await startTeamworkFake({ ...SIZES, timeZone: TZ, limit: 100_000 });
  detail = { ...fake.credentials, itemIdentifier: 'PLU', timezone: TZ };
  source = createTeamworkSource({ endpoints: { teamwork: fake.chqUrlTemplate }, retry });
});
afterAll(() => fake.close());

const buyers = (fakeOf: TeamworkFake) =>
  new Set(
    fakeOf.data.orders.sliceById(0, fakeOf.data.orders.count).flatMap((o) => (o.customerId ? [o.customerId] : [])),
  );

describe('Teamwork source against the fake', () => {
  it('pulls every receipt with its lines, the customers they name, the catalog and the locations', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    expect(new Set(orders.records.map((r) => r.vendorId)).size).toBe(SIZES.orders);
    const order = fake.data.orders.get(5)!;
    const receipt = orders.records.find((r) => r.orderNumber === String(order.number))!;
    expect(receipt.updatedAt).toBe(order.updatedAt);
    expect(receipt.lines.map((l) => l.productVendorId)).toEqual(order.lines.map((l) => String(l.productId)));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(new Set(customers.records.map((c) => c.vendorId)).size).toBe(buyers(fake).size);
    const products = await collectPull(source.pull(detail, 'products', START));
    expect(products.records).toHaveLength(SIZES.products);
    const locations = await collectPull(source.pull(detail, 'locations', START));
    expect(locations.records.map((l) => l.vendorId)).toEqual(['LOC001', 'LOC002', 'LOC003', 'LOC004']);
  });

  it('names items by the detail’s Item Identifier, on lines and products alike', async () => {
    const byUpc = { ...detail, itemIdentifier: 'UPC' as const };
    const products = await collectPull(source.pull(byUpc, 'products', START));
    expect(products.records[0]!.vendorId).toBe(fake.data.products.get(1)!.upc);
  });

  it('hands out only changed receipts and products on the next run', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const products = await collectPull(source.pull(detail, 'products', START));
    fake.data.orders.touch(17);
    fake.data.products.touch(3);
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(next.records.map((r) => r.orderNumber)).toEqual([String(fake.data.orders.get(17)!.number)]);
    const items = await collectPull(source.pull(detail, 'products', { ...START, cursor: products.lastCursor }));
    expect(items.records.map((r) => r.vendorId)).toEqual(['3']);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
  });

  it('refuses a wrong key, a key without the exports, and a URL with no CHQ with InvalidAccess', async () => {
    await source.check(detail);
    const refusal = (d: TeamworkDetail) => source.check(d).catch((e: unknown) => e);
    expect(await refusal({ ...detail, apiKey: 'wrong' })).toMatchObject({ code: 'InvalidAccess', field: 'apiKey' });
    expect(await refusal({ ...detail, url: 'nochq.example.com' })).toMatchObject({
      code: 'InvalidAccess',
      field: 'url',
    });
    const limited = await startTeamworkFake({ orders: 1, allowedTypes: ['sales-receipt'] });
    try {
      const s = createTeamworkSource({ endpoints: { teamwork: limited.chqUrlTemplate }, retry });
      const error = await s.check({ ...limited.credentials, timezone: TZ }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VendorError);
      expect(error).toMatchObject({ code: 'InvalidAccess', field: 'apiKey' });
    } finally {
      await limited.close();
    }
  });
});
