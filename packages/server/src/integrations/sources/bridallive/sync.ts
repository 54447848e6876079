import type { PullPage, PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream } from '../../records.ts';
import { pagesPast } from '../shared/keyset.ts';
import { startWatermark, watermarkFrom } from '../shared/watermark.ts';
import { checkBridalLive } from './check.ts';
import { BridalLiveClient, type BridalLiveDetail } from './client.ts';
import {
  type BlAppointment,
  type BlAppointmentType,
  type BlContact,
  toCustomer,
  toOrder,
  toProduct,
} from './mappers.ts';

/** Records handed to the engine at a time. */
const PAGE_SIZE = 500;

type Changed = 'customers' | 'orders' | 'products';

type Stream<S extends Changed> = StreamDeclaration<BridalLiveClient, BridalLiveDetail, S>;

/**
 * BridalLive lists have no documented change filter (reference §17), so each run reads the list whole
 * and keeps what changed past the cursor's watermark (by lastModifiedDate, then id), oldest first, in
 * pages: a run resumed mid-way picks up where the last stored page ended.
 */
async function* pullChanged<S extends Changed>(
  request: PullRequest,
  read: (fallback: string) => Promise<RecordsByStream[S][]>,
): AsyncIterable<PullPage<S>> {
  const mark = watermarkFrom(request.cursor, request.startDate);
  // a record with no date at all is stamped with the start date: handed out by the first run, not again
  yield* pagesPast(await read(startWatermark(request.startDate).updatedAt), mark, PAGE_SIZE);
}

const appointmentTypes = (client: BridalLiveClient) => client.listAll<BlAppointmentType>('/appointmentTypes/list');

const customers: Stream<'customers'> = stream('whole-list', (client, request) =>
  pullChanged<'customers'>(request, async (fallback) =>
    (await client.listAll<BlContact>('/contacts/list')).map((c) => toCustomer(c, fallback)),
  ),
);

const products: Stream<'products'> = stream('whole-list', (client, request) =>
  pullChanged<'products'>(request, async (fallback) =>
    (await appointmentTypes(client)).map((t) => toProduct(t, fallback)),
  ),
);

const orders: Stream<'orders'> = stream('whole-list', (client, request) =>
  pullChanged<'orders'>(request, async (fallback) => {
    const appointments = await client.listAll<BlAppointment>('/appointments/list');
    // the types price an appointment that carries no price of its own
    const types = appointments.every((a) => typeof a.price === 'number')
      ? new Map<string, BlAppointmentType>()
      : new Map((await appointmentTypes(client)).map((t) => [String(t.id), t]));
    return appointments.map((a) => toOrder(a, types, fallback));
  }),
);

/** The Bridal Live source (type 19) against the given endpoints. */
export const createBridalLiveSource = defineSourceConnector<BridalLiveDetail, BridalLiveClient>({
  auth: 'api-key',
  client: clientAt(BridalLiveClient, 'bridalLive'),
  check: checkBridalLive,
  // no documented list of stores or stock (reference §17; docs/vendors/bridallive.md)
  streams: { customers, products, orders },
});
