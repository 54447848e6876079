import { startHakuFake } from '@storelens/fakes/haku/haku-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector } from '../../testing/source-connector-suite.fixture.ts';
import { VendorError } from '../../vendor-error.ts';
import { createHakuSource } from './sync.ts';

const SIZES = { orders: 260, customers: 30, products: 12, locations: 1 };

const suite = describeSourceConnector({
  title: 'Haku',
  start: () => startHakuFake({ ...SIZES, limit: 100_000 }),
  connector: (fake, options) => createHakuSource({ ...options, endpoints: { haku: fake.apiUrl } }),
  sizes: { orders: SIZES.orders },
  retried: 'orders',
});

describe('Haku source against the stand-in', () => {
  it('pulls every registration as an order with its tickets, and the participants', async () => {
    const orders = await suite.pulled('orders');
    expect(orders.records).toHaveLength(SIZES.orders);
    const registration = suite.fake.data.orders.get(9)!;
    const order = orders.records.find((o) => o.vendorId === '9')!;
    expect(order.lines).toHaveLength(registration.lines.length);
    expect(order.lines[0]!.name).toMatch(/Race: Registration$/);
    const customers = await suite.pulled('customers');
    const buyers = new Set(orders.records.flatMap((o) => (o.customerVendorId ? [o.customerVendorId] : [])));
    expect(new Set(customers.records.map((c) => c.vendorId))).toEqual(buyers);
  });

  it('hands out only changed registrations on the next run', async () => {
    const orders = await suite.pulled('orders');
    suite.fake.data.orders.touch(40);
    const next = await suite.pulled('orders', orders.lastCursor);
    expect(next.records.map((o) => o.vendorId)).toEqual(['40']);
  });

  it('asks for a new token when the old one has ended, mid-run', async () => {
    const before = suite.fake.tokensIssued;
    suite.fake.expireTokens();
    expect((await suite.pulled('orders')).records).toHaveLength(SIZES.orders);
    expect(suite.fake.tokensIssued).toBe(before + 1);
  });

  it("refuses a wrong client id or secret with InvalidCredentials and the spec's message", async () => {
    await suite.source.check(suite.detail);
    for (const wrong of [{ clientId: 'other' }, { clientSecret: 'wrong' }]) {
      const error = await suite.source.check({ ...suite.detail, ...wrong }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VendorError);
      expect(error).toMatchObject({ code: 'InvalidCredentials', message: 'Invalid Client Id or Secret' });
    }
  });
});
