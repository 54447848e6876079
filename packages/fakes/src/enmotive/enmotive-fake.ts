import { createRaceData, type Race, type RaceEvent, type Registration } from '../races/race-data.ts';
import type { DatasetOptions } from '../shared/dataset.ts';
import { routed, serveFake, windowQuota } from '../shared/define-fake.ts';
import { type FakeResponse, intParam } from '../shared/http.ts';
import { pageOf } from '../shared/paging.ts';
import { wallClockMs } from '../shared/wall-time.ts';

/**
 * A local EnMotive API. EnMotive publishes nothing (reference source-apis.md §13, confidence None):
 * EVERY shape here is our assumption, chosen to be ordinary so that the client is easy to correct
 * once the vendor's private documentation is in hand (docs/vendors/enmotive.md lists each):
 * - `X-Api-Key: {apiKey}` on every call; the tenant in the path, `/v1/tenants/{tenantId}`;
 * - `GET /v1/tenants/{tenantId}` → `{id, name, timezone}`;
 * - `GET /v1/tenants/{tenantId}/events?page&pageSize` → events (a race day at a venue) with their races;
 * - `GET /v1/tenants/{tenantId}/registrations?modifiedSince&page&pageSize` → registrations with
 *   their registrant, sorted by (modifiedAt, id), `modifiedSince` inclusive;
 * - lists as `{items, page, pageSize, totalCount}`, page from 1, pageSize up to 500;
 * - times as the tenant's wall time without an offset ('2024-05-01T08:30:00'), which is why the
 *   source form asks for a timezone;
 * - 401 `{error: {code: 'Unauthorized'}}` for a wrong key, 404 `{error: {code: 'TenantNotFound'}}`
 *   for an unknown tenant, 429 with Retry-After over `quota` calls a minute.
 */

export interface EnMotiveFakeOptions extends DatasetOptions {
  port?: number;
  apiKey?: string;
  tenantId?: string;
  /** the tenant's zone: its wall times are written in it */
  timezone?: string;
  /** calls a minute before 429 (default: unlimited) */
  quota?: number;
}

const MAX_PAGE_SIZE = 500;

const failure = (status: number, code: string, message: string, headers?: Record<string, string>): FakeResponse => ({
  status,
  ...(headers ? { headers } : {}),
  body: { error: { code, message } },
});

export async function startEnMotiveFake(options: EnMotiveFakeOptions = {}) {
  const auth = { apiKey: options.apiKey ?? 'enmotive-test-api-key', tenantId: options.tenantId ?? 'demo-tenant' };
  const timezone = options.timezone ?? 'America/Chicago';
  const data = createRaceData(options);

  const wall = (iso: string) => new Date(wallClockMs(Date.parse(iso), timezone)).toISOString().slice(0, 19);
  /** a wall time in the tenant's zone → ms (the hour repeated in autumn is read as its first) */
  const fromWall = (value: string) => {
    const asUtc = Date.parse(`${value.slice(0, 19)}Z`);
    if (Number.isNaN(asUtc)) return null;
    return asUtc - (wallClockMs(asUtc, timezone) - asUtc);
  };

  const eventJson = (race: Race, races: RaceEvent[]) => ({
    id: race.id,
    name: race.name,
    venue: { street: race.street, city: race.city, state: race.state, postalCode: race.zip },
    startsAt: wall(race.startsAt),
    modifiedAt: wall(race.updatedAt),
    races: races.map((r) => ({ id: r.id, name: r.name, price: r.price })),
  });
  const registrationJson = (reg: Registration) => ({
    id: reg.id,
    eventId: reg.raceId,
    raceId: reg.eventId,
    registrant: {
      id: reg.person.id,
      firstName: reg.person.firstName,
      lastName: reg.person.lastName,
      email: reg.person.email,
      phone: reg.person.phone,
      optIn: reg.person.acceptsMarketing,
    },
    status: reg.status === 'refunded' ? 'Refunded' : reg.status === 'pending' ? 'Pending' : 'Complete',
    amountPaid: reg.amountPaid,
    currency: reg.currency,
    createdAt: wall(reg.createdAt),
    modifiedAt: wall(reg.updatedAt),
  });

  const list = <T>(rows: T[], url: URL): FakeResponse => {
    const page = intParam(url, 'page', 1);
    const pageSize = intParam(url, 'pageSize', 100, MAX_PAGE_SIZE);
    return { status: 200, body: { items: pageOf(rows, page, pageSize), page, pageSize, totalCount: rows.length } };
  };

  const handle = routed({
    route: (request) => /^\/v1\/tenants\/([^/]+)(\/[a-z]+)?$/.exec(request.url.pathname),
    notFound: failure(404, 'NotFound', 'No such resource'),
    auth: (request) =>
      request.headers['x-api-key'] !== auth.apiKey ? failure(401, 'Unauthorized', 'Invalid API key') : null,
    quota: windowQuota({
      limit: options.quota || null,
      windowMs: 60_000,
      refuse: (seconds) => failure(429, 'TooManyRequests', 'Rate limit exceeded', { 'retry-after': String(seconds) }),
    }),
    serve: (request, match) => {
      if (decodeURIComponent(match[1]!) !== auth.tenantId) return failure(404, 'TenantNotFound', 'Tenant not found');
      if (request.method !== 'GET') return failure(405, 'MethodNotAllowed', 'Method not allowed');
      switch (match[2]) {
        case undefined:
          return { status: 200, body: { id: auth.tenantId, name: 'Demo Race Series', timezone } };
        case '/events':
          return list(
            data.races().map((r) => eventJson(r, data.eventsOf(r.id))),
            request.url,
          );
        case '/registrations': {
          const since = request.url.searchParams.get('modifiedSince');
          const sinceMs = since ? fromWall(since) : 0;
          if (sinceMs === null) return failure(400, 'InvalidParameter', 'modifiedSince is not a date and time');
          const rows = data
            .registrations()
            .filter((r) => Date.parse(r.updatedAt) >= sinceMs)
            .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id - b.id);
          return list(rows.map(registrationJson), request.url);
        }
        default:
          return failure(404, 'NotFound', 'No such resource');
      }
    },
  });

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the VendorEndpoints `enMotive` base: `{apiUrl}/tenants/{tenantId}/...` */
    apiUrl: `${url}/v1`,
    credentials: { ...auth, timezone },
  }));
}

export type EnMotiveFake = Awaited<ReturnType<typeof startEnMotiveFake>>;
