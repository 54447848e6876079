import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { encodeCursor, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { wholeList } from '../shared/whole-list.ts';
import { checkBigCommerce } from './check.ts';
import { BigCommerceClient, type BigCommerceDetail, isoDate } from './client.ts';
import * as mappers from './mappers.ts';

/** The largest page of the v2 and v3 lists (reference §3 "Pagination"). */
const LIMIT = 250;

type Stream<S extends StreamName> = StreamDeclaration<BigCommerceClient, BigCommerceDetail, S>;

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
const orders: Stream<'orders'> = stream('keyset', (client, request) =>
  pullModified(
    request,
    (since, page) =>
      client.v2List<mappers.BcOrder>('/orders', {
        min_date_modified: since,
        sort: 'date_modified:asc',
        page,
        limit: LIMIT,
      }),
    async (rows) => {
      const records = [];
      for (const order of rows) records.push(mappers.toOrder(order, await orderLines(client, order.id)));
      return records;
    },
  ),
);

async function orderLines(client: BigCommerceClient, orderId: number): Promise<mappers.BcOrderLine[]> {
  const lines: mappers.BcOrderLine[] = [];
  for (let page = 1; ; page++) {
    const rows = await client.v2List<mappers.BcOrderLine>(`/orders/${orderId}/products`, { page, limit: LIMIT }, true);
    lines.push(...rows);
    if (rows.length < LIMIT) return lines;
  }
}

const customers: Stream<'customers'> = stream('keyset', (client, request) =>
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
  ),
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

const products: Stream<'products'> = stream('keyset', (client, request) => {
  let names: { brands: Map<number, string>; categories: Map<number, string> } | null = null;
  return pullModified(request, fetchProducts(client), async (rows) => {
    names ??= {
      brands: await namesOf(client, '/catalog/brands'),
      categories: await namesOf(client, '/catalog/categories'),
    };
    const known = names;
    return rows.map((row) => mappers.toProduct(row, known.brands, known.categories));
  });
});

/**
 * Stock per variant and location from the Inventory API, for the products modified since the
 * watermark: the Inventory API has no change filter, and a stock change touches the product's
 * date_modified (assumed, docs/vendors/bigcommerce.md says what to check).
 */
const inventory: Stream<'inventory'> = stream('keyset', (client, request) =>
  pullModified(request, fetchProducts(client), async (changed) => {
    const modified = new Map(changed.map((p) => [p.id, isoDate(p.date_modified)!]));
    const items = await allPages<mappers.BcInventoryItem>(client, '/inventory/items', {
      'product_id:in': [...modified.keys()].join(','),
    });
    return items.flatMap((item) => mappers.toInventory(item, modified.get(item.identity.product_id)!));
  }),
);

/**
 * Locations: a short list with no change filter and no dates, read whole every run. Its records carry
 * the start date as updatedAt so an unchanged location stays unchanged in the warehouse.
 */
const locations: Stream<'locations'> = wholeList(async (client, stamp) =>
  (await allPages<mappers.BcLocation>(client, '/inventory/locations')).map((row) => mappers.toLocation(row, stamp)),
);

/** The BigCommerce source (type 6) against the given endpoints. */
export const createBigCommerceSource = defineSourceConnector<BigCommerceDetail, BigCommerceClient>({
  auth: 'api-key',
  client: clientAt(BigCommerceClient, 'bigcommerce'),
  check: checkBigCommerce,
  streams: { locations, customers, products, inventory, orders },
});
