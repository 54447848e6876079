import type { IncomingMessage } from 'node:http';
import { serveDestFake } from '../shared/define-fake.ts';
import { type DestFakeControls, isRecord, parseJson } from '../shared/dest-http.ts';

/**
 * A local Blueshift API (destination-apis.md §5). HTTP Basic with the key as user name and an empty
 * password. The Event API key may send events (`POST /api/v1/event`, `POST /api/v1/bulkevents`) and
 * read `GET /api/v1/event/debug`; the User API key may upsert customers (`POST /api/v1/customers/bulk`,
 * at most 50) and read one (`GET /api/v1/customers?email=`), and keep product catalogs (`GET|POST
 * /api/v1/catalogs`, `PUT /api/v1/catalogs/{uuid}.json` with at most 100 items; assumed shapes). A key on the other family's endpoint
 * answers 401. An event name holds no dot or whitespace, is not numeric, is at most 64 characters, and
 * the event needs one identifier. Errors answer `{"message": ...}`; throttling is 429
 * `{"message":"Rate limit exceeded"}` without Retry-After [B5]; bulk calls are held to 5 a second.
 */
export const DEFAULT_BLUESHIFT_EVENT_KEY = 'blueshift-test-event-key';
export const DEFAULT_BLUESHIFT_USERS_KEY = 'blueshift-test-users-key';
const IDENTIFIERS = ['customer_id', 'email', 'device_id', 'cookie'];
/** The developer reference's cap (the help centre says 100): the stricter one is enforced. */
export const BLUESHIFT_MAX_BULK_EVENTS = 30;
export const BLUESHIFT_MAX_BULK_CUSTOMERS = 50;
/** Items a catalog call takes (assumed, docs/vendors/blueshift.md) */
export const BLUESHIFT_MAX_CATALOG_ITEMS = 100;
/** What a catalog item must carry (assumed from Blueshift's catalog item attributes) */
const CATALOG_ITEM_REQUIRED = ['product_id', 'title', 'web_link', 'image'];
const BULK_CALLS_PER_SECOND = 5;

export interface BlueshiftFakeOptions {
  port?: number;
  eventKey?: string;
  usersKey?: string;
  /** bulk calls a second per key before 429 (default 5; null = unlimited) */
  bulkPerSecond?: number | null;
}

export interface BlueshiftFake extends DestFakeControls {
  endpoint: string;
  eventKey: string;
  usersKey: string;
  /** the events accepted, oldest first, without repeats of an `event_uuid` */
  events(): readonly Record<string, unknown>[];
  /** customer_id (or email) → the customer's attributes, upserted */
  customers: Map<string, Record<string, unknown>>;
  /** catalog_uuid → its name and its items by product_id (upserted) */
  catalogs: Map<string, { name: string; items: Map<string, Record<string, unknown>> }>;
  /** every catalog's items */
  catalogItems(): Record<string, unknown>[];
}

const isValidEventName = (name: unknown): boolean =>
  typeof name === 'string' && name.length > 0 && name.length <= 64 && !/[.\s]/.test(name) && !/^\d+$/.test(name);

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(String(status));
  }
}

const refuse = (status: number, message: string) => new Refusal(status, { message });

export async function startBlueshiftFake(options: BlueshiftFakeOptions | string = {}): Promise<BlueshiftFake> {
  const opts = typeof options === 'string' ? { eventKey: options } : options;
  const eventKey = opts.eventKey ?? DEFAULT_BLUESHIFT_EVENT_KEY;
  const usersKey = opts.usersKey ?? DEFAULT_BLUESHIFT_USERS_KEY;
  const perSecond = opts.bulkPerSecond === undefined ? BULK_CALLS_PER_SECOND : opts.bulkPerSecond;
  const accepted: Record<string, unknown>[] = [];
  const seenUuids = new Set<string>();
  const customers = new Map<string, Record<string, unknown>>();
  const catalogs: BlueshiftFake['catalogs'] = new Map();
  const bulkCalls = new Map<string, number[]>();

  const keyOf = (req: IncomingMessage): string => {
    const header = String(req.headers.authorization ?? '');
    if (!header.startsWith('Basic ')) return '';
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return decoded.endsWith(':') ? decoded.slice(0, -1) : '';
  };
  const needKey = (req: IncomingMessage, key: string) => {
    if (keyOf(req) !== key) throw refuse(401, 'Not authorized');
  };
  const throttle = (key: string) => {
    if (perSecond === null) return;
    const now = Date.now();
    const recent = (bulkCalls.get(key) ?? []).filter((at) => now - at < 1000);
    if (recent.length >= perSecond) throw refuse(429, 'Rate limit exceeded');
    bulkCalls.set(key, [...recent, now]);
  };

  const receiveEvent = (event: unknown) => {
    if (!isRecord(event)) throw refuse(400, 'Invalid JSON');
    if (!isValidEventName(event.event)) throw refuse(400, 'Invalid event name');
    if (!IDENTIFIERS.some((key) => typeof event[key] === 'string' && event[key] !== ''))
      throw refuse(400, 'user_identifier_missing');
    const uuid = typeof event.event_uuid === 'string' ? event.event_uuid : null;
    if (uuid && seenUuids.has(uuid)) return;
    if (uuid) seenUuids.add(uuid);
    accepted.push(event);
  };

  /**
   * The catalog calls (User API key; assumed shapes): list, create by name, and upsert items by
   * product_id into one; undefined when the call is not one of them.
   */
  function catalogCall(req: IncomingMessage, path: string, body: unknown): unknown {
    if (path === '/api/v1/catalogs' && req.method === 'GET') {
      needKey(req, usersKey);
      return { catalogs: [...catalogs].map(([catalog_uuid, c]) => ({ catalog_uuid, name: c.name })) };
    }
    if (path === '/api/v1/catalogs' && req.method === 'POST') {
      needKey(req, usersKey);
      const name = isRecord(body) && isRecord(body.catalog) ? body.catalog.name : undefined;
      if (typeof name !== 'string' || !name) throw new Refusal(400, { errors: { name: ["can't be blank"] } });
      const catalog_uuid = `cat-${catalogs.size + 1}`;
      catalogs.set(catalog_uuid, { name, items: new Map() });
      return { catalog_uuid };
    }
    const items = /^\/api\/v1\/catalogs\/([^/]+)\.json$/.exec(path);
    if (!items || req.method !== 'PUT') return undefined;
    needKey(req, usersKey);
    throttle(usersKey);
    const target = catalogs.get(decodeURIComponent(items[1]!));
    if (!target) throw refuse(404, 'Catalog not found');
    const products = isRecord(body) && isRecord(body.catalog) ? body.catalog.products : undefined;
    if (!Array.isArray(products)) throw new Refusal(400, { errors: { products: ["can't be blank"] } });
    if (products.length > BLUESHIFT_MAX_CATALOG_ITEMS)
      throw refuse(413, `You can upload up to ${BLUESHIFT_MAX_CATALOG_ITEMS} products in an API call.`);
    products.forEach((item, index) => {
      const missing = isRecord(item)
        ? CATALOG_ITEM_REQUIRED.find((field) => typeof item[field] !== 'string' || item[field] === '')
        : 'product_id';
      if (missing) throw new Refusal(400, { errors: [{ index, [missing]: "can't be blank" }] });
      if (isRecord(item) && item.category !== undefined && !Array.isArray(item.category))
        throw new Refusal(400, { errors: [{ index, category: 'must be a list' }] });
    });
    for (const item of products as Record<string, unknown>[]) target.items.set(String(item.product_id), item);
    return { status: 'ok', count: products.length };
  }

  function route(req: IncomingMessage, url: URL, body: unknown): unknown {
    const path = url.pathname;
    if (req.method === 'POST' && path === '/api/v1/event') {
      needKey(req, eventKey);
      receiveEvent(body);
      return { status: 'OK' };
    }
    if (req.method === 'POST' && path === '/api/v1/bulkevents') {
      needKey(req, eventKey);
      throttle(eventKey);
      const events = isRecord(body) ? body.events : undefined;
      if (!Array.isArray(events)) throw refuse(400, 'events is required');
      if (events.length > BLUESHIFT_MAX_BULK_EVENTS)
        throw refuse(413, `You can upload up to ${BLUESHIFT_MAX_BULK_EVENTS} events in an API call.`);
      // processing is asynchronous at Blueshift: a bad event would show only in its dashboard
      for (const event of events) receiveEvent(event);
      return { status: 'ok', count: events.length };
    }
    if (req.method === 'GET' && path === '/api/v1/event/debug') {
      needKey(req, eventKey);
      const latest = new Map(accepted.map((e) => [String(e.event), e]));
      return { events: [...latest.values()] };
    }
    if (req.method === 'POST' && path === '/api/v1/customers/bulk') {
      needKey(req, usersKey);
      throttle(usersKey);
      const list = isRecord(body) ? body.customers : undefined;
      if (!Array.isArray(list)) throw new Refusal(400, { errors: { customers: ["can't be blank"] } });
      if (list.length > BLUESHIFT_MAX_BULK_CUSTOMERS)
        throw refuse(413, `You can upload up to ${BLUESHIFT_MAX_BULK_CUSTOMERS} users in an API call.`);
      const errors: Record<string, unknown>[] = [];
      list.forEach((customer, index) => {
        const id = isRecord(customer) ? (customer.customer_id ?? customer.email) : undefined;
        if (!isRecord(customer) || typeof id !== 'string' || id === '') {
          errors.push({ index, error: 'user_identifier_missing' });
          return;
        }
        customers.set(id, { ...customers.get(id), ...customer });
      });
      // a record without an identifier fails alone; the status stays 200 [B4]
      return { status: 'ok', errors };
    }
    const catalog = catalogCall(req, path, body);
    if (catalog !== undefined) return catalog;
    if (req.method === 'GET' && path === '/api/v1/customers') {
      needKey(req, usersKey);
      const email = (url.searchParams.get('email') ?? '').toLowerCase();
      const found = [...customers.values()].find((c) => String(c.email ?? '').toLowerCase() === email);
      if (!found) throw refuse(404, 'Customer not found');
      return { customer: found };
    }
    throw refuse(404, 'Not Found');
  }

  const server = await serveDestFake({
    port: opts.port,
    planned: ({ status }) => ({
      status,
      body: { message: status === 429 ? 'Rate limit exceeded' : 'Internal Server Error' },
    }),
    route: ({ req, url, raw }) => {
      const body = parseJson(raw);
      if (raw.length > 0 && body === undefined) throw refuse(400, 'Invalid JSON');
      return { status: 200, body: route(req, url, body) };
    },
    refused: (err) => (err instanceof Refusal ? { status: err.status, body: err.body } : null),
  });
  return {
    ...server,
    endpoint: server.url,
    eventKey,
    usersKey,
    events: () => accepted,
    customers,
    catalogs,
    catalogItems: () => [...catalogs.values()].flatMap((c) => [...c.items.values()]),
  };
}
