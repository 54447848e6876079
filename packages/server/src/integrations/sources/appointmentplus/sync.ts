import type { PullPage, PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector } from '../../define-source-connector.ts';
import type { RecordsByStream } from '../../records.ts';
import { compareIds, encodeCursor, keepPast, startWatermark, watermarkFrom } from '../shared/watermark.ts';
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
  let mark = watermarkFrom(request.cursor, request.startDate);
  const since = wallMinute(Date.parse(mark.updatedAt) - OVERLAP_MS, client.detail.timezone);
  const rows = await client.call<T>(method, { updated: since });
  const records = rows
    // a record with no update time is stamped with the start date: handed out by the first run, not again
    .map((row) => toRecord(row, startWatermark(request.startDate).updatedAt))
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || compareIds(a.vendorId, b.vendorId));
  const kept = keepPast(records, mark, (r) => ({ updatedAt: r.updatedAt, id: r.vendorId }));
  for (let i = 0; i < kept.fresh.length; i += PAGE_SIZE) {
    const page = kept.fresh.slice(i, i + PAGE_SIZE);
    const last = page.at(-1)!;
    mark = { updatedAt: last.updatedAt, id: last.vendorId };
    yield { records: page, cursor: encodeCursor({ mark }) };
  }
}

/** A short list with no dates, read whole every run. */
async function* pullWhole<T, S extends 'locations' | 'products'>(
  client: AppointmentPlusClient,
  request: PullRequest,
  method: string,
  toRecord: (row: T, stamp: string) => RecordsByStream[S],
): AsyncIterable<PullPage<S>> {
  const stamp = startWatermark(request.startDate).updatedAt;
  const rows = await client.call<T>(method);
  yield { records: rows.map((row) => toRecord(row, stamp)), cursor: encodeCursor({ whole: true }) };
}

/** The Appointment Plus source (type 12) against the given endpoints. */
export const createAppointmentPlusSource = defineSourceConnector<AppointmentPlusDetail, AppointmentPlusClient>({
  auth: 'api-key',
  client: clientAt(AppointmentPlusClient, 'appointmentPlus'),
  check: checkAppointmentPlus,
  // appointments hold no stock
  streams: {
    locations: {
      paging: 'whole-list',
      pull: (client, request) =>
        pullWhole<ApLocation, 'locations'>(client, request, 'Locations/GetLocations', toLocation),
    },
    customers: {
      paging: 'whole-list',
      pull: (client, request) =>
        pullUpdated<ApCustomer, 'customers'>(client, request, 'Customers/GetCustomers', (row, fallback) =>
          toCustomer(row, client.detail.timezone, fallback),
        ),
    },
    products: {
      paging: 'whole-list',
      pull: (client, request) => pullWhole<ApService, 'products'>(client, request, 'Services/GetServices', toProduct),
    },
    orders: {
      paging: 'whole-list',
      pull: (client, request) =>
        pullUpdated<ApAppointment, 'orders'>(client, request, 'Appointments/GetAppointments', (row, fallback) =>
          toOrder(row, client.detail.timezone, fallback),
        ),
    },
  },
});
