import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startRunSignupFake } from '@storelens/fakes/runsignup/runsignup-fake';
import { describe, expect, it } from 'vitest';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { expectRaceRetries, expectRaceRun, useRaceApi } from '../race-registrations/race-api.fixture.ts';

// RunSignup: saved without credentials, connected through the OAuth 1.0a
// validation flow (spec 2 §7), then a run of every stream with the fake's counts, an incremental run
// with only the changes, 429/5xx retried, a revoked token turning the source to 'reconnect' and
// mailing the account's admins once.

const SIZES = { customers: 40, orders: 90, products: 5, locations: 2 };

const race = useRaceApi(
  () => startRunSignupFake({ ...SIZES, seed: 51 }),
  (fake) => ({ runSignup: fake.hostUrl }),
);

describe('a RunSignup source through the API, the OAuth flow and the engine', () => {
  let sourceId: number;

  it('is saved waiting for its credentials, and the OAuth 1.0a return stores the access token', async () => {
    const created = await race.kit.create(SOURCE_TYPE.runSignup, {});
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ isSetup: false });
    sourceId = created.json().id;
    const link = created.json().validationToken as string;
    const request = await race.kit.call('GET', `/sources/runSignup/requestToken?token=${encodeURIComponent(link)}`);
    expect(request.statusCode, request.body).toBe(200);
    // the user approves at RunSignup, which sends the browser back to /runsignup with the verifier
    const approve = await fetch(`${race.fake.hostUrl}/OAuth/Verify?oauth_token=${request.json().token}`, {
      redirect: 'manual',
    });
    const back = new URL(String(approve.headers.get('location')));
    const saved = await race.kit.call('PATCH', `/sources/oauth/${encodeURIComponent(link)}`, {
      oauthToken: back.searchParams.get('oauth_token'),
      oauthVerifier: back.searchParams.get('oauth_verifier'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(race.fake.oauth.accessTokens).toHaveLength(1);
  });

  it("runs every stream with the fake's counts", async () => {
    const outcome = await expectRaceRun(race, sourceId, SIZES);
    expect(outcome.counts.destinationErrors).toEqual({});
    expect(outcome.counts.pushed[String(race.kit.destinationId)]?.orders).toBe(SIZES.orders);
  });

  it('pulls only the changes on the next run', async () => {
    race.fake.data.dataset.orders.touch(5, () => ({ status: 'refunded' }));
    race.fake.data.dataset.orders.add();
    // events and races have no change filter: the short lists are read whole
    const outcome = await expectRaceRun(race, sourceId, SIZES, 2);
    expect(outcome.counts.pushed[String(race.kit.destinationId)]?.orders).toBe(2);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    await expectRaceRetries(race, sourceId, [429, 429, 502]);
  });

  it("turns to 'reconnect' when RunSignup refuses the token, and mails the account's admins once", async () => {
    race.fake.revokeAll();
    expect((await runSource(race.kit.t.deps, sourceId, 'scheduled')).status).toBe('failed');
    const listed = (await race.kit.call('GET', `/sources/${race.kit.accountId}`)).json()[0];
    expect(listed.health).toBe('reconnect');
    await runSource(race.kit.t.deps, sourceId, 'scheduled');
    expect(await race.kit.mailsToOwner()).toBe(1);
  });
});
