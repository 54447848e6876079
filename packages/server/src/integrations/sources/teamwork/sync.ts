import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { namedOnce } from '../shared/options.ts';
import { fromWallTime, toWallTime } from '../shared/wall-time.ts';
import { encodeCursor, startWatermark, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkTeamwork } from './check.ts';
import { TeamworkClient, type TeamworkDetail } from './client.ts';
import { type TwItem, type TwLocation, type TwReceipt, toCustomer, toLocation, toOrder, toProduct } from './mappers.ts';

const tzOf = (detail: TeamworkDetail) => detail.timezone || 'Etc/UTC';

/** Records per export call: an export must finish within 90 s (reference §12), so pages stay moderate. */
const TOP = 500;

type Stream<S extends StreamName> = StreamDeclaration<TeamworkClient, TeamworkDetail, S>;

/**
 * An export modified since the cursor's watermark, oldest first: `RecModified Greaterthanorequal`
 * the watermark's second (in the tenant's wall time) and Skip/Top, walked as keysets (`walkUpdated`)
 * so a record changed mid-run can neither be lost nor repeated.
 */
async function* pullModified<T extends { RecModified: string }, R>(
  client: TeamworkClient,
  detail: TeamworkDetail,
  request: PullRequest,
  source: { apiType: string; key: string; idOf: (row: T) => string },
  toRecords: (rows: T[]) => R[],
): AsyncIterable<{ records: R[]; cursor: string }> {
  const timeZone = tzOf(detail);
  const keyOf = (row: T): Watermark => ({ updatedAt: fromWallTime(row.RecModified, timeZone)!, id: source.idOf(row) });
  const fetchPage = async (sinceSecond: string, page: number) =>
    (
      await client.export<T>(source.apiType, source.key, {
        filters: [
          {
            Field: 'RecModified',
            Operator: 'Greaterthanorequal',
            Value: toWallTime(Date.parse(sinceSecond), timeZone),
          },
        ],
        skip: (page - 1) * TOP,
        top: TOP,
        sortByModified: true,
      })
    ).rows;
  const start = watermarkFrom(request.cursor, request.startDate);
  for await (const { rows, mark } of walkUpdated(fetchPage, TOP, start, keyOf)) {
    yield { records: toRecords(rows), cursor: encodeCursor({ mark }) };
  }
}

/** The exports read by their modified date: the export's API id, the key of its rows, and a row's id. */
const receipts = { apiType: 'sales-receipt', key: 'SalesReceipts', idOf: (r: TwReceipt) => r.SalesReceiptId };
const items = { apiType: 'catalog-export', key: 'Items', idOf: (i: TwItem) => i.ItemId };

const orders: Stream<'orders'> = stream('keyset', (client, request, detail) =>
  pullModified(client, detail, request, receipts, (rows) => rows.map((r) => toOrder(r, tzOf(detail)))),
);

/** Customers as the receipts name them (SellInfo), with each receipt's modified date. */
const customers: Stream<'customers'> = stream('keyset', (client, request, detail) =>
  pullModified(client, detail, request, receipts, (rows) => namedOnce(rows, (row) => toCustomer(row, tzOf(detail)))),
);

const products: Stream<'products'> = stream('keyset', (client, request, detail) =>
  pullModified(client, detail, request, items, (rows) => rows.map((i) => toProduct(i, tzOf(detail)))),
);

/** Locations: a short list, read whole every run (the filter on RecModified is not needed for a few dozen). */
const locations: Stream<'locations'> = stream('whole-list', async function* (client, request, detail) {
  const stamp = startWatermark(request.startDate).updatedAt;
  for (let skip = 0; ; skip += TOP) {
    const { rows, total } = await client.export<TwLocation>('location-export', 'Locations', { skip, top: TOP });
    yield { records: rows.map((l) => toLocation(l, tzOf(detail), stamp)), cursor: encodeCursor({ whole: true }) };
    if (rows.length < TOP || skip + rows.length >= total) return;
  }
});

/** The Teamwork source (type 3) against the given endpoints. */
export const createTeamworkSource = defineSourceConnector<TeamworkDetail, TeamworkClient>({
  auth: 'api-key',
  client: clientAt(TeamworkClient, 'teamwork'),
  check: checkTeamwork,
  // on-hand quantities are not among the documented exports (reference §12: "inventory prices")
  streams: { locations, customers, products, orders },
});
