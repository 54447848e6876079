import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type OAuthFake, startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { type PerkvilleFake, startPerkvilleFake } from '@storelens/fakes/perkville/perkville-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectReconnectOnceAfter,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';
import { refusedRenewal, signInSource } from '../../testing/vendor-oauth.fixture.ts';

// Perkville: saved, then connected through its OAuth sign-in (a code its
// sign-in never issued is spec 2 §8's save failure); a run of every stream it has with the fake's counts
// into the customer-data platform; an incremental run with only the changes; 429 and 5xx retried; an
// expired token renewed and stored sealed; a refused renewal turning the source to 'reconnect' and
// mailing the admins once.

const SIZES = { customers: 45, orders: 70, products: 20, locations: 2 };
const PUBLIC_URL = 'http://localhost:3000';
const SAVE_FAILED = 'There was a problem saving your validation credentials. Please try again.';

let oauth: OAuthFake;
let fake: PerkvilleFake;
let kit: VendorKit;

beforeAll(async () => {
  oauth = await startOAuthFake({ redirectUris: [`${PUBLIC_URL}/finalizeOauth`] });
  fake = await startPerkvilleFake({ ...SIZES, seed: 34 });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.perkville,
    endpoints: { ...oauth.endpoints, perkville: fake.apiUrl },
    env: {
      PUBLIC_URL,
      PERKVILLE_CLIENT_ID: DEFAULT_OAUTH_CLIENT.id,
      PERKVILLE_CLIENT_SECRET: DEFAULT_OAUTH_CLIENT.secret,
    },
    accountName: 'Perkville Co',
  });
});
afterAll(async () => {
  await kit?.close();
  await Promise.all([oauth?.close(), fake?.close()]);
});

/** Creates a source and finishes its sign-in with `code` (the provider's, unless given). */
const connect = (code?: string) => signInSource(kit, {}, { name: `Perkville ${code ?? 'signed in'}`, code });

describe('a Perkville source through the API, its sign-in and the engine', () => {
  let sourceId: number;

  it('refuses a code the sign-in never issued with the save failure', async () => {
    const { done } = await connect('forged-code');
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ error: 'ValidationFailed', message: SAVE_FAILED });
  });

  it("connects, and its first run stores every stream it has with the fake's counts", async () => {
    const { id, done } = await connect();
    expect(done.statusCode, done.body).toBe(200);
    sourceId = id;
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: SIZES.customers,
      products: SIZES.products,
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(kit.destinationId)]?.customers).toBe(SIZES.customers);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(9);
    fake.data.products.touch(3);
    const outcome = await kit.run(sourceId);
    expect(outcome.counts.pulled).toEqual({ locations: 0, customers: 1, products: 1, orders: 2 });
  });

  it('waits out a 429 and retries a 5xx within a run', async () => {
    fake.data.customers.touch(10);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 502]);
    expect(outcome.counts.pulled.customers).toBe(1);
  });

  it('renews an expired token with the refresh token and stores the new pair sealed', async () => {
    const before = (await kit.stored(sourceId)).secrets.refreshToken;
    await kit.setSecrets(sourceId, { accessToken: 'pv-expired-token' });
    await kit.run(sourceId);
    const { row, secrets } = await kit.stored(sourceId);
    expect(secrets.accessToken).toBe(fake.credentials.accessToken);
    expect(secrets.refreshToken).not.toBe(before);
    expect(row.detail).toEqual({});
  });

  it("turns to 'reconnect' only when Perkville refuses the renewal, and mails the account's admins once", async () => {
    await expectReconnectOnceAfter(
      kit,
      sourceId,
      refusedRenewal(kit, sourceId, (token) => oauth.perkville.revoke(token), 'pv-expired-token'),
    );
  });
});
