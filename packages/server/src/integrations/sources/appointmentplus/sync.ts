import type { PullPage, PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { pagesPast } from '../shared/keyset.ts';
import { startWatermark, watermarkFrom } from '../shared/watermark.ts';
import { wholeList } from '../shared/whole-list.ts';
import { checkAppointmentPlus } from './check.ts';
import { AppointmentPlusClient, type AppointmentPlusDetail, wallMinute } from './client.ts';
import {
  type ApAppointment,
  type ApCustomer,
  type ApLocation,
  type ApService,
  toCustomer,
  toLocation,
  toOrder,
  toProduct,
} from './mappers.ts';

type Stream<S extends StreamName> = StreamDeclaration<AppointmentPlusClient, AppointmentPlusDetail, S>;

/** Records handed to the engine at a time: AppointmentPlus answers every match in one call, a page is ours. */
const PAGE_SIZE = 500;

/**
 * How far each `updated` filter reaches back before the watermark: the filter is the site's wall
 * minute, and an hour covers a clock change and a skewed clock. What it repeats is skipped.
 */
const OVERLAP_MS = 60 * 60_000;

/**
 * Records updated since the cursor's watermark: one call with `updated` (reference §15), then the
 * answer sorted by (updatedAt, id) — its order is not documented — past the watermark, in pages.
 */
async function* pullUpdated<T, S extends 'customers' | 'orders'>(
  client: AppointmentPlusClient,
  request: PullRequest,
  method: string,
  toRecord: (row: T, fallback: string) => RecordsByStream[S],
): AsyncIterable<PullPage<S>> {
  const mark = watermarkFrom(request.cursor, request.startDate);
  const since = wallMinute(Date.parse(mark.updatedAt) - OVERLAP_MS, client.detail.timezone);
  const rows = await client.call<T>(method, { updated: since });
  // a record with no update time is stamped with the start date: handed out by the first run, not again
  const stamp = startWatermark(request.startDate).updatedAt;
  yield* pagesPast(
    rows.map((row) => toRecord(row, stamp)),
    mark,
    PAGE_SIZE,
  );
}

/** Locations and services: short lists with no dates, read whole every run. */
const locations: Stream<'locations'> = wholeList(async (client, stamp) =>
  (await client.call<ApLocation>('Locations/GetLocations')).map((row) => toLocation(row, stamp)),
);

const products: Stream<'products'> = wholeList(async (client, stamp) =>
  (await client.call<ApService>('Services/GetServices')).map((row) => toProduct(row, stamp)),
);

/** Customers and appointments (orders) updated since the watermark, in the site's time zone. */
const customers: Stream<'customers'> = stream('whole-list', (client, request) =>
  pullUpdated<ApCustomer, 'customers'>(client, request, 'Customers/GetCustomers', (row, fallback) =>
    toCustomer(row, client.detail.timezone, fallback),
  ),
);

const orders: Stream<'orders'> = stream('whole-list', (client, request) =>
  pullUpdated<ApAppointment, 'orders'>(client, request, 'Appointments/GetAppointments', (row, fallback) =>
    toOrder(row, client.detail.timezone, fallback),
  ),
);

/** The Appointment Plus source (type 12) against the given endpoints. */
export const createAppointmentPlusSource = defineSourceConnector<AppointmentPlusDetail, AppointmentPlusClient>({
  auth: 'api-key',
  client: clientAt(AppointmentPlusClient, 'appointmentPlus'),
  check: checkAppointmentPlus,
  // appointments hold no stock
  streams: { locations, customers, products, orders },
});
