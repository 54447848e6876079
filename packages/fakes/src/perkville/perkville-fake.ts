import type { Collection, Stamped } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { bearerState, routed, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';

/**
 * A local Perkville API v2 (reference source-apis.md §11) for one business: `/v2/{resource}/` with
 * an OAuth Bearer token; lists `{"meta": {limit, offset, next, previous, total_count}, "objects": [...]}`
 * paged by `limit` + `offset`; `last_mod_dt__gte` (`YYYY-MM-DD HH:MMZ`, minute precision) with
 * `order_by=last_mod_dt`; users (the business's customers), transactions (points earned and
 * redeemed), perks, locations and businesses; a request without a User-Agent refused the way
 * Cloudflare in front of Perkville refuses it (reference §11).
 *
 * Assumed, not documented (reference §11 names no rate limit and no error bodies): the field names
 * beyond the reference's, the 401 body, `order_by`, the largest page (1,000), and the optional
 * 429 + Retry-After limit (`quota` requests per `windowMs`), which is ours for testing a client's backoff.
 */

export interface PerkvilleFakeOptions extends DatasetOptions {
  port?: number;
  accessToken?: string;
  expiredTokens?: string[];
  /** assumed limit, off unless set: requests per window before a 429 */
  quota?: number;
  windowMs?: number;
}

const MAX_LIMIT = 1000;
const BUSINESS_ID = 1;

const pvError = (status: number, error: string, description: string): FakeResponse => ({
  status,
  body: { error, error_description: description },
});

/** `2024-01-01 10:00Z` (or an ISO instant): the bound, inclusive. */
function minuteBound(value: string | null): number | null | 'invalid' {
  if (!value) return null;
  const match = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d)(?::\d\d(?:\.\d+)?)?Z$/.exec(value.trim());
  if (!match) return 'invalid';
  const ms = Date.parse(`${match[1]}T${match[2]}:00Z`);
  return Number.isNaN(ms) ? 'invalid' : ms;
}

const userJson = (c: GenCustomer) => ({
  user_id: c.id,
  first_name: c.firstName,
  last_name: c.lastName,
  emails: [{ email: c.email, is_primary: true }],
  phone_number: c.phone,
  date_joined: c.createdAt,
  last_mod_dt: c.updatedAt,
  resource_uri: `/v2/users/${c.id}/`,
});

/** An order's points: a redemption spends a perk; a purchase earns a point a dollar (assumed). */
const transactionJson = (o: GenOrder, product: GenProduct | undefined) => {
  const redeemed = o.status === 'refunded';
  return {
    transaction_id: o.id,
    business_id: BUSINESS_ID,
    user_id: o.customerId,
    location_id: o.locationId,
    transaction_type: redeemed ? 'REDEEM' : 'EARN',
    perk_id: redeemed ? (product?.id ?? null) : null,
    points: redeemed ? -Math.round((product?.price ?? 0) * 10) : Math.round(o.total),
    description: redeemed ? `Redeemed ${product?.title ?? 'a perk'}` : `Purchase #${o.number}`,
    transaction_dt: o.createdAt,
    last_mod_dt: o.updatedAt,
    resource_uri: `/v2/transactions/${o.id}/`,
  };
};

const perkJson = (p: GenProduct) => ({
  perk_id: p.id,
  business_id: BUSINESS_ID,
  title: p.title,
  description: `${p.category} reward`,
  points: Math.round(p.price * 10),
  status: 'ACTIVE',
  last_mod_dt: p.updatedAt,
  resource_uri: `/v2/perks/${p.id}/`,
});

const locationJson = (l: GenLocation) => ({
  location_id: l.id,
  business_id: BUSINESS_ID,
  name: l.name,
  address: l.street1,
  city: l.city,
  state: l.state,
  zip_code: l.zip,
  last_mod_dt: l.updatedAt,
  resource_uri: `/v2/locations/${l.id}/`,
});

export async function startPerkvilleFake(options: PerkvilleFakeOptions = {}) {
  const data = createDataset(options);
  const auth = {
    accessToken: options.accessToken ?? 'pv-test-access-token',
    expiredTokens: options.expiredTokens ?? ['pv-expired-token'],
  };
  const quota = windowQuota({
    limit: options.quota ?? null,
    windowMs: options.windowMs ?? 60_000,
    refuse: (seconds) => ({
      ...pvError(429, 'throttled', 'Too many requests'),
      headers: { 'retry-after': String(seconds) },
    }),
  });

  const api = routed({
    route: (request) => /^\/v2\/([a-z]+)\/?$/.exec(request.url.pathname),
    notFound: pvError(404, 'not_found', 'No such resource'),
    auth: (request) => {
      const state = bearerState(request, auth.accessToken, auth.expiredTokens);
      if (state === 'expired') return pvError(401, 'invalid_token', 'The access token expired');
      return state === 'invalid' ? pvError(401, 'invalid_token', 'The access token is invalid') : null;
    },
    quota,
    method: { allowed: 'GET', refused: pvError(405, 'method_not_allowed', 'GET only') },
    serve: (request, route) => resource(route[1]!, request.url),
  });
  const handle = (request: FakeRequest): FakeResponse =>
    request.headers['user-agent'] ? api(request) : { status: 403, body: 'Forbidden (no User-Agent)' };

  const resource = (name: string, url: URL): FakeResponse => {
    switch (name) {
      case 'users':
        return list(data.customers, url, 'users', userJson);
      case 'transactions':
        return list(data.orders, url, 'transactions', (o) =>
          transactionJson(o, data.products.get(o.lines[0]!.productId)),
        );
      case 'perks':
        return list(data.products, url, 'perks', perkJson);
      case 'locations':
        return list(data.locations, url, 'locations', locationJson);
      case 'businesses':
        return page(
          url,
          'businesses',
          [{ business_id: BUSINESS_ID, name: 'Demo Fitness', resource_uri: '/v2/businesses/1/' }],
          1,
        );
      default:
        return pvError(404, 'not_found', 'No such resource');
    }
  };

  const list = <T extends Stamped>(
    collection: Collection<T>,
    url: URL,
    name: string,
    toJson: (record: T) => unknown,
  ): FakeResponse => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT || !Number.isInteger(offset) || offset < 0)
      return pvError(400, 'invalid_request', `limit must be 1-${MAX_LIMIT} and offset at least 0`);
    const since = minuteBound(url.searchParams.get('last_mod_dt__gte'));
    if (since === 'invalid') return pvError(400, 'invalid_request', 'last_mod_dt__gte must be YYYY-MM-DD HH:MMZ');
    const orderBy = url.searchParams.get('order_by');
    if (orderBy !== null && orderBy !== 'last_mod_dt')
      return pvError(400, 'invalid_request', `Cannot order by ${orderBy}`);
    const { records, total } =
      orderBy || since !== null
        ? collection.slice(since === null ? {} : { updatedAfter: { ms: since, inclusive: true } }, offset, limit)
        : { records: collection.sliceById(offset, limit), total: collection.count };
    return page(url, name, records.map(toJson), total);
  };

  const page = (url: URL, name: string, objects: unknown[], total: number): FakeResponse => {
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const at = (n: number) => {
      const next = new URLSearchParams(url.searchParams);
      next.set('offset', String(n));
      return `/v2/${name}/?${next}`;
    };
    return {
      status: 200,
      body: {
        meta: {
          limit,
          offset,
          total_count: total,
          next: offset + objects.length < total ? at(offset + limit) : null,
          previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
        },
        objects,
      },
    };
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({ apiUrl: url, credentials: auth }));
}

export type PerkvilleFake = Awaited<ReturnType<typeof startPerkvilleFake>>;
