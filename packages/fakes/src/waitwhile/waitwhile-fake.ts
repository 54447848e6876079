import type { Collection, Key, Stamped, ViewFilter } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { routed, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';
import type { FakeResponse } from '../shared/http.ts';

/**
 * A local Waitwhile API (reference source-apis.md §14, medium confidence): `https://api.waitwhile.com/v2`
 * with the key in an `apikey` header; `GET /locations`, `/services`, `/customers`, `/visits` (waitlist
 * entries and bookings), each paged by `limit` (1–100) and `startAfter` (the id of the previous page's
 * last item), with `fromDate` / `toDate` (ISO-8601) and `desc`. A visit has a `state` (PENDING, DRAFT,
 * BOOKED, WAITING, SERVING, COMPLETE) and `tags` (CANCELLED, NO-SHOW, ARRIVED); a cancelled visit is
 * COMPLETE with the CANCELLED tag.
 *
 * Assumed, not documented (docs/vendors/waitwhile.md lists them): the `{results: [...]}` envelope, that
 * `fromDate`/`toDate` bound the record's last update (`updated`) and the lists run oldest change first,
 * the 401 body for a wrong key, each visit naming its services with their prices, and the rate limit:
 * the reference found none, so `quota` requests per `windowMs` then **429** with `Retry-After` is ours.
 */

export interface WaitwhileFakeOptions extends DatasetOptions {
  port?: number;
  apiKey?: string;
  /** requests per window before 429 (assumed; null = no limit) */
  quota?: number | null;
  windowMs?: number;
}

const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 20;

/** Waitwhile ids are strings; the fake prefixes the generated number so each kind is recognisable. */
const PREFIX = { locations: 'loc_', services: 'svc_', customers: 'cus_', visits: 'vis_' } as const;
type ListName = keyof typeof PREFIX;

const fail = (status: number, code: string, message: string): FakeResponse => ({ status, body: { code, message } });

export async function startWaitwhileFake(options: WaitwhileFakeOptions = {}) {
  // a running store's walk-in waitlist: fittings and gait analyses
  const data = createDataset({ catalogue: 'fitting', ...options });
  const apiKey = options.apiKey ?? 'waitwhile-test-api-key';

  const locationIdOf = (order: GenOrder) =>
    order.locationId ?? (data.sizes.locations ? (order.id % data.sizes.locations) + 1 : null);

  const visitJson = (order: GenOrder) => {
    const customer = order.customerId ? data.customers.get(order.customerId) : undefined;
    const services = order.lines.map((line) => data.products.get(line.productId)!);
    const locationId = locationIdOf(order);
    return {
      id: `${PREFIX.visits}${order.id}`,
      locationId: locationId ? `${PREFIX.locations}${locationId}` : null,
      customerId: customer ? `${PREFIX.customers}${customer.id}` : null,
      firstName: customer?.firstName ?? null,
      lastName: customer?.lastName ?? null,
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      state: order.status === 'pending' ? 'BOOKED' : 'COMPLETE',
      tags: order.status === 'refunded' ? ['CANCELLED'] : order.status === 'paid' ? ['ARRIVED'] : [],
      partySize: 1 + (order.id % 3),
      serviceIds: services.map((s) => `${PREFIX.services}${s.id}`),
      services: services.map((s) => ({ id: `${PREFIX.services}${s.id}`, name: s.title, price: s.price })),
      date: order.createdAt,
      created: order.createdAt,
      updated: order.updatedAt,
    };
  };
  const customerJson = (c: GenCustomer) => ({
    id: `${PREFIX.customers}${c.id}`,
    name: `${c.firstName} ${c.lastName}`,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    tags: [],
    created: c.createdAt,
    updated: c.updatedAt,
  });
  const serviceJson = (p: GenProduct) => ({
    id: `${PREFIX.services}${p.id}`,
    name: p.title,
    description: `${p.category} appointment`,
    category: p.category,
    price: p.price,
    duration: 30,
    created: p.createdAt,
    updated: p.updatedAt,
  });
  const locationJson = (l: GenLocation) => ({
    id: `${PREFIX.locations}${l.id}`,
    name: l.name,
    address: l.street1,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    isActive: l.active,
    created: l.createdAt,
    updated: l.updatedAt,
  });

  const list = <T extends Stamped>(name: ListName, collection: Collection<T>, toJson: (r: T) => unknown) => {
    return (url: URL): FakeResponse => {
      const rawLimit = url.searchParams.get('limit');
      const limit = rawLimit === null ? DEFAULT_LIMIT : Number(rawLimit);
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
        return fail(400, 'invalid-argument', `limit must be between 1 and ${MAX_LIMIT}`);
      }
      const filter: ViewFilter<T> = {};
      const from = url.searchParams.get('fromDate');
      const to = url.searchParams.get('toDate');
      const fromMs = from ? Date.parse(from) : null;
      const toMs = to ? Date.parse(to) : null;
      if (Number.isNaN(fromMs) || Number.isNaN(toMs)) return fail(400, 'invalid-argument', 'dates must be ISO-8601');
      if (fromMs !== null) filter.updatedAfter = { ms: fromMs, inclusive: true };
      if (toMs !== null) filter.where = (r) => Date.parse(r.updatedAt) < toMs;
      const startAfter = url.searchParams.get('startAfter');
      let after: Key | null = null;
      if (startAfter) {
        const record = collection.get(Number(startAfter.slice(PREFIX[name].length)));
        if (!startAfter.startsWith(PREFIX[name]) || !record) {
          return fail(400, 'invalid-argument', `startAfter names no ${name.slice(0, -1)}`);
        }
        after = { updatedMs: Date.parse(record.updatedAt), id: record.id };
      }
      if (url.searchParams.get('desc') === 'true') {
        // newest first: only the first page is served this way (enough for a preview)
        const all = [...collection.scan(filter, null)].reverse().slice(0, limit);
        return { status: 200, body: { results: all.map(toJson) } };
      }
      const { records } = collection.page(filter, after, limit);
      return { status: 200, body: { results: records.map(toJson) } };
    };
  };

  const routes: Record<string, (url: URL) => FakeResponse> = {
    '/v2/locations': list('locations', data.locations, locationJson),
    '/v2/services': list('services', data.products, serviceJson),
    '/v2/customers': list('customers', data.customers, customerJson),
    '/v2/visits': list('visits', data.orders, visitJson),
  };

  const quota = windowQuota({
    limit: options.quota === undefined ? 600 : options.quota,
    windowMs: options.windowMs ?? 60_000,
    refuse: (seconds) => ({
      ...fail(429, 'resource-exhausted', 'Too many requests'),
      headers: { 'retry-after': String(seconds) },
    }),
  });
  const handle = routed({
    route: (request) => routes[request.url.pathname.replace(/\/$/, '')],
    notFound: fail(404, 'not-found', 'Not found'),
    auth: (request) => {
      const key = request.headers.apikey;
      if (!key) return fail(401, 'unauthenticated', 'Missing API key');
      return key !== apiKey ? fail(401, 'unauthenticated', 'Invalid API key') : null;
    },
    quota,
    method: { allowed: 'GET', refused: fail(405, 'method-not-allowed', 'Method not allowed') },
    serve: (request, route) => route(request.url),
  });

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** the API base: `{url}/v2` */
    apiUrl: `${url}/v2`,
    credentials: { apiKey },
    /** the vendor id a generated record has in this API */
    idOf: (name: ListName, id: number) => `${PREFIX[name]}${id}`,
    resetQuota: quota.reset,
  }));
}

export type WaitwhileFake = Awaited<ReturnType<typeof startWaitwhileFake>>;
