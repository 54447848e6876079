import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { namedOnce } from '../shared/options.ts';
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

type Stream<S extends StreamName> = StreamDeclaration<HakuClient, HakuDetail, S>;

/** The registrants, once each per page: the latest registration names them. */
const customers: Stream<'customers'> = stream('keyset', (client, request) =>
  pullRegistrations(client, request, (rows) => namedOnce(rows, toCustomer)),
);

const orders: Stream<'orders'> = stream('keyset', (client, request) =>
  pullRegistrations(client, request, (rows) => rows.map(toOrder)),
);

/** The Haku source (type 18) against the given endpoints: registrations and their participants. */
export const createHakuSource = defineSourceConnector<HakuDetail, HakuClient>({
  auth: 'client-credentials',
  client: clientAt(HakuClient, 'haku'),
  check: checkHaku,
  // no public source describes Haku's events, stock or venues as lists of their own
  streams: { customers, orders },
});
