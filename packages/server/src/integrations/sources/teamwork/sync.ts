import type { PullPage, PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { fromWallTime, toWallTime } from '../shared/wall-time.ts';
import { encodeCursor, startWatermark, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkTeamwork } from './check.ts';
import { TeamworkClient, type TeamworkDetail } from './client.ts';
import { type TwItem, type TwLocation, type TwReceipt, toCustomer, toLocation, toOrder, toProduct } from './mappers.ts';

const tzOf = (detail: TeamworkDetail) => detail.timezone || 'Etc/UTC';

/** Records per export call: an export must finish within 90 s (reference §12), so pages stay moderate. */
const TOP = 500;

type Puller<S extends StreamName> = (
  client: TeamworkClient,
  detail: TeamworkDetail,
  request: PullRequest,
) => AsyncIterable<PullPage<S>>;

/**
 * An export modified since the cursor's watermark, oldest first: `RecModified Greaterthanorequal`
 * the watermark's second (in the tenant's wall time) and Skip/Top, walked as keysets (`walkUpdated`)
 * so a record changed mid-run can neither be lost nor repeated.
 */
async function* pullModified<T, R>(
  client: TeamworkClient,
  detail: TeamworkDetail,
  request: PullRequest,
  source: { apiType: string; key: string; idOf: (row: T) => string; modifiedOf: (row: T) => string },
  toRecords: (rows: T[]) => R[],
): AsyncIterable<{ records: R[]; cursor: string }> {
  const timeZone = tzOf(detail);
  const keyOf = (row: T): Watermark => ({
    updatedAt: fromWallTime(source.modifiedOf(row), timeZone)!,
    id: source.idOf(row),
  });
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

const receipts = {
  apiType: 'sales-receipt',
  key: 'SalesReceipts',
  idOf: (r: TwReceipt) => r.SalesReceiptId,
  modifiedOf: (r: TwReceipt) => r.RecModified,
};

const pullOrders: Puller<'orders'> = (client, detail, request) =>
  pullModified(client, detail, request, receipts, (rows) => rows.map((r) => toOrder(r, tzOf(detail))));

/** Customers as the receipts name them (SellInfo), with each receipt's modified date. */
const pullCustomers: Puller<'customers'> = (client, detail, request) =>
  pullModified(client, detail, request, receipts, (rows) => {
    const latest = new Map<string, NonNullable<ReturnType<typeof toCustomer>>>();
    for (const row of rows) {
      const customer = toCustomer(row, tzOf(detail));
      if (customer) latest.set(customer.vendorId, customer);
    }
    return [...latest.values()];
  });

const pullProducts: Puller<'products'> = (client, detail, request) =>
  pullModified<TwItem, ReturnType<typeof toProduct>>(
    client,
    detail,
    request,
    { apiType: 'catalog-export', key: 'Items', idOf: (i) => i.ItemId, modifiedOf: (i) => i.RecModified },
    (rows) => rows.map((i) => toProduct(i, tzOf(detail))),
  );

/** Locations: a short list, read whole every run (the filter on RecModified is not needed for a few dozen). */
async function* pullLocations(
  client: TeamworkClient,
  detail: TeamworkDetail,
  request: PullRequest,
): AsyncIterable<PullPage<'locations'>> {
  const stamp = startWatermark(request.startDate).updatedAt;
  for (let skip = 0; ; skip += TOP) {
    const { rows, total } = await client.export<TwLocation>('location-export', 'Locations', { skip, top: TOP });
    yield { records: rows.map((l) => toLocation(l, tzOf(detail), stamp)), cursor: encodeCursor({ whole: true }) };
    if (rows.length < TOP || skip + rows.length >= total) return;
  }
}

/** The Teamwork source (type 3) against the given endpoints. */
export const createTeamworkSource = defineSourceConnector<TeamworkDetail, TeamworkClient>({
  auth: 'api-key',
  client: clientAt(TeamworkClient, 'teamwork'),
  check: checkTeamwork,
  // on-hand quantities are not among the documented exports (reference §12: "inventory prices")
  streams: {
    locations: { paging: 'whole-list', pull: (client, request, detail) => pullLocations(client, detail, request) },
    customers: { paging: 'keyset', pull: (client, request, detail) => pullCustomers(client, detail, request) },
    products: { paging: 'keyset', pull: (client, request, detail) => pullProducts(client, detail, request) },
    orders: { paging: 'keyset', pull: (client, request, detail) => pullOrders(client, detail, request) },
  },
});
