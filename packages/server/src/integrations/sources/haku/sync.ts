import type { PullPage, PullRequest, SourceConnector } from '../../connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { lazily, noPages, type SourceOptions } from '../shared/options.ts';
import { encodeCursor, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkHaku } from './check.ts';
import { HakuClient, type HakuDetail } from './client.ts';
import { type HakuRegistration, toCustomer, toOrder } from './mappers.ts';

/** Registrations a page (assumed maximum, docs/vendors/haku.md). */
const PER_PAGE = 100;

const keyOf = (r: HakuRegistration): Watermark => ({
  updatedAt: new Date(Date.parse(r.updated_at)).toISOString(),
  id: String(r.id),
});

/** Registrations updated since the cursor's watermark, oldest first, walked as keysets over page numbers. */
async function* pullRegistrations<R>(
  client: HakuClient,
  request: PullRequest,
  toRecords: (rows: HakuRegistration[]) => R[],
): AsyncIterable<{ records: R[]; cursor: string }> {
  const fetchPage = async (sinceSecond: string, page: number) =>
    (
      await client.get<{ data?: HakuRegistration[] }>('/registrations', {
        updated_since: sinceSecond,
        page,
        per_page: PER_PAGE,
      })
    ).data ?? [];
  const start = watermarkFrom(request.cursor, request.startDate);
  for await (const { rows, mark } of walkUpdated(fetchPage, PER_PAGE, start, keyOf)) {
    yield { records: toRecords(rows), cursor: encodeCursor({ mark }) };
  }
}

type Puller<S extends StreamName> = (client: HakuClient, request: PullRequest) => AsyncIterable<PullPage<S>>;

const PULLERS: { [S in StreamName]: Puller<S> } = {
  orders: (client, request) => pullRegistrations(client, request, (rows) => rows.map(toOrder)),
  customers: (client, request) =>
    pullRegistrations(client, request, (rows) => {
      const latest = new Map<string, NonNullable<ReturnType<typeof toCustomer>>>();
      for (const row of rows) {
        const customer = toCustomer(row);
        if (customer) latest.set(customer.vendorId, customer);
      }
      return [...latest.values()];
    }),
  // no public source describes Haku's events, stock or venues as lists of their own
  products: () => noPages(),
  inventory: () => noPages(),
  locations: () => noPages(),
};

/** The Haku source (type 18) against the given endpoints: registrations and their participants. */
export function createHakuSource(options: SourceOptions = {}): SourceConnector<HakuDetail> {
  const clientOf = (detail: HakuDetail) =>
    new HakuClient(detail, { endpoint: options.endpoints?.haku, retry: options.retry });
  return {
    streams: ['customers', 'orders'],
    check: async (detail) => checkHaku(clientOf(detail)),
    pull: (detail, stream, request) => lazily(() => PULLERS[stream](clientOf(detail), request)),
  };
}
