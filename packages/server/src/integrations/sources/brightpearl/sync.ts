import type { PullRequest } from '../../connector.ts';
import { defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { mapRows } from '../shared/options.ts';
import { encodeCursor, floorToSecond, keepPast, watermarkFrom } from '../shared/watermark.ts';
import { wholeList } from '../shared/whole-list.ts';
import { checkBrightpearl } from './check.ts';
import { BrightpearlClient, type BrightpearlDetail, ID_SET_SIZE, isoOf } from './client.ts';
import * as mappers from './mappers.ts';

type Stream<S extends StreamName> = StreamDeclaration<BrightpearlClient, BrightpearlDetail, S>;

/** The searches and the id column of their rows. */
const SEARCHES = {
  orders: { path: 'order-service/order-search', id: 'orderId' },
  customers: { path: 'contact-service/contact-search', id: 'contactId' },
  products: { path: 'product-service/product-search', id: 'productId' },
} as const;

/**
 * Rows changed since the watermark (`updatedOn={second}/`, sorted by updatedOn, reference §7
 * "Incremental"), paged by `firstResult` while `morePagesAvailable`; the resume cursor is the watermark.
 */
async function* searchChanged(
  client: BrightpearlClient,
  search: (typeof SEARCHES)[keyof typeof SEARCHES],
  request: PullRequest,
): AsyncIterable<{ rows: mappers.BpRow[]; cursor: string }> {
  const keyOf = (row: mappers.BpRow) => ({ updatedAt: isoOf(row.updatedOn), id: String(row[search.id]) });
  let mark = watermarkFrom(request.cursor, request.startDate);
  const params = { updatedOn: `${floorToSecond(mark).slice(0, 19)}/`, sort: 'updatedOn.ASC' };
  for (let first = 1; ; ) {
    const page = await client.search(search.path, params, first);
    const kept = keepPast(page.rows, mark, keyOf);
    mark = kept.mark;
    if (kept.fresh.length) yield { rows: kept.fresh, cursor: encodeCursor({ mark }) };
    if (!page.more || page.rows.length === 0) return;
    first += page.rows.length;
  }
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Point-of-sale channel ids. Assumed: channelTypeId 3 (docs/vendors/brightpearl.md). */
async function storeChannels(client: BrightpearlClient): Promise<Set<number>> {
  const channels = (await client.list<Array<{ id: number; channelTypeId?: number }>>('product-service/channel')) ?? [];
  return new Set(channels.filter((c) => c.channelTypeId === 3).map((c) => c.id));
}

/** Changed orders from the search, each read whole (its rows) by ID set. */
const orders: Stream<'orders'> = stream('keyset', async function* (client, request) {
  const stores = await storeChannels(client);
  for await (const { rows, cursor } of searchChanged(client, SEARCHES.orders, request)) {
    const byId = new Map<string, mappers.BpOrder>();
    for (const ids of chunks(
      rows.map((r) => String(r.orderId)),
      ID_SET_SIZE,
    )) {
      for (const order of await client.byIds<mappers.BpOrder[]>('order-service/order', ids, []))
        byId.set(String(order.id), order);
    }
    // an order deleted between the search and the read is left out
    const found = rows.map((r) => byId.get(String(r.orderId))).filter((o): o is mappers.BpOrder => o !== undefined);
    yield { records: found.map((o) => mappers.toOrder(o, stores)), cursor };
  }
});

const customers: Stream<'customers'> = stream('keyset', (client, request) =>
  mapRows(searchChanged(client, SEARCHES.customers, request), mappers.toCustomer),
);

const products: Stream<'products'> = stream('keyset', async function* (client, request) {
  const brandList = (await client.list<Array<{ id: number; name: string }>>('product-service/brand')) ?? [];
  const brands = new Map(brandList.map((b) => [String(b.id), b.name]));
  // the account's categories, read once per pull: a product-search row names its own by id only
  // (an account without any may answer 404, Brightpearl's empty list)
  const categoryList =
    (await client.list<Array<{ id: number; name: string }> | null>('product-service/brightpearl-category', true)) ?? [];
  const categories = new Map(categoryList.map((c) => [String(c.id), c.name]));
  for await (const { rows, cursor } of searchChanged(client, SEARCHES.products, request))
    yield { records: rows.map((row) => mappers.toProduct(row, brands, categories)), cursor };
});

/**
 * Stock of the products changed since the watermark, per warehouse (availability has no change
 * time of its own: a product's stock change is assumed to touch the product, docs/vendors/brightpearl.md).
 */
const inventory: Stream<'inventory'> = stream('keyset', async function* (client, request) {
  for await (const { rows, cursor } of searchChanged(client, SEARCHES.products, request)) {
    const records = [];
    for (const group of chunks(rows, ID_SET_SIZE)) {
      const ids = group.map((r) => String(r.productId));
      const availability = await client.byIds<mappers.BpAvailability>(
        'warehouse-service/product-availability',
        ids,
        {},
      );
      for (const row of group)
        records.push(...mappers.toInventory(String(row.productId), availability, isoOf(row.updatedOn)));
    }
    yield { records, cursor };
  }
});

/** The warehouses, read whole each run (a short list without a change time). */
const locations: Stream<'locations'> = wholeList(async (client, stamp) =>
  ((await client.list<mappers.BpWarehouse[]>('warehouse-service/warehouse')) ?? []).map((w) =>
    mappers.toLocation(w, stamp),
  ),
);

/** The Brightpearl source (type 9) with the tokens its OAuth flow stored. */
export const createBrightpearlSource = defineSourceConnector<BrightpearlDetail, BrightpearlClient>({
  auth: 'oauth2',
  client: (detail, options) => new BrightpearlClient(detail, options),
  check: checkBrightpearl,
  streams: { locations, customers, products, inventory, orders },
});
