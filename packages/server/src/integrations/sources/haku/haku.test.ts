import { type HakuFake, startHakuFake } from '@storelens/fakes/haku/haku-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorError } from '../../vendor-error.ts';
import { collectPull } from '../shared/collect.ts';
import type { HakuDetail } from './client.ts';
import { createHakuSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
const SIZES = { orders: 260, customers: 30, products: 12, locations: 1 };

let fake: HakuFake;
let detail: HakuDetail;
let source: ReturnType<typeof createHakuSource>;

beforeAll(async () => {
  fake = await startHakuFake({ ...SIZES, limit: 100_000 });
  detail = { ...fake.credentials };
  source = createHakuSource({ endpoints: { haku: fake.apiUrl }, retry });
});
afterAll(() => fake.close());

describe('Haku source against the stand-in', () => {
  it('pulls every registration as an order with its tickets, and the participants', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    const registration = fake.data.orders.get(9)!;
    const order = orders.records.find((o) => o.vendorId === '9')!;
    expect(order.lines).toHaveLength(registration.lines.length);
    expect(order.lines[0]!.name).toMatch(/Race: Registration$/);
    const customers = await collectPull(source.pull(detail, 'customers', START));
    const buyers = new Set(orders.records.flatMap((o) => (o.customerVendorId ? [o.customerVendorId] : [])));
    expect(new Set(customers.records.map((c) => c.vendorId))).toEqual(buyers);
  });

  it('hands out only changed registrations on the next run', async () => {
    const orders = await collectPull(source.pull(detail, 'orders', START));
    fake.data.orders.touch(40);
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(next.records.map((o) => o.vendorId)).toEqual(['40']);
  });

  it('asks for a new token when the old one has ended, mid-run', async () => {
    const before = fake.tokensIssued;
    fake.expireTokens();
    expect((await collectPull(source.pull(detail, 'orders', START))).records).toHaveLength(SIZES.orders);
    expect(fake.tokensIssued).toBe(before + 1);
  });

  it('retries after a 429 and after a 503', async () => {
    fake.failNext(2, 429, 0);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'orders', START))).records).toHaveLength(SIZES.orders);
  });

  it("refuses a wrong client id or secret with InvalidCredentials and the spec's message", async () => {
    await source.check(detail);
    for (const wrong of [{ clientId: 'other' }, { clientSecret: 'wrong' }]) {
      const error = await source.check({ ...detail, ...wrong }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VendorError);
      expect(error).toMatchObject({ code: 'InvalidCredentials', message: 'Invalid Client Id or Secret' });
    }
  });
});
