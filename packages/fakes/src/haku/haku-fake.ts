import { randomBytes } from 'node:crypto';
import { createDataset, type Dataset, type DatasetOptions } from '../shared/dataset.ts';
import { retryLater, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenOrder } from '../shared/generate.ts';
import { bearerToken, type FakeRequest, type FakeResponse, intParam } from '../shared/http.ts';
import { numberedPage, pageMeta, sinceFilter } from '../shared/paging.ts';
import { buyerOf } from '../shared/store-records.ts';

/**
 * A local stand-in for Haku's API. Haku publishes no developer API (reference source-apis.md §16,
 * confidence "very low"), so EVERYTHING here is assumed and written down in docs/vendors/haku.md:
 * an OAuth 2 client-credentials token at `POST /v1/oauth/token` (form body `grant_type`,
 * `client_id`, `client_secret`; `401 {"error":"invalid_client"}` when refused) that expires; then
 * `GET /v1/registrations?updated_since&page&per_page` (Bearer token; oldest change first; at most
 * 100 a page) answering `{data, meta:{page, per_page, total, total_pages}}`; 429 with `Retry-After`
 * over a budget per window. It exists so the client can be exercised, not as a description of Haku.
 */

export interface HakuFakeOptions extends DatasetOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** seconds an access token lives */
  tokenLifetimeSeconds?: number;
  /** requests per window before 429 (default 120 a minute) */
  limit?: number;
  windowMs?: number;
}

const MAX_PER_PAGE = 100;

export async function startHakuFake(options: HakuFakeOptions = {}) {
  const data = createDataset(options);
  const credentials = {
    clientId: options.clientId ?? 'haku-test-client',
    clientSecret: options.clientSecret ?? 'haku-test-secret',
  };
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const quota = windowQuota({
    limit: options.limit ?? 120,
    windowMs: options.windowMs ?? 60_000,
    startsOnFirstRequest: true,
    refuse: (seconds) => retryLater(429, seconds, { error: 'rate_limited' }),
  });
  const tokens = new Map<string, number>();
  let issued = 0;

  const handle = (request: FakeRequest): FakeResponse => {
    const now = Date.now();
    const limited = quota.take();
    if (limited) return limited;
    const path = request.url.pathname.replace(/\/$/, '');
    if (path === '/v1/oauth/token' && request.method === 'POST') {
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      if (form.get('client_id') !== credentials.clientId || form.get('client_secret') !== credentials.clientSecret) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      const token = randomBytes(16).toString('hex');
      tokens.set(token, now + lifetime * 1000);
      issued++;
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: lifetime } };
    }
    if (path === '/v1/registrations' && request.method === 'GET') {
      const token = bearerToken(request.headers);
      const expires = token ? tokens.get(token) : undefined;
      if (!expires || expires <= now) return { status: 401, body: { error: 'invalid_token' } };
      const since = Date.parse(request.url.searchParams.get('updated_since') ?? '');
      const perPage = intParam(request.url, 'per_page', 25, MAX_PER_PAGE);
      const page = intParam(request.url, 'page', 1);
      const filter = sinceFilter<GenOrder>(Number.isNaN(since) ? null : since);
      const { records, total } = numberedPage(data.orders, filter, page, perPage);
      const rows = records.map((o) => registrationJson(o, data));
      return { status: 200, body: { data: rows, meta: pageMeta(page, perPage, total) } };
    }
    return { status: 404, body: { error: 'not_found' } };
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the API base: `{apiUrl}/oauth/token`, `{apiUrl}/registrations` */
    apiUrl: `${url}/v1`,
    credentials,
    /** ends every issued token now (what an expiry mid-run looks like) */
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    get tokensIssued() {
      return issued;
    },
  }));
}

export type HakuFake = Awaited<ReturnType<typeof startHakuFake>>;

function registrationJson(o: GenOrder, data: Dataset) {
  const customer = buyerOf(o, data.customers);
  const event = data.products.get(o.lines[0]!.productId)!;
  return {
    id: o.id,
    confirmation_code: `HK${o.number}`,
    status: o.status === 'refunded' ? 'cancelled' : 'confirmed',
    created_at: o.createdAt,
    updated_at: o.updatedAt,
    event: { id: event.id, name: `${event.brand} ${event.category} Race` },
    participant: customer
      ? {
          id: customer.id,
          first_name: customer.firstName,
          last_name: customer.lastName,
          email: customer.email,
          phone: customer.phone,
        }
      : { id: null, first_name: null, last_name: null, email: null, phone: null },
    tickets: o.lines.map((line, i) => ({
      id: line.id,
      name: i === 0 ? 'Registration' : 'Add-on',
      quantity: line.quantity,
      price: line.price,
    })),
    total: o.total,
  };
}
