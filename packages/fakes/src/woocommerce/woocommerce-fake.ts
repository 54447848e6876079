import type { ViewFilter } from '../shared/collection.ts';
import { createDataset, type Dataset, type DatasetOptions } from '../shared/dataset.ts';
import { serveFake } from '../shared/define-fake.ts';
import type { GenCustomer, GenOrder, GenProduct } from '../shared/generate.ts';
import { basicAuth, type FakeRequest, type FakeResponse, intParam } from '../shared/http.ts';
import { linkHeader, pageSizeParam, sliceUpdated } from '../shared/paging.ts';

/**
 * A local WooCommerce REST API v3 (reference source-apis.md §2): `{site}/wp-json/wc/v3/{orders,customers,products}`,
 * consumer key/secret by HTTP Basic or query string, page/per_page paging with X-WP-Total,
 * X-WP-TotalPages and Link headers, `modified_after` on orders and products (none on customers),
 * and WooCommerce's 401 bodies. Core WooCommerce has no rate limit, so this fake has none either;
 * `failNext` stands in for a host or WAF answering 429/503.
 *
 * Sites are told apart by path: `{url}/sites/{site}` stands for `https://{site}` (see `siteUrlTemplate`);
 * an unknown site answers a plain 404 page, a known site without WooCommerce's routes WordPress's `rest_no_route`.
 */

export interface WooCommerceFakeOptions extends DatasetOptions {
  port?: number;
  site?: string;
  consumerKey?: string;
  consumerSecret?: string;
  /** act like a host that drops the Authorization header, so only query-string keys work (reference §2 "Auth") */
  stripAuthorizationHeader?: boolean;
  /**
   * Benchmarks: answer a list asked before from the text built the first time (only while the data
   * and the stock are left alone), so that the fake's own page building does not weigh on what is
   * measured (the fakes share the machine with the product).
   */
  cacheResponses?: boolean;
}

const MAX_PER_PAGE = 100;

const wooError = (status: number, code: string, message: string): FakeResponse => ({
  status,
  body: { code, message, data: { status } },
});

/** WooCommerce dates: local site time (this fake's site runs on UTC) and `_gmt`, both without a zone suffix. */
const wpDate = (iso: string) => iso.replace(/Z$/, '');

const ORDER_STATUS = { paid: 'completed', refunded: 'refunded', pending: 'pending' } as const;

export async function startWooCommerceFake(options: WooCommerceFakeOptions = {}) {
  const data = createDataset({ locations: 1, ...options });
  const auth = {
    site: options.site ?? 'shop.example.com',
    consumerKey: options.consumerKey ?? 'ck_test_key',
    consumerSecret: options.consumerSecret ?? 'cs_test_secret',
  };
  /** stock per product id once a test sets it (default: the generated inventory at the one location) */
  const stock = new Map<number, number>();
  const cache = options.cacheResponses ? new Map<string, FakeResponse>() : null;

  const stockOf = (product: GenProduct) => stock.get(product.id) ?? data.inventory.get(product.id)?.quantity ?? 0;

  const handle = (request: FakeRequest): FakeResponse => {
    const route = /^(?:\/sites\/([^/]+))?\/wp-json(\/.*)?$/.exec(request.url.pathname);
    if (!route || (route[1] !== undefined && route[1] !== auth.site)) {
      return { status: 404, headers: { 'content-type': 'text/html' }, body: '<h1>Not Found</h1>' };
    }
    const resource = /^\/wc\/v3\/(orders|customers|products)\/?$/.exec(route[2] ?? '');
    if (!resource || request.method !== 'GET') {
      return wooError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    }
    const refused = authenticate(request);
    if (refused) return refused;
    if (!cache) return list(resource[1] as 'orders' | 'customers' | 'products', request.url);
    const key = `${request.url.pathname}?${request.url.search}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const answer = list(resource[1] as 'orders' | 'customers' | 'products', request.url);
    const text: FakeResponse = {
      ...answer,
      headers: { ...answer.headers, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(answer.body),
    };
    if (answer.status === 200) cache.set(key, text);
    return text;
  };

  /** WooCommerce's answers to missing or wrong keys (reference §2 "Bad credentials"). */
  const authenticate = (request: FakeRequest): FakeResponse | null => {
    const header = options.stripAuthorizationHeader ? null : basicAuth(request.headers);
    const params = request.url.searchParams;
    const key = header?.user ?? params.get('consumer_key');
    const secret = header?.password ?? params.get('consumer_secret');
    if (!key) return wooError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    if (key !== auth.consumerKey)
      return wooError(401, 'woocommerce_rest_authentication_error', 'Consumer Key is invalid.');
    if (secret !== auth.consumerSecret) {
      return wooError(401, 'woocommerce_rest_authentication_error', 'Consumer Secret is invalid.');
    }
    return null;
  };

  const list = (resource: 'orders' | 'customers' | 'products', url: URL): FakeResponse => {
    const perPage = pageSizeParam(url, 'per_page', 10, MAX_PER_PAGE);
    if (perPage === null) return wooError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page');
    const page = intParam(url, 'page', 1);
    const offset = (page - 1) * perPage;
    const { records, total } = select(resource, url, offset, perPage);
    const totalPages = Math.ceil(total / perPage);
    return {
      status: 200,
      headers: {
        'x-wp-total': String(total),
        'x-wp-totalpages': String(totalPages),
        ...pageLinks(url, page, totalPages),
      },
      body: records.map((record) => toJson(resource, record)),
    };
  };

  /** orderby=modified pages in (modified, id) order; anything else in id order, as `order` says. */
  const select = (resource: 'orders' | 'customers' | 'products', url: URL, offset: number, limit: number) => {
    const collection: Dataset[typeof resource] = data[resource];
    const descending = url.searchParams.get('order') !== 'asc'; // WordPress lists default to desc
    const modifiedAfter = resource === 'customers' ? null : parseWpDate(url.searchParams.get('modified_after'));
    if (url.searchParams.get('orderby') === 'modified' || modifiedAfter !== null) {
      const filter: ViewFilter<GenOrder | GenCustomer | GenProduct> = {};
      if (modifiedAfter !== null) filter.updatedAfter = { ms: modifiedAfter, inclusive: false };
      return sliceUpdated(collection, filter, offset, limit, descending);
    }
    return { records: collection.sliceById(offset, limit, descending), total: collection.count };
  };

  const toJson = (resource: 'orders' | 'customers' | 'products', record: GenOrder | GenCustomer | GenProduct) => {
    if (resource === 'orders') return orderJson(record as GenOrder, data);
    if (resource === 'customers') return customerJson(record as GenCustomer);
    const product = record as GenProduct;
    return productJson(product, stockOf(product));
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** `{url}` stands for the site's address as the source detail holds it (no scheme) */
    siteUrlTemplate: `${url}/sites/{url}`,
    credentials: auth,
    /** sets a product's stock; saving stock touches the product, as WooCommerce does */
    setStock(productId: number, quantity: number) {
      stock.set(productId, quantity);
      data.products.touch(productId);
    },
  }));
}

export type WooCommerceFake = Awaited<ReturnType<typeof startWooCommerceFake>>;

/** A WordPress date parameter: with a zone it is taken as given, without one as the site's (UTC) time. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** A category term's id, the same for a name on every call (WordPress terms are shared by name). */
const termId = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9000, 7) + 1000;

function parseWpDate(value: string | null): number | null {
  if (!value) return null;
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(ms) ? null : ms;
}

function pageLinks(url: URL, page: number, totalPages: number): Record<string, string> {
  const at = (n: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(n));
    next.searchParams.delete('consumer_secret');
    return `${next.pathname}${next.search}`;
  };
  const link = linkHeader({ prev: page > 1 ? at(page - 1) : null, next: page < totalPages ? at(page + 1) : null });
  return link ? { link } : {};
}

function orderJson(order: GenOrder, data: Dataset) {
  const customer = order.customerId ? data.customers.get(order.customerId) : undefined;
  return {
    id: order.id,
    number: String(order.number),
    status: ORDER_STATUS[order.status],
    currency: order.currency,
    created_via: order.channel === 'store' ? 'pos-rest-api' : 'checkout',
    date_created: wpDate(order.createdAt),
    date_created_gmt: wpDate(order.createdAt),
    date_modified: wpDate(order.updatedAt),
    date_modified_gmt: wpDate(order.updatedAt),
    discount_total: order.discount.toFixed(2),
    total: order.total.toFixed(2),
    customer_id: order.customerId ?? 0,
    billing: {
      first_name: customer?.firstName ?? '',
      last_name: customer?.lastName ?? '',
      email: order.email ?? '',
      phone: customer?.phone ?? '',
    },
    line_items: order.lines.map((line) => {
      const product = data.products.get(line.productId);
      return {
        id: line.id,
        name: product?.title ?? 'Deleted product',
        product_id: line.productId,
        variation_id: 0,
        quantity: line.quantity,
        sku: product?.sku ?? '',
        price: line.price,
        total: (line.price * line.quantity).toFixed(2),
      };
    }),
  };
}

function customerJson(customer: GenCustomer) {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    username: customer.email.split('@')[0],
    date_created: wpDate(customer.createdAt),
    date_created_gmt: wpDate(customer.createdAt),
    date_modified: wpDate(customer.updatedAt),
    date_modified_gmt: wpDate(customer.updatedAt),
    billing: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: customer.phone,
    },
  };
}

function productJson(product: GenProduct, stockQuantity: number) {
  return {
    id: product.id,
    name: product.title,
    type: 'simple',
    status: 'publish',
    sku: product.sku,
    global_unique_id: product.upc,
    price: product.price.toFixed(2),
    regular_price: product.price.toFixed(2),
    manage_stock: true,
    stock_quantity: stockQuantity,
    stock_status: stockQuantity > 0 ? 'instock' : 'outofstock',
    date_modified: wpDate(product.updatedAt),
    date_modified_gmt: wpDate(product.updatedAt),
    // the product's category first (the one a shop lists it under), then its department, the parent
    categories: [product.category, product.department].map((name) => ({ id: termId(name), name, slug: slugOf(name) })),
    tags: product.tags.map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase().replace(/ /g, '-') })),
    brands: [{ id: 1, name: product.brand }],
    attributes: [
      { id: 1, name: 'Size', options: [product.size] },
      { id: 2, name: 'Color', options: [product.color] },
    ],
  };
}
