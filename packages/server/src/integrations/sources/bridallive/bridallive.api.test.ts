import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type BridalLiveFake, startBridalLiveFake } from '@storelens/fakes/bridallive/bridallive-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStored } from '../../../modules/sync/warehouse.queries.ts';
import { facebookOfflineDestination } from '../../testing/vendor-destinations.fixture.ts';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// Bridal Live: the check on save with its spec 2 §8 code, a run of every
// stream it has with counts equal to the fake's, an incremental run with only the changes, 429/5xx
// retried, refused credentials turning the source to 'reconnect' and mailing the admins once. Spec 2
// §4 lets Bridal Live (19) feed only the ads dataset (Facebook Offline), here its local fake.

const SIZES = { customers: 120, orders: 240, products: 8, locations: 1 };

let fake: BridalLiveFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startBridalLiveFake({ ...SIZES, seed: 47, quota: null });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.bridalLive,
    endpoints: { bridalLive: fake.endpoint },
    destination: facebookOfflineDestination,
    accountName: 'Bridal Co',
    sourceName: 'Bridal shop',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe('a Bridal Live source through the API and the engine', () => {
  let sourceId: number;

  it('refuses a wrong retailer or key with InvalidCredentials on the API Key field, and saves nothing', async () => {
    for (const wrong of [{ apiKey: 'wrong-key' }, { retailerId: 'another-retailer' }]) {
      const res = await kit.create({ ...fake.credentials, ...wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'InvalidCredentials',
        message: 'Invalid Retailer Id or API Key',
        fields: { 'detail.apiKey': 'Invalid Retailer Id or API Key' },
      });
    }
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with good credentials, and its first run stores every stream with the fake's counts", async () => {
    const created = await kit.create({ ...fake.credentials });
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toMatchObject({
      customers: SIZES.customers,
      products: SIZES.products,
      orders: SIZES.orders,
    });
    expect(await countStored(kit.t.deps.database.db, kit.accountId, sourceId)).toMatchObject({
      customers: SIZES.customers,
      orders: SIZES.orders,
      products: SIZES.products,
    });
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(6, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(15);
    const outcome = await kit.run(sourceId);
    expect(outcome.counts.pulled.customers).toBe(1);
    expect(outcome.counts.pulled.orders).toBe(2);
    expect(outcome.counts.pulled.products ?? 0).toBe(0);
  });

  it('retries 429 and 5xx answers within a run, and signs in again when the token expired', async () => {
    fake.data.customers.touch(16);
    fake.expireTokens();
    const logins = fake.logins;
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 503]);
    expect(outcome.counts.pulled.customers).toBe(1);
    expect(fake.logins).toBe(logins + 1);
  });

  it("turns to 'reconnect' when BridalLive refuses the key, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.bridalLive, { ...fake.credentials, apiKey: 'revoked-key' });
  });
});
