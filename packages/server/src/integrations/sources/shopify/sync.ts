import type { PullPage, PullRequest } from '../../connector.ts';
import { defineSourceConnector } from '../../define-source-connector.ts';
import type { SourceOptions } from '../shared/options.ts';
import {
  decodeCursor,
  encodeCursor,
  floorToSecond,
  keepPast,
  type Watermark,
  watermarkFrom,
} from '../shared/watermark.ts';
import { type BulkStream, firstLoadInBulk } from './bulk-pull.ts';
import { checkShopify } from './check.ts';
import { legacyId, ShopifyClient, type ShopifyClientOptions, type ShopifyDetail } from './client.ts';
import {
  bulkCustomersQuery,
  bulkOrdersQuery,
  bulkProductsQuery,
  type Connection,
  CUSTOMERS_QUERY,
  type CustomerNode,
  INVENTORY_QUERY,
  type InventoryLevelNode,
  type LineItemNode,
  LOCATIONS_QUERY,
  type LocationNode,
  ORDER_LINES_QUERY,
  type OrderNode,
  ordersQuery,
  PRODUCT_VARIANTS_QUERY,
  PRODUCTS_QUERY,
  type ProductNode,
  type VariantNode,
} from './graphql-documents.ts';
import { toCustomer, toInventory, toLocation, toOrder, toProducts } from './mappers.ts';
import { estimateCost, largestPage } from './query-cost.ts';

/**
 * Children carried inline with each order or product: most orders have a few lines and most
 * products a few variants, so a page holds many parents; the rest of a longer one's children are
 * read through its own connection (completeChildren).
 */
const LINES_PER_ORDER = 10;
const VARIANTS_PER_PRODUCT = 20;

/** The largest page of `query` that stays within the client's page budget (query-cost.ts). */
const pageFor = async (client: ShopifyClient, query: string, variables: Record<string, unknown> = {}) =>
  largestPage((first) => estimateCost(query, { ...variables, first }), await client.pageBudget());

interface UpdatedStream<N> {
  query: string;
  root: string;
  /** variables besides first/after/query (the inline children's page sizes) */
  variables?: Record<string, unknown>;
  /** reads what a node's inline connection left out */
  complete?: (client: ShopifyClient, node: N) => Promise<N>;
}

/**
 * Pages of one "updated since" connection. Within a run Shopify's own `endCursor` pages; the
 * resume cursor is the watermark of the last node handed out (see shared/watermark.ts). Each page
 * is as large as the cost budget allows.
 */
async function* pullUpdated<N extends { id: string; updatedAt: string }, R>(
  client: ShopifyClient,
  request: PullRequest,
  stream: UpdatedStream<N>,
  toRecords: (node: N) => R[],
): AsyncIterable<{ records: R[]; cursor: string }> {
  let mark = watermarkFrom(request.cursor, request.startDate);
  const search = `updated_at:>='${floorToSecond(mark)}'`;
  let after: string | null = null;
  for (;;) {
    const first = await pageFor(client, stream.query, stream.variables);
    const data: Record<string, Connection<N>> = await client.query(stream.query, {
      ...stream.variables,
      first,
      after,
      query: search,
    });
    const page = data[stream.root]!;
    const kept = keepPast(page.nodes, mark, (node) => ({ updatedAt: node.updatedAt, id: legacyId(node.id) }));
    mark = kept.mark;
    const nodes: N[] = [];
    for (const node of kept.fresh) nodes.push(stream.complete ? await stream.complete(client, node) : node);
    if (nodes.length) yield { records: nodes.flatMap(toRecords), cursor: encodeCursor({ mark }) };
    if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) return;
    after = page.pageInfo.endCursor;
  }
}

/** The rest of a node's child connection (`order(id){lineItems}`, `product(id){variants}`), page by page. */
async function completeChildren<C>(
  client: ShopifyClient,
  id: string,
  first: Connection<C>,
  query: string,
  root: 'order' | 'product',
  field: 'lineItems' | 'variants',
): Promise<Connection<C>> {
  const nodes = [...first.nodes];
  let pageInfo = first.pageInfo;
  while (pageInfo.hasNextPage && pageInfo.endCursor) {
    const size = await pageFor(client, query, { id });
    const data: Record<string, Record<string, Connection<C>> | null> = await client.query(query, {
      id,
      first: size,
      after: pageInfo.endCursor,
    });
    const next = data[root]?.[field];
    if (!next) break;
    nodes.push(...next.nodes);
    pageInfo = next.pageInfo;
  }
  return { nodes, pageInfo };
}

const ordersStream = (detail: ShopifyDetail): UpdatedStream<OrderNode> => ({
  query: ordersQuery(!!detail.isGqlSalespersonFetchEnabled),
  root: 'orders',
  variables: { lines: LINES_PER_ORDER },
  complete: async (client, node) =>
    node.lineItems.pageInfo.hasNextPage
      ? {
          ...node,
          lineItems: await completeChildren<LineItemNode>(
            client,
            node.id,
            node.lineItems,
            ORDER_LINES_QUERY,
            'order',
            'lineItems',
          ),
        }
      : node,
});

const productsStream: UpdatedStream<ProductNode> = {
  query: PRODUCTS_QUERY,
  root: 'products',
  variables: { variants: VARIANTS_PER_PRODUCT },
  complete: async (client, node) =>
    node.variants.pageInfo?.hasNextPage
      ? {
          ...node,
          variants: await completeChildren<VariantNode>(
            client,
            node.id,
            node.variants,
            PRODUCT_VARIANTS_QUERY,
            'product',
            'variants',
          ),
        }
      : node,
};

/** Orders, customers and products load their history in bulk, then page what changed. */
function updatedInBulk<N extends { id: string; updatedAt: string }, R>(
  client: ShopifyClient,
  request: PullRequest,
  paged: UpdatedStream<N>,
  bulk: BulkStream<N, R>,
) {
  return firstLoadInBulk(client, request, bulk, (from) => pullUpdated(client, from, paged, bulk.toRecords));
}

/** Locations have no update filter: every run reads them all; the cursor only resumes a run cut short. */
async function* pullLocations(client: ShopifyClient, request: PullRequest): AsyncIterable<PullPage<'locations'>> {
  let after = decodeCursor<{ after: string }>(request.cursor)?.after ?? null;
  const readAt = new Date().toISOString();
  for (;;) {
    const { locations } = await client.query<{ locations: Connection<LocationNode> }>(LOCATIONS_QUERY, {
      first: await pageFor(client, LOCATIONS_QUERY),
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
      first: await pageFor(client, LOCATIONS_QUERY),
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
        { id: location.id, first: await pageFor(client, INVENTORY_QUERY, { id: location.id }), after, query: search },
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

/** What the Shopify source takes beyond the common options: how it polls bulk exports and waits out throttling. */
export type ShopifySourceOptions = SourceOptions & Pick<ShopifyClientOptions, 'bulkPollMs' | 'maxThrottleWaits'>;

/** The Shopify source (type 15) as a declaration: bulk exports for the large lists. */
export const shopifySourceConnector = defineSourceConnector<ShopifyDetail, ShopifyClient, ShopifySourceOptions>({
  auth: 'api-key',
  client: (detail, { endpoints, retry, ...shopifyOptions }) =>
    new ShopifyClient(detail, { endpoint: endpoints?.shopify, retry, ...shopifyOptions }),
  check: checkShopify,
  streams: {
    customers: {
      paging: 'bulk',
      pull: (client, request) =>
        updatedInBulk(
          client,
          request,
          { query: CUSTOMERS_QUERY, root: 'customers' },
          { query: bulkCustomersQuery, toRecords: (n: CustomerNode) => [toCustomer(n)] },
        ),
    },
    orders: {
      paging: 'bulk',
      pull: (client, request, detail) => {
        const salesperson = !!detail.isGqlSalespersonFetchEnabled;
        return updatedInBulk(client, request, ordersStream(detail), {
          query: (search) => bulkOrdersQuery(salesperson, search),
          childField: 'lineItems',
          toRecords: (n: OrderNode) => [toOrder(n)],
        });
      },
    },
    products: {
      paging: 'bulk',
      pull: (client, request) =>
        updatedInBulk(client, request, productsStream, {
          query: bulkProductsQuery,
          childField: 'variants',
          toRecords: toProducts,
        }),
    },
    inventory: { paging: 'bulk', pull: pullInventory },
    locations: { paging: 'next-token', pull: (client, request) => pullLocations(client, request) },
  },
});

/** The Shopify source (type 15) against the given endpoints. */
export function createShopifySource(
  options: SourceOptions = {},
  shopifyOptions: Pick<ShopifyClientOptions, 'bulkPollMs' | 'maxThrottleWaits'> = {},
) {
  return shopifySourceConnector({ ...options, ...shopifyOptions });
}

export const shopifySource = createShopifySource();
