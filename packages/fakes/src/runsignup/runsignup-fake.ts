import { isSignatureValid, parseOAuthHeader } from '../oauth/oauth1-signature.ts';
import { DEFAULT_OAUTH_CLIENT, type OAuthClientCredentials } from '../oauth/oauth2-provider.ts';
import { createRunSignupOAuth } from '../oauth/runsignup-oauth1.ts';
import { createRaceData, type Race, type RaceEvent, type Registration, registrationsOf } from '../races/race-data.ts';
import type { DatasetOptions } from '../shared/dataset.ts';
import { serveFake } from '../shared/define-fake.ts';
import { type FakeRequest, type FakeResponse, intParam } from '../shared/http.ts';
import { pageOf } from '../shared/paging.ts';

/**
 * A local runsignup.com (reference source-apis.md §9): the three-legged OAuth 1.0a of
 * runsignup-oauth1.ts, and the REST API under `/Rest/`, every call signed with HMAC-SHA1 by the
 * consumer and an access token it issued (or the preset one):
 * - `GET /Rest/races?format=json&events=T&page&results_per_page` → `{races: [{race: {...}}]}`,
 *   at most 1,000 a page, dates 'M/d/yyyy HH:mm' in US Eastern time;
 * - `GET /Rest/race/{race_id}/participants?format=json&event_id&results_per_page&after_registration_id
 *   &modified_after_timestamp` → `[{event: {event_id}, participants: [...]}]` by registration id,
 *   keyset-paged (repeat until `participants` is empty), `last_modified` in unix seconds, the filter
 *   taken as ">=" (reference §9);
 * - errors as `{error: {error_code, error_msg}}`.
 *
 * Assumed, not documented: that `only_partner_races=T` lists the races the token's user manages (the
 * fake lists all its races either way, and refuses none), the statuses of refusals (401 for a bad
 * signature or token, 403 for a race the user does not manage, 404 for an unknown race), the error
 * codes, the participants' page limit (2,500), and the order (registration id). RunSignup documents no
 * rate limit: `failNext(n, 429)` answers 429 with Retry-After for backoff tests.
 */

export interface RunSignupFakeOptions extends DatasetOptions {
  port?: number;
  consumer?: OAuthClientCredentials;
  /** an access token accepted without the OAuth dance (the demo's pre-approved source) */
  accessToken?: { token: string; secret: string };
}

export const DEFAULT_RUNSIGNUP_ACCESS_TOKEN = {
  token: 'runsignup-test-access-token',
  secret: 'runsignup-test-access-token-secret',
};

const MAX_RACES_PAGE = 1000;
const MAX_PARTICIPANTS_PAGE = 2500;

const problem = (status: number, code: number, message: string): FakeResponse => ({
  status,
  body: { error: { error_code: code, error_msg: message } },
});

const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'M/d/yyyy HH:mm' in US Eastern time, as RunSignup writes its dates. */
export function easternDate(iso: string): string {
  const parts = Object.fromEntries(EASTERN.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}`;
}

const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function eventJson(event: RaceEvent) {
  return {
    event_id: event.id,
    race_event_days_id: event.id,
    name: event.name,
    start_time: easternDate(event.startsAt),
    registration_periods: [{ race_fee: `$${event.price.toFixed(2)}`, processing_fee: '$0.00' }],
  };
}

function raceJson(race: Race, events: RaceEvent[]) {
  return {
    race: {
      race_id: race.id,
      name: race.name,
      next_date: easternDate(race.startsAt).split(' ')[0],
      is_draft_race: 'F',
      is_registration_open: 'T',
      created: easternDate(race.updatedAt),
      last_modified: easternDate(race.updatedAt),
      address: { street: race.street, city: race.city, state: race.state, zipcode: race.zip, country_code: 'US' },
      timezone: 'America/New_York',
      events: events.map(eventJson),
    },
  };
}

function participantJson(reg: Registration) {
  const p = reg.person;
  return {
    registration_id: reg.id,
    user: {
      user_id: 7000 + p.id,
      first_name: p.firstName,
      last_name: p.lastName,
      email: p.email,
      phone: p.phone,
      dob: '1990-01-01',
      gender: p.id % 2 ? 'F' : 'M',
      address: { street: '1 Main St', city: 'Portland', state: 'OR', zipcode: '97201', country_code: 'US' },
    },
    bib_num: String(reg.id),
    chip_num: null,
    age: 34,
    registration_date: easternDate(reg.createdAt),
    last_modified: unixSeconds(reg.updatedAt),
    amount_paid: reg.status === 'refunded' ? '0.00' : reg.amountPaid.toFixed(2),
    race_fee: reg.amountPaid.toFixed(2),
    processing_fee: '0.00',
    question_responses: [],
  };
}

export async function startRunSignupFake(options: RunSignupFakeOptions = {}) {
  const consumer = options.consumer ?? DEFAULT_OAUTH_CLIENT;
  const preset = options.accessToken ?? DEFAULT_RUNSIGNUP_ACCESS_TOKEN;
  const oauth = createRunSignupOAuth({ consumer });
  const data = createRaceData(options);
  const nonces = new Set<string>();
  const revoked = new Set<string>();

  const tokenSecret = (token: string | undefined): string | null => {
    if (!token || revoked.has(token)) return null;
    if (token === preset.token) return preset.secret;
    return oauth.accessTokens.find((t) => t.token === token)?.secret ?? null;
  };

  /** An API call must be signed by our consumer with a token we issued (RFC 5849 §3.4, HMAC-SHA1). */
  const authenticate = (request: FakeRequest): FakeResponse | null => {
    const params = parseOAuthHeader(request.headers.authorization);
    if (!params) return problem(401, 6, 'OAuth authorization required');
    if (params.oauth_consumer_key !== consumer.id) return problem(401, 6, 'Invalid consumer key');
    const secret = tokenSecret(params.oauth_token);
    if (secret === null) return problem(401, 6, 'Invalid or expired access token');
    const nonce = `${params.oauth_timestamp}:${params.oauth_nonce}`;
    if (!params.oauth_nonce || nonces.has(nonce)) return problem(401, 6, 'Nonce already used');
    const url = new URL(`http://${request.headers.host}${request.url.pathname}${request.url.search}`);
    if (!isSignatureValid(request.method, url, params, {}, consumer.secret, secret))
      return problem(401, 6, 'Invalid signature');
    nonces.add(nonce);
    return null;
  };

  const races = (url: URL): FakeResponse => {
    const perPage = intParam(url, 'results_per_page', 50, MAX_RACES_PAGE);
    const page = intParam(url, 'page', 1);
    const withEvents = url.searchParams.get('events') !== 'F';
    const rows = pageOf(data.races(), page, perPage);
    return { status: 200, body: { races: rows.map((r) => raceJson(r, withEvents ? data.eventsOf(r.id) : [])) } };
  };

  const participants = (raceId: number, url: URL): FakeResponse => {
    if (!data.race(raceId)) return problem(404, 201, 'Race not found');
    const raceEvents = data.eventsOf(raceId).map((e) => e.id);
    const asked = (url.searchParams.get('event_id') ?? '').split(',').filter(Boolean).map(Number);
    if (asked.some((id) => !raceEvents.includes(id))) return problem(400, 202, 'Invalid event id for this race');
    const eventIds = asked.length ? asked : raceEvents;
    const perPage = intParam(url, 'results_per_page', 50, MAX_PARTICIPANTS_PAGE);
    const after = Number(url.searchParams.get('after_registration_id') ?? 0) || 0;
    const page = intParam(url, 'page', 1);
    const since = Number(url.searchParams.get('modified_after_timestamp') ?? 0) || 0;
    return {
      status: 200,
      body: eventIds.map((eventId) => {
        const rows = registrationsOf(data, new Set([eventId]), since * 1000).filter((r) => r.id > after);
        const from = after ? 0 : (page - 1) * perPage;
        return { event: { event_id: eventId }, participants: rows.slice(from, from + perPage).map(participantJson) };
      }),
    };
  };

  const handle = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname;
    const flow = oauth.handle(request, path);
    if (flow) return flow;
    if (!path.startsWith('/Rest/')) return { status: 404, body: 'Not Found' };
    if (request.method !== 'GET') return problem(405, 1, 'Method not allowed');
    const refused = authenticate(request);
    if (refused) return refused;
    if (request.url.searchParams.get('format') !== 'json')
      return { status: 200, headers: { 'content-type': 'application/xml' }, body: '<races/>' };
    if (path === '/Rest/races') return races(request.url);
    const match = /^\/Rest\/race\/(\d+)\/participants$/.exec(path);
    if (match) return participants(Number(match[1]), request.url);
    return problem(404, 2, 'Unknown method');
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the VendorEndpoints `runSignup` host: OAuth at /oauth, the API at /Rest */
    hostUrl: url,
    consumer,
    accessToken: preset,
    oauth,
    /** the user withdrew the app's access: every token stops working */
    revokeAll() {
      revoked.add(preset.token);
      for (const t of oauth.accessTokens) revoked.add(t.token);
    },
    restoreAll: () => revoked.clear(),
  }));
}

export type RunSignupFake = Awaited<ReturnType<typeof startRunSignupFake>>;
