import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { encodeCursor, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkFleetFeet } from './check.ts';
import { FleetFeetClient, type FleetFeetDetail } from './client.ts';
import { isoDate, toCustomer, toLocation, toOrder, toProduct } from './mappers.ts';

/** The largest page the client asks for (assumed limit, docs/vendors/fleetfeet.md). */
const PER_PAGE = 250;

type Stream<S extends StreamName> = StreamDeclaration<FleetFeetClient, FleetFeetDetail, S>;

/** A list updated since the cursor's watermark, oldest first, as keysets over page numbers (`walkUpdated`). */
function updated<T extends { id: number | string; updated_at: string }, S extends StreamName>(
  resource: string,
  toRecord: (row: T) => RecordsByStream[S],
): Stream<S> {
  const keyOf = (row: T): Watermark => ({ updatedAt: isoDate(row.updated_at)!, id: String(row.id) });
  return stream('keyset', async function* (client, request) {
    const fetchPage = async (since: string, page: number) =>
      (await client.list<T>(resource, { updated_since: since, page, per_page: PER_PAGE })).rows;
    const start = watermarkFrom(request.cursor, request.startDate);
    for await (const { rows, mark } of walkUpdated(fetchPage, PER_PAGE, start, keyOf)) {
      yield { records: rows.map(toRecord), cursor: encodeCursor({ mark }) };
    }
  });
}

const locations: Stream<'locations'> = updated('stores', toLocation);
const customers: Stream<'customers'> = updated('customers', toCustomer);
const products: Stream<'products'> = updated('products', toProduct);
const orders: Stream<'orders'> = updated('orders', toOrder);

/** The FleetFeet Online source (type 16) against the given endpoints and partner key. */
export const createFleetFeetSource = defineSourceConnector<FleetFeetDetail, FleetFeetClient>({
  auth: 'partner-key',
  client: clientAt(FleetFeetClient, 'fleetFeet', (options) => ({ partnerKey: options.endpoints?.fleetFeetPartnerKey })),
  check: checkFleetFeet,
  // no stock list is known for FleetFeet Online (docs/vendors/fleetfeet.md)
  streams: { locations, customers, products, orders },
});
