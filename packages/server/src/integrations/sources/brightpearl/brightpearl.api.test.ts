import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type BrightpearlFake, startBrightpearlFake } from '@storelens/fakes/brightpearl/brightpearl-fake';
import { type OAuthFake, startOAuthFake } from '@storelens/fakes/oauth/oauth-fake';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import type { S3Fake } from '@storelens/fakes/s3/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Destination } from '../../testing/vendor-destinations.fixture.ts';
import {
  expectReconnectOnceAfter,
  runThroughFailures,
  startVendorKit,
  type VendorKit,
} from '../../testing/vendor-harness.fixture.ts';
import { refusedRenewal, signInSource } from '../../testing/vendor-oauth.fixture.ts';

// Brightpearl: saved, then connected through its OAuth sign-in whose end is the
// credentials check (a token that cannot open the account is spec 2 §8's save failure); a run of every
// stream with the fake's counts into the bucket (spec 2 §4: the bucket takes only Brightpearl); an
// incremental run with only the changes; the throttle's 503 and a 5xx retried; an expired token renewed
// and stored sealed; a refused renewal turning the source to 'reconnect' and mailing the admins once.

const SIZES = { customers: 45, orders: 70, products: 20, locations: 2 };
const PUBLIC_URL = 'http://localhost:3000';
const SAVE_FAILED = 'There was a problem saving your validation credentials. Please try again.';

let oauth: OAuthFake;
let fake: BrightpearlFake;
let kit: VendorKit<S3Fake>;

beforeAll(async () => {
  oauth = await startOAuthFake({ redirectUris: [`${PUBLIC_URL}/finalizeOauth`] });
  fake = await startBrightpearlFake({ ...SIZES, seed: 33, account: 'acme' });
  kit = await startVendorKit({
    sourceType: SOURCE_TYPE.brightpearl,
    endpoints: { ...oauth.endpoints, brightpearl: fake.apiUrl },
    env: {
      PUBLIC_URL,
      BRIGHTPEARL_CLIENT_ID: DEFAULT_OAUTH_CLIENT.id,
      BRIGHTPEARL_CLIENT_SECRET: DEFAULT_OAUTH_CLIENT.secret,
    },
    destination: s3Destination('brightpearl-exports', 'bp'),
    accountName: 'Brightpearl Co',
  });
});
afterAll(async () => {
  await kit?.close();
  await Promise.all([oauth?.close(), fake?.close()]);
});

/** Creates a source for `account` and goes through its sign-in: the PATCH's answer and the source id. */
const connect = (account: string) =>
  signInSource(kit, { account, sendEmail: true, email: 'owner@example.com' }, { name: `Brightpearl ${account}` });

describe('a Brightpearl source through the API, its sign-in and the engine', () => {
  let sourceId: number;

  it('refuses a sign-in whose token cannot open the account with the save failure', async () => {
    const { id, done } = await connect('someoneelse');
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ error: 'ValidationFailed', message: SAVE_FAILED });
    const { row } = await kit.stored(id);
    // nothing was stored: the source still waits for its sign-in
    expect(row).toMatchObject({ isSetup: false, secrets: null });
  });

  it("connects, and its first run stores every stream with the fake's counts and fills the bucket", async () => {
    const { id, done } = await connect('acme');
    expect(done.statusCode, done.body).toBe(200);
    sourceId = id;
    const { row, secrets } = await kit.stored(id);
    expect(row.isSetup).toBe(true);
    expect(secrets.accessToken).toBe(fake.credentials.accessToken);
    expect(row.detail).not.toHaveProperty('accessToken');
    const outcome = await kit.run(sourceId, 'manual');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: SIZES.customers,
      products: SIZES.products,
      inventory: SIZES.products * SIZES.locations,
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(SIZES.orders);
    expect(kit.destination!.fake.objects.size).toBeGreaterThan(0);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.orders.add();
    fake.data.customers.touch(9);
    fake.setStock(4, 1, 12);
    const outcome = await kit.run(sourceId);
    // warehouses have no change time: the short list is read whole, and unchanged ones are not delivered again
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      customers: 1,
      products: 1,
      inventory: SIZES.locations,
      orders: 2,
    });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(2);
  });

  it("retries the throttle's 503 and a 5xx within a run", async () => {
    fake.data.customers.touch(10);
    const outcome = await runThroughFailures(kit, sourceId, fake, [503, 502]);
    expect(outcome.counts.pulled.customers).toBe(1);
  });

  it('renews an expired token with the refresh token and stores the new pair sealed', async () => {
    const before = (await kit.stored(sourceId)).secrets.refreshToken;
    await kit.setSecrets(sourceId, { accessToken: 'bp-expired-token' });
    await kit.run(sourceId);
    const { row, secrets } = await kit.stored(sourceId);
    expect(secrets.accessToken).toBe(fake.credentials.accessToken);
    expect(secrets.refreshToken).not.toBe(before);
    expect(row.health).toBe('ok');
  });

  it("turns to 'reconnect' only when Brightpearl refuses the renewal, and mails the account's admins once", async () => {
    await expectReconnectOnceAfter(
      kit,
      sourceId,
      refusedRenewal(kit, sourceId, (token) => oauth.brightpearl.revoke(token), 'bp-expired-token'),
    );
  });
});
