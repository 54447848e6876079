import type { PullPage, PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { encodeCursor, startWatermark, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkBigCommerce } from './check.ts';
import { BigCommerceClient, type BigCommerceDetail, isoDate } from './client.ts';
import * as mappers from './mappers.ts';

/** The largest page of the v2 and v3 lists (reference §3 "Pagination"). */
const LIMIT = 250;

type Puller<S extends StreamName> = (client: BigCommerceClient, request: PullRequest) => AsyncIterable<PullPage<S>>;

const keyOf = (row: { id: number; date_modified: string }): Watermark => ({
  updatedAt: isoDate(row.date_modified)!,
  id: String(row.id),
});

/**
 * A list modified since the cursor's watermark, oldest first, as keysets over page numbers
 * (`walkUpdated`): `fetchPage(sinceSecond, page)` asks for records modified at or after that second.
 */
async function* pullModified<T extends { id: number; date_modified: string }, R>(
  request: PullRequest,
  fetchPage: (sinceSecond: string, page: number) => Promise<T[]>,
  toRecords: (rows: T[]) => Promise<R[]>,
): AsyncIterable<{ records: R[]; cursor: string }> {
  const start = watermarkFrom(request.cursor, request.startDate);
  for await (const { rows, mark } of walkUpdated(fetchPage, LIMIT, start, keyOf)) {
    yield { records: await toRecords(rows), cursor: encodeCursor({ mark }) };
  }
}

/** v2 orders by `min_date_modified` (inclusive) sorted by date_modified; each order's lines from its sub-resource. */
const pullOrders: Puller<'orders'> = (client, request) =>
  pullModified(
    request,
    (since, page) =>
      client.v2List<mappers.BcOrder>('/orders', {
        min_date_modified: since,
        sort: 'date_modified:asc',
        page,
        limit: LIMIT,
      }),
    async (orders) => {
      const records = [];
      for (const order of orders) records.push(mappers.toOrder(order, await orderLines(client, order.id)));
      return records;
    },
  );

async function orderLines(client: BigCommerceClient, orderId: number): Promise<mappers.BcOrderLine[]> {
  const lines: mappers.BcOrderLine[] = [];
  for (let page = 1; ; page++) {
    const rows = await client.v2List<mappers.BcOrderLine>(`/orders/${orderId}/products`, { page, limit: LIMIT }, true);
    lines.push(...rows);
    if (rows.length < LIMIT) return lines;
  }
}

const pullCustomers: Puller<'customers'> = (client, request) =>
  pullModified(
    request,
    async (since, page) =>
      (
        await client.v3List<mappers.BcCustomer>('/customers', {
          'date_modified:min': since,
          sort: 'date_modified:asc',
          page,
          limit: LIMIT,
        })
      ).rows,
    async (rows) => rows.map(mappers.toCustomer),
  );

const fetchProducts = (client: BigCommerceClient) => async (since: string, page: number) =>
  (
    await client.v3List<mappers.BcProduct>('/catalog/products', {
      'date_modified:min': since,
      sort: 'date_modified',
      direction: 'asc',
      include: 'custom_fields',
      page,
      limit: LIMIT,
    })
  ).rows;

/** Every page of a v3 list that has no change filter. */
async function allPages<T>(client: BigCommerceClient, path: string, params: Record<string, string> = {}): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { rows, totalPages } = await client.v3List<T>(path, { ...params, page, limit: LIMIT });
    all.push(...rows);
    if (rows.length < LIMIT || page >= totalPages) return all;
  }
}

/** Names by id of a v3 catalogue list (brands, categories), read once per pull. */
const namesOf = async (client: BigCommerceClient, path: string) =>
  new Map((await allPages<{ id: number; name: string }>(client, path)).map((b) => [b.id, b.name]));

const pullProducts: Puller<'products'> = (client, request) => {
  let names: { brands: Map<number, string>; categories: Map<number, string> } | null = null;
  return pullModified(request, fetchProducts(client), async (rows) => {
    names ??= {
      brands: await namesOf(client, '/catalog/brands'),
      categories: await namesOf(client, '/catalog/categories'),
    };
    const known = names;
    return rows.map((row) => mappers.toProduct(row, known.brands, known.categories));
  });
};

/**
 * Stock per variant and location from the Inventory API, for the products modified since the
 * watermark: the Inventory API has no change filter, and a stock change touches the product's
 * date_modified (assumed, docs/vendors/bigcommerce.md says what to check).
 */
const pullInventory: Puller<'inventory'> = (client, request) =>
  pullModified(request, fetchProducts(client), async (products) => {
    const modified = new Map(products.map((p) => [p.id, isoDate(p.date_modified)!]));
    const items = await allPages<mappers.BcInventoryItem>(client, '/inventory/items', {
      'product_id:in': [...modified.keys()].join(','),
    });
    return items.flatMap((item) => mappers.toInventory(item, modified.get(item.identity.product_id)!));
  });

/**
 * Locations: a short list with no change filter and no dates, read whole every run. Its records carry
 * the start date as updatedAt so an unchanged location stays unchanged in the warehouse.
 */
async function* pullLocations(client: BigCommerceClient, request: PullRequest): AsyncIterable<PullPage<'locations'>> {
  const stamp = startWatermark(request.startDate).updatedAt;
  const rows = await allPages<mappers.BcLocation>(client, '/inventory/locations');
  yield { records: rows.map((row) => mappers.toLocation(row, stamp)), cursor: encodeCursor({ whole: true }) };
}

/** The BigCommerce source (type 6) against the given endpoints. */
export const createBigCommerceSource = defineSourceConnector<BigCommerceDetail, BigCommerceClient>({
  auth: 'api-key',
  client: clientAt(BigCommerceClient, 'bigcommerce'),
  check: checkBigCommerce,
  streams: {
    locations: { paging: 'pages', pull: pullLocations },
    customers: { paging: 'keyset', pull: pullCustomers },
    products: { paging: 'keyset', pull: pullProducts },
    inventory: { paging: 'keyset', pull: pullInventory },
    orders: { paging: 'keyset', pull: pullOrders },
  },
});
