import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { mapRows } from '../shared/options.ts';
import { decodeCursor, encodeCursor, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkHeartland } from './check.ts';
import { HeartlandClient, type HeartlandDetail } from './client.ts';
import * as mappers from './mappers.ts';

const PER_PAGE = 100;
/** ticket lines are one request per ticket (reference §5), so a few run at once */
const LINE_CONCURRENCY = 8;

type Stream<S extends StreamName> = StreamDeclaration<HeartlandClient, HeartlandDetail, S>;

/**
 * Records updated since the watermark, oldest first, through Heartland's `_filter` (reference §5
 * "Filtering/incremental") walked as keysets (shared/keyset.ts).
 */
async function* pullUpdated<T extends { id: number; updated_at: string }>(
  client: HeartlandClient,
  path: string,
  request: PullRequest,
): AsyncIterable<{ rows: T[]; cursor: string }> {
  const keyOf = (row: T): Watermark => ({ updatedAt: row.updated_at, id: String(row.id) });
  const fetchPage = async (sinceSecond: string, page: number) => {
    const filter = JSON.stringify({ updated_at: { $gte: sinceSecond } });
    const params = { '_filter[]': filter, sort: 'updated_at,asc', page, per_page: PER_PAGE };
    return (await client.list<T>(path, params)).results;
  };
  const start = watermarkFrom(request.cursor, request.startDate);
  for await (const { rows, mark } of walkUpdated(fetchPage, PER_PAGE, start, keyOf)) {
    yield { rows, cursor: encodeCursor({ mark }) };
  }
}

/** The locations named by ecomIdentifier / amazonIdentifier (an id or a name, case aside). */
async function channelRule(client: HeartlandClient, detail: HeartlandDetail): Promise<mappers.ChannelRule> {
  const wanted = [detail.ecomIdentifier, detail.amazonIdentifier]
    .filter((value): value is string => !!value?.trim())
    .map((value) => value.trim().toLowerCase());
  if (!wanted.length) return { webLocations: new Set() };
  const locations = await client.listAll<mappers.HeartlandLocation>('/locations');
  const matches = locations.filter((l) => wanted.includes(String(l.id)) || wanted.includes(l.name.toLowerCase()));
  return { webLocations: new Set(matches.map((l) => String(l.id))) };
}

export async function linesOf(
  client: HeartlandClient,
  tickets: mappers.HeartlandTicket[],
): Promise<mappers.HeartlandLine[][]> {
  const lines: mappers.HeartlandLine[][] = new Array(tickets.length);
  let next = 0;
  const worker = async () => {
    while (next < tickets.length) {
      const index = next++;
      lines[index] = await client.listAll<mappers.HeartlandLine>(`/sales/tickets/${tickets[index]!.id}/lines`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(LINE_CONCURRENCY, tickets.length) }, worker));
  return lines;
}

const orders: Stream<'orders'> = stream('keyset', async function* (client, request, detail) {
  const rule = await channelRule(client, detail);
  for await (const { rows, cursor } of pullUpdated<mappers.HeartlandTicket>(client, '/sales/tickets', request)) {
    const lines = await linesOf(client, rows);
    yield { records: rows.map((ticket, i) => mappers.toOrder(ticket, lines[i]!, rule)), cursor };
  }
});

/**
 * Stock has no update filter: each run reads the whole item × location grid (reference §5
 * "Inventory"); the cursor only resumes a run cut short, and the last page's cursor starts over.
 */
const inventory: Stream<'inventory'> = stream('pages', async function* (client, request) {
  let page = decodeCursor<{ page: number }>(request.cursor)?.page ?? 1;
  const readAt = new Date().toISOString();
  for (;;) {
    const body = await client.list<mappers.HeartlandInventoryValue>('/inventory/values', {
      'group[]': ['item_id', 'location_id'],
      page,
      per_page: PER_PAGE,
    });
    const isDone = page >= body.pages || body.results.length < PER_PAGE;
    page = isDone ? 1 : page + 1;
    yield { records: body.results.map((value) => mappers.toInventory(value, readAt)), cursor: encodeCursor({ page }) };
    if (isDone) return;
  }
});

/** A stream of the rows at `path` updated since the watermark, each mapped by `toRecord`. */
const updated = <T extends { id: number; updated_at: string }, S extends StreamName>(
  path: string,
  toRecord: (row: T) => RecordsByStream[S],
): Stream<S> => stream('keyset', (client, request) => mapRows(pullUpdated<T>(client, path, request), toRecord));

const customers: Stream<'customers'> = updated('/customers', mappers.toCustomer);
const products: Stream<'products'> = updated('/items', mappers.toProduct);
const locations: Stream<'locations'> = updated('/locations', mappers.toLocation);

/** The Heartland Retail source (type 10) against the given endpoints. */
export const createHeartlandSource = defineSourceConnector<HeartlandDetail, HeartlandClient>({
  auth: 'api-key',
  client: clientAt(HeartlandClient, 'heartland'),
  check: checkHeartland,
  streams: { customers, orders, products, inventory, locations },
});

export const heartlandSource = createHeartlandSource();
