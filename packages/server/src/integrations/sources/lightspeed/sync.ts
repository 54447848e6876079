import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { mapRows } from '../shared/options.ts';
import { encodeCursor, floorToSecond, keepPast, watermarkFrom } from '../shared/watermark.ts';
import { checkLightspeed } from './check.ts';
import { isoOf, LightspeedClient, type LightspeedDetail, lines } from './client.ts';
import * as mappers from './mappers.ts';

/** Lightspeed's largest page (reference §4). */
const LIMIT = '100';

/** The related records each resource is read with (`load_relations`, reference §4). */
export const RELATIONS: Record<string, string[]> = {
  Sale: ['SaleLines', 'SaleLines.Item', 'SalePayments'],
  Customer: ['Contact'],
  Item: ['Manufacturer', 'Category'],
};

type Stream<S extends StreamName> = StreamDeclaration<LightspeedClient, LightspeedDetail, S>;

const idKey: Record<string, string> = {
  Sale: 'saleID',
  Customer: 'customerID',
  Item: 'itemID',
  Shop: 'shopID',
  ItemShop: 'itemShopID',
};

/**
 * Records changed since the watermark (`timeStamp=>=,{second}&sort=timeStamp`, reference §4
 * "Incremental"), paged by following `@attributes.next`; the resume cursor is the watermark.
 */
async function* pullChanged<T extends { timeStamp: string }>(
  client: LightspeedClient,
  resource: string,
  request: PullRequest,
): AsyncIterable<{ rows: T[]; cursor: string }> {
  const keyOf = (row: T) => ({
    updatedAt: isoOf(row.timeStamp),
    id: String((row as Record<string, unknown>)[idKey[resource]!]),
  });
  let mark = watermarkFrom(request.cursor, request.startDate);
  const params: Record<string, string> = { timeStamp: `>=,${floorToSecond(mark)}`, sort: 'timeStamp', limit: LIMIT };
  if (RELATIONS[resource]) params.load_relations = JSON.stringify(RELATIONS[resource]);
  let page = await client.firstPage<T>(resource, params);
  for (;;) {
    const kept = keepPast(page.rows, mark, keyOf);
    mark = kept.mark;
    if (kept.fresh.length) yield { rows: kept.fresh, cursor: encodeCursor({ mark }) };
    if (!page.next) return;
    page = await client.page<T>(resource, page.next);
  }
}

/** A stream of the `resource` rows changed since the watermark, each mapped by `toRecord`. */
const changed = <T extends { timeStamp: string }, S extends StreamName>(
  resource: string,
  toRecord: (row: T) => RecordsByStream[S],
): Stream<S> => stream('keyset', (client, request) => mapRows(pullChanged<T>(client, resource, request), toRecord));

const customers: Stream<'customers'> = changed('Customer', mappers.toCustomer);
const products: Stream<'products'> = changed('Item', mappers.toProduct);
const locations: Stream<'locations'> = changed('Shop', mappers.toLocation);

export async function listShops(client: LightspeedClient): Promise<mappers.LsShop[]> {
  const shops: mappers.LsShop[] = [];
  let page = await client.firstPage<mappers.LsShop>('Shop', { limit: LIMIT });
  for (;;) {
    shops.push(...page.rows);
    if (!page.next) return shops;
    page = await client.page<mappers.LsShop>('Shop', page.next);
  }
}

/** A function telling web sales from store sales for this detail. */
export async function webSaleTest(client: LightspeedClient, detail: LightspeedDetail) {
  const type = detail.ecomIdentifierType ?? 'shop';
  const identifiers = new Set(lines(detail.ecomIdentifier));
  // shops may be named rather than numbered in the identifier list
  const shopNames = new Map<string, string>();
  if (type === 'shop' && identifiers.size)
    for (const shop of await listShops(client)) shopNames.set(shop.shopID, shop.name);
  return (sale: mappers.LsSale) => mappers.isWebSale(sale, type, identifiers, shopNames);
}

const orders: Stream<'orders'> = stream('keyset', async function* (client, request, detail) {
  const isWeb = await webSaleTest(client, detail);
  yield* mapRows(pullChanged<mappers.LsSale>(client, 'Sale', request), (sale) => mappers.toOrder(sale, isWeb(sale)));
});

/** Stock per item and shop (ItemShop), leaving out the shops in inventoryStoreIgnore (by id or name). */
const inventory: Stream<'inventory'> = stream('keyset', async function* (client, request, detail) {
  const ignore = new Set(lines(detail.inventoryStoreIgnore));
  const ignoredShops = new Set<string>();
  if (ignore.size) {
    for (const shop of await listShops(client)) {
      if (ignore.has(shop.shopID) || ignore.has(shop.name.trim().toLowerCase())) ignoredShops.add(shop.shopID);
    }
  }
  for await (const { rows, cursor } of pullChanged<mappers.LsItemShop>(client, 'ItemShop', request)) {
    // shopID 0 is Lightspeed's all-shops total row, not a place
    const kept = rows.filter((row) => row.shopID !== '0' && !ignoredShops.has(row.shopID));
    yield { records: kept.map(mappers.toInventory), cursor };
  }
});

/** The Lightspeed Retail source (type 8) against the given endpoints. */
export const createLightspeedSource = defineSourceConnector<LightspeedDetail, LightspeedClient>({
  auth: 'oauth2',
  client: clientAt(LightspeedClient, 'lightspeed', (options) => ({ endpoints: options.endpoints })),
  check: checkLightspeed,
  streams: { customers, orders, products, inventory, locations },
});

export const lightspeedSource = createLightspeedSource();
