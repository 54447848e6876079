import { randomBytes } from 'node:crypto';
import type { Collection, Stamped } from '../shared/collection.ts';
import { createDataset, type DatasetOptions } from '../shared/dataset.ts';
import { jsonBody, retryLater, serveFake, windowQuota } from '../shared/define-fake.ts';
import type { GenCustomer, GenOrder, GenProduct } from '../shared/generate.ts';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';

/**
 * A local BridalLive API (reference source-apis.md §17, medium confidence): `POST
 * /bl-server/api/auth/apiLogin` with `{retailerId, apiKey}` answers a `token` (about 8 hours), sent back
 * in a `token` header; lists are read with **POST** (`/contacts/list`, `/appointments/list`) and answered
 * as a bare array.
 *
 * Assumed, not documented (docs/vendors/bridallive.md): `/appointmentTypes/list` (the reference names
 * appointment types only in a path), the field names past `id`, Spring-style `page` (from 0) and `size`
 * query parameters (without them a list answers whole, as the public client reads it), the list order
 * (by id), the 401 bodies, and the rate limit (none found): `quota` calls per `windowMs`, then 429 with
 * `Retry-After`. No list filters by change date; the client filters on `lastModifiedDate` itself.
 */

export const DEFAULT_BRIDALLIVE_CREDENTIALS = { retailerId: 'demo-retailer', apiKey: 'bridallive-test-key' };

export interface BridalLiveFakeOptions extends DatasetOptions {
  port?: number;
  retailerId?: string;
  apiKey?: string;
  /** how long a token lasts (reference: about 8 hours) */
  tokenTtlMs?: number;
  /** calls per window before 429 (assumed; null = no limit) */
  quota?: number | null;
  windowMs?: number;
}

const API = '/bl-server/api';
const STATUS = { paid: 'Completed', refunded: 'Cancelled', pending: 'Scheduled' } as const;

const contactJson = (c: GenCustomer) => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  emailAddress: c.email,
  phoneNumber: c.phone,
  emailOptIn: c.acceptsMarketing,
  // the wedding is some months after the contact first came in
  eventDate: new Date(Date.parse(c.createdAt) + (90 + (c.id % 200)) * 86_400_000).toISOString().slice(0, 10),
  createdDate: c.createdAt,
  lastModifiedDate: c.updatedAt,
});

const appointmentTypeJson = (p: GenProduct) => ({
  id: p.id,
  description: `${p.category} appointment: ${p.title}`,
  category: p.category,
  price: p.price,
  durationMinutes: 60,
  active: true,
  createdDate: p.createdAt,
  lastModifiedDate: p.updatedAt,
});

export async function startBridalLiveFake(options: BridalLiveFakeOptions = {}) {
  const data = createDataset({ catalogue: 'bridal', ...options });
  const credentials = {
    retailerId: options.retailerId ?? DEFAULT_BRIDALLIVE_CREDENTIALS.retailerId,
    apiKey: options.apiKey ?? DEFAULT_BRIDALLIVE_CREDENTIALS.apiKey,
  };
  const tokenTtlMs = options.tokenTtlMs ?? 8 * 3_600_000;
  const quota = windowQuota({
    limit: options.quota === undefined ? 600 : options.quota,
    windowMs: options.windowMs ?? 60_000,
    refuse: (seconds) => retryLater(429, seconds, { message: 'Too many requests' }),
  });
  /** token → when it expires (ms) */
  const tokens = new Map<string, number>();
  let logins = 0;

  /** An appointment books one appointment type: the order's first line (assumed). */
  const appointmentJson = (o: GenOrder) => {
    const type = data.products.get(o.lines[0]!.productId)!;
    return {
      id: o.id,
      contactId: o.customerId,
      appointmentTypeId: type.id,
      appointmentTypeDescription: appointmentTypeJson(type).description,
      startDateTime: o.createdAt,
      endDateTime: new Date(Date.parse(o.createdAt) + 3_600_000).toISOString(),
      status: STATUS[o.status],
      price: type.price,
      createdDate: o.createdAt,
      lastModifiedDate: o.updatedAt,
    };
  };

  const list =
    <T extends Stamped>(collection: Collection<T>, toJson: (r: T) => unknown) =>
    (url: URL): FakeResponse => {
      const page = url.searchParams.get('page');
      const size = url.searchParams.get('size');
      if (page === null && size === null)
        return { status: 200, body: collection.sliceById(0, collection.count).map(toJson) };
      const p = Number(page ?? 0);
      const s = Number(size ?? 20);
      if (!Number.isInteger(p) || p < 0 || !Number.isInteger(s) || s < 1 || s > 1000) {
        return { status: 400, body: { message: 'page must be 0 or more and size between 1 and 1000' } };
      }
      return { status: 200, body: collection.sliceById(p * s, s).map(toJson) };
    };

  const routes: Record<string, (url: URL) => FakeResponse> = {
    [`${API}/contacts/list`]: list(data.customers, contactJson),
    [`${API}/appointments/list`]: list(data.orders, appointmentJson),
    [`${API}/appointmentTypes/list`]: list(data.products, appointmentTypeJson),
  };

  const handle = (request: FakeRequest): FakeResponse => {
    const path = request.url.pathname.replace(/\/$/, '');
    if (request.method !== 'POST') return { status: 404, body: { message: 'Not Found' } };
    const limited = quota.take();
    if (limited) return limited;
    if (path === `${API}/auth/apiLogin`) {
      const body = jsonBody<{ retailerId?: unknown; apiKey?: unknown }>(request);
      if (body === undefined) return { status: 400, body: { message: 'Malformed JSON' } };
      if (body.retailerId !== credentials.retailerId || body.apiKey !== credentials.apiKey) {
        return { status: 401, body: { message: 'Invalid credentials' } };
      }
      logins++;
      const token = randomBytes(16).toString('hex');
      const expires = Date.now() + tokenTtlMs;
      tokens.set(token, expires);
      return { status: 200, body: { token, expires: new Date(expires).toISOString() } };
    }
    const route = routes[path];
    if (!route) return { status: 404, body: { message: 'Not Found' } };
    const token = request.headers.token;
    const expires = typeof token === 'string' ? tokens.get(token) : undefined;
    if (expires === undefined || expires <= Date.now()) return { status: 401, body: { message: 'Unauthorized' } };
    return route(request.url);
  };

  return serveFake({ port: options.port, data, handle }, ({ url }) => ({
    /** base URL, to which the client appends /bl-server/api/... */
    endpoint: url,
    credentials,
    /** every issued token stops working (as after its 8 hours) */
    expireTokens() {
      tokens.clear();
    },
    resetQuota: quota.reset,
    get logins() {
      return logins;
    },
  }));
}

export type BridalLiveFake = Awaited<ReturnType<typeof startBridalLiveFake>>;
