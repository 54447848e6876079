import { createShopifyOAuth, type ShopifyOAuthOptions } from '../oauth/shopify-oauth.ts';
import type { Key, ViewFilter } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import type { GenInventory } from '../shared/generate.ts';
import { basicAuth, type FakeRequest, type FakeResponse, FaultPlan, startFakeServer } from '../shared/http.ts';
import { type ArgValue, fieldArgs, rootField, updatedAtBound } from './graphql-lite.ts';
import { customerNode, inventoryLevelNode, locationNode, orderNode, productNode } from './shopify-nodes.ts';

/**
 * A local Shopify Admin GraphQL API (reference source-apis.md §1):
 * POST {base}/admin/api/{version}/graphql.json, custom-app token or legacy private-app Basic auth,
 * Relay connections paged with first/after, `updated_at` search filters, cost-based leaky-bucket
 * throttling answered as HTTP 200 + THROTTLED, and Shopify's 401 body for bad credentials.
 *
 * Shops are told apart by path instead of host: `{url}/shops/{storeName}` stands for
 * `https://{storeName}.myshopify.com` (see `shopUrlTemplate`); an unknown store answers 404.
 */

export interface ShopifyFakeOptions extends DatasetOptions {
  port?: number;
  storeName?: string;
  /** the custom-app token (X-Shopify-Access-Token) */
  accessToken?: string;
  /** the legacy private app's Basic-auth key and password */
  apiKey?: string;
  password?: string;
  /** the access scopes granted to the app; a query outside them gets ACCESS_DENIED */
  scopes?: string[];
  /**
   * The cost bucket; null turns throttling off (for benchmarks). Default: the values older
   * Shopify answers show (reference §1): 1,000 points, restoring 50 per second.
   */
  throttle?: { maximumAvailable: number; restoreRate: number } | null;
  /** the app's OAuth client and redirect URIs for `/admin/oauth/*` (oauth/shopify-oauth.ts) */
  oauth?: ShopifyOAuthOptions;
  /**
   * Benchmarks: answer a query asked before from the text built the first time (only without
   * throttling, and only while the data is left alone), so that the fake's own page building does
   * not weigh on what is measured.
   */
  cacheResponses?: boolean;
}

export const ALL_SHOPIFY_SCOPES = [
  'read_customers',
  'read_products',
  'read_orders',
  'read_all_orders',
  'read_inventory',
  'read_locations',
];

const MAX_PAGE = 250;

/** The scope each root field needs. */
const REQUIRED_SCOPE: Record<string, string> = {
  orders: 'read_orders',
  customers: 'read_customers',
  products: 'read_products',
  locations: 'read_locations',
  location: 'read_inventory',
};

interface Connection {
  nodes: unknown[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const encodeCursor = (key: Key) => Buffer.from(JSON.stringify([key.updatedMs, key.id])).toString('base64url');

function decodeCursor(cursor: ArgValue): Key | null {
  if (typeof cursor !== 'string' || !cursor) return null;
  try {
    const [updatedMs, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [number, number];
    return Number.isFinite(updatedMs) && Number.isFinite(id) ? { updatedMs, id } : null;
  } catch {
    return null;
  }
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

const graphqlError = (message: string, code: string, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { errors: [{ message, extensions: { code, ...extra } }] },
});

/** Shopify's answer to a wrong token, key or password (reference §1 "Bad credentials"). */
const UNAUTHORIZED: FakeResponse = {
  status: 401,
  headers: { 'www-authenticate': 'Basic Realm="Shopify API Authentication"' },
  body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
};

class CostBucket {
  private available: number;
  private lastMs = Date.now();
  constructor(readonly limits: { maximumAvailable: number; restoreRate: number }) {
    this.available = limits.maximumAvailable;
  }
  private refill() {
    const now = Date.now();
    const restored = ((now - this.lastMs) / 1000) * this.limits.restoreRate;
    this.available = Math.min(this.limits.maximumAvailable, this.available + restored);
    this.lastMs = now;
  }
  /** Takes the requested cost if the bucket holds it (then refunds the unused part); false = throttled. */
  take(requested: number): boolean {
    this.refill();
    if (requested > this.available) return false;
    this.available -= requested;
    return true;
  }
  refund(points: number) {
    this.available = Math.min(this.limits.maximumAvailable, this.available + points);
  }
  status() {
    this.refill();
    return { ...this.limits, currentlyAvailable: Math.floor(this.available) };
  }
}

export async function startShopifyFake(options: ShopifyFakeOptions = {}) {
  const data = createDataset(options);
  const faults = new FaultPlan();
  const auth = {
    storeName: options.storeName ?? 'demo-store',
    accessToken: options.accessToken ?? 'shpat_test_token',
    apiKey: options.apiKey ?? 'private-key',
    password: options.password ?? 'private-password',
    scopes: options.scopes ?? [...ALL_SHOPIFY_SCOPES],
  };
  const throttle = options.throttle === undefined ? { maximumAvailable: 1000, restoreRate: 50 } : options.throttle;
  const bucket = throttle ? new CostBucket(throttle) : null;
  const stats = { throttled: 0 };
  const cache = options.cacheResponses && !bucket ? new Map<string, FakeResponse>() : null;

  // OAuth on the shop's host issues the token this fake accepts
  const oauth = createShopifyOAuth(auth, options.oauth);

  const handle = (request: FakeRequest): FakeResponse => {
    const oauthRoute = /^(?:\/shops\/([^/]+))?(\/admin\/oauth\/\w+)$/.exec(request.url.pathname);
    if (oauthRoute) {
      if (oauthRoute[1] !== undefined && oauthRoute[1] !== auth.storeName)
        return { status: 404, body: { errors: 'Not Found' } };
      return oauth.handle(request, oauthRoute[2]!) ?? { status: 404, body: { errors: 'Not Found' } };
    }
    const route = /^(?:\/shops\/([^/]+))?\/admin\/api\/[\w-]+\/graphql\.json$/.exec(request.url.pathname);
    if (!route) return { status: 404, body: { errors: 'Not Found' } };
    if (route[1] !== undefined && route[1] !== auth.storeName) return { status: 404, body: { errors: 'Not Found' } };
    if (request.method !== 'POST') return { status: 406, body: { errors: 'Not Acceptable' } };
    if (!isAuthorized(request)) return UNAUTHORIZED;
    let payload: { query?: unknown; variables?: unknown };
    try {
      payload = JSON.parse(request.body) as typeof payload;
    } catch {
      return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
    }
    if (typeof payload.query !== 'string') {
      return { status: 400, body: { errors: { query: 'Required parameter missing or invalid' } } };
    }
    const variables = (payload.variables ?? {}) as Record<string, unknown>;
    if (!cache) return execute(payload.query, variables);
    const key = `${payload.query}\n${JSON.stringify(variables)}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const response = execute(payload.query, variables);
    const text: FakeResponse = { ...response, headers: JSON_TYPE, body: JSON.stringify(response.body) };
    if (response.status === 200) cache.set(key, text);
    return text;
  };

  const isAuthorized = (request: FakeRequest) => {
    const token = request.headers['x-shopify-access-token'];
    if (token !== undefined) return token === auth.accessToken;
    const basic = basicAuth(request.headers);
    return !!basic && basic.user === auth.apiKey && basic.password === auth.password;
  };

  const execute = (query: string, variables: Record<string, unknown>): FakeResponse => {
    const field = rootField(query);
    if (!field) return graphqlError('Syntax error', 'parseError');
    const scope = REQUIRED_SCOPE[field];
    if (scope && !auth.scopes.includes(scope)) {
      const requiredAccess = `\`${scope}\` access scope.`;
      return graphqlError(`Access denied for ${field} field. Required access: ${requiredAccess}`, 'ACCESS_DENIED', {
        documentation: 'https://shopify.dev/api/usage/access-scopes',
        requiredAccess,
      });
    }
    const args = fieldArgs(query, field === 'location' ? 'inventoryLevels' : field, variables);
    const first = Math.min(typeof args.first === 'number' ? args.first : 50, MAX_PAGE);
    // Connection cost: 2 + one point per requested node (a simplification of Shopify's calculator).
    const requested = field === 'shop' ? 1 : 2 + first + (field === 'location' ? 1 : 0);
    if (bucket && !bucket.take(requested)) {
      stats.throttled++;
      return {
        status: 200,
        body: {
          errors: [
            {
              message: 'Throttled',
              extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
            },
          ],
          extensions: {
            cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: bucket.status() },
          },
        },
      };
    }
    const result = resolve(field, query, variables, args, first);
    if (!result) {
      if (bucket) bucket.refund(requested);
      return graphqlError(`Field '${field}' doesn't exist on type 'QueryRoot'`, 'undefinedField');
    }
    const actual = Math.min(requested, 2 + result.count);
    if (bucket) bucket.refund(requested - actual);
    const cost = {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: bucket?.status() ?? { maximumAvailable: 1e9, currentlyAvailable: 1e9, restoreRate: 1e9 },
    };
    return { status: 200, body: { data: { [field]: result.value }, extensions: { cost } } };
  };

  const resolve = (
    field: string,
    query: string,
    variables: Record<string, unknown>,
    args: Record<string, ArgValue>,
    first: number,
  ): { value: unknown; count: number } | null => {
    const search = typeof args.query === 'string' ? args.query : null;
    const filter = { updatedAfter: updatedAtBound(search) ?? undefined };
    const after = decodeCursor(args.after ?? null);
    switch (field) {
      case 'shop':
        return { value: { name: auth.storeName, myshopifyDomain: `${auth.storeName}.myshopify.com` }, count: 0 };
      case 'orders':
        return connection(data.orders.page(filter, after, first), (o) => orderNode(o, data));
      case 'customers':
        return connection(data.customers.page(filter, after, first), customerNode);
      case 'products':
        return connection(data.products.page(filter, after, first), productNode);
      case 'locations':
        return connection(data.locations.page({}, after, first), locationNode);
      case 'location':
        return locationLevels(fieldArgs(query, 'location', variables).id, filter, after, first);
      default:
        return null;
    }
  };

  /** `location(id:) { inventoryLevels(first, after, query) }`: the grid rows at one location. */
  const locationLevels = (
    id: ArgValue | undefined,
    base: ViewFilter<GenInventory>,
    after: Key | null,
    first: number,
  ) => {
    const locationId = Number(/\/(\d+)$/.exec(String(id))?.[1]);
    const location = data.locations.get(locationId);
    if (!location) return { value: null, count: 0 };
    const filter = { ...base, where: (level: GenInventory) => level.locationId === locationId };
    const levels = connection(data.inventory.page(filter, after, first), inventoryLevelNode);
    return { value: { ...locationNode(location), inventoryLevels: levels.value }, count: levels.count };
  };

  const running = await startFakeServer(handle, faults, options.port);
  return {
    ...running,
    /** `{storeName}` stands for the shop, as in https://{storeName}.myshopify.com */
    shopUrlTemplate: `${running.url}/shops/{storeName}`,
    credentials: auth,
    /** the OAuth client and the tokens its access_token call issued */
    oauth,
    data,
    faults,
    /** next N requests fail with this status before any other check (429 carries Retry-After) */
    failNext: faults.failNext.bind(faults),
    /** how many queries were answered THROTTLED */
    stats,
    get requestCount() {
      return faults.requestCount;
    },
  };
}

export type ShopifyFake = Awaited<ReturnType<typeof startShopifyFake>>;

function connection<T extends { id: number; updatedAt: string }>(
  page: { records: T[]; hasMore: boolean },
  toNode: (record: T) => unknown,
): { value: Connection; count: number } {
  const last = page.records.at(-1);
  return {
    value: {
      nodes: page.records.map(toNode),
      pageInfo: {
        hasNextPage: page.hasMore,
        endCursor: last ? encodeCursor({ updatedMs: Date.parse(last.updatedAt), id: last.id }) : null,
      },
    },
    count: page.records.length,
  };
}
