import { createShopifyOAuth, type ShopifyOAuthOptions } from '../oauth/shopify-oauth.ts';
import type { Key, ViewFilter } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { serveFake } from '../shared/define-fake.ts';
import type { GenInventory, GenOrder } from '../shared/generate.ts';
import { basicAuth, type FakeRequest, type FakeResponse } from '../shared/http.ts';
import { CostBucket, maxCostExceeded } from './cost-bucket.ts';
import {
  actualCost,
  type FieldNode,
  findField,
  flatten,
  MAX_QUERY_COST,
  parseDocument,
  requestedCost,
} from './graphql-cost.ts';
import { type ArgValue, parseArgs, updatedAtBound } from './graphql-lite.ts';
import { SelectionError, selectRoot } from './graphql-select.ts';
import { type BulkOptions, startBulkOperations } from './shopify-bulk.ts';
import { connection, decodeCursor, legacyNumber, listConnection, pageSize } from './shopify-connection.ts';
import {
  customerNode,
  inventoryLevelNode,
  type LongOrders,
  locationNode,
  orderFields,
  orderLines,
  productNode,
} from './shopify-nodes.ts';

/**
 * A local Shopify Admin GraphQL API (reference source-apis.md §1):
 * POST {base}/admin/api/{version}/graphql.json, custom-app token or legacy private-app Basic auth,
 * Relay connections paged with first/after, `updated_at` search filters, Shopify's calculated query
 * cost (graphql-cost.ts: a query over 1,000 points is refused with MAX_COST_EXCEEDED) charged to a
 * leaky bucket (THROTTLED with HTTP 200 when it runs dry), bulk query operations with a JSONL file
 * (shopify-bulk.ts), and Shopify's 401 body for bad credentials. Answers hold only the fields the query
 * selects (graphql-select.ts), as Shopify's do: a client that maps a field it never asked for reads
 * `undefined` here too.
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
   * The cost bucket; null turns throttling off (for benchmarks, which measure our throughput, not
   * Shopify's rate; the single-query limit still holds). Default: the values older Shopify answers
   * show (reference §1): 1,000 points, restoring 50 per second.
   */
  throttle?: { maximumAvailable: number; restoreRate: number } | null;
  /** orders with many lines (shopify-nodes.ts LongOrders); off = the generator's 1 to 4 lines */
  longOrders?: LongOrders;
  /** bulk operations: how long one runs before its file is ready */
  bulk?: Pick<BulkOptions, 'runMs'>;
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
  // Order.staffMember (the salesperson) needs the staff scope
  'read_users',
];

/** The scope each root field needs. */
const REQUIRED_SCOPE: Record<string, string> = {
  orders: 'read_orders',
  customers: 'read_customers',
  products: 'read_products',
  locations: 'read_locations',
  location: 'read_inventory',
  order: 'read_orders',
  product: 'read_products',
};

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

export async function startShopifyFake(options: ShopifyFakeOptions = {}) {
  const data = createDataset(options);
  const auth = {
    storeName: options.storeName ?? 'demo-store',
    accessToken: options.accessToken ?? 'shpat_test_token',
    apiKey: options.apiKey ?? 'private-key',
    password: options.password ?? 'private-password',
    scopes: options.scopes ?? [...ALL_SHOPIFY_SCOPES],
  };
  const throttle = options.throttle === undefined ? { maximumAvailable: 1000, restoreRate: 50 } : options.throttle;
  const bucket = throttle ? new CostBucket(throttle) : null;
  const stats = {
    /** queries answered THROTTLED */
    throttled: 0,
    /** queries refused with MAX_COST_EXCEEDED */
    overCost: 0,
    /** the highest requested cost of a query the fake ran */
    maxRequested: 0,
    /** queries that asked for Order.staffMember */
    staffQueries: 0,
    /** points taken from the bucket (actual costs) */
    spent: 0,
  };
  const bulk = await startBulkOperations(data, { ...options.bulk, longOrders: options.longOrders });
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
    // a bulk operation's state moves on between two identical questions: never cached
    if (!cache || /\bmutation\b|\bnode\s*\(|currentBulkOperation/.test(payload.query)) {
      return execute(payload.query, variables);
    }
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
    const doc = parseDocument(query);
    const root = doc ? flatten(doc.fields)[0] : undefined;
    if (!doc || !root) return graphqlError('Syntax error', 'parseError');
    const field = root.name;
    const asksStaff =
      !!findField(root.selections, ['nodes', 'staffMember']) ||
      !!findField(root.selections, ['edges', 'node', 'staffMember']);
    const scope = asksStaff && !auth.scopes.includes('read_users') ? 'read_users' : REQUIRED_SCOPE[field];
    if (scope && !auth.scopes.includes(scope)) {
      const requiredAccess = `\`${scope}\` access scope.`;
      return graphqlError(`Access denied for ${field} field. Required access: ${requiredAccess}`, 'ACCESS_DENIED', {
        documentation: 'https://shopify.dev/api/usage/access-scopes',
        requiredAccess,
      });
    }
    const requested = requestedCost(doc, variables);
    if (requested > MAX_QUERY_COST) {
      stats.overCost++;
      return { status: 200, body: maxCostExceeded(requested) };
    }
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
    stats.maxRequested = Math.max(stats.maxRequested, requested);
    if (asksStaff) stats.staffQueries++;
    const value = doc.operation === 'mutation' ? mutate(root, variables) : resolve(root, variables, asksStaff);
    if (value === undefined) {
      if (bucket) bucket.refund(requested);
      const type = doc.operation === 'mutation' ? 'Mutation' : 'QueryRoot';
      return graphqlError(`Field '${field}' doesn't exist on type '${type}'`, 'undefinedField');
    }
    let data: unknown;
    try {
      data = selectRoot(root, value, doc.operation === 'mutation' ? 'Mutation' : 'QueryRoot');
    } catch (err) {
      if (!(err instanceof SelectionError)) throw err;
      // Shopify checks the document before it runs it: nothing is charged
      if (bucket) bucket.refund(requested);
      return {
        status: 200,
        body: { errors: [{ message: err.message, path: err.path, extensions: { code: err.code, ...err.extensions } }] },
      };
    }
    // the cost is read from the whole answer (its `nodes`), whichever way the query reads the connection
    const actual =
      doc.operation === 'mutation' ? requested : Math.min(requested, actualCost([root], { [field]: value }, variables));
    if (bucket) bucket.refund(requested - actual);
    stats.spent += actual;
    const cost = {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: bucket?.status() ?? { maximumAvailable: 1e9, currentlyAvailable: 1e9, restoreRate: 1e9 },
    };
    return { status: 200, body: { data, extensions: { cost } } };
  };

  const mutate = (root: FieldNode, variables: Record<string, unknown>): unknown => {
    if (root.name !== 'bulkOperationRunQuery') return undefined;
    const query = parseArgs(root.argsText, variables).query;
    return bulk.run(typeof query === 'string' ? query : '');
  };

  /** undefined = no such field; null = no such object */
  const resolve = (root: FieldNode, variables: Record<string, unknown>, withStaff: boolean): unknown => {
    const args = parseArgs(root.argsText, variables);
    const first = pageSize(args);
    const search = typeof args.query === 'string' ? args.query : null;
    const filter = { updatedAfter: updatedAtBound(search) ?? undefined };
    const after = decodeCursor(args.after ?? null);
    const linesArgs = (path: string[]) => parseArgs(findField(root.selections, path)?.argsText ?? '', variables);
    switch (root.name) {
      case 'shop':
        return { name: auth.storeName, myshopifyDomain: `${auth.storeName}.myshopify.com` };
      case 'orders': {
        const read = findField(root.selections, ['nodes', 'lineItems']) ? 'nodes' : 'edges';
        const lines = linesArgs(read === 'nodes' ? ['nodes', 'lineItems'] : ['edges', 'node', 'lineItems']);
        return connection(data.orders.page(filter, after, first), (o) => orderNode(o, withStaff, lines)).value;
      }
      case 'order': {
        const order = data.orders.get(legacyNumber(args.id ?? null));
        return order ? orderNode(order, withStaff, linesArgs(['lineItems'])) : null;
      }
      case 'customers':
        return connection(data.customers.page(filter, after, first), customerNode).value;
      case 'products':
        return connection(data.products.page(filter, after, first), productNode).value;
      case 'product': {
        const product = data.products.get(legacyNumber(args.id ?? null));
        return product ? productNode(product) : null;
      }
      case 'locations':
        return connection(data.locations.page({}, after, first), locationNode).value;
      case 'location': {
        const levels = findField(root.selections, ['inventoryLevels']);
        const levelArgs = parseArgs(levels?.argsText ?? '', variables);
        const levelFilter = {
          updatedAfter: updatedAtBound(typeof levelArgs.query === 'string' ? levelArgs.query : null) ?? undefined,
        };
        return locationLevels(args.id, levelFilter, decodeCursor(levelArgs.after ?? null), pageSize(levelArgs));
      }
      case 'node':
        return typeof args.id === 'string' ? bulk.get(args.id) : null;
      case 'currentBulkOperation':
        return bulk.current();
      default:
        return undefined;
    }
  };

  /** An order with the page of its lines that `lineItems(first:, after:)` asks for. */
  const orderNode = (order: GenOrder, withStaff: boolean, lineArgs: Record<string, ArgValue>) => {
    const lineItems = listConnection(orderLines(order, data, options.longOrders), lineArgs);
    return { ...orderFields(order, withStaff), lineItems };
  };

  /** `location(id:) { inventoryLevels(first, after, query) }`: the grid rows at one location. */
  const locationLevels = (
    id: ArgValue | undefined,
    base: ViewFilter<GenInventory>,
    after: Key | null,
    first: number,
  ) => {
    const locationId = legacyNumber(id ?? null);
    const location = data.locations.get(locationId);
    if (!location) return null;
    const filter = { ...base, where: (level: GenInventory) => level.locationId === locationId };
    const levels = connection(data.inventory.page(filter, after, first), inventoryLevelNode);
    return { ...locationNode(location), inventoryLevels: levels.value };
  };

  return serveFake({ port: options.port, data, handle }, (running) => ({
    /** `{storeName}` stands for the shop, as in https://{storeName}.myshopify.com */
    shopUrlTemplate: `${running.url}/shops/{storeName}`,
    credentials: auth,
    /** the OAuth client and the tokens its access_token call issued */
    oauth,
    /** what the fake refused and charged (see `stats` above) */
    stats,
    /** empties the cost bucket now (tests: another client of the app spent it) */
    drainBucket: () => bucket?.drain(),
    /** the bucket as it stands (null without throttling) */
    bucketStatus: () => bucket?.status() ?? { maximumAvailable: 0, currentlyAvailable: 0, restoreRate: 0 },
    /** the bulk operations asked for, and a way to make one fail or expire */
    bulk,
    close: async () => {
      await bulk.close();
      await running.close();
    },
  }));
}

export type ShopifyFake = Awaited<ReturnType<typeof startShopifyFake>>;
