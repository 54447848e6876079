import type { Collection, Stamped, ViewFilter } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { bearerState, serveFake } from '../shared/define-fake.ts';
import type { GenProduct } from '../shared/generate.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';
import { NameIds, setStockTouching, stockLedger } from '../shared/store-records.ts';
import {
  CHANNELS,
  categoryJson,
  contactRow,
  orderJson,
  orderRow,
  productRow,
  SEARCH_COLUMNS,
  warehouseJson,
} from './brightpearl-json.ts';

/**
 * A local Brightpearl public API (reference source-apis.md §7) for one account:
 * `/public-api/{account}/{service}/{resource}` with an OAuth access token (`Authorization: Bearer`)
 * and the app's `brightpearl-app-ref`; searches (`order-search`, `contact-search`, `product-search`)
 * answer positional rows named by `metaData.columns`, paged by `firstResult` (1-based) and `pageSize`
 * (at most 500) with `morePagesAvailable`, filtered by `updatedOn={from}/` and sorted by
 * `sort=updatedOn.ASC`; full orders by ID set (`1-3,7`) answer **404** when none is found; warehouses,
 * brands, categories (`brightpearl-category`, all or by ID set; a product-search row names its own in
 * `brightpearlCategoryCode`) and per-warehouse product availability; and the throttle: `quota` requests per rolling
 * `windowMs` (200 a minute), the `brightpearl-requests-remaining` and
 * `brightpearl-next-throttle-period` headers on every answer, and **503** when it is spent.
 *
 * Assumed, not documented (reference §7 says so): the error bodies, the sort syntax, the 401 for a
 * token of another account, and the availability shape.
 */

export interface BrightpearlFakeOptions extends DatasetOptions {
  port?: number;
  account?: string;
  accessToken?: string;
  /** tokens that answer 401 as expired */
  expiredTokens?: string[];
  /** requests per rolling window (reference §7: 200 a minute) */
  quota?: number;
  windowMs?: number;
}

const MAX_PAGE = 500;
const DEFAULT_PAGE = 200;

const bpError = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { errors: [{ code, message }] },
});

/** `updatedOn=2024-01-01T00:00:00/` (from, open-ended) or `a/b`: the lower bound, inclusive. */
function rangeStart(value: string | null): number | null | 'invalid' {
  if (!value) return null;
  const [from] = value.split('/');
  if (!from) return null;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(from) ? from : `${from}Z`);
  return Number.isNaN(ms) ? 'invalid' : ms;
}

/** An ID set: `1-3,7` → [1, 2, 3, 7] (at most 200 ids, as Brightpearl caps a multi-get). */
function idSet(text: string): number[] | null {
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    for (let id = from; id <= to && ids.length <= 200; id++) ids.push(id);
  }
  return ids.length > 200 ? null : ids;
}

export async function startBrightpearlFake(options: BrightpearlFakeOptions = {}) {
  const data = createDataset(options);
  const auth = {
    account: options.account ?? 'storelensdemo',
    accessToken: options.accessToken ?? 'bp-test-access-token',
    expiredTokens: options.expiredTokens ?? ['bp-expired-token'],
  };
  const quota = options.quota ?? 200;
  const windowMs = options.windowMs ?? 60_000;
  let recent: number[] = [];
  /** stock per product and warehouse once a test sets it */
  const stock = stockLedger(data);
  const stockOf = stock.of;
  const brandIds = new NameIds();
  const brandId = (name: string) => brandIds.idOf(name);
  for (let id = 1; id <= data.products.count; id++) brandId(data.products.get(id)!.brand);
  // categories: a product is filed under its category and, in Brightpearl where a product may sit
  // in several, under each of the merchant's tags too (one category per distinct name)
  const categoryIds = new NameIds(100);
  const categoriesOf = (product: GenProduct) =>
    [product.category, ...product.tags].map((name) => categoryIds.idOf(name));
  for (let id = 1; id <= data.products.count; id++) categoriesOf(data.products.get(id)!);

  /** The rolling minute: the answer's headers, and whether this request is over the cap. */
  const throttle = () => {
    const now = Date.now();
    recent = recent.filter((at) => now - at < windowMs);
    const over = recent.length >= quota;
    if (!over) recent.push(now);
    const nextPeriod = recent.length ? Math.max(0, recent[0]! + windowMs - now) : 0;
    return {
      over,
      headers: {
        'brightpearl-requests-remaining': String(Math.max(0, quota - recent.length)),
        'brightpearl-next-throttle-period': String(nextPeriod),
      },
    };
  };

  const handle = (request: FakeRequest): FakeResponse => {
    const route = /^\/public-api\/([^/]+)\/([a-z-]+)\/(.+?)\/?$/.exec(request.url.pathname);
    if (!route) return bpError(404, 'CMNC-404', 'Not found');
    const [, account, service, resource] = route as unknown as [string, string, string, string];
    if (!request.headers['brightpearl-app-ref']) return bpError(401, 'CMNC-401', 'An app reference is required');
    const token = bearerState(request, auth.accessToken, auth.expiredTokens);
    if (token === 'expired') return bpError(401, 'CMNC-401', 'The access token has expired');
    // a token is issued for one account: another account's path is not authenticated
    if (token === 'invalid' || account !== auth.account) return bpError(401, 'CMNC-401', 'Not authenticated');
    const limited = throttle();
    if (limited.over) {
      return {
        ...bpError(503, 'CMNC-503', 'You have sent too many requests. Please wait before sending another request'),
        headers: limited.headers,
      };
    }
    if (request.method !== 'GET')
      return { ...bpError(405, 'CMNC-405', 'Method not allowed'), headers: limited.headers };
    const answer = route2(service, resource, request.url);
    return { ...answer, headers: { ...answer.headers, ...limited.headers } };
  };

  const route2 = (service: string, resource: string, url: URL): FakeResponse => {
    const multi = /^(order|product-availability|brightpearl-category)\/([\d,-]+)$/.exec(resource);
    switch (`${service}/${multi ? multi[1] : resource}`) {
      case 'order-service/order-search':
        return search(data.orders, url, SEARCH_COLUMNS.order, orderRow);
      case 'contact-service/contact-search':
        return search(data.customers, url, SEARCH_COLUMNS.contact, contactRow);
      case 'product-service/product-search':
        return search(data.products, url, SEARCH_COLUMNS.product, (p: GenProduct) =>
          productRow(p, brandId(p.brand), categoriesOf(p)),
        );
      case 'product-service/brightpearl-category': {
        // every category, or those of an optional ID set
        const ids = multi ? idSet(multi[2]!) : null;
        if (multi && !ids) return bpError(400, 'CMNC-400', 'Invalid ID set');
        const wanted = ids ? new Set(ids) : null;
        const rows = [...categoryIds]
          .filter(([, id]) => !wanted || wanted.has(id))
          .map(([name, id]) => categoryJson(id, name));
        if (wanted && rows.length === 0) return bpError(404, 'CMNC-404', 'No categories were found');
        return { status: 200, body: { response: rows } };
      }
      case 'product-service/channel':
        return { status: 200, body: { response: CHANNELS } };
      case 'product-service/brand':
        return { status: 200, body: { response: [...brandIds].map(([name, id]) => ({ id, name })) } };
      case 'warehouse-service/warehouse': {
        const rows = Array.from({ length: data.locations.count }, (_, i) => warehouseJson(data.locations.get(i + 1)!));
        return { status: 200, body: { response: rows } };
      }
      case 'order-service/order':
        return orders(multi![2]!);
      case 'warehouse-service/product-availability':
        return availability(multi![2]!);
      default:
        return bpError(404, 'CMNC-404', `No resource ${service}/${resource}`);
    }
  };

  const search = <T extends Stamped>(
    collection: Collection<T>,
    url: URL,
    columns: readonly string[],
    toRow: (record: T) => unknown[],
  ): FakeResponse => {
    const pageSize = Number(url.searchParams.get('pageSize') ?? DEFAULT_PAGE);
    const firstResult = Number(url.searchParams.get('firstResult') ?? 1);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE)
      return bpError(400, 'CMNC-400', `pageSize must be between 1 and ${MAX_PAGE}`);
    if (!Number.isInteger(firstResult) || firstResult < 1) return bpError(400, 'CMNC-400', 'firstResult starts at 1');
    const from = rangeStart(url.searchParams.get('updatedOn'));
    if (from === 'invalid') return bpError(400, 'CMNC-400', 'updatedOn is not a date range');
    const sort = url.searchParams.get('sort');
    if (sort !== null && sort !== 'updatedOn.ASC') return bpError(400, 'CMNC-400', `Cannot sort by ${sort}`);
    let records: T[];
    let total: number;
    if (sort === 'updatedOn.ASC' || from !== null) {
      const filter: ViewFilter<T> = from === null ? {} : { updatedAfter: { ms: from, inclusive: true } };
      ({ records, total } = collection.slice(filter, firstResult - 1, pageSize));
    } else {
      records = collection.sliceById(firstResult - 1, pageSize);
      total = collection.count;
    }
    const lastResult = firstResult - 1 + records.length;
    return {
      status: 200,
      body: {
        response: {
          metaData: {
            resultsAvailable: total,
            resultsReturned: records.length,
            firstResult,
            lastResult,
            morePagesAvailable: lastResult < total,
            columns: columns.map((name) => ({ name })),
          },
          results: records.map(toRow),
        },
      },
    };
  };

  /** A multi-get: the ones found; none found is a 404, not an empty list (reference §7). */
  const orders = (set: string): FakeResponse => {
    const ids = idSet(set);
    if (!ids) return bpError(400, 'CMNC-400', 'Invalid ID set');
    const found = ids.map((id) => data.orders.get(id)).filter((o) => o !== undefined);
    if (found.length === 0) return bpError(404, 'CMNC-404', 'No orders were found');
    return { status: 200, body: { response: found.map((o) => orderJson(o, (id) => data.products.get(id))) } };
  };

  /** Per product: totals and per-warehouse stock (assumed shape, see docs/vendors/brightpearl.md). */
  const availability = (set: string): FakeResponse => {
    const ids = idSet(set);
    if (!ids) return bpError(400, 'CMNC-400', 'Invalid ID set');
    const found = ids.filter((id) => data.products.get(id));
    if (found.length === 0) return bpError(404, 'CMNC-404', 'No products were found');
    const response: Record<string, unknown> = {};
    for (const productId of found) {
      const warehouses: Record<string, unknown> = {};
      let onHand = 0;
      for (let w = 1; w <= data.locations.count; w++) {
        const quantity = stockOf(productId, w);
        onHand += quantity;
        warehouses[String(w)] = { inStock: quantity, onHand: quantity, allocated: 0, inTransit: 0 };
      }
      response[String(productId)] = {
        total: { inStock: onHand, onHand, allocated: 0, inTransit: 0 },
        warehouses,
      };
    }
    return { status: 200, body: { response } };
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the API host: `{url}/public-api/{account}/...` */
    apiUrl: url,
    credentials: auth,
    /** sets a product's stock in a warehouse; the change touches the product (assumed, see above) */
    setStock: setStockTouching(stock, data.products),
    /** empties the rolling window (tests) */
    resetThrottle() {
      recent = [];
    },
  }));
}

export type BrightpearlFake = Awaited<ReturnType<typeof startBrightpearlFake>>;
