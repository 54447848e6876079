import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startTeamworkFake, type TeamworkFake } from '@storelens/fakes/teamwork/teamwork-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// Teamwork: the check on save with spec 2 §8's InvalidAccess (wrong key,
// wrong URL), a run of every stream with counts equal to the fake's, an incremental run with only the
// changes, 429/5xx retried, a refused key turning the source to 'reconnect' and mailing the admins once.

const SIZES = { customers: 25, orders: 90, products: 18, locations: 3 };
const TZ = 'America/New_York';

let fake: TeamworkFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startTeamworkFake({ ...SIZES, seed: 43, timeZone: TZ, limit: 100_000 });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.teamwork,
    endpoints: { teamwork: fake.chqUrlTemplate },
    accountName: 'Teamwork Co',
    sourceName: 'Teamwork stores',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

const detailOf = (change: Record<string, string> = {}) => ({
  ...fake.credentials,
  itemIdentifier: 'PLU',
  timezone: TZ,
  ...change,
});

const buyers = () =>
  new Set(fake.data.orders.sliceById(0, fake.data.orders.count).flatMap((o) => (o.customerId ? [o.customerId] : [])))
    .size;

describe('a Teamwork source through the API and the engine', () => {
  let sourceId: number;

  it('refuses a wrong API key and a URL with no CHQ with InvalidAccess on their fields', async () => {
    const key = await kit.create(detailOf({ apiKey: 'wrong-key' }));
    expect(key.statusCode).toBe(400);
    expect(key.json()).toMatchObject({ error: 'InvalidAccess', fields: { 'detail.apiKey': expect.any(String) } });
    const url = await kit.create(detailOf({ url: 'nochq.example.com' }));
    expect(url.statusCode).toBe(400);
    expect(url.json()).toMatchObject({ error: 'InvalidAccess', fields: { 'detail.url': expect.any(String) } });
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with a good key, and its first run stores every stream with the fake's counts", async () => {
    const created = await kit.create(detailOf());
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    // customers are the buyers the receipts name; CHQ documents no on-hand export, so no inventory
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: buyers(),
      products: SIZES.products,
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(kit.destinationId)]?.customers).toBe(buyers());
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(5);
    fake.data.products.touch(2);
    const outcome = await kit.run(sourceId);
    // locations are a short list read whole; unchanged ones are not delivered again
    const buyer = fake.data.orders.get(5)!.customerId ? 1 : 0;
    expect(outcome.counts.pulled).toEqual({ locations: SIZES.locations, customers: buyer, products: 1, orders: 1 });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(1);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.products.touch(3);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 502]);
    expect(outcome.counts.pulled.products).toBe(1);
  });

  it("turns to 'reconnect' when CHQ refuses the key, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.teamwork, detailOf({ apiKey: 'revoked' }));
  });
});
