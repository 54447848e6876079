import type { PullPage, PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector } from '../../define-source-connector.ts';
import type { RecordsByStream } from '../../records.ts';
import { compareIds, encodeCursor, keepPast, startWatermark, watermarkFrom } from '../shared/watermark.ts';
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

/**
 * BridalLive lists have no documented change filter (reference §17), so each run reads the list whole
 * and keeps what changed past the cursor's watermark (by lastModifiedDate, then id), oldest first, in
 * pages: a run resumed mid-way picks up where the last stored page ended.
 */
async function* pullChanged<S extends Changed>(
  request: PullRequest,
  read: (fallback: string) => Promise<RecordsByStream[S][]>,
): AsyncIterable<PullPage<S>> {
  let mark = watermarkFrom(request.cursor, request.startDate);
  // a record with no date at all is stamped with the start date: handed out by the first run, not again
  const records = (await read(startWatermark(request.startDate).updatedAt)).sort(
    (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || compareIds(a.vendorId, b.vendorId),
  );
  const { fresh } = keepPast(records, mark, (r) => ({ updatedAt: r.updatedAt, id: r.vendorId }));
  for (let i = 0; i < fresh.length; i += PAGE_SIZE) {
    const page = fresh.slice(i, i + PAGE_SIZE);
    const last = page.at(-1)!;
    mark = { updatedAt: last.updatedAt, id: last.vendorId };
    yield { records: page, cursor: encodeCursor({ mark }) };
  }
}

const appointmentTypes = (client: BridalLiveClient) => client.listAll<BlAppointmentType>('/appointmentTypes/list');

/** The Bridal Live source (type 19) against the given endpoints. */
export const createBridalLiveSource = defineSourceConnector<BridalLiveDetail, BridalLiveClient>({
  auth: 'api-key',
  client: clientAt(BridalLiveClient, 'bridalLive'),
  check: checkBridalLive,
  // no documented list of stores or stock (reference §17; docs/vendors/bridallive.md)
  streams: {
    customers: {
      paging: 'whole-list',
      pull: (client, request) =>
        pullChanged<'customers'>(request, async (fallback) =>
          (await client.listAll<BlContact>('/contacts/list')).map((c) => toCustomer(c, fallback)),
        ),
    },
    products: {
      paging: 'whole-list',
      pull: (client, request) =>
        pullChanged<'products'>(request, async (fallback) =>
          (await appointmentTypes(client)).map((t) => toProduct(t, fallback)),
        ),
    },
    orders: {
      paging: 'whole-list',
      pull: (client, request) =>
        pullChanged<'orders'>(request, async (fallback) => {
          const appointments = await client.listAll<BlAppointment>('/appointments/list');
          // the types price an appointment that carries no price of its own
          const types = appointments.every((a) => typeof a.price === 'number')
            ? new Map<string, BlAppointmentType>()
            : new Map((await appointmentTypes(client)).map((t) => [String(t.id), t]));
          return appointments.map((a) => toOrder(a, types, fallback));
        }),
    },
  },
});
