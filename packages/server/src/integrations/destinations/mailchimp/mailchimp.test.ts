import { type MailchimpFake, startMailchimpFake, subscriberHash } from '@storelens/fakes/mailchimp/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCustomer, buildOrder, buildProduct, CONTEXT, FAST_RETRY, refusedCheck } from '../fixtures.ts';
import type { MailchimpDetail } from './client.ts';
import { createMailchimpDestination } from './push.ts';

const KEY = 'abcdefabcdefabcdefabcdefabcdef12-us6';
const LIST = 'list00001';

describe('Mailchimp destination against the Mailchimp fake', () => {
  let fake: MailchimpFake;
  let destination: ReturnType<typeof createMailchimpDestination>;
  let detail: MailchimpDetail;

  beforeEach(async () => {
    fake = await startMailchimpFake({ apiKeys: [KEY, 'abcdefabcdefabcdefabcdefabcdef99-us21'], lists: [LIST] });
    // `{dc}` in the endpoint is where the key's datacenter goes; the fake checks it matches the key.
    destination = createMailchimpDestination({ endpoints: { mailchimp: `${fake.url}/{dc}` }, retry: FAST_RETRY });
    detail = { apiKey: KEY, listId: LIST, storeId: 'rics1', storeName: 'Main Street Running', ignoreWebOrders: true };
  });
  afterEach(() => fake.close());

  const checkError = (changes: Partial<MailchimpDetail>) => refusedCheck(destination.check({ ...detail, ...changes }));

  it('a list id with a lone surrogate is an invalid audience, not a URIError (and not sent)', async () => {
    const err = await checkError({ listId: 'list\uD800' });
    expect(err).toMatchObject({ code: 'InvalidListId', field: 'listId' });
    expect(fake.requests()).toHaveLength(0);
  });

  it('a key with an emoji is refused at once, not retried', async () => {
    const err = await checkError({ apiKey: 'abc😀-us6' });
    expect(err.kind).not.toBe('retryable');
    // the key travels base64-encoded in Basic auth: at most the one request, never a retry
    expect(fake.requests().length).toBeLessThanOrEqual(1);
  });

  it('check passes with a good key and audience', async () => {
    await destination.check(detail);
    expect(fake.requests().map((r) => r.path)).toEqual([`/us6/3.0/lists/${LIST}`]);
  });

  it.each([
    ['an unknown key', { apiKey: 'ffffffffffffffffffffffffffffffff-us6' }],
    ['a key without a datacenter', { apiKey: 'ffffffffffffffffffffffffffffffff' }],
    ['a valid key of another datacenter', { apiKey: 'abcdefabcdefabcdefabcdefabcdef12-us9' }],
  ])('check refuses %s with InvalidApiKey', async (_, changes) => {
    const err = await checkError(changes);
    expect(err).toMatchObject({
      kind: 'credentials',
      code: 'InvalidApiKey',
      message: 'Invalid Api Key',
      field: 'apiKey',
    });
  });

  it('check refuses an unknown audience with InvalidListId', async () => {
    const err = await checkError({ listId: 'nope' });
    expect(err).toMatchObject({
      kind: 'credentials',
      code: 'InvalidListId',
      message: 'Invalid Audience Id',
      field: 'listId',
    });
  });

  it('customers upsert members by subscriber hash, and a repeat push does not duplicate', async () => {
    const batch = {
      stream: 'customers' as const,
      records: [buildCustomer(), buildCustomer({ vendorId: 'c2', email: 'bo@example.com', acceptsMarketing: false })],
    };
    await destination.push(detail, batch, CONTEXT);
    await destination.push(detail, batch, CONTEXT);
    const members = fake.members.get(LIST);
    expect(members?.size).toBe(2);
    expect(members?.get(subscriberHash('ann.lee@example.com'))).toMatchObject({
      status: 'subscribed',
      merge_fields: { FNAME: 'Ann', LNAME: 'Lee' },
    });
    expect(members?.get(subscriberHash('bo@example.com'))?.status).toBe('transactional');
    expect(fake.stores.get('rics1')?.customers.size).toBe(2);
  });

  it('never re-subscribes a member who unsubscribed in Mailchimp', async () => {
    await destination.push(detail, { stream: 'customers', records: [buildCustomer()] }, CONTEXT);
    const member = fake.members.get(LIST)?.get(subscriberHash('ann.lee@example.com'));
    if (member) member.status = 'unsubscribed';
    await destination.push(detail, { stream: 'customers', records: [buildCustomer({ firstName: 'Annie' })] }, CONTEXT);
    expect(fake.members.get(LIST)?.get(subscriberHash('ann.lee@example.com'))).toMatchObject({
      status: 'unsubscribed',
      merge_fields: { FNAME: 'Annie' },
    });
  });

  it('orders create the store and missing products, skip web orders, and do not duplicate', async () => {
    const batch = {
      stream: 'orders' as const,
      records: [
        buildOrder(),
        buildOrder({ vendorId: 'o-web', channel: 'web' }),
        buildOrder({ vendorId: 'o-anon', email: null }),
      ],
    };
    await destination.push(detail, batch, CONTEXT);
    await destination.push(detail, batch, CONTEXT);
    const store = fake.stores.get('rics1');
    expect(store).toMatchObject({ list_id: LIST, name: 'Main Street Running', currency_code: 'USD' });
    expect([...(store?.orders.keys() ?? [])]).toEqual(['o1']);
    expect(store?.orders.get('o1')).toMatchObject({ order_total: 230, discount_total: 10, customer: { id: 'c1' } });
    expect([...(store?.products.keys() ?? [])]).toEqual(['p1']);
  });

  it('keeps web orders when ignoreWebOrders is off', async () => {
    await destination.push(
      { ...detail, ignoreWebOrders: false },
      { stream: 'orders', records: [buildOrder({ channel: 'web' })] },
      CONTEXT,
    );
    expect(fake.stores.get('rics1')?.orders.size).toBe(1);
  });

  it('products are upserted by id', async () => {
    const batch = {
      stream: 'products' as const,
      records: [buildProduct(), buildProduct({ vendorId: 'p2', name: 'Sock' })],
    };
    await destination.push(detail, batch, CONTEXT);
    await destination.push(detail, batch, CONTEXT);
    expect(fake.stores.get('rics1')?.products.get('p2')).toMatchObject({
      title: 'Sock',
      variants: [{ id: 'p2', sku: 'TS-1' }],
    });
    expect(fake.stores.get('rics1')?.products.size).toBe(2);
  });

  it('refuses a store that belongs to another audience', async () => {
    await destination.push(detail, { stream: 'products', records: [buildProduct()] }, CONTEXT);
    const other = fake.stores.get('rics1');
    if (other) other.list_id = 'another';
    const err = await destination
      .push(detail, { stream: 'products', records: [buildProduct()] }, CONTEXT)
      .catch((e) => e);
    expect(err).toMatchObject({ kind: 'invalid', code: 'StoreListMismatch' });
  });

  it.each([429, 500])('retries after %i and lands once', async (status) => {
    fake.failNext(2, status);
    await destination.push(detail, { stream: 'products', records: [buildProduct()] }, CONTEXT);
    expect(
      fake
        .requests()
        .slice(0, 3)
        .map((r) => r.status),
    ).toEqual([status, status, 404]);
    expect(fake.stores.get('rics1')?.products.size).toBe(1);
  });

  it('honours a Retry-After when one is sent', async () => {
    fake.failNext(1, 429, 1);
    const started = Date.now();
    await destination.check(detail);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it('gives up with a retryable error when throttling outlasts the attempts', async () => {
    fake.failNext(10, 429);
    const err = await destination.check(detail).catch((e) => e);
    expect(err).toMatchObject({ kind: 'retryable', code: 'RateLimited', status: 429 });
  });

  it("stays under the fake's 10-connection limit on a large batch", async () => {
    await fake.close();
    fake = await startMailchimpFake({ apiKeys: [KEY], lists: [LIST], latencyMs: 5 });
    destination = createMailchimpDestination({ endpoints: { mailchimp: fake.endpoint }, retry: FAST_RETRY });
    const records = Array.from({ length: 60 }, (_, i) =>
      buildCustomer({ vendorId: `c${i}`, email: `p${i}@example.com` }),
    );
    await destination.push(detail, { stream: 'customers', records }, CONTEXT);
    expect(fake.members.get(LIST)?.size).toBe(60);
    expect(fake.requests().some((r) => r.status === 429)).toBe(false);
  });
});
