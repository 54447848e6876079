import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { type RaceRosterFake, startRaceRosterFake } from '@storelens/fakes/raceroster/raceroster-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPull } from '../shared/collect.ts';
import type { RaceRosterDetail } from './client.ts';
import { createRaceRosterSource } from './sync.ts';

const START = { cursor: null, startDate: '2020-01-01' };
const retry = { baseDelayMs: 5, attempts: 4 };
// 250 registrations over two events: each event's participants take two pages of 100
const SIZES = { orders: 250, customers: 60, products: 4, locations: 2 };

let fake: RaceRosterFake;
let source: ReturnType<typeof createRaceRosterSource>;

beforeAll(async () => {
  fake = await startRaceRosterFake(SIZES);
  source = createRaceRosterSource({ endpoints: { raceRoster: fake.hostUrl }, client: DEFAULT_OAUTH_CLIENT, retry });
});
afterAll(() => fake.close());

const ids = (records: { vendorId: string }[]) => records.map((r) => r.vendorId);

/** What the validation page stores after a good login (modules/source-validation). */
async function signedInDetail(): Promise<RaceRosterDetail> {
  const res = await fetch(`${fake.hostUrl}/api/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'access_token',
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      username: fake.user.username,
      password: fake.user.password,
    }),
  });
  const tokens = (await res.json()) as { access_token: string; refresh_token: string };
  return {
    ...fake.user,
    login: fake.user.username,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}

describe('Race Roster source against the fake', () => {
  it('pulls every registration, participant, sub-event and event', async () => {
    const detail = await signedInDetail();
    const orders = await collectPull(source.pull(detail, 'orders', START));
    expect(orders.records).toHaveLength(SIZES.orders);
    const reg = fake.data.registration(fake.data.dataset.orders.get(Number(orders.records[0]!.vendorId))!);
    expect(orders.records[0]).toMatchObject({
      customerVendorId: String(5000 + reg.person.id),
      locationVendorId: String(reg.raceId),
      total: reg.amountPaid,
      createdAt: reg.createdAt,
      updatedAt: reg.updatedAt,
    });
    expect(orders.records[0]!.lines).toEqual([expect.objectContaining({ productVendorId: String(reg.eventId) })]);
    const customers = await collectPull(source.pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(fake.data.participantCount());
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('hands out only the changes on the next pull (no change filter: the client keeps them)', async () => {
    const detail = await signedInDetail();
    const orders = await collectPull(source.pull(detail, 'orders', START));
    const customers = await collectPull(source.pull(detail, 'customers', START));
    fake.data.dataset.orders.touch(7, () => ({ status: 'refunded' }));
    const added = fake.data.dataset.orders.add();
    const next = await collectPull(source.pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(next.records).sort()).toEqual(['7', String(added.id)].sort());
    expect(next.records.find((r) => r.vendorId === '7')).toMatchObject({ status: 'refunded', total: 0 });
    const again = await collectPull(source.pull(detail, 'orders', { ...START, cursor: next.lastCursor }));
    expect(again.records).toEqual([]);
    const people = await collectPull(source.pull(detail, 'customers', { ...START, cursor: customers.lastCursor }));
    const expected = new Set(
      ['7', String(added.id)].map(
        (id) => fake.data.registration(fake.data.dataset.orders.get(Number(id))!).person.id + 5000,
      ),
    );
    expect(ids(people.records).sort()).toEqual([...expected].map(String).sort());
  });

  it('refreshes an expired token with the refresh token, and signs in again when that is spent', async () => {
    const detail = await signedInDetail();
    fake.expireAccessTokens();
    const issued = fake.auth.accessTokens.length;
    expect((await collectPull(source.pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
    expect(fake.auth.accessTokens.length).toBe(issued + 1);
    // the rotated pair is remembered: the next pull uses the new token without another grant
    expect((await collectPull(source.pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    expect(fake.auth.accessTokens.length).toBe(issued + 1);
    // a detail whose refresh token was spent elsewhere: the saved login signs in
    const other = await signedInDetail();
    await collectPull(source.pull({ ...other, refreshToken: 'spent' }, 'locations', START));
    fake.expireAccessTokens();
    const spent = { ...other, refreshToken: 'spent', accessToken: `${other.accessToken}-old` };
    expect((await collectPull(source.pull(spent, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('signs in with the saved login when no token is stored, and turns to reconnect when the login is refused', async () => {
    expect(
      (await collectPull(source.pull({ login: fake.user.username, password: fake.user.password }, 'locations', START)))
        .records,
    ).toHaveLength(SIZES.locations);
    const refused = { login: fake.user.username, password: 'changed-since', accessToken: 'expired-token' };
    const pull = source.pull(refused, 'orders', START)[Symbol.asyncIterator]();
    await expect(pull.next()).rejects.toMatchObject({ kind: 'credentials', code: 'InvalidLogin' });
  });

  it('retries a 429 and a 503', async () => {
    const detail = await signedInDetail();
    fake.failNext(2, 429, 0);
    fake.failNext(1, 503);
    expect((await collectPull(source.pull(detail, 'customers', START))).records).toHaveLength(
      fake.data.participantCount(),
    );
  });
});
