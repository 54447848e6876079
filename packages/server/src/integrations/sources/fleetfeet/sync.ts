import type { PullPage, PullRequest, SourceConnector } from '../../connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { lazily, noPages, type SourceOptions } from '../shared/options.ts';
import { encodeCursor, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkFleetFeet } from './check.ts';
import { FleetFeetClient, type FleetFeetDetail } from './client.ts';
import {
  type FfCustomer,
  type FfOrder,
  type FfProduct,
  type FfStore,
  isoDate,
  toCustomer,
  toLocation,
  toOrder,
  toProduct,
} from './mappers.ts';

/** The largest page the client asks for (assumed limit, docs/vendors/fleetfeet.md). */
const PER_PAGE = 250;

type Puller<S extends StreamName> = (client: FleetFeetClient, request: PullRequest) => AsyncIterable<PullPage<S>>;

/** A list updated since the cursor's watermark, oldest first, as keysets over page numbers (`walkUpdated`). */
function pullUpdated<T extends { id: number | string; updated_at: string }, R>(
  resource: string,
  toRecord: (row: T) => R,
): (client: FleetFeetClient, request: PullRequest) => AsyncIterable<{ records: R[]; cursor: string }> {
  const keyOf = (row: T): Watermark => ({ updatedAt: isoDate(row.updated_at)!, id: String(row.id) });
  return async function* (client, request) {
    const fetchPage = async (since: string, page: number) =>
      (await client.list<T>(resource, { updated_since: since, page, per_page: PER_PAGE })).rows;
    const start = watermarkFrom(request.cursor, request.startDate);
    for await (const { rows, mark } of walkUpdated(fetchPage, PER_PAGE, start, keyOf)) {
      yield { records: rows.map(toRecord), cursor: encodeCursor({ mark }) };
    }
  };
}

const PULLERS: { [S in StreamName]: Puller<S> } = {
  locations: pullUpdated<FfStore, ReturnType<typeof toLocation>>('stores', toLocation),
  customers: pullUpdated<FfCustomer, ReturnType<typeof toCustomer>>('customers', toCustomer),
  orders: pullUpdated<FfOrder, ReturnType<typeof toOrder>>('orders', toOrder),
  products: pullUpdated<FfProduct, ReturnType<typeof toProduct>>('products', toProduct),
  // no stock list is known for FleetFeet Online (docs/vendors/fleetfeet.md)
  inventory: () => noPages(),
};

/** The FleetFeet Online source (type 16) against the given endpoints and partner key. */
export function createFleetFeetSource(options: SourceOptions = {}): SourceConnector<FleetFeetDetail> {
  const clientOf = (detail: FleetFeetDetail) =>
    new FleetFeetClient(detail, {
      endpoint: options.endpoints?.fleetFeet,
      partnerKey: options.endpoints?.fleetFeetPartnerKey,
      retry: options.retry,
    });
  return {
    streams: ['locations', 'customers', 'products', 'orders'],
    check: async (detail) => checkFleetFeet(clientOf(detail)),
    pull: (detail, stream, request) => lazily(() => PULLERS[stream](clientOf(detail), request)),
  };
}
