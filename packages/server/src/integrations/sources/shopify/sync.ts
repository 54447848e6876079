import type { PullPage, PullRequest, SourceConnector } from '../../connector.ts';
import type { StreamName } from '../../records.ts';
import { lazily, type SourceOptions } from '../shared/options.ts';
import {
  decodeCursor,
  encodeCursor,
  floorToSecond,
  keepPast,
  type Watermark,
  watermarkFrom,
} from '../shared/watermark.ts';
import { checkShopify } from './check.ts';
import { legacyId, ShopifyClient, type ShopifyDetail } from './client.ts';
import {
  type Connection,
  CUSTOMERS_QUERY,
  type CustomerNode,
  INVENTORY_QUERY,
  type InventoryLevelNode,
  LOCATIONS_QUERY,
  type LocationNode,
  ORDERS_QUERY,
  type OrderNode,
  PRODUCTS_QUERY,
} from './graphql-documents.ts';
import { toCustomer, toInventory, toLocation, toOrder, toProducts } from './mappers.ts';

/** Shopify's largest page (reference §1 "Pagination"). */
const PAGE_SIZE = 250;

type Puller<S extends StreamName> = (
  client: ShopifyClient,
  request: PullRequest,
  detail: ShopifyDetail,
) => AsyncIterable<PullPage<S>>;

/**
 * Pages of one "updated since" connection. Within a run Shopify's own `endCursor` pages; the
 * resume cursor is the watermark of the last node handed out (see shared/watermark.ts).
 */
async function* pullUpdated<N extends { id: string; updatedAt: string }, R>(
  client: ShopifyClient,
  request: PullRequest,
  query: string,
  root: string,
  toRecords: (node: N) => R[],
): AsyncIterable<{ records: R[]; cursor: string }> {
  let mark = watermarkFrom(request.cursor, request.startDate);
  const search = `updated_at:>='${floorToSecond(mark)}'`;
  let after: string | null = null;
  for (;;) {
    const data: Record<string, Connection<N>> = await client.query(query, { first: PAGE_SIZE, after, query: search });
    const page = data[root]!;
    const kept = keepPast(page.nodes, mark, (node) => ({ updatedAt: node.updatedAt, id: legacyId(node.id) }));
    mark = kept.mark;
    if (kept.fresh.length) yield { records: kept.fresh.flatMap(toRecords), cursor: encodeCursor({ mark }) };
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return;
    after = page.pageInfo.endCursor;
  }
}

/** Locations have no update filter: every run reads them all; the cursor only resumes a run cut short. */
async function* pullLocations(client: ShopifyClient, request: PullRequest): AsyncIterable<PullPage<'locations'>> {
  let after = decodeCursor<{ after: string }>(request.cursor)?.after ?? null;
  const readAt = new Date().toISOString();
  for (;;) {
    const { locations } = await client.query<{ locations: Connection<LocationNode> }>(LOCATIONS_QUERY, {
      first: PAGE_SIZE,
      after,
    });
    after = locations.pageInfo.hasNextPage ? locations.pageInfo.endCursor : null;
    // the last page's cursor has no `after`, so the next run starts over
    yield { records: locations.nodes.map((node) => toLocation(node, readAt)), cursor: encodeCursor({ after }) };
    if (!after) return;
  }
}

export async function listLocations(client: ShopifyClient): Promise<LocationNode[]> {
  const all: LocationNode[] = [];
  let after: string | null = null;
  for (;;) {
    const data: { locations: Connection<LocationNode> } = await client.query(LOCATIONS_QUERY, {
      first: PAGE_SIZE,
      after,
    });
    all.push(...data.locations.nodes);
    if (!data.locations.pageInfo.hasNextPage) return all;
    after = data.locations.pageInfo.endCursor;
  }
}

/**
 * Stock is read location by location (`location(id){inventoryLevels}`), each with its own watermark,
 * so the cursor is a map location id → watermark; a resumed run picks every location up where it was.
 */
async function* pullInventory(
  client: ShopifyClient,
  request: PullRequest,
  detail: ShopifyDetail,
): AsyncIterable<PullPage<'inventory'>> {
  const marks: Record<string, Watermark> = {
    ...decodeCursor<{ marks: Record<string, Watermark> }>(request.cursor)?.marks,
  };
  const ignored = new Set(
    (detail.ignoredInventoryLocations ?? []).map((entry) => legacyId(entry.trim()).toLowerCase()),
  );
  const locations = (await listLocations(client)).filter(
    (location) => !ignored.has(legacyId(location.id)) && !ignored.has(location.name.trim().toLowerCase()),
  );
  for (const location of locations) {
    const locationId = legacyId(location.id);
    let mark = marks[locationId] ?? watermarkFrom(null, request.startDate);
    const search = `updated_at:>='${floorToSecond(mark)}'`;
    let after: string | null = null;
    for (;;) {
      const data: { location: { inventoryLevels: Connection<InventoryLevelNode> } | null } = await client.query(
        INVENTORY_QUERY,
        { id: location.id, first: PAGE_SIZE, after, query: search },
      );
      const levels = data.location?.inventoryLevels;
      if (!levels) break;
      const kept = keepPast(levels.nodes, mark, (node) => ({ updatedAt: node.updatedAt, id: legacyId(node.id) }));
      mark = kept.mark;
      marks[locationId] = mark;
      if (kept.fresh.length) {
        const records = kept.fresh.map((node) => toInventory(node, locationId));
        yield { records, cursor: encodeCursor({ marks }) };
      }
      if (!levels.pageInfo.hasNextPage || !levels.pageInfo.endCursor) break;
      after = levels.pageInfo.endCursor;
    }
  }
}

const PULLERS: { [S in StreamName]: Puller<S> } = {
  orders: (client, request) => pullUpdated(client, request, ORDERS_QUERY, 'orders', (n: OrderNode) => [toOrder(n)]),
  customers: (client, request) =>
    pullUpdated(client, request, CUSTOMERS_QUERY, 'customers', (n: CustomerNode) => [toCustomer(n)]),
  products: (client, request) => pullUpdated(client, request, PRODUCTS_QUERY, 'products', toProducts),
  locations: (client, request) => pullLocations(client, request),
  inventory: pullInventory,
};

/** The Shopify source (type 15) against the given endpoints. */
export function createShopifySource(options: SourceOptions = {}): SourceConnector<ShopifyDetail> {
  const clientOf = (detail: ShopifyDetail) =>
    new ShopifyClient(detail, { endpoint: options.endpoints?.shopify, retry: options.retry });
  return {
    streams: ['customers', 'orders', 'products', 'inventory', 'locations'],
    check: async (detail) => checkShopify(clientOf(detail)),
    pull: (detail, stream, request) => lazily(() => PULLERS[stream](clientOf(detail), request, detail)),
  };
}

export const shopifySource = createShopifySource();
