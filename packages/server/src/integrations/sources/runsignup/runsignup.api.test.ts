import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { type RunSignupFake, startRunSignupFake } from '@storelens/fakes/runsignup/runsignup-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { runThroughFailures } from '../../testing/vendor-harness.fixture.ts';
import { type RaceApiKit, startRaceApiKit } from '../race-registrations/race-api.fixture.ts';

// RunSignup: saved without credentials, connected through the OAuth 1.0a
// validation flow (spec 2 §7), then a run of every stream with the fake's counts, an incremental run
// with only the changes, 429/5xx retried, a revoked token turning the source to 'reconnect' and
// mailing the account's admins once.

const SIZES = { customers: 40, orders: 90, products: 5, locations: 2 };

let fake: RunSignupFake;
let kit: RaceApiKit;

beforeAll(async () => {
  fake = await startRunSignupFake({ ...SIZES, seed: 51 });
  kit = await startRaceApiKit({ runSignup: fake.hostUrl });
});
afterAll(async () => {
  await kit?.close();
  await fake?.close();
});

describe('a RunSignup source through the API, the OAuth flow and the engine', () => {
  let sourceId: number;

  it('is saved waiting for its credentials, and the OAuth 1.0a return stores the access token', async () => {
    const created = await kit.create(SOURCE_TYPE.runSignup, {});
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ isSetup: false });
    sourceId = created.json().id;
    const link = created.json().validationToken as string;
    const request = await kit.call('GET', `/sources/runSignup/requestToken?token=${encodeURIComponent(link)}`);
    expect(request.statusCode, request.body).toBe(200);
    // the user approves at RunSignup, which sends the browser back to /runsignup with the verifier
    const approve = await fetch(`${fake.hostUrl}/OAuth/Verify?oauth_token=${request.json().token}`, {
      redirect: 'manual',
    });
    const back = new URL(String(approve.headers.get('location')));
    const saved = await kit.call('PATCH', `/sources/oauth/${encodeURIComponent(link)}`, {
      oauthToken: back.searchParams.get('oauth_token'),
      oauthVerifier: back.searchParams.get('oauth_verifier'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(fake.oauth.accessTokens).toHaveLength(1);
  });

  it("runs every stream with the fake's counts", async () => {
    const outcome = await runSource(kit.t.deps, sourceId, 'manual');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: SIZES.products,
      customers: fake.data.participantCount(),
      orders: SIZES.orders,
    });
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(SIZES.orders);
  });

  it('pulls only the changes on the next run', async () => {
    fake.data.dataset.orders.touch(5, () => ({ status: 'refunded' }));
    fake.data.dataset.orders.add();
    const outcome = await runSource(kit.t.deps, sourceId, 'scheduled');
    expect(outcome.status, outcome.error ?? '').toBe('succeeded');
    // events and races have no change filter: the short lists are read whole
    expect(outcome.counts.pulled).toEqual({
      locations: SIZES.locations,
      products: SIZES.products,
      customers: 2,
      orders: 2,
    });
    expect(outcome.counts.pushed[String(kit.destinationId)]?.orders).toBe(2);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    fake.data.dataset.orders.touch(6);
    const outcome = await runThroughFailures(kit, sourceId, fake, [429, 429, 502]);
    expect(outcome.counts.pulled.orders).toBe(1);
  });

  it("turns to 'reconnect' when RunSignup refuses the token, and mails the account's admins once", async () => {
    fake.revokeAll();
    expect((await runSource(kit.t.deps, sourceId, 'scheduled')).status).toBe('failed');
    const listed = (await kit.call('GET', `/sources/${kit.accountId}`)).json()[0];
    expect(listed.health).toBe('reconnect');
    await runSource(kit.t.deps, sourceId, 'scheduled');
    expect(await kit.mailsToOwner()).toBe(1);
  });
});
