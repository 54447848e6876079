import type { Collection, Key, Stamped, ViewFilter } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { bearerState, serveFake } from '../shared/define-fake.ts';
import { bearerToken, type FakeRequest, type FakeResponse } from '../shared/http.ts';
import { sliceUpdated } from '../shared/paging.ts';
import { customerNode, itemNode, itemShopNode, lsList, saleNode, shopNode } from './lightspeed-nodes.ts';

/**
 * A local Lightspeed Retail (R-Series) API V3 (reference source-apis.md §4):
 * `/API/V3/Account/{accountID}/{Resource}.json` with a Bearer OAuth token; list bodies
 * `{"@attributes": {next, previous}, "<Resource>": [...]}` paged by following `@attributes.next`;
 * `timeStamp=>,{iso}` / `>=,` filters with `sort=timeStamp`; `load_relations`; a leaky bucket per
 * account (default 90 units draining 1 per second, 1 unit a request, 1 more with relations) whose
 * overflow answers 429 with Retry-After, and `X-LS-Api-Bucket-Level` / `X-LS-Api-Drip-Rate` headers.
 */

export interface LightspeedFakeOptions extends DatasetOptions {
  port?: number;
  accountId?: string;
  accessToken?: string;
  /** tokens that answer "Token has expired" */
  expiredTokens?: string[];
  bucket?: { size: number; dripPerSecond: number } | null;
}

const MAX_LIMIT = 100;

const lsError = (status: number, httpMessage: string, message: string): FakeResponse => ({
  status,
  body: { httpCode: String(status), httpMessage, message, errorClass: 'Exception' },
});

class LeakyBucket {
  private level = 0;
  private lastMs = Date.now();
  constructor(
    readonly size: number,
    readonly drip: number,
  ) {}
  /** Adds the request's cost, or returns the seconds to wait when it would overflow. */
  pour(cost: number): number | null {
    const now = Date.now();
    this.level = Math.max(0, this.level - ((now - this.lastMs) / 1000) * this.drip);
    this.lastMs = now;
    if (this.level + cost > this.size) return Math.ceil((this.level + cost - this.size) / this.drip);
    this.level += cost;
    return null;
  }
  headers(cost: number): Record<string, string> {
    return {
      'x-ls-api-bucket-level': `${Math.ceil(this.level)}/${this.size}`,
      'x-ls-api-drip-rate': String(this.drip),
      'x-ls-api-request-cost': String(cost),
    };
  }
}

/** `timeStamp=>,2024-01-01T00:00:00` (URL-decoded) → a bound; `><,a,b` takes its lower end. */
function timeStampBound(value: string | null): ViewFilter<Stamped>['updatedAfter'] | null {
  const match = value ? /^(>=|>|><),([^,]+)/.exec(value) : null;
  if (!match) return null;
  const text = match[2]!;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(ms) ? null : { ms, inclusive: match[1] !== '>' };
}

const encodeAfter = (key: Key) => Buffer.from(`${key.updatedMs}:${key.id}`).toString('base64url');
function decodeAfter(value: string | null): Key | null {
  const [ms, id] = value ? Buffer.from(value, 'base64url').toString('utf8').split(':').map(Number) : [];
  return ms !== undefined && id !== undefined && Number.isFinite(ms) && Number.isFinite(id)
    ? { updatedMs: ms, id }
    : null;
}

export async function startLightspeedFake(options: LightspeedFakeOptions = {}) {
  const data = createDataset(options);
  const auth = {
    accountId: options.accountId ?? '123456',
    accessToken: options.accessToken ?? 'ls-test-access-token',
    expiredTokens: options.expiredTokens ?? ['ls-expired-token'],
  };
  const limits = options.bucket === undefined ? { size: 90, dripPerSecond: 1 } : options.bucket;
  const bucket = limits ? new LeakyBucket(limits.size, limits.dripPerSecond) : null;

  /** the server's address, for the `next` links (known once it listens) */
  let apiUrl = '';
  const handle = (request: FakeRequest): FakeResponse => {
    // the accounts a token works on: where an OAuth client learns its account id
    if (request.url.pathname === '/API/V3/Account.json') {
      if (bearerToken(request.headers) !== auth.accessToken)
        return lsError(401, 'Unauthorized', 'Invalid access token.');
      return {
        status: 200,
        body: { '@attributes': { count: '1' }, Account: { accountID: auth.accountId, name: 'Demo' } },
      };
    }
    const route = /^\/API\/V3\/Account\/([^/.]+)(?:\/(\w+))?\.json$/.exec(request.url.pathname);
    if (!route) return lsError(404, 'Not Found', 'Resource not found');
    const token = bearerState(request, auth.accessToken, auth.expiredTokens);
    if (token === 'expired') return lsError(401, 'Unauthorized', 'Token has expired');
    if (token === 'invalid') return lsError(401, 'Unauthorized', 'Invalid access token.');
    if (route[1] !== auth.accountId) return lsError(403, 'Forbidden', 'You do not have access to this account.');
    const relations = parseRelations(request.url.searchParams.get('load_relations'));
    const cost = 1 + (relations.length ? 1 : 0);
    const wait = bucket?.pour(cost) ?? null;
    const headers = bucket?.headers(cost) ?? {};
    if (wait !== null) {
      return {
        ...lsError(429, 'Too Many Requests', 'Rate limit exceeded'),
        headers: { ...headers, 'retry-after': String(wait) },
      };
    }
    const answer = resource(route[2] ?? null, request.url, relations);
    return { ...answer, headers: { ...headers, ...answer.headers } };
  };

  const resource = (name: string | null, url: URL, relations: string[]): FakeResponse => {
    switch (name) {
      case null:
        return {
          status: 200,
          body: { '@attributes': { count: '1' }, Account: { accountID: auth.accountId, name: 'Demo' } },
        };
      case 'Sale':
        return list('Sale', data.orders, url, (o) => saleNode(o, data, relations));
      case 'Customer':
        return list('Customer', data.customers, url, (c) => customerNode(c, relations));
      case 'Item':
        return list('Item', data.products, url, (p) => itemNode(p, relations));
      case 'Shop':
        return list('Shop', data.locations, url, shopNode);
      case 'ItemShop':
        return list('ItemShop', data.inventory, url, itemShopNode);
      default:
        return lsError(404, 'Not Found', `Unknown resource ${name}`);
    }
  };

  /** Keyset pages in (timeStamp, id) order; `after` is this fake's opaque position, carried in `next`. */
  const list = <T extends Stamped>(key: string, rows: Collection<T>, url: URL, toNode: (row: T) => unknown) => {
    const limit = Math.min(Number(url.searchParams.get('limit')) || MAX_LIMIT, MAX_LIMIT);
    const bound = timeStampBound(url.searchParams.get('timeStamp'));
    const filter: ViewFilter<T> = bound ? { updatedAfter: bound } : {};
    const descending = url.searchParams.get('sort') === '-timeStamp';
    const page = descending
      ? newestFirst(rows, filter, Number(url.searchParams.get('offset')) || 0, limit)
      : rows.page(filter, decodeAfter(url.searchParams.get('after')), limit);
    let next = '';
    const last = page.records.at(-1);
    if (page.hasMore && last) {
      const nextUrl = new URL(url.pathname + url.search, apiUrl);
      if (descending) nextUrl.searchParams.set('offset', String((Number(url.searchParams.get('offset')) || 0) + limit));
      else nextUrl.searchParams.set('after', encodeAfter({ updatedMs: Date.parse(last.updatedAt), id: last.id }));
      next = nextUrl.toString();
    }
    const body = { '@attributes': { next, previous: '' }, ...lsList(key, page.records.map(toNode)) };
    return { status: 200, body };
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => {
    apiUrl = url;
    return { credentials: auth };
  });
}

export type LightspeedFake = Awaited<ReturnType<typeof startLightspeedFake>>;

function newestFirst<T extends Stamped>(rows: Collection<T>, filter: ViewFilter<T>, offset: number, limit: number) {
  const { records, total } = sliceUpdated(rows, filter, offset, limit, true);
  return { records, hasMore: total - offset - limit > 0 };
}

function parseRelations(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
