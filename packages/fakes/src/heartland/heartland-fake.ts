import type { Collection, ViewFilter } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { routed, serveFake } from '../shared/define-fake.ts';
import type { GenCustomer, GenInventory, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import { bearerToken, type FakeResponse, intParam } from '../shared/http.ts';
import { pageOf, sliceUpdated } from '../shared/paging.ts';

/**
 * A local Heartland Retail API (reference source-apis.md §5): `{account}.retail.heartland.us/api/...`
 * with a Bearer API token; `page`/`per_page` paging with `{total, pages, results}` bodies; Mongo-style
 * `_filter` JSON on `updated_at` ($gt, $gte, $lt, $lte); `sort=updated_at,asc`; sales tickets with
 * their lines at `/sales/tickets/{id}/lines`; items and customers with `custom` fields; locations;
 * inventory values grouped by item and location.
 *
 * Assumed, not documented (reference §5 says so): the 401 body and the address fields of a
 * location. Heartland publishes no rate limit; `failNext` stands in for 429/5xx.
 *
 * Accounts are told apart by path: `{url}/accounts/{subdomain}` stands for
 * `https://{subdomain}.retail.heartland.us` (see `accountUrlTemplate`).
 */

export interface HeartlandFakeOptions extends DatasetOptions {
  port?: number;
  subdomain?: string;
  apiKey?: string;
}

const MAX_PER_PAGE = 1000;

/**
 * Heartland's custom-field keys on items and customers (users define these; these are typical). A
 * store names its own: besides the common names, width, style, gender, season and a vendor code,
 * which a link's Heartland mapping can point any destination field at (spec 2 §3).
 */
export const ITEM_CUSTOM_FIELDS = [
  'brand',
  'upc',
  'size',
  'color',
  'category',
  'department',
  'width',
  'style',
  'gender',
  'season',
  'vendor_code',
];
const WIDTHS = ['B', 'D', '2E', '4E'];
const GENDERS = ['Men', 'Women', 'Unisex'];
const SEASONS = ['SS25', 'FW25', 'Core'];
export const CUSTOMER_CUSTOM_FIELDS = ['loyalty_tier', 'birthday_month'];

type Filterable = GenCustomer | GenProduct | GenOrder | GenLocation;

export async function startHeartlandFake(options: HeartlandFakeOptions = {}) {
  const data = createDataset(options);
  const auth = { subdomain: options.subdomain ?? 'demo', apiKey: options.apiKey ?? 'heartland-test-token' };

  const handle = routed({
    route: (request) => {
      const route = /^(?:\/accounts\/([^/]+))?\/api(\/.*)$/.exec(request.url.pathname);
      return route && (route[1] === undefined || route[1] === auth.subdomain) ? route : null;
    },
    notFound: { status: 404, body: 'Not Found' },
    auth: (request) =>
      bearerToken(request.headers) !== auth.apiKey
        ? { status: 401, body: { error: 'unauthorized', message: 'Invalid or missing API token' } }
        : null,
    method: { allowed: 'GET', refused: { status: 405, body: { error: 'method_not_allowed' } } },
    serve: ({ url }, route) => {
      const path = route[2]!.replace(/\/$/, '');
      const lines = /^\/sales\/tickets\/(\d+)\/lines$/.exec(path);
      if (lines) return ticketLines(Number(lines[1]), url);
      switch (path) {
        case '/customers':
          return list(data.customers, url, customerJson);
        case '/items':
          return list(data.products, url, itemJson);
        case '/locations':
          return list(data.locations, url, locationJson);
        case '/sales/tickets':
          return list(data.orders, url, ticketJson);
        case '/inventory/values':
          return inventoryValues(data.inventory, url);
        default:
          return { status: 404, body: { error: 'not_found', message: `No route for ${path}` } };
      }
    },
  });

  const ticketLines = (ticketId: number, url: URL): FakeResponse => {
    const ticket = data.orders.get(ticketId);
    if (!ticket) return { status: 404, body: { error: 'not_found', message: 'Ticket not found' } };
    const rows = ticket.lines.map((line) => ({
      id: line.id,
      type: 'ItemLine',
      item_id: line.productId,
      description: data.products.get(line.productId)?.title ?? 'Item',
      qty: line.quantity,
      unit_price: line.price,
      value: line.price * line.quantity,
    }));
    if (ticket.discount)
      rows.push({
        id: ticket.id * 10 + 9,
        type: 'DiscountLine',
        item_id: 0,
        description: 'Discount',
        qty: 1,
        unit_price: -ticket.discount,
        value: -ticket.discount,
      });
    return paged(rows, url);
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** `{subdomain}` stands for the account, as in https://{subdomain}.retail.heartland.us */
    accountUrlTemplate: `${url}/accounts/{subdomain}`,
    credentials: auth,
  }));

  function ticketJson(order: GenOrder) {
    return {
      id: order.id,
      public_id: String(order.number),
      type: order.status === 'refunded' ? 'Return' : 'Ticket',
      status: order.status === 'pending' ? 'pending' : 'complete',
      customer_id: order.customerId,
      // web orders are rung up at the e-commerce location, which is the last location
      source_location_id: order.locationId ?? data.sizes.locations,
      total: order.total,
      discount_total: order.discount,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
      completed_at: order.createdAt,
    };
  }
}

export type HeartlandFake = Awaited<ReturnType<typeof startHeartlandFake>>;

interface FilterError {
  error: FakeResponse;
}

/** `_filter` / `_filter[]` JSON (reference §5): only `updated_at` bounds are understood here. */
function parseFilter(url: URL): ViewFilter<Filterable> | FilterError {
  const filter: ViewFilter<Filterable> = {};
  for (const raw of [...url.searchParams.getAll('_filter'), ...url.searchParams.getAll('_filter[]')]) {
    let parsed: Record<string, Record<string, string>>;
    try {
      parsed = JSON.parse(raw) as typeof parsed;
    } catch {
      return { error: { status: 400, body: { error: 'bad_request', message: 'Invalid _filter JSON' } } };
    }
    for (const [op, value] of Object.entries(parsed.updated_at ?? {})) {
      const ms = Date.parse(value);
      if (Number.isNaN(ms)) return { error: { status: 400, body: { error: 'bad_request', message: 'Invalid date' } } };
      if (op === '$gt' || op === '$gte') filter.updatedAfter = { ms, inclusive: op === '$gte' };
      if (op === '$lt' || op === '$lte') {
        const before = filter.where;
        filter.where = (r) =>
          (!before || before(r)) && (op === '$lt' ? Date.parse(r.updatedAt) < ms : Date.parse(r.updatedAt) <= ms);
      }
    }
  }
  return filter;
}

/** Updated-order when sorted or filtered by updated_at, else id order. */
function list<T extends Filterable>(collection: Collection<T>, url: URL, toJson: (record: T) => unknown): FakeResponse {
  const filter = parseFilter(url);
  if ('error' in filter) return filter.error;
  const perPage = intParam(url, 'per_page', 20, MAX_PER_PAGE);
  const page = intParam(url, 'page', 1);
  const offset = (page - 1) * perPage;
  const sort = url.searchParams.get('sort') ?? '';
  const descending = sort.endsWith(',desc');
  let records: T[];
  let total: number;
  if (sort.startsWith('updated_at') || filter.updatedAfter || filter.where) {
    ({ records, total } = sliceUpdated(collection, filter as ViewFilter<T>, offset, perPage, descending));
  } else {
    total = collection.count;
    records = collection.sliceById(offset, perPage, descending);
  }
  return { status: 200, body: { total, pages: Math.ceil(total / perPage), results: records.map(toJson) } };
}

function paged(rows: unknown[], url: URL): FakeResponse {
  const perPage = intParam(url, 'per_page', 20, MAX_PER_PAGE);
  const page = intParam(url, 'page', 1);
  const results = pageOf(rows, page, perPage);
  return { status: 200, body: { total: rows.length, pages: Math.ceil(rows.length / perPage), results } };
}

/** `GET /inventory/values?group[]=item_id&group[]=location_id` (reference §5), optionally one location. */
function inventoryValues(inventory: Collection<GenInventory>, url: URL): FakeResponse {
  const groups = url.searchParams.getAll('group[]');
  if (!groups.includes('item_id') || !groups.includes('location_id')) {
    return { status: 400, body: { error: 'bad_request', message: 'group[] must include item_id and location_id' } };
  }
  const perPage = intParam(url, 'per_page', 20, MAX_PER_PAGE);
  const page = intParam(url, 'page', 1);
  const rows = inventory.sliceById((page - 1) * perPage, perPage).map((row) => ({
    item_id: row.productId,
    location_id: row.locationId,
    qty_on_hand: row.quantity,
    qty_available: row.quantity,
    qty_committed: 0,
    qty_on_po: 0,
    qty_in_transit: 0,
  }));
  return { status: 200, body: { total: inventory.count, pages: Math.ceil(inventory.count / perPage), results: rows } };
}

function customerJson(customer: GenCustomer) {
  return {
    id: customer.id,
    public_id: `C${customer.id}`,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    created_at: customer.createdAt,
    updated_at: customer.updatedAt,
    custom: {
      loyalty_tier: customer.acceptsMarketing ? 'gold' : 'basic',
      birthday_month: String(1 + (customer.id % 12)),
    },
  };
}

function itemJson(product: GenProduct) {
  return {
    id: product.id,
    public_id: product.sku,
    description: product.title,
    long_description: `${product.title} in ${product.color}`,
    price: product.price,
    cost: Math.round(product.price * 45) / 100,
    active: true,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
    custom: {
      brand: product.brand,
      upc: product.upc,
      size: product.size,
      color: product.color,
      category: product.category,
      department: product.department,
      width: WIDTHS[product.id % WIDTHS.length],
      style: `ST-${1000 + product.id}`,
      gender: GENDERS[product.id % GENDERS.length],
      season: SEASONS[product.id % SEASONS.length],
      vendor_code: `V-${product.sku}`,
    },
  };
}

function locationJson(location: GenLocation) {
  return {
    id: location.id,
    public_id: `L${location.id}`,
    name: location.name,
    active: location.active,
    phone: location.phone,
    address: {
      line_1: location.street1,
      line_2: location.street2,
      city: location.city,
      state: location.state,
      postal_code: location.zip,
      country: location.country,
    },
    created_at: location.createdAt,
    updated_at: location.updatedAt,
  };
}
