import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { startRaceRosterFake } from '@storelens/fakes/raceroster/raceroster-fake';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sources } from '../../../db/connectors.schema.ts';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import { openDetail } from '../../connector-secrets.ts';
import { expectRaceRetries, expectRaceRun, useRaceApi } from '../race-registrations/race-api.fixture.ts';

// Race Roster: saved without credentials, connected through the login step
// of the validation page (spec 2 §7, 'Invalid Login or Password' §8), then every stream with the
// fake's counts, only the changes next time, an expired token renewed without the user, 429/5xx
// retried, and a changed password turning the source to 'reconnect' with one mail to the admins.

const SIZES = { customers: 40, orders: 90, products: 5, locations: 2 };

const race = useRaceApi(
  () => startRaceRosterFake({ ...SIZES, seed: 52 }),
  (fake) => ({ raceRoster: fake.hostUrl }),
);

describe('a Race Roster source through the API, the login step and the engine', () => {
  let sourceId: number;

  it('refuses a wrong login with the spec message, then stores the tokens of the right one', async () => {
    const created = await race.kit.create(SOURCE_TYPE.raceRoster, {});
    expect(created.statusCode, created.body).toBe(200);
    sourceId = created.json().id;
    const link = encodeURIComponent(created.json().validationToken as string);
    const wrong = await race.kit.call('PATCH', `/sources/oauth/${link}`, {
      login: race.fake.user.username,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Invalid Login or Password' });
    const ok = await race.kit.call('PATCH', `/sources/oauth/${link}`, {
      login: race.fake.user.username,
      password: race.fake.user.password,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("runs every stream with the fake's counts", async () => {
    const outcome = await expectRaceRun(race, sourceId, SIZES);
    expect(outcome.counts.pushed[String(race.kit.destinationId)]?.customers).toBe(race.fake.data.participantCount());
  });

  it('pulls only the changes on the next run, after renewing an expired token with the refresh token', async () => {
    race.fake.expireAccessTokens();
    const issued = race.fake.auth.accessTokens.length;
    race.fake.data.dataset.orders.touch(5, () => ({ status: 'refunded' }));
    race.fake.data.dataset.orders.add();
    await expectRaceRun(race, sourceId, SIZES, 2);
    expect(race.fake.auth.accessTokens.length).toBe(issued + 1);
  });

  it('stores the rotated refresh token sealed, so a restarted process refreshes with it', async () => {
    const stored = async () => {
      const [row] = await race.kit.t.deps.database.db.select().from(sources).where(eq(sources.id, sourceId));
      return { row: row!, detail: openDetail(race.kit.t.deps.secrets, row!.detail, row!.secrets) };
    };
    const before = (await stored()).detail.refreshToken as string;
    race.fake.expireAccessTokens();
    const grants = race.fake.auth.grants.length;
    const first = await runSource(race.kit.t.deps, sourceId, 'scheduled');
    expect(first.status, first.error ?? '').toBe('succeeded');
    expect(race.fake.auth.grants.slice(grants)).toEqual(['refresh_token']);
    const after = await stored();
    const rotated = after.detail.refreshToken as string;
    expect(rotated).toMatch(/^rrr_/);
    expect(rotated).not.toBe(before);
    // sealed like the other secrets: the plain detail column never holds it
    expect(JSON.stringify(after.row.detail)).not.toContain(rotated);
    expect(after.row.secrets ?? '').not.toContain(rotated);
    // the spent token is refused by Race Roster: the old process-memory pair would be lost here
    const reused = await fetch(`${race.fake.hostUrl}/api/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: before,
        client_id: race.fake.client.id,
        client_secret: race.fake.client.secret,
      }).toString(),
    });
    expect(reused.status).toBe(401);
    // "restart": a run builds its client from the stored detail alone; the stored token refreshes
    race.fake.expireAccessTokens();
    const second = await runSource(race.kit.t.deps, sourceId, 'scheduled');
    expect(second.status, second.error ?? '').toBe('succeeded');
    expect(race.fake.auth.grants.slice(grants)).toEqual(['refresh_token', 'refresh_token']);
    expect((await stored()).detail.refreshToken).not.toBe(rotated);
  });

  it('retries 429 and 5xx answers within a run', async () => {
    await expectRaceRetries(race, sourceId, [429, 429, 503]);
  });

  it("turns to 'reconnect' once the saved login is refused, and mails the account's admins once", async () => {
    race.fake.changePassword('Changed-at-Race-Roster-2');
    const failed = await runSource(race.kit.t.deps, sourceId, 'scheduled');
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('Invalid Login or Password');
    const listed = (await race.kit.call('GET', `/sources/${race.kit.accountId}`)).json()[0];
    expect(listed.health).toBe('reconnect');
    await runSource(race.kit.t.deps, sourceId, 'scheduled');
    expect(await race.kit.mailsToOwner()).toBe(1);
  });
});
