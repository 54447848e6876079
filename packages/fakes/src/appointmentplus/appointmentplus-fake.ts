import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { retryLater, routed, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import { basicAuth, type FakeRequest, type FakeResponse } from '../shared/http.ts';
import { wallParts } from '../shared/wall-time.ts';

/**
 * A local AppointmentPlus web-services API (reference source-apis.md §15, medium confidence): every call
 * a **POST** to `/{Module}/{Method}` with form or query parameters, `response_type=json` (XML otherwise),
 * HTTP Basic with the **site_id** as user and the **api_key** as password (older clients send `site_id`
 * and `api_key` as parameters, also taken); answers `{result, count, data: [...]}`; no paging (a call
 * answers every match); `updated=YYYYMMDDHHMM` on appointments and customers.
 *
 * Assumed, not documented (docs/vendors/appointmentplus.md): the record field names, that `updated`
 * is the site's local wall time (the fake's `timezone`) and keeps records updated in or after that
 * minute, the 401 status and body for bad credentials, one service per appointment, and the rate limit
 * (the reference found none): `quota` calls per `windowMs`, then **429** with `Retry-After`.
 */

export interface AppointmentPlusFakeOptions extends DatasetOptions {
  port?: number;
  siteId?: string;
  apiKey?: string;
  /** the site's time zone: every timestamp and the `updated` filter are its wall time */
  timezone?: string;
  /** calls per window before 429 (assumed; null = no limit) */
  quota?: number | null;
  windowMs?: number;
}

const STATUS = { paid: 'Completed', refunded: 'Cancelled', pending: 'Reserved' } as const;

/** 'YYYYMMDDHHMMSS' wall time of an ISO instant in a zone. */
export function wallStamp(iso: string, timeZone: string): string {
  const parts = wallParts(Date.parse(iso), timeZone);
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

const money = (value: number) => value.toFixed(2);

export async function startAppointmentPlusFake(options: AppointmentPlusFakeOptions = {}) {
  const data = createDataset({ catalogue: 'salon', ...options });
  const credentials = {
    siteId: options.siteId ?? 'appointplus123/456',
    apiKey: options.apiKey ?? 'appointmentplus-test-api-key',
  };
  const timezone = options.timezone ?? 'America/New_York';

  const stamp = (iso: string) => wallStamp(iso, timezone);
  const customerJson = (c: GenCustomer) => ({
    customer_id: String(c.id),
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    day_phone: c.phone,
    email_opt_in: c.acceptsMarketing ? 'yes' : 'no',
    created_timestamp: stamp(c.createdAt),
    updated_timestamp: stamp(c.updatedAt),
  });
  const locationJson = (l: GenLocation) => ({
    location_id: String(l.id),
    location_name: l.name,
    address1: l.street1,
    city: l.city,
    state: l.state,
    zip: l.zip,
    status: l.active ? 'active' : 'inactive',
  });
  const serviceJson = (p: GenProduct) => ({
    service_id: String(p.id),
    service_name: p.title,
    service_category: p.category,
    price: money(p.price),
    duration: '30',
  });
  /** An appointment books one service: the order's first line (assumed, reference §15 lists no lines). */
  const appointmentJson = (o: GenOrder) => {
    const service = data.products.get(o.lines[0]!.productId)!;
    const start = stamp(o.createdAt);
    const locationId = o.locationId ?? (data.sizes.locations ? (o.id % data.sizes.locations) + 1 : null);
    return {
      appt_id: String(o.id),
      customer_id: o.customerId ? String(o.customerId) : '',
      location_id: locationId ? String(locationId) : '',
      service_id: String(service.id),
      service_name: service.title,
      staff_id: '1',
      appt_date: start.slice(0, 8),
      start_time: start.slice(8, 12),
      appt_status_description: STATUS[o.status],
      price: money(service.price),
      created_timestamp: start,
      updated_timestamp: stamp(o.updatedAt),
    };
  };

  const failure = (message: string) => ({ result: 'fail', count: 0, data: [], errors: [{ message }] });
  /** query and form parameters together, the form winning */
  const paramsOf = (request: FakeRequest) => {
    const params = new URLSearchParams(request.url.search);
    for (const [name, value] of new URLSearchParams(request.body)) params.set(name, value);
    return params;
  };
  const answer = (request: FakeRequest, status: number, body: object): FakeResponse =>
    paramsOf(request).get('response_type') === 'json'
      ? { status, body }
      : { status, headers: { 'content-type': 'text/xml' }, body: toXml(body) };

  const quota = windowQuota({
    limit: options.quota === undefined ? 300 : options.quota,
    windowMs: options.windowMs ?? 60_000,
    refuse: (seconds) => retryLater(429, seconds, failure('Too many requests')),
  });
  const handle = routed({
    route: (request) => /^\/([A-Za-z]+)\/([A-Za-z]+)\/?$/.exec(request.url.pathname),
    notFound: (request) => answer(request, 404, failure('Unknown module or method')),
    auth: (request) => {
      const params = paramsOf(request);
      const basic = basicAuth(request.headers);
      const siteId = basic?.user ?? params.get('site_id');
      const key = basic?.password ?? params.get('api_key');
      if (siteId === credentials.siteId && key === credentials.apiKey) return null;
      return answer(request, 401, failure('Invalid site_id or api_key'));
    },
    quota,
    serve: (request, route) => {
      if (request.method !== 'POST') return answer(request, 405, failure('Calls are POST'));
      const updated = paramsOf(request).get('updated');
      if (updated !== null && !/^\d{12}$/.test(updated)) {
        return answer(request, 400, failure('updated must be YYYYMMDDHHMM'));
      }
      // wall times compare as text: records whose last update is in or after the given minute
      const since = <T extends { updatedAt: string }>(r: T) => !updated || stamp(r.updatedAt).slice(0, 12) >= updated;
      const rows = dispatch(`${route[1]}/${route[2]}`, since);
      if (!rows) return answer(request, 404, failure(`No method ${route[1]}/${route[2]}`));
      return answer(request, 200, { result: 'success', count: rows.length, data: rows });
    },
  });

  const dispatch = (call: string, since: (r: { updatedAt: string }) => boolean): object[] | null => {
    switch (call) {
      case 'Locations/GetLocations':
        return [...data.locations.scan({}, null)].map(locationJson);
      case 'Services/GetServices':
        return [...data.products.scan({}, null)].map(serviceJson);
      case 'Customers/GetCustomers':
        return [...data.customers.scan({ where: since }, null)].map(customerJson);
      case 'Appointments/GetAppointments':
        return [...data.orders.scan({ where: since }, null)].map(appointmentJson);
      default:
        return null;
    }
  };

  return serveFake({ port: options.port, data, handle }, () => ({
    credentials,
    timezone,
    resetQuota: quota.reset,
  }));
}

export type AppointmentPlusFake = Awaited<ReturnType<typeof startAppointmentPlusFake>>;

/** The default answer format when `response_type=json` is missing: a plain XML rendering. */
function toXml(body: object): string {
  const render = (value: unknown, tag: string): string => {
    if (Array.isArray(value)) return value.map((v) => render(v, tag === 'data' ? 'row' : tag)).join('');
    if (value && typeof value === 'object') {
      const inner = Object.entries(value)
        .map(([k, v]) => (Array.isArray(v) ? `<${k}>${render(v, k)}</${k}>` : render(v, k)))
        .join('');
      return `<${tag}>${inner}</${tag}>`;
    }
    return `<${tag}>${String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${tag}>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>${render(body, 'response')}`;
}
