import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startZaiusFake, type ZaiusFake } from '@storelens/fakes/zaius/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCustomer, buildOrder, buildProduct, CONTEXT, FAST_RETRY, refusedCheck } from '../fixtures.ts';
import { fetchZaiusLists, type ZaiusDetail } from './client.ts';
import { createZaiusDestination } from './push.ts';

const PUBLIC = 'PubTracker123';
const PRIVATE = 'priv.secret.456';

describe('Zaius / ODP destination against the ODP fake', () => {
  let fake: ZaiusFake;
  let destination: ReturnType<typeof createZaiusDestination>;
  let detail: ZaiusDetail;
  const options = () => ({ endpoints: { zaius: fake.endpoint }, retry: FAST_RETRY });

  beforeEach(async () => {
    fake = await startZaiusFake({
      publicKeys: [PUBLIC],
      privateKeys: [PRIVATE],
      lists: [
        { list_id: 'vip', name: 'VIP' },
        { list_id: 'newsletter', name: 'Newsletter' },
      ],
    });
    destination = createZaiusDestination(options());
    detail = {
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      ignoreWebOrders: true,
      selectedLists: ['vip'],
      selectedEmailLists: ['newsletter'],
    };
  });
  afterEach(() => fake.close());

  const checkError = (changes: Partial<ZaiusDetail>) => refusedCheck(destination.check({ ...detail, ...changes }));

  it('check passes with both keys and stores nothing', async () => {
    await destination.check(detail);
    expect(fake.events).toEqual([]);
  });

  it('check refuses a bad private key with InvalidPrivateKey', async () => {
    expect(await checkError({ privateKey: 'nope' })).toMatchObject({
      kind: 'credentials',
      code: 'InvalidPrivateKey',
      field: 'privateKey',
      status: 403,
    });
  });

  it('check refuses the public key in the private slot (it may not read lists)', async () => {
    expect(await checkError({ privateKey: PUBLIC })).toMatchObject({ code: 'InvalidPrivateKey' });
  });

  it('check refuses a bad public key with InvalidPublicKey', async () => {
    expect(await checkError({ publicKey: 'nope' })).toMatchObject({
      kind: 'credentials',
      code: 'InvalidPublicKey',
      field: 'publicKey',
    });
  });

  it('the lists lookup takes the private key and returns [{list_id, name}]', async () => {
    expect(await fetchZaiusLists(PRIVATE, options())).toEqual([
      { list_id: 'vip', name: 'VIP' },
      { list_id: 'newsletter', name: 'Newsletter' },
    ]);
    await expect(fetchZaiusLists('bad', options())).rejects.toMatchObject({ code: 'InvalidPrivateKey' });
  });

  it('customers upsert profiles by email, subscribe lists and set consent, without duplicates', async () => {
    const batch = {
      stream: 'customers' as const,
      records: [
        buildCustomer(),
        buildCustomer({ vendorId: 'c2', email: 'bo@example.com', phone: null, acceptsMarketing: false }),
        buildCustomer({ vendorId: 'c3', email: null }),
      ],
    };
    const consentDetail: ZaiusDetail = { ...detail, emailConsent: 'Global', phoneConsent: 'Opt-In' };
    await destination.push(consentDetail, batch, CONTEXT);
    await destination.push(consentDetail, batch, CONTEXT);
    expect([...fake.profiles.keys()]).toEqual(['ann.lee@example.com', 'bo@example.com']);
    expect(fake.profiles.get('ann.lee@example.com')).toEqual({
      email: 'ann.lee@example.com',
      first_name: 'Ann',
      last_name: 'Lee',
      phone: '+16505551212',
    });
    expect(Object.fromEntries(fake.subscriptions)).toEqual({
      'vip:ann.lee@example.com': true,
      'newsletter:ann.lee@example.com': true,
      'vip:bo@example.com': true,
      'newsletter:bo@example.com': false,
    });
    expect(Object.fromEntries(fake.consent)).toEqual({
      'email:ann.lee@example.com': true,
      'phone:+16505551212': true,
      'email:bo@example.com': false,
    });
  });

  it('a points transaction (Perkville) is not an order: no order event, no $0 purchase', async () => {
    await destination.push(
      detail,
      { stream: 'orders', records: [buildOrder({ total: 0 })] },
      {
        ...CONTEXT,
        sourceType: SOURCE_TYPE.perkville,
      },
    );
    expect(fake.events).toHaveLength(0);
  });

  it('orders become order events with an idempotence_id; a repeat push adds nothing', async () => {
    const batch = {
      stream: 'orders' as const,
      records: [
        buildOrder(),
        buildOrder({ vendorId: 'o-web', channel: 'web' }),
        buildOrder({ vendorId: 'o2', status: 'Refunded' }),
      ],
    };
    await destination.push(detail, batch, CONTEXT);
    await destination.push(detail, batch, CONTEXT);
    expect(fake.events).toHaveLength(2);
    expect(fake.events[0]).toMatchObject({
      type: 'order',
      action: 'purchase',
      identifiers: { email: 'ann.lee@example.com' },
      data: {
        order: {
          order_id: 'o1',
          total: 230,
          subtotal: 240,
          discount: 10,
          items: [{ product_id: 'p1', quantity: 2, price: 120 }],
        },
      },
    });
    expect(fake.orders.get('o2')).toMatchObject({ action: 'refund', order: { total: -230 } });
  });

  it('leaves the discount out when includeDiscount is false', async () => {
    const batch = { stream: 'orders' as const, records: [buildOrder()] };
    await destination.push({ ...detail, includeDiscount: false }, batch, CONTEXT);
    expect(fake.orders.get('o1')?.order).not.toHaveProperty('discount');
  });

  it("creates the order lines' product objects only with createOrders", async () => {
    await destination.push(detail, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    expect(fake.orders.has('o1')).toBe(true);
    expect(fake.products.size).toBe(0);
    const batch = { stream: 'orders' as const, records: [buildOrder({ vendorId: 'o9' })] };
    await destination.push({ ...detail, createOrders: true, loadProductUPC: true }, batch, CONTEXT);
    expect(fake.orders.has('o9')).toBe(true);
    expect(fake.products.get('p1')).toEqual({
      product_id: 'p1',
      name: 'Trail Shoe',
      price: 120,
      sku: 'TS-1',
      upc: '012345678905',
    });
  });

  it('products become product objects, with the UPC only when loadProductUPC is set', async () => {
    await destination.push(detail, { stream: 'products', records: [buildProduct()] }, CONTEXT);
    expect(fake.products.get('p1')).not.toHaveProperty('upc');
    await destination.push(
      { ...detail, loadProductUPC: true },
      { stream: 'products', records: [buildProduct()] },
      CONTEXT,
    );
    expect(fake.products.get('p1')).toMatchObject({ name: 'Trail Shoe', upc: '012345678905' });
    expect(fake.products.size).toBe(1);
  });

  it('sends big batches in requests of at most 500', async () => {
    const records = Array.from({ length: 1201 }, (_, i) =>
      buildCustomer({ vendorId: `c${i}`, email: `p${i}@example.com` }),
    );
    await destination.push(
      { ...detail, selectedLists: [], selectedEmailLists: [] },
      { stream: 'customers', records },
      CONTEXT,
    );
    expect(fake.profiles.size).toBe(1201);
    expect(fake.requests().filter((r) => r.path === '/v3/profiles')).toHaveLength(3);
  });

  it.each([429, 500])('retries after %i and lands once', async (status) => {
    fake.failNext(2, status);
    await destination.push(detail, { stream: 'orders', records: [buildOrder()] }, CONTEXT);
    expect(fake.requests().map((r) => r.status)).toEqual([status, status, 202]);
    expect(fake.events).toHaveLength(1);
  });

  it('reports a body ODP refuses as invalid, not as a credentials problem', async () => {
    const err = await destination.push(detail, { stream: 'customers', records: [buildCustomer()] }, CONTEXT).then(
      () => null,
      (e) => e,
    );
    expect(err).toBeNull();
    const refused = await destination
      .push(
        { ...detail, selectedLists: ['no-such-list'] },
        { stream: 'customers', records: [buildCustomer()] },
        CONTEXT,
      )
      .catch((e) => e);
    expect(refused).toMatchObject({ kind: 'invalid', status: 400 });
  });
});
