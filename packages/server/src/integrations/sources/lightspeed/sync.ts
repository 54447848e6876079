import type { PullRequest } from '../../connector.ts';
import { defineSourceConnector } from '../../define-source-connector.ts';
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

/** A stream's pull: the `resource` rows changed since the watermark, each mapped by `toRecord`. */
const changed =
  <T extends { timeStamp: string }, R>(resource: string, toRecord: (row: T) => R) =>
  (client: LightspeedClient, request: PullRequest) =>
    mapRows(pullChanged<T>(client, resource, request), toRecord);

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

async function* pullOrders(client: LightspeedClient, request: PullRequest, detail: LightspeedDetail) {
  const isWeb = await webSaleTest(client, detail);
  yield* mapRows(pullChanged<mappers.LsSale>(client, 'Sale', request), (sale) => mappers.toOrder(sale, isWeb(sale)));
}

/** Stock per item and shop (ItemShop), leaving out the shops in inventoryStoreIgnore (by id or name). */
async function* pullInventory(client: LightspeedClient, request: PullRequest, detail: LightspeedDetail) {
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
}

/** The Lightspeed Retail source (type 8) against the given endpoints. */
export const createLightspeedSource = defineSourceConnector<LightspeedDetail, LightspeedClient>({
  auth: 'oauth2',
  client: (detail, options) =>
    new LightspeedClient(detail, {
      endpoint: options.endpoints?.lightspeed,
      endpoints: options.endpoints,
      retry: options.retry,
    }),
  check: checkLightspeed,
  streams: {
    customers: { paging: 'keyset', pull: changed('Customer', mappers.toCustomer) },
    orders: { paging: 'keyset', pull: pullOrders },
    products: { paging: 'keyset', pull: changed('Item', mappers.toProduct) },
    inventory: { paging: 'keyset', pull: pullInventory },
    locations: { paging: 'keyset', pull: changed('Shop', mappers.toLocation) },
  },
});

export const lightspeedSource = createLightspeedSource();
