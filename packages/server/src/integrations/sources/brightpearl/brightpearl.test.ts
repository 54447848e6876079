import { type BrightpearlFake, startBrightpearlFake } from '@storelens/fakes/brightpearl/brightpearl-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { BrightpearlDetail } from './client.ts';
import { createBrightpearlSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const SIZES = { orders: 620, customers: 510, products: 30, locations: 3 };

let fake: BrightpearlFake;
let detail: BrightpearlDetail;
let source: ReturnType<typeof createBrightpearlSource>;

beforeAll(async () => {
  fake = await startBrightpearlFake({ ...SIZES, seed: 5 });
  detail = { account: fake.credentials.account, accessToken: fake.credentials.accessToken };
  source = createBrightpearlSource({ endpoints: { brightpearl: fake.apiUrl }, retry: { baseDelayMs: 5, attempts: 4 } });
});
afterAll(() => fake.close());

describe('Brightpearl source against the fake', () => {
  it('pulls every order whole (its rows), over several search pages and ID sets', async () => {
    const { records, cursors } = await collectPull(source.pull(detail, 'orders', START));
    expect(records).toHaveLength(SIZES.orders);
    expect(cursors).toHaveLength(2);
    const order = fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]!.lines.map((l) => l.productVendorId)).toEqual(order.lines.map((l) => String(l.productId)));
    expect(records[0]!.total).toBeCloseTo(order.total);
    expect(records[0]!.channel).toBe(order.channel);
    expect(records[0]!.locationVendorId).toBe(String(order.locationId ?? 1));
  });

  it('pulls contacts, products with brands, stock per warehouse and the warehouses', async () => {
    const customers = (await collectPull(source.pull(detail, 'customers', START))).records;
    expect(customers).toHaveLength(SIZES.customers);
    expect(customers[0]!.email).toContain('@example.com');
    const products = (await collectPull(source.pull(detail, 'products', START))).records;
    expect(products).toHaveLength(SIZES.products);
    expect(products[0]!.brand).toBe(fake.data.products.get(Number(products[0]!.vendorId))!.brand);
    expect((await collectPull(source.pull(detail, 'inventory', START))).records).toHaveLength(
      SIZES.products * SIZES.locations,
    );
    const locations = (await collectPull(source.pull(detail, 'locations', START))).records;
    expect(locations.map((l) => l.vendorId)).toEqual(['1', '2', '3']);
  });

  it('resumes from its cursor with only what changed', async () => {
    const { lastCursor } = await collectPull(source.pull(detail, 'customers', START));
    fake.data.customers.touch(3, () => ({ firstName: 'Changed' }));
    const next = await collectPull(source.pull(detail, 'customers', { ...START, cursor: lastCursor }));
    expect(next.records.map((r) => [r.vendorId, r.firstName])).toEqual([['3', 'Changed']]);
  });

  it('paces itself on the throttle headers instead of running into 503s', async () => {
    const tight = await startBrightpearlFake({
      orders: 5,
      customers: 5,
      products: 3,
      locations: 1,
      quota: 3,
      windowMs: 1500,
    });
    try {
      const small = createBrightpearlSource({ endpoints: { brightpearl: tight.apiUrl } });
      const d = { account: tight.credentials.account, accessToken: tight.credentials.accessToken };
      const started = Date.now();
      for (let i = 0; i < 2; i++) await small.check(d);
      expect(Date.now() - started).toBeGreaterThan(1000);
      // eight requests in all: none was spent on a 503 and its retry
      expect(tight.faults.recent.length).toBe(8);
    } finally {
      await tight.close();
    }
  }, 15_000);

  it('refuses a bad or expired token (without a renewal) with InvalidToken', async () => {
    for (const accessToken of ['nope', 'bp-expired-token']) {
      const error = await source.check({ ...detail, accessToken }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VendorError);
      expect(error).toMatchObject({ kind: 'credentials', code: 'InvalidToken' });
    }
    await expect(source.check({ ...detail, account: 'other' })).rejects.toMatchObject({ code: 'InvalidToken' });
  });

  it('sends a token only to a Brightpearl host named by the token answer', async () => {
    const plain = createBrightpearlSource();
    await expect(plain.check({ ...detail, apiDomain: 'evil.example.com' })).rejects.toMatchObject({
      code: 'InvalidToken',
    });
  });
});
