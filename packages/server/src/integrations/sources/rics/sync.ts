import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { type DateWindow, windowCursor, windowToPull } from '../shared/date-window.ts';
import { isoSeconds, toWallTime } from '../shared/wall-time.ts';
import { decodeCursor, encodeCursor, startWatermark } from '../shared/watermark.ts';
import { checkRics } from './check.ts';
import { RICS_TAKE, RicsClient, type RicsDetail, type RicsEnvelope } from './client.ts';
import * as mappers from './mappers.ts';

type Stream<S extends StreamName> = StreamDeclaration<RicsClient, RicsDetail, S>;

const mappingOf = (detail: RicsDetail, request: PullRequest): mappers.RicsMapping => ({
  timeZone: detail.timezone || 'Etc/UTC',
  useAccountNumber: detail.useAccountNumber === true,
  stamp: startWatermark(request.startDate).updatedAt,
  storeOwnerId: detail.storeOwnerId?.trim() || null,
});

/** A sales window and how many of its tickets were read; RICS windows overlap (WINDOW_OVERLAP_MS) since its batch dates are its clock. */
interface Window extends DateWindow {
  skip: number;
}

/**
 * Tickets by batch date (RICS has no "modified since"; reference §6 "Incremental"), in windows
 * [after, before): the window is fixed when it begins and paged with Skip/Take up to TotalRecords;
 * mid-window the cursor holds window and skip, a finished window leaves its `before` as the next start.
 */
async function* pullSalesWindow<R>(
  client: RicsClient,
  detail: RicsDetail,
  request: PullRequest,
  toRecords: (sales: mappers.RicsSale[]) => R[],
): AsyncIterable<{ records: R[]; cursor: string }> {
  const timeZone = detail.timezone || 'Etc/UTC';
  const window = windowToPull<Window>(request, { skip: 0 });
  for (;;) {
    const answer = await client.call<RicsEnvelope & { Sales?: mappers.RicsSale[] }>('POS/GetPOSTransaction', {
      BatchStartDate: toWallTime(Date.parse(window.after), timeZone),
      // RICS ranges are inclusive (assumed): the window ends a second before `before`
      BatchEndDate: toWallTime(Date.parse(window.before) - 1000, timeZone),
      Skip: window.skip,
      Take: RICS_TAKE,
    });
    const sales = answer.Sales ?? [];
    window.skip += sales.length;
    const total = answer.ResultStatistics?.TotalRecords;
    const isDone = sales.length < RICS_TAKE || (typeof total === 'number' && window.skip >= total);
    yield { records: toRecords(sales), cursor: windowCursor(window, isDone) };
    if (isDone) return;
  }
}

const orders: Stream<'orders'> = stream('window', (client, request, detail) => {
  const m = mappingOf(detail, request);
  return pullSalesWindow(client, detail, request, (sales) => sales.map((s) => mappers.toOrder(s, m)));
});

/** Stores as the tickets name them (no store list call is known, docs/vendors/rics.md). */
const locations: Stream<'locations'> = stream('window', (client, request, detail) => {
  const m = mappingOf(detail, request);
  const seen = new Set<string>();
  return pullSalesWindow(client, detail, request, (sales) =>
    sales.flatMap((s) => {
      if (seen.has(String(s.StoreCode))) return [];
      seen.add(String(s.StoreCode));
      return [mappers.toLocation(s, m)];
    }),
  );
});

/**
 * A list RICS answers whole (no change filter is known): every page is read, and only records
 * modified after the cursor's mark are handed out. The mark moves only when the list is done, to the
 * newest date seen but never past a second before this run began, so a record changed while the run
 * reads is caught by the next one.
 */
async function* pullWholeList<T, R extends { updatedAt: string }>(
  client: RicsClient,
  request: PullRequest,
  call: { name: string; key: string },
  toRecord: (row: T) => R | null,
): AsyncIterable<{ records: R[]; cursor: string }> {
  const began = Math.floor(Date.now() / 1000) * 1000 - 1000;
  const mark = decodeCursor<{ modifiedAfter: string }>(request.cursor)?.modifiedAfter ?? null;
  const markMs = mark ? Date.parse(mark) : Number.NEGATIVE_INFINITY;
  let newest = markMs;
  const pending: R[] = [];
  for await (const rows of client.pages<T>(call.name, call.key)) {
    for (const row of rows) {
      const record = toRecord(row);
      if (!record) continue;
      const ms = Date.parse(record.updatedAt);
      if (ms > markMs) pending.push(record);
      newest = Math.max(newest, ms);
    }
    if (pending.length >= 500) yield { records: pending.splice(0), cursor: request.cursor ?? encodeCursor({}) };
  }
  const next = Number.isFinite(newest) ? isoSeconds(Math.min(newest, began)) : mark;
  yield { records: pending, cursor: encodeCursor(next ? { modifiedAfter: next } : {}) };
}

const CUSTOMERS = { name: 'Customer/GetCustomer', key: 'Customers' };
const PRODUCTS = { name: 'Product/GetProductDetails', key: 'Products' };

const customers: Stream<'customers'> = stream('whole-list', (client, request, detail) => {
  const m = mappingOf(detail, request);
  return pullWholeList(client, request, CUSTOMERS, (c: mappers.RicsCustomer) => mappers.toCustomer(c, m));
});

const products: Stream<'products'> = stream('whole-list', (client, request, detail) => {
  const m = mappingOf(detail, request);
  return pullWholeList(client, request, PRODUCTS, (p: mappers.RicsProduct) => mappers.toProduct(p, m));
});

/**
 * Stock on hand per store, only when the detail's Pull Inventory is ticked: read whole every run
 * (it carries no dates), stamped with the start date so an unchanged quantity is not delivered again.
 */
const inventory: Stream<'inventory'> = stream('pages', async function* (client, request, detail) {
  if (detail.pullInventory !== true) return;
  const m = mappingOf(detail, request);
  for await (const rows of client.pages<mappers.RicsStock>('Inventory/GetInventoryOnHand', 'Items')) {
    yield { records: rows.map((s) => mappers.toInventory(s, m)), cursor: encodeCursor({ whole: true }) };
  }
});

/** The RICS source (type 1) against the given endpoints. */
export const createRicsSource = defineSourceConnector<RicsDetail, RicsClient>({
  auth: 'api-key',
  client: clientAt(RicsClient, 'rics'),
  check: checkRics,
  streams: { locations, customers, products, inventory, orders },
});
