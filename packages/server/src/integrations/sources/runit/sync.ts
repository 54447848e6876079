import type { PullPage, PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { encodeCursor, startWatermark, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkRunit } from './check.ts';
import { RunitClient, type RunitDetail, runitToUtc, utcToRunit } from './client.ts';
import * as mappers from './mappers.ts';

/** The largest page the client asks for (assumed limit, docs/vendors/runit.md). */
export const RUNIT_PAGE_SIZE = 500;

type Puller<S extends StreamName> = (client: RunitClient, request: PullRequest) => AsyncIterable<PullPage<S>>;

/**
 * A list modified since the cursor's watermark, oldest change first, as keysets over page numbers:
 * each request asks from the last record's second (in the store's wall time) and skips what was handed out.
 */
async function* pullModified<T extends { LastModified: string }, R>(
  client: RunitClient,
  request: PullRequest,
  resource: string,
  idOf: (row: T) => string,
  toRecord: (row: T) => R,
): AsyncIterable<{ records: R[]; cursor: string }> {
  const tz = client.timezone;
  const keyOf = (row: T): Watermark => ({ updatedAt: runitToUtc(row.LastModified, tz)!, id: idOf(row) });
  const fetchPage = async (sinceSecond: string, page: number) =>
    (
      await client.list<T>(resource, {
        modifiedSince: utcToRunit(sinceSecond, tz),
        page,
        pageSize: RUNIT_PAGE_SIZE,
      })
    ).rows;
  const start = watermarkFrom(request.cursor, request.startDate);
  for await (const { rows, mark } of walkUpdated(fetchPage, RUNIT_PAGE_SIZE, start, keyOf)) {
    yield { records: rows.map(toRecord), cursor: encodeCursor({ mark }) };
  }
}

const pullCustomers: Puller<'customers'> = (client, request) =>
  pullModified<mappers.RunitCustomer, ReturnType<typeof mappers.toCustomer>>(
    client,
    request,
    'customers',
    (c) => String(c.CustomerId),
    (c) => mappers.toCustomer(c, client.timezone),
  );

const pullProducts: Puller<'products'> = (client, request) =>
  pullModified<mappers.RunitProduct, ReturnType<typeof mappers.toProduct>>(
    client,
    request,
    'products',
    (p) => p.Sku,
    (p) => mappers.toProduct(p, client.timezone),
  );

const pullInventory: Puller<'inventory'> = (client, request) =>
  pullModified<mappers.RunitStock, ReturnType<typeof mappers.toInventory>>(
    client,
    request,
    'inventory',
    (s) => s.Sku,
    (s) => mappers.toInventory(s, client.storeId, client.timezone),
  );

const pullOrders: Puller<'orders'> = (client, request) => {
  const context = {
    storeId: client.storeId,
    timeZone: client.timezone,
    webTenders: new Set((client.detail.tenderType ?? []).map((t) => t.trim().toLowerCase())),
  };
  return pullModified<mappers.RunitSale, ReturnType<typeof mappers.toOrder>>(
    client,
    request,
    'sales',
    (s) => String(s.TicketNo),
    (s) => mappers.toOrder(s, context),
  );
};

/** The store itself: one record with no dates, stamped with the start date so an unchanged store stays unchanged. */
async function* pullLocations(client: RunitClient, request: PullRequest): AsyncIterable<PullPage<'locations'>> {
  const store = await client.store<mappers.RunitStore>();
  const stamp = startWatermark(request.startDate).updatedAt;
  yield { records: [mappers.toLocation(store, client.storeId, stamp)], cursor: encodeCursor({ whole: true }) };
}

export const runitClientOf = clientAt(RunitClient, 'runit');

/** The Runit source (type 14) against the given endpoints. */
export const createRunitSource = defineSourceConnector<RunitDetail, RunitClient>({
  auth: 'none',
  client: runitClientOf,
  check: checkRunit,
  streams: {
    locations: { paging: 'whole-list', pull: pullLocations },
    customers: { paging: 'keyset', pull: pullCustomers },
    products: { paging: 'keyset', pull: pullProducts },
    inventory: { paging: 'keyset', pull: pullInventory },
    orders: { paging: 'keyset', pull: pullOrders },
  },
});
