import { DEFAULT_OAUTH_CLIENT, type OAuthClientCredentials } from '../oauth/oauth2-provider.ts';
import { createRaceRosterAuth, DEFAULT_RACEROSTER_USER } from '../oauth/raceroster-auth.ts';
import { createRaceData, type Race, type RaceEvent, type Registration, registrationsOf } from '../races/race-data.ts';
import type { DatasetOptions } from '../shared/dataset.ts';
import { serveFake } from '../shared/define-fake.ts';
import { bearerToken, type FakeRequest, type FakeResponse, intParam } from '../shared/http.ts';
import { pageOf } from '../shared/paging.ts';

/**
 * A local raceroster.com (reference source-apis.md §10, confidence Low-Medium): the password grant
 * and refresh of raceroster-auth.ts at `POST /api/oauth/authorize`, and the v1 API under `/api/v1/`
 * with `Authorization: Bearer`:
 * - `GET /api/v1/events?page&perPage` — the account's events (a Race Roster event is a race: a venue
 *   and a day) with their sub-events (5K, 10K, ...);
 * - `GET /api/v1/events/{eventId}/participants?page&perPage` — one row per registered participant.
 * Lists answer `{data: [...], meta: {pagination: {currentPage, perPage, total, totalPages}}}`, by id.
 * A refused token answers OAuth-style `{error, error_description, hint}` with 401.
 *
 * Assumed, not documented: every field name of the event and participant rows, the list envelope,
 * perPage up to 100 (seen only on results), and the order (by id). No incremental filter and no rate
 * limit are documented: the fake has none; `failNext(n, 429)` answers 429 with Retry-After.
 * Access tokens last `tokenSeconds` (the auth answer's expires_in, 3,600); `expireAccessTokens()`
 * ends every token issued so far, as time would.
 */

export interface RaceRosterFakeOptions extends DatasetOptions {
  port?: number;
  client?: OAuthClientCredentials;
  users?: Array<{ username: string; password: string }>;
  /** how long an access token works (default 3,600 s, as the token answer says) */
  tokenSeconds?: number;
  /** a path the host lives under (e.g. '/raceroster' on a port shared with other auth fakes) */
  basePath?: string;
}

const MAX_PER_PAGE = 100;

const oauthError = (status: number, error: string, description: string, hint = ''): FakeResponse => ({
  status,
  body: { error, error_description: description, hint },
});

const listAnswer = <T>(rows: T[], page: number, perPage: number) => ({
  status: 200,
  body: {
    data: pageOf(rows, page, perPage),
    meta: {
      pagination: { currentPage: page, perPage, total: rows.length, totalPages: Math.ceil(rows.length / perPage) },
    },
  },
});

function eventJson(race: Race, subEvents: RaceEvent[]) {
  return {
    id: race.id,
    name: race.name,
    startDate: race.startsAt,
    timezone: 'America/New_York',
    currency: 'USD',
    location: { address: race.street, city: race.city, region: race.state, postalCode: race.zip, country: 'US' },
    updatedAt: race.updatedAt,
    subEvents: subEvents.map((e) => ({ id: e.id, name: e.name, price: e.price, startDate: e.startsAt })),
  };
}

function participantJson(reg: Registration) {
  const p = reg.person;
  return {
    id: reg.id,
    registrationId: reg.id,
    subEventId: reg.eventId,
    // the person across registrations: Race Roster's user account
    userId: 5000 + p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    gender: p.id % 2 ? 'female' : 'male',
    dateOfBirth: '1990-01-01',
    status: reg.status === 'refunded' ? 'refunded' : 'registered',
    amountPaid: reg.status === 'refunded' ? 0 : reg.amountPaid,
    currency: reg.currency,
    registeredAt: reg.createdAt,
    updatedAt: reg.updatedAt,
  };
}

export async function startRaceRosterFake(options: RaceRosterFakeOptions = {}) {
  const client = options.client ?? DEFAULT_OAUTH_CLIENT;
  // copies: a test may change a password without touching the shared default
  const users = (options.users ?? [DEFAULT_RACEROSTER_USER]).map((u) => ({ ...u }));
  const auth = createRaceRosterAuth({ client, users });
  const data = createRaceData(options);
  const tokenMs = (options.tokenSeconds ?? 3600) * 1000;
  /** when each access token was first seen (issued tokens are appended to auth.accessTokens) */
  const issuedAt = new Map<string, number>();
  const expired = new Set<string>();
  /** refresh tokens handed out (read off the token answers) and those a revocation ended */
  const refreshTokens: string[] = [];
  const revokedRefresh = new Set<string>();

  const tokenState = (token: string | null): 'ok' | 'expired' | 'unknown' => {
    if (!token || !auth.accessTokens.includes(token)) return 'unknown';
    if (!issuedAt.has(token)) issuedAt.set(token, Date.now());
    if (expired.has(token) || Date.now() - issuedAt.get(token)! > tokenMs) return 'expired';
    return 'ok';
  };

  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const handle = (request: FakeRequest): FakeResponse => {
    if (!request.url.pathname.startsWith(`${basePath}/`)) return { status: 404, body: { message: 'Not Found' } };
    const path = request.url.pathname.slice(basePath.length);
    if (path === '/api/oauth/authorize') {
      const refresh = new URLSearchParams(request.body).get('refresh_token');
      if (refresh && revokedRefresh.has(refresh))
        return oauthError(401, 'invalid_request', 'The refresh token is invalid.', 'Token has been revoked');
    }
    const flow = auth.handle(request, path);
    if (flow) {
      const issued = (flow.body as { refresh_token?: unknown } | undefined)?.refresh_token;
      if (typeof issued === 'string') refreshTokens.push(issued);
      // a token starts its life when it is issued
      for (const token of auth.accessTokens) if (!issuedAt.has(token)) issuedAt.set(token, Date.now());
      return flow;
    }
    if (!path.startsWith('/api/v1/')) return { status: 404, body: { message: 'Not Found' } };
    if (request.method !== 'GET') return { status: 405, body: { message: 'Method Not Allowed' } };
    const state = tokenState(bearerToken(request.headers));
    if (state === 'expired')
      return oauthError(
        401,
        'access_denied',
        'The resource owner or authorization server denied the request.',
        'Access token has expired',
      );
    if (state === 'unknown')
      return oauthError(
        401,
        'access_denied',
        'The resource owner or authorization server denied the request.',
        'Access token could not be verified',
      );
    const perPage = intParam(request.url, 'perPage', 25, MAX_PER_PAGE);
    const page = intParam(request.url, 'page', 1);
    if (path === '/api/v1/events') {
      return listAnswer(
        data.races().map((r) => eventJson(r, data.eventsOf(r.id))),
        page,
        perPage,
      );
    }
    const match = /^\/api\/v1\/events\/(\d+)\/participants$/.exec(path);
    if (match) {
      const raceId = Number(match[1]);
      if (!data.race(raceId)) return { status: 404, body: { message: 'Event not found' } };
      const subEvents = new Set(data.eventsOf(raceId).map((e) => e.id));
      return listAnswer(registrationsOf(data, subEvents).map(participantJson), page, perPage);
    }
    return { status: 404, body: { message: 'Not Found' } };
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the VendorEndpoints `raceRoster` host: the token call at /api/oauth/authorize, the API at /api/v1 */
    hostUrl: `${url}${basePath}`,
    client,
    user: { ...users[0]! },
    auth,
    /** every access token issued so far stops working, as if its hour had passed */
    expireAccessTokens() {
      for (const token of auth.accessTokens) expired.add(token);
    },
    /** the account's password changed: every token issued so far stops working, refresh tokens too */
    changePassword(password: string) {
      users[0]!.password = password;
      for (const token of auth.accessTokens) expired.add(token);
      for (const token of refreshTokens) revokedRefresh.add(token);
    },
  }));
}

export type RaceRosterFake = Awaited<ReturnType<typeof startRaceRosterFake>>;
