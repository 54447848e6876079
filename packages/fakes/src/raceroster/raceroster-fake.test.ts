import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OAUTH_CLIENT } from '../oauth/oauth2-provider.ts';
import { type RaceRosterFake, startRaceRosterFake } from './raceroster-fake.ts';

let fake: RaceRosterFake;
beforeAll(async () => {
  fake = await startRaceRosterFake({ customers: 10, orders: 30, products: 6, locations: 2 });
});
afterAll(() => fake.close());

const token = async (form: Record<string, string>) => {
  const res = await fetch(`${fake.hostUrl}/api/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      ...form,
    }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
};
const get = (path: string, accessToken: string) =>
  fetch(`${fake.hostUrl}/api/v1${path}`, { headers: { authorization: `Bearer ${accessToken}` } });

describe('Race Roster fake (reference source-apis.md §10)', () => {
  it('serves events and participants to a signed-in token, paged with meta.pagination', async () => {
    const login = await token({
      grant_type: 'access_token',
      username: fake.user.username,
      password: fake.user.password,
    });
    expect(login.status).toBe(200);
    const events = (await (await get('/events', login.body.access_token!)).json()) as {
      data: Array<{ id: number; subEvents: unknown[] }>;
    };
    expect(events.data.map((e) => e.id)).toEqual([1, 2]);
    const page = (await (await get('/events/1/participants?perPage=2&page=1', login.body.access_token!)).json()) as {
      data: unknown[];
      meta: { pagination: { total: number; totalPages: number } };
    };
    expect(page.data).toHaveLength(2);
    expect(page.meta.pagination.totalPages).toBe(Math.ceil(page.meta.pagination.total / 2));
  });

  it('refuses an expired token OAuth-style until the refresh token gets a new one', async () => {
    const login = await token({
      grant_type: 'access_token',
      username: fake.user.username,
      password: fake.user.password,
    });
    fake.expireAccessTokens();
    const refused = await get('/events', login.body.access_token!);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'access_denied', hint: 'Access token has expired' });
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: login.body.refresh_token! });
    expect(refreshed.status).toBe(200);
    expect((await get('/events', refreshed.body.access_token!)).status).toBe(200);
    // refresh tokens are single use
    expect((await token({ grant_type: 'refresh_token', refresh_token: login.body.refresh_token! })).status).toBe(401);
  });
});
