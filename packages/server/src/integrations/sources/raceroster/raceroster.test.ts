import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import { type RaceRosterFake, startRaceRosterFake } from '@storelens/fakes/raceroster/raceroster-fake';
import { describe, expect, it } from 'vitest';
import { describeSourceConnector, idsOf as ids, START } from '../../testing/source-connector-suite.fixture.ts';
import { collectPull } from '../shared/collect.ts';
import type { RaceRosterDetail } from './client.ts';
import { createRaceRosterSource } from './sync.ts';

// 250 registrations over two events: each event's participants take two pages of 100
const SIZES = { orders: 250, customers: 60, products: 4, locations: 2 };

/** What the validation page stores after a good login (modules/source-validation). */
async function signedInDetail(fake: RaceRosterFake): Promise<RaceRosterDetail> {
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

const suite = describeSourceConnector({
  title: 'Race Roster',
  start: () => startRaceRosterFake(SIZES),
  connector: (fake, options) =>
    createRaceRosterSource({ ...options, endpoints: { raceRoster: fake.hostUrl }, client: DEFAULT_OAUTH_CLIENT }),
  detail: signedInDetail,
  // a person registers more than once: customers are counted by the fake's participants below
  sizes: { orders: SIZES.orders, products: SIZES.products, locations: SIZES.locations },
  // a dead token and no refresh token: the saved login is tried, and refused once the password changed
  refusals: [
    {
      change: { password: 'changed-since', accessToken: 'expired-token', refreshToken: undefined },
      code: 'InvalidLogin',
    },
  ],
  retried: 'orders',
});
const fake = () => suite.fake;
const source = () => suite.source;
describe('Race Roster source: its own mapping, renewal and sign-in', () => {
  it('maps a registration to an order with its entry, from a fresh sign-in, and each participant to a customer', async () => {
    const detail = await signedInDetail(fake());
    const orders = await collectPull(source().pull(detail, 'orders', START));
    const reg = fake().data.registration(fake().data.dataset.orders.get(Number(orders.records[0]!.vendorId))!);
    expect(orders.records[0]).toMatchObject({
      customerVendorId: String(5000 + reg.person.id),
      locationVendorId: String(reg.raceId),
      total: reg.amountPaid,
      createdAt: reg.createdAt,
      updatedAt: reg.updatedAt,
    });
    expect(orders.records[0]!.lines).toEqual([expect.objectContaining({ productVendorId: String(reg.eventId) })]);
    const customers = await collectPull(source().pull(detail, 'customers', START));
    expect(customers.records).toHaveLength(fake().data.participantCount());
  });

  it('hands out only the changes on the next pull (no change filter: the client keeps them)', async () => {
    const detail = await signedInDetail(fake());
    const orders = await collectPull(source().pull(detail, 'orders', START));
    const customers = await collectPull(source().pull(detail, 'customers', START));
    fake().data.dataset.orders.touch(7, () => ({ status: 'refunded' }));
    const added = fake().data.dataset.orders.add();
    const next = await collectPull(source().pull(detail, 'orders', { ...START, cursor: orders.lastCursor }));
    expect(ids(next.records).sort()).toEqual(['7', String(added.id)].sort());
    expect(next.records.find((r) => r.vendorId === '7')).toMatchObject({ status: 'refunded', total: 0 });
    const again = await collectPull(source().pull(detail, 'orders', { ...START, cursor: next.lastCursor }));
    expect(again.records).toEqual([]);
    const people = await collectPull(source().pull(detail, 'customers', { ...START, cursor: customers.lastCursor }));
    const expected = new Set(
      ['7', String(added.id)].map(
        (id) => fake().data.registration(fake().data.dataset.orders.get(Number(id))!).person.id + 5000,
      ),
    );
    expect(ids(people.records).sort()).toEqual([...expected].map(String).sort());
  });

  it('refreshes an expired token with the refresh token, and signs in again when that is spent', async () => {
    const detail = await signedInDetail(fake());
    fake().expireAccessTokens();
    const issued = fake().auth.accessTokens.length;
    expect((await collectPull(source().pull(detail, 'locations', START))).records).toHaveLength(SIZES.locations);
    expect(fake().auth.accessTokens.length).toBe(issued + 1);
    // the rotated pair is remembered: the next pull uses the new token without another grant
    expect((await collectPull(source().pull(detail, 'products', START))).records).toHaveLength(SIZES.products);
    expect(fake().auth.accessTokens.length).toBe(issued + 1);
    // a detail whose refresh token was spent elsewhere: the saved login signs in
    const other = await signedInDetail(fake());
    await collectPull(source().pull({ ...other, refreshToken: 'spent' }, 'locations', START));
    fake().expireAccessTokens();
    const spent = { ...other, refreshToken: 'spent', accessToken: `${other.accessToken}-old` };
    expect((await collectPull(source().pull(spent, 'locations', START))).records).toHaveLength(SIZES.locations);
  });

  it('signs in with the saved login when no token is stored', async () => {
    expect(
      (
        await collectPull(
          source().pull({ login: fake().user.username, password: fake().user.password }, 'locations', START),
        )
      ).records,
    ).toHaveLength(SIZES.locations);
  });
});
