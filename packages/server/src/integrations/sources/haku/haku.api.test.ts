import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type HakuFake, startHakuFake } from '@storelens/fakes/haku/haku-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blueshiftDestination } from '../../testing/vendor-destinations.fixture.ts';
import {
  expectReconnectOnce,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';

// Haku (against a stand-in for an undocumented API, docs/vendors/haku.md):
// the check on save with spec 2 §8's InvalidCredentials and its message, a run of both streams with
// counts equal to the stand-in's, an incremental run with only the changes, 429/5xx retried, an expired
// token replaced, refused credentials turning the source to 'reconnect' and mailing the admins once.
// Spec 2 §4 lets Haku feed only Blueshift: the source is linked to a Blueshift destination (its fake).

const SIZES = { customers: 20, orders: 75, products: 6, locations: 1 };

let fake: HakuFake;
let kit: VendorKit;

beforeAll(async () => {
  fake = await startHakuFake({ ...SIZES, seed: 47, limit: 100_000 });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.haku,
    endpoints: { haku: fake.apiUrl },
    destination: blueshiftDestination,
    accountName: 'Haku Co',
    sourceName: 'Race registrations',
  });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

const participants = () =>
  new Set(fake.data.orders.sliceById(0, fake.data.orders.count).flatMap((o) => (o.customerId ? [o.customerId] : [])))
    .size;

describe('a Haku source through the API and the engine', () => {
  let sourceId: number;

  it("refuses a wrong client id or secret with InvalidCredentials and the spec's message", async () => {
    for (const wrong of [{ clientId: 'other-client' }, { clientSecret: 'wrong-secret' }]) {
      const res = await kit.create({ ...fake.credentials, ...wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'InvalidCredentials', message: 'Invalid Client Id or Secret' });
    }
    expect(await kit.listed()).toHaveLength(0);
  });

  it("saves with good credentials, and its first run stores registrations and participants with the stand-in's counts", async () => {
    const created = await kit.create({ ...fake.credentials });
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({ customers: participants(), orders: SIZES.orders });
    expect(outcome.counts.destinationErrors).toEqual({});
  });

  it('pulls only the changes on the next run, with a fresh token once the old one has ended', async () => {
    fake.data.orders.touch(12);
    fake.expireTokens();
    const outcome = await kit.run(sourceId);
    expect(outcome.counts.pulled.orders).toBe(1);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.orders.touch(13);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 502]);
    expect(outcome.counts.pulled.orders).toBe(1);
  });

  it("turns to 'reconnect' when Haku refuses the credentials, and mails the account's admins once", async () => {
    await expectReconnectOnce(kit, sourceId, SOURCE_TYPE.haku, { ...fake.credentials, clientSecret: 'revoked' });
  });
});
