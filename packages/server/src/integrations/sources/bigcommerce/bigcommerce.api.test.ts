import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type BigCommerceFake, startBigCommerceFake } from '@storelens/fakes/bigcommerce/bigcommerce-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// BigCommerce: the check on save with each spec 2 §8 code, a run of every
// stream with counts equal to the fake's, an incremental run with only the changes, a 429 retried,
// refused credentials turning the source to 'reconnect' and mailing the admins once.

const SIZES = { customers: 45, orders: 70, products: 20, locations: 2 };

let fake: BigCommerceFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startBigCommerceFake({ ...SIZES, seed: 31, quota: 100_000 });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.bigCommerce,
    endpoints: { bigcommerce: fake.apiUrl },
    accountName: 'BigCommerce Co',
    sourceName: 'BigCommerce store',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe('a BigCommerce source through the API and the engine', () => {
  let sourceId: number;

  it('refuses an unknown store hash with InvalidHash and a bad token with InvalidToken, on their fields', async () => {
    const hash = await kit.create({ ...fake.credentials, storeHash: 'nosuchstore' });
    expect(hash.statusCode).toBe(400);
    expect(hash.json()).toMatchObject({ error: 'InvalidHash', fields: { 'detail.storeHash': expect.any(String) } });
    const token = await kit.create({ ...fake.credentials, accessToken: 'revoked-token' });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'InvalidToken', fields: { 'detail.accessToken': expect.any(String) } });
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with good credentials, and its first run stores every stream with the fake's counts", async () => {
    const created = await kit.create({ ...fake.credentials });
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: SIZES.customers,
      products: SIZES.products,
      inventory: SIZES.products * SIZES.locations,
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(kit.destinationId)]?.customers).toBe(SIZES.customers);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(9);
    fake.setStock(4, 1, 12);
    const outcome = await kit.run(sourceId);
    // locations have no change filter: the short list is read whole, and unchanged ones are not delivered again
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: 1,
      products: 1,
      inventory: SIZES.locations,
      orders: 2,
    });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(2);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.customers.touch(10);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 502]);
    expect(outcome.counts.pulled.customers).toBe(1);
  });

  it("turns to 'reconnect' when the store refuses the token, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.bigCommerce, {
      ...fake.credentials,
      accessToken: 'revoked-token',
    });
  });
});
