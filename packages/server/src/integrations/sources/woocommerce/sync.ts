import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import {
  decodeCursor,
  encodeCursor,
  isPast,
  startWatermark,
  type Watermark,
  watermarkFrom,
} from '../shared/watermark.ts';
import { checkWooCommerce } from './check.ts';
import { gmt, WooCommerceClient, type WooCommerceDetail } from './client.ts';
import {
  customerUpdatedAt,
  toCustomer,
  toInventory,
  toOrder,
  toProduct,
  type WooCustomer,
  type WooOrder,
  type WooProduct,
} from './mappers.ts';

/** WooCommerce's largest page (reference §2 "Pagination"). */
const PER_PAGE = 100;

const wpDate = (ms: number) => new Date(ms).toISOString().slice(0, 19);

type Stream<S extends StreamName> = StreamDeclaration<WooCommerceClient, WooCommerceDetail, S>;

/** Orders and products modified since the watermark, oldest first (`orderby=modified`, `modified_after`). */
async function* pullModified<T extends { id: number; date_modified_gmt: string }, R>(
  client: WooCommerceClient,
  resource: string,
  request: PullRequest,
  toRecords: (row: T) => R[],
): AsyncIterable<{ records: R[]; cursor: string }> {
  const keyOf = (row: T): Watermark => ({ updatedAt: gmt(row.date_modified_gmt)!, id: String(row.id) });
  const fetchPage = async (sinceSecond: string, page: number) => {
    const params = {
      per_page: PER_PAGE,
      page,
      orderby: 'modified',
      order: 'asc',
      // modified_after is exclusive; a second earlier makes it "at or after sinceSecond"
      modified_after: wpDate(Date.parse(sinceSecond) - 1000),
      dates_are_gmt: 'true',
    };
    return (await client.list<T>(resource, params)).rows;
  };
  const start = watermarkFrom(request.cursor, request.startDate);
  for await (const { rows, mark } of walkUpdated(fetchPage, PER_PAGE, start, keyOf)) {
    yield { records: rows.flatMap(toRecords), cursor: encodeCursor({ mark }) };
  }
}

interface CustomerScan {
  page: number;
  /** hand out customers changed after this */
  since: Watermark;
  /** the server's time when the scan began: the next scan's `since` */
  startedAt: string | null;
}

/**
 * Customers have no modified filter (reference §2, woocommerce#41371), so every run scans them all in
 * id order and hands out only those changed since the previous scan began. Mid-scan the cursor holds
 * the page; a finished scan leaves the watermark. The watermark is the server's clock at the start,
 * not the newest change seen, because a customer passed early in the scan and changed later must
 * still be caught next time.
 */
const customers: Stream<'customers'> = stream('pages', async function* (client, request) {
  const state = decodeCursor<{ scan: CustomerScan; mark: Watermark }>(request.cursor);
  const scan: CustomerScan = state?.scan ?? {
    page: 1,
    since: state?.mark ?? startWatermark(request.startDate),
    startedAt: null,
  };
  for (;;) {
    const { rows, totalPages, serverTime } = await client.list<WooCustomer>('customers', {
      per_page: PER_PAGE,
      page: scan.page,
      orderby: 'id',
      order: 'asc',
    });
    // one second back: a change stamped in the same second as the Date header may follow it
    scan.startedAt ??= new Date(Date.parse(serverTime ?? new Date().toISOString()) - 1000).toISOString();
    const fresh = rows.filter((row) => isPast({ updatedAt: customerUpdatedAt(row), id: String(row.id) }, scan.since));
    const isDone = rows.length < PER_PAGE || scan.page >= totalPages;
    scan.page++;
    const cursor = isDone ? encodeCursor({ mark: { updatedAt: scan.startedAt, id: '' } }) : encodeCursor({ scan });
    // pages with nothing new are still yielded, so their cursor (scan progress) is committed
    yield { records: fresh.map(toCustomer), cursor };
    if (isDone) return;
  }
});

const orders: Stream<'orders'> = stream('keyset', (client, request) =>
  pullModified(client, 'orders', request, (row: WooOrder) => [toOrder(row)]),
);

const products: Stream<'products'> = stream('keyset', (client, request) =>
  pullModified(client, 'products', request, (row: WooProduct) => [toProduct(row)]),
);

const inventory: Stream<'inventory'> = stream('keyset', (client, request) =>
  pullModified(client, 'products', request, toInventory),
);

/** The WooCommerce source (type 2) against the given endpoints. */
export const createWooCommerceSource = defineSourceConnector<WooCommerceDetail, WooCommerceClient>({
  auth: 'api-key',
  client: clientAt(WooCommerceClient, 'woocommerce'),
  check: checkWooCommerce,
  // core WooCommerce has no locations (reference §2)
  streams: { customers, orders, products, inventory },
});

export const wooCommerceSource = createWooCommerceSource();
