import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { encodeCursor, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { wholeList } from '../shared/whole-list.ts';
import { checkRunit } from './check.ts';
import { RunitClient, type RunitDetail, runitToUtc, utcToRunit } from './client.ts';
import * as mappers from './mappers.ts';

/** The largest page the client asks for (assumed limit, docs/vendors/runit.md). */
export const RUNIT_PAGE_SIZE = 500;

type Stream<S extends StreamName> = StreamDeclaration<RunitClient, RunitDetail, S>;

/**
 * A list modified since the cursor's watermark, oldest change first, as keysets over page numbers:
 * each request asks from the last record's second (in the store's wall time) and skips what was handed out.
 */
async function* pullModified<T extends { LastModified: string }, R>(
  client: RunitClient,
  request: PullRequest,
  list: { resource: string; idOf: (row: T) => string },
  toRecord: (row: T) => R,
): AsyncIterable<{ records: R[]; cursor: string }> {
  const { resource, idOf } = list;
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

/** Runit's lists, each with the id its rows are keyed by. */
const CUSTOMERS = { resource: 'customers', idOf: (c: mappers.RunitCustomer) => String(c.CustomerId) };
const PRODUCTS = { resource: 'products', idOf: (p: mappers.RunitProduct) => p.Sku };
const STOCK = { resource: 'inventory', idOf: (s: mappers.RunitStock) => s.Sku };
const SALES = { resource: 'sales', idOf: (s: mappers.RunitSale) => String(s.TicketNo) };

const customers: Stream<'customers'> = stream('keyset', (client, request) =>
  pullModified(client, request, CUSTOMERS, (c) => mappers.toCustomer(c, client.timezone)),
);

const products: Stream<'products'> = stream('keyset', (client, request) =>
  pullModified(client, request, PRODUCTS, (p) => mappers.toProduct(p, client.timezone)),
);

const inventory: Stream<'inventory'> = stream('keyset', (client, request) =>
  pullModified(client, request, STOCK, (s) => mappers.toInventory(s, client.storeId, client.timezone)),
);

const orders: Stream<'orders'> = stream('keyset', (client, request) => {
  const context = {
    storeId: client.storeId,
    timeZone: client.timezone,
    webTenders: new Set((client.detail.tenderType ?? []).map((t) => t.trim().toLowerCase())),
  };
  return pullModified(client, request, SALES, (s) => mappers.toOrder(s, context));
});

/** The store itself: one record with no dates, stamped with the start date so an unchanged store stays unchanged. */
const locations: Stream<'locations'> = wholeList(async (client, stamp) => [
  mappers.toLocation(await client.store<mappers.RunitStore>(), client.storeId, stamp),
]);

/** The Runit source (type 14) against the given endpoints. */
export const createRunitSource = defineSourceConnector<RunitDetail, RunitClient>({
  auth: 'none',
  client: clientAt(RunitClient, 'runit'),
  check: checkRunit,
  streams: { locations, customers, products, inventory, orders },
});
