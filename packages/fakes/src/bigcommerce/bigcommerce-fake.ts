import type { ViewFilter } from '../shared/collection.ts';
import { createDataset, type Dataset, type DatasetOptions } from '../shared/dataset.ts';
import { serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import { type FakeRequest, type FakeResponse, intParam } from '../shared/http.ts';
import { pageOf, pageSizeParam } from '../shared/paging.ts';
import { NameIds, setStockTouching, stockLedger } from '../shared/store-records.ts';
import { customerJson, locationJson, orderJson, orderLineJson, pagination, productJson } from './bigcommerce-json.ts';

/**
 * A local BigCommerce store API (reference source-apis.md §3): `/stores/{store_hash}/v2/...` and `/v3/...`
 * with `X-Auth-Token`; v2 orders as a bare array paged by `page`/`limit` (at most 250) that answers
 * **204** on an empty page, with `min_date_modified` and `sort=date_modified:asc`; lines at
 * `/v2/orders/{id}/products`; v3 customers, catalog products (brand by id, names at `/v3/catalog/brands`;
 * category ids, names at `/v3/catalog/categories`)
 * with `{data, meta.pagination}`,
 * `date_modified:min` and a modified sort; v3 inventory locations and items (per-location stock, filtered
 * by `product_id:in`); and the store quota: `quota` requests per `windowMs`, the four
 * `X-Rate-Limit-*` headers on every answer and **429** when it is spent.
 *
 * Assumed, not documented (reference §3 says so): the exact 401 bodies, a 404 for an unknown store hash,
 * and the inventory item field names. Saving stock touches the product's `date_modified` here.
 */

export interface BigCommerceFakeOptions extends DatasetOptions {
  port?: number;
  storeHash?: string;
  accessToken?: string;
  clientId?: string;
  /** requests per window for the store (reference §3: Standard/Plus plans 150 per 30 s) */
  quota?: number;
  windowMs?: number;
}

const MAX_LIMIT = 250;

const v2Error = (status: number, message: string): FakeResponse => ({ status, body: [{ status, message }] });
const v3Error = (status: number, title: string): FakeResponse => ({
  status,
  body: { status, title, type: 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes' },
});

export async function startBigCommerceFake(options: BigCommerceFakeOptions = {}) {
  const data = createDataset(options);
  const auth = {
    storeHash: options.storeHash ?? 'abc123def',
    accessToken: options.accessToken ?? 'bc-test-access-token',
    clientId: options.clientId ?? 'bc-test-client-id',
  };
  const limit = options.quota ?? 150;
  const windowMs = options.windowMs ?? 30_000;
  const quota = windowQuota({ limit, windowMs });
  /** stock per product and location once a test sets it */
  const stock = stockLedger(data);
  const stockOf = stock.of;
  /** brand ids by name, numbered as products first name them */
  const brandIds = new NameIds();
  const brandId = (name: string) => brandIds.idOf(name);
  for (let id = 1; id <= data.products.count; id++) brandId(data.products.get(id)!.brand);
  /** category ids by name, numbered the same way (a product sits in one category here) */
  const categoryIds = new NameIds();
  const categoryId = (name: string) => categoryIds.idOf(name);
  for (let id = 1; id <= data.products.count; id++) categoryId(data.products.get(id)!.category);

  /** Counts the request against the store's quota; the headers every answer carries. */
  const rateLimit = (): { headers: Record<string, string>; spent: boolean } => {
    const spent = quota.take() !== null;
    return {
      spent,
      headers: {
        'x-rate-limit-time-window-ms': String(windowMs),
        'x-rate-limit-time-reset-ms': String(Math.max(0, quota.endsAt - Date.now())),
        'x-rate-limit-requests-left': String(quota.remaining),
        'x-rate-limit-requests-quota': String(limit),
      },
    };
  };

  const handle = (request: FakeRequest): FakeResponse => {
    const route = /^\/stores\/([^/]+)\/(v2|v3)(\/.*)$/.exec(request.url.pathname);
    if (!route) return { status: 404, body: 'Not Found' };
    const [, hash, version, rawPath] = route;
    const fail = version === 'v2' ? v2Error : v3Error;
    if (hash !== auth.storeHash) return fail(404, 'Store not found');
    const token = request.headers['x-auth-token'];
    if (!token) return fail(401, 'No access token was provided');
    if (token !== auth.accessToken) return fail(401, 'The access token is not valid for this store');
    const limited = rateLimit();
    if (limited.spent) {
      return { ...fail(429, 'Too many requests: the store quota for this window is spent'), headers: limited.headers };
    }
    if (request.method !== 'GET') return { ...fail(405, 'Method not allowed'), headers: limited.headers };
    const answer = route2(version!, rawPath!.replace(/\/$/, ''), request.url);
    return { ...answer, headers: { ...answer.headers, ...limited.headers } };
  };

  const route2 = (version: string, path: string, url: URL): FakeResponse => {
    if (version === 'v2') {
      if (path === '/orders') return v2Orders(url);
      const lines = /^\/orders\/(\d+)\/products$/.exec(path);
      if (lines) return v2OrderLines(Number(lines[1]), url);
      return v2Error(404, 'The requested resource was not found.');
    }
    switch (path) {
      case '/customers':
        return v3List(
          data.customers,
          url,
          'date_modified:min',
          customerJson,
          url.searchParams.get('sort') === 'date_modified:asc',
        );
      case '/catalog/products':
        return v3List(
          data.products,
          url,
          'date_modified:min',
          (product: GenProduct) => productJson(product, brandId(product.brand), categoryId(product.category)),
          url.searchParams.get('sort') === 'date_modified' && url.searchParams.get('direction') === 'asc',
        );
      case '/catalog/brands':
        return named(url, brandIds);
      case '/catalog/categories':
        return named(url, categoryIds);
      case '/inventory/locations':
        return v3List(data.locations, url, null, locationJson, false);
      case '/inventory/items':
        return inventoryItems(url);
      default:
        return v3Error(404, 'The requested resource was not found.');
    }
  };

  const limitOf = (url: URL): number | null => {
    return pageSizeParam(url, 'limit', 50, MAX_LIMIT);
  };

  const since = (url: URL, name: string): number | null => {
    const value = url.searchParams.get(name);
    if (!value) return null;
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  };

  /** Records by (date_modified, id) when sorted by it or filtered on it, else by id. */
  const select = <T extends GenOrder | GenCustomer | GenProduct | GenLocation>(
    collection: Dataset['orders' | 'customers' | 'products' | 'locations'],
    minModified: number | null,
    byModified: boolean,
    offset: number,
    limit: number,
  ): { records: T[]; total: number } => {
    if (byModified || minModified !== null) {
      const filter: ViewFilter<T> = {};
      if (minModified !== null) filter.updatedAfter = { ms: minModified, inclusive: true };
      return (collection as unknown as Dataset['orders']).slice(filter as ViewFilter<GenOrder>, offset, limit) as {
        records: T[];
        total: number;
      };
    }
    return { records: collection.sliceById(offset, limit) as T[], total: collection.count };
  };

  const v2Orders = (url: URL): FakeResponse => {
    const limit = limitOf(url);
    if (limit === null) return v2Error(400, 'The field "limit" is invalid.');
    const page = intParam(url, 'page', 1);
    const byModified = url.searchParams.get('sort') === 'date_modified:asc';
    const { records } = select<GenOrder>(
      data.orders,
      since(url, 'min_date_modified'),
      byModified,
      (page - 1) * limit,
      limit,
    );
    // the v2 API answers an empty page with 204 and no body (reference §3)
    if (records.length === 0) return { status: 204 };
    return { status: 200, body: records.map(orderJson) };
  };

  const v2OrderLines = (orderId: number, url: URL): FakeResponse => {
    const order = data.orders.get(orderId);
    if (!order) return v2Error(404, 'The requested resource was not found.');
    const limit = limitOf(url) ?? 50;
    const page = intParam(url, 'page', 1);
    const rows = pageOf(order.lines, page, limit);
    if (rows.length === 0) return { status: 204 };
    return {
      status: 200,
      body: rows.map((line) => orderLineJson(order, line, data.products.get(line.productId))),
    };
  };

  const v3List = <T extends GenOrder | GenCustomer | GenProduct | GenLocation>(
    collection: Dataset['customers' | 'products' | 'locations'],
    url: URL,
    minParam: string | null,
    toJson: (record: T) => unknown,
    byModified: boolean,
  ): FakeResponse => {
    const limit = limitOf(url);
    if (limit === null) return v3Error(422, 'The field "limit" must be between 1 and 250.');
    const page = intParam(url, 'page', 1);
    const min = minParam ? since(url, minParam) : null;
    const { records, total } = select<T>(collection, min, byModified, (page - 1) * limit, limit);
    return {
      status: 200,
      body: { data: records.map(toJson), meta: { pagination: pagination(url, total, records.length, limit, page) } },
    };
  };

  /** A v3 list of named things (brands, categories: top-level, hence parent_id 0), by id. */
  const named = (url: URL, ids: ReadonlyMap<string, number>): FakeResponse => {
    const limit = limitOf(url);
    if (limit === null) return v3Error(422, 'The field "limit" must be between 1 and 250.');
    const page = intParam(url, 'page', 1);
    const all = [...ids].map(([name, id]) => ({ id, name, ...(ids === categoryIds ? { parent_id: 0 } : {}) }));
    const rows = pageOf(all, page, limit);
    return {
      status: 200,
      body: { data: rows, meta: { pagination: pagination(url, all.length, rows.length, limit, page) } },
    };
  };

  /** Per-product stock at every location, for the products listed in `product_id:in` (all when absent). */
  const inventoryItems = (url: URL): FakeResponse => {
    const limit = limitOf(url);
    if (limit === null) return v3Error(422, 'The field "limit" must be between 1 and 250.');
    const page = intParam(url, 'page', 1);
    const wanted = url.searchParams.get('product_id:in');
    const ids = wanted
      ? wanted
          .split(',')
          .map(Number)
          .filter((id) => data.products.get(id))
      : Array.from({ length: data.products.count }, (_, i) => i + 1);
    const slice = ids.slice((page - 1) * limit, page * limit);
    const locations = Array.from({ length: data.locations.count }, (_, i) => data.locations.get(i + 1)!);
    const rows = slice.map((productId) => {
      const product = data.products.get(productId)!;
      return {
        identity: { sku: product.sku, variant_id: productId, product_id: productId, sku_id: null },
        locations: locations.map((location) => ({
          location_id: location.id,
          location_code: `LOC-${location.id}`,
          location_name: location.name,
          available_to_sell: stockOf(productId, location.id),
          total_inventory_onhand: stockOf(productId, location.id),
          location_enabled: location.active,
        })),
      };
    });
    return {
      status: 200,
      body: { data: rows, meta: { pagination: pagination(url, ids.length, rows.length, limit, page) } },
    };
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the API host: `{url}/stores/{hash}/v3/...` */
    apiUrl: url,
    credentials: auth,
    /** sets a product's stock at a location; the change touches the product (assumed, see above) */
    setStock: setStockTouching(stock, data.products),
    /** starts a fresh quota window (tests) */
    resetQuota: quota.reset,
  }));
}

export type BigCommerceFake = Awaited<ReturnType<typeof startBigCommerceFake>>;
