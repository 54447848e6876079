import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { encodeCursor, floorToSecond, keepPast, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkWaitwhile } from './check.ts';
import { WAITWHILE_MAX_LIMIT, WaitwhileClient, type WaitwhileDetail } from './client.ts';
import {
  isoOf,
  toCustomer,
  toLocation,
  toOrder,
  toProduct,
  type WwService,
  type WwStamped,
  type WwVisit,
} from './mappers.ts';

type Stream<S extends StreamName> = StreamDeclaration<WaitwhileClient, WaitwhileDetail, S>;

const keyOf = (row: WwStamped): Watermark => ({ updatedAt: isoOf(row.updated)!, id: row.id });

/**
 * A list changed since the cursor's watermark, oldest change first: `fromDate` = the watermark's
 * second (inclusive, so records sharing it are not lost) and `startAfter` = the previous page's last
 * id; what the resumed query repeats is skipped (keepPast). A short page ends the list.
 */
async function* walkChanged<T extends WwStamped, R>(
  client: WaitwhileClient,
  path: string,
  request: PullRequest,
  toRecords: (rows: T[]) => Promise<R[]>,
): AsyncIterable<{ records: R[]; cursor: string }> {
  let mark = watermarkFrom(request.cursor, request.startDate);
  const fromDate = floorToSecond(mark);
  let startAfter: string | undefined;
  for (;;) {
    const rows = await client.list<T>(path, { limit: WAITWHILE_MAX_LIMIT, fromDate, startAfter });
    const kept = keepPast(rows, mark, keyOf);
    mark = kept.mark;
    if (kept.fresh.length) yield { records: await toRecords(kept.fresh), cursor: encodeCursor({ mark }) };
    const last = rows.at(-1);
    if (!last || rows.length < WAITWHILE_MAX_LIMIT) return;
    startAfter = last.id;
  }
}

/** Every service, for visits that name their services by id only. */
async function allServices(client: WaitwhileClient): Promise<Map<string, WwService>> {
  const services = new Map<string, WwService>();
  for (let startAfter: string | undefined; ; ) {
    const rows = await client.list<WwService>('/services', { limit: WAITWHILE_MAX_LIMIT, startAfter });
    for (const row of rows) services.set(row.id, row);
    if (rows.length < WAITWHILE_MAX_LIMIT) return services;
    startAfter = rows.at(-1)!.id;
  }
}

/** A list whose rows each map to one record, changed since the watermark (`walkChanged`). */
const changed = <T extends WwStamped, S extends StreamName>(
  path: string,
  toRecord: (row: T) => RecordsByStream[S],
): Stream<S> =>
  stream('next-token', (client, request) =>
    walkChanged(client, path, request, async (rows: T[]) => rows.map(toRecord)),
  );

const locations: Stream<'locations'> = changed('/locations', toLocation);
const customers: Stream<'customers'> = changed('/customers', toCustomer);
const products: Stream<'products'> = changed('/services', toProduct);

const orders: Stream<'orders'> = stream('next-token', (client, request) => {
  let services: Map<string, WwService> | null = null;
  return walkChanged(client, '/visits', request, async (visits: WwVisit[]) => {
    if (!services && visits.some((v) => !v.services)) services = await allServices(client);
    const known = services ?? new Map<string, WwService>();
    return visits.map((visit) => toOrder(visit, known));
  });
});

/** The Waitwhile source (type 13) against the given endpoints. */
export const createWaitwhileSource = defineSourceConnector<WaitwhileDetail, WaitwhileClient>({
  auth: 'api-key',
  client: clientAt(WaitwhileClient, 'waitwhile'),
  check: checkWaitwhile,
  // appointments hold no stock
  streams: { locations, customers, products, orders },
});
