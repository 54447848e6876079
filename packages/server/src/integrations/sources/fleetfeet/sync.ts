import type { PullRequest } from '../../connector.ts';
import { defineSourceConnector } from '../../define-source-connector.ts';
import { walkUpdated } from '../shared/keyset.ts';
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

/** The FleetFeet Online source (type 16) against the given endpoints and partner key. */
export const createFleetFeetSource = defineSourceConnector<FleetFeetDetail, FleetFeetClient>({
  auth: 'partner-key',
  client: (detail, options) =>
    new FleetFeetClient(detail, {
      endpoint: options.endpoints?.fleetFeet,
      partnerKey: options.endpoints?.fleetFeetPartnerKey,
      retry: options.retry,
    }),
  check: checkFleetFeet,
  // no stock list is known for FleetFeet Online (docs/vendors/fleetfeet.md)
  streams: {
    locations: { paging: 'keyset', pull: pullUpdated<FfStore, ReturnType<typeof toLocation>>('stores', toLocation) },
    customers: {
      paging: 'keyset',
      pull: pullUpdated<FfCustomer, ReturnType<typeof toCustomer>>('customers', toCustomer),
    },
    products: { paging: 'keyset', pull: pullUpdated<FfProduct, ReturnType<typeof toProduct>>('products', toProduct) },
    orders: { paging: 'keyset', pull: pullUpdated<FfOrder, ReturnType<typeof toOrder>>('orders', toOrder) },
  },
});
