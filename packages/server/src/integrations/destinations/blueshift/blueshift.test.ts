import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type BlueshiftFake, startBlueshiftFake } from '@storelens/fakes/blueshift/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCustomer, buildOrder, CONTEXT, FAST_RETRY, refusedCheck } from '../fixtures.ts';
import type { BlueshiftDetail } from './mappers.ts';
import { createBlueshiftDestination } from './push.ts';

describe('Blueshift destination against the Blueshift fake', () => {
  let fake: BlueshiftFake;
  let detail: BlueshiftDetail;
  const destination = () => createBlueshiftDestination({ endpoints: { blueshift: fake.endpoint }, retry: FAST_RETRY });

  beforeEach(async () => {
    fake = await startBlueshiftFake();
    detail = {
      eventKey: fake.eventKey,
      usersKey: fake.usersKey,
      productUrl: 'https://shop.example.com/p',
      productImage: 'https://shop.example.com/p.png',
      ignoreWebOrders: true,
      consent: { email: 'Global', phone: 'Opt-In' },
    };
  });
  afterEach(() => fake.close());

  const checkError = (changes: Partial<BlueshiftDetail>) =>
    refusedCheck(destination().check({ ...detail, ...changes }));

  it('check passes with both keys and sends nothing', async () => {
    await destination().check(detail);
    expect(fake.events()).toEqual([]);
    expect(fake.customers.size).toBe(0);
  });

  it('check names the refused key: InvalidEventKey, InvalidUsersKey (each on its field)', async () => {
    expect(await checkError({ eventKey: 'nope' })).toMatchObject({
      kind: 'credentials',
      code: 'InvalidEventKey',
      message: 'Invalid Event Key',
      field: 'eventKey',
    });
    // the Event API key may not use the User API's endpoints [B2]
    expect(await checkError({ usersKey: fake.eventKey })).toMatchObject({
      code: 'InvalidUsersKey',
      message: 'Invalid Users Key',
      field: 'usersKey',
    });
  });

  it('upserts customers 50 a call, with the consent the link chose', async () => {
    const records = Array.from({ length: 120 }, (_, i) =>
      buildCustomer({ vendorId: `c${i}`, email: `C${i}@Example.com`, acceptsMarketing: i % 2 === 0 }),
    );
    await destination().push(detail, { stream: 'customers', records }, CONTEXT);
    expect(fake.customers.size).toBe(120);
    expect(fake.requests().filter((r) => r.path === '/api/v1/customers/bulk')).toHaveLength(3);
    expect(fake.customers.get('c0')).toMatchObject({
      email: 'c0@example.com',
      firstname: 'Ann',
      unsubscribed: false,
      unsubscribed_sms: false,
    });
    expect(fake.customers.get('c1')).toMatchObject({ unsubscribed: true, unsubscribed_sms: true });
  });

  it('sends orders as purchase, cancel and return events 30 a call; web orders stay home when asked', async () => {
    const records = [
      ...Array.from({ length: 40 }, (_, i) => buildOrder({ vendorId: `o${i}` })),
      buildOrder({ vendorId: 'x1', status: 'cancelled' }),
      buildOrder({ vendorId: 'x2', status: 'refunded' }),
      buildOrder({ vendorId: 'w1', channel: 'web' }),
      buildOrder({ vendorId: 'anon', email: null, customerVendorId: null }),
    ];
    await destination().push(detail, { stream: 'orders', records }, CONTEXT);
    const events = fake.events();
    expect(events).toHaveLength(42);
    expect(events.filter((e) => e.event === 'purchase')).toHaveLength(40);
    expect(events.find((e) => e.event === 'cancel')).toMatchObject({ revenue: '-230.00' });
    expect(events.find((e) => e.event === 'return')).toBeDefined();
    expect(events[0]).toMatchObject({
      customer_id: 'c1',
      email: 'ann.lee@example.com',
      revenue: '230.00',
      products: [
        { sku: 'TS-1', quantity: 2, price: '120.00', web_link: detail.productUrl, image: detail.productImage },
      ],
    });
    expect(fake.requests().filter((r) => r.path === '/api/v1/bulkevents')).toHaveLength(2);
    // sent again after a failed run: the same event_uuid, so Blueshift keeps one
    await destination().push(detail, { stream: 'orders', records }, CONTEXT);
    expect(fake.events()).toHaveLength(42);
  });

  it('sends race registrations as race_registration events; points transactions not at all', async () => {
    const records = [buildOrder({ vendorId: 'r1' }), buildOrder({ vendorId: 'r2', status: 'cancelled' })];
    await destination().push(detail, { stream: 'orders', records }, { ...CONTEXT, sourceType: SOURCE_TYPE.runSignup });
    expect(fake.events().map((e) => [e.order_id, e.event, e.revenue])).toEqual([
      ['1001', 'race_registration', '230.00'],
      ['1001', 'cancel', '-230.00'],
    ]);
    await destination().push(detail, { stream: 'orders', records }, { ...CONTEXT, sourceType: SOURCE_TYPE.perkville });
    expect(fake.events()).toHaveLength(2);
  });

  it('retries 429 and 5xx answers', async () => {
    fake.failNext(2, 429);
    fake.failNext(1, 502);
    await destination().push(detail, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    expect(fake.events()).toHaveLength(1);
  });
});
