import { type PerkvilleFake, startPerkvilleFake } from '@storelens/fakes/perkville/perkville-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPull } from '../shared/collect.ts';
import type { PerkvilleDetail } from './client.ts';
import { createPerkvilleSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const SIZES = { orders: 1500, customers: 40, products: 6, locations: 2 };

let fake: PerkvilleFake;
let detail: PerkvilleDetail;
let source: ReturnType<typeof createPerkvilleSource>;

beforeAll(async () => {
  fake = await startPerkvilleFake({ ...SIZES, seed: 9 });
  detail = { accessToken: fake.credentials.accessToken };
  source = createPerkvilleSource({ endpoints: { perkville: fake.apiUrl }, retry: { baseDelayMs: 5, attempts: 4 } });
});
afterAll(() => fake.close());

describe('Perkville source against the fake', () => {
  it('pulls every points transaction as an order with one line, over pages of 1,000', async () => {
    const { records, cursors } = await collectPull(source.pull(detail, 'orders', START));
    expect(records).toHaveLength(SIZES.orders);
    expect(cursors).toHaveLength(2);
    const order = fake.data.orders.get(Number(records[0]!.vendorId))!;
    expect(records[0]!.customerVendorId).toBe(order.customerId ? String(order.customerId) : null);
    expect(records[0]!.lines).toHaveLength(1);
    expect(records[0]!.lines[0]!.name).toMatch(/points\)$/);
  });

  it('pulls users with their primary email, perks and locations; no stock stream', async () => {
    const customers = (await collectPull(source.pull(detail, 'customers', START))).records;
    expect(customers).toHaveLength(SIZES.customers);
    expect(customers[0]!.email).toBe(fake.data.customers.get(Number(customers[0]!.vendorId))!.email);
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
    expect(source.streams).not.toContain('inventory');
  });

  it('resumes from its cursor with only what changed (the repeated minute dropped)', async () => {
    const { lastCursor } = await collectPull(source.pull(detail, 'customers', START));
    fake.data.customers.touch(4, () => ({ lastName: 'Changed' }));
    const next = await collectPull(source.pull(detail, 'customers', { ...START, cursor: lastCursor }));
    expect(next.records.map((r) => [r.vendorId, r.lastName])).toEqual([['4', 'Changed']]);
    const again = await collectPull(source.pull(detail, 'customers', { ...START, cursor: next.lastCursor }));
    expect(again.records).toHaveLength(0);
  });

  it('waits out a 429 with Retry-After and retries a 5xx', async () => {
    fake.failNext(1, 429, 0);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('refuses a bad or expired token (without a renewal) with InvalidToken', async () => {
    for (const accessToken of ['nope', 'pv-expired-token'])
      await expect(source.check({ accessToken })).rejects.toMatchObject({ kind: 'credentials', code: 'InvalidToken' });
    await expect(source.check(detail)).resolves.toBeUndefined();
  });
});
