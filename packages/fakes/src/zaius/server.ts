import type { IncomingMessage } from 'node:http';
import { serveDestFake } from '../shared/define-fake.ts';
import { type DestFakeControls, isRecord, parseJson, retryAfterHeader } from '../shared/dest-http.ts';
import {
  asBatch,
  BadRequest,
  type Json,
  validateConsent,
  validateEvents,
  validateProducts,
  validateProfiles,
  validateSubscriptions,
} from './validate.ts';

/**
 * A local Optimizely Data Platform (ex-Zaius) REST API v3 under `/v3` (destination-apis.md §1).
 * Auth is `x-api-key`: the public key may send data (profiles, events, objects, subscriptions,
 * consent); reads (lists, profiles, subscriptions) and creating lists take the private key. A bad
 * key answers 403 {"message":"Forbidden"}. Writes answer 202 Accepted; bad bodies 400 with invalids.
 */

export interface ZaiusList {
  list_id: string;
  name: string;
  created_at: number;
}

export interface ZaiusFakeOptions {
  port?: number;
  publicKeys?: string[];
  privateKeys?: string[];
  lists?: { list_id: string; name: string }[];
}

export interface ZaiusFake extends DestFakeControls {
  /** the API root to configure as `endpoints.zaius` */
  endpoint: string;
  /** email → profile attributes (upserted) */
  profiles: Map<string, Json>;
  /** events received, without repeats of the same `data.idempotence_id` */
  events: Json[];
  /** order_id → the latest order event's `data.order` and action */
  orders: Map<string, { action: string; order: Json }>;
  products: Map<string, Json>;
  lists: Map<string, ZaiusList>;
  /** `${list_id}:${email}` → subscribed */
  subscriptions: Map<string, boolean>;
  /** `${identifier_field_name}:${identifier_value}` → consent */
  consent: Map<string, boolean>;
}

export const DEFAULT_ZAIUS_PUBLIC_KEY = 'PUBLICfakeTrackerId01';
export const DEFAULT_ZAIUS_PRIVATE_KEY = 'PRIVATEfakeKey.0123456789abcdef';

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
const accepted = (extra: Json = {}) => ({ title: 'Accepted', status: 202, timestamp: now(), ...extra });

class Forbidden extends Error {}
class NotFound extends Error {}

export async function startZaiusFake(options: ZaiusFakeOptions = {}): Promise<ZaiusFake> {
  const publicKeys = new Set(options.publicKeys ?? [DEFAULT_ZAIUS_PUBLIC_KEY]);
  const privateKeys = new Set(options.privateKeys ?? [DEFAULT_ZAIUS_PRIVATE_KEY]);
  const created = Math.floor(Date.now() / 1000);
  const initialLists = options.lists ?? [{ list_id: 'newsletter', name: 'Newsletter' }];
  const state = {
    profiles: new Map<string, Json>(),
    events: [] as Json[],
    orders: new Map<string, { action: string; order: Json }>(),
    products: new Map<string, Json>(),
    lists: new Map(initialLists.map((l) => [l.list_id, { ...l, created_at: created }])),
    subscriptions: new Map<string, boolean>(),
    consent: new Map<string, boolean>(),
  };
  const seenEventIds = new Set<string>();

  /** Whether the request's key is the private one; throws Forbidden for unknown keys. */
  function keyKind(req: IncomingMessage): 'public' | 'private' {
    const key = String(req.headers['x-api-key'] ?? '');
    if (privateKeys.has(key)) return 'private';
    if (publicKeys.has(key)) return 'public';
    throw new Forbidden();
  }

  function receiveEvents(items: Json[]): void {
    validateEvents(items);
    for (const event of items) {
      const data = isRecord(event.data) ? event.data : {};
      // Optimizely's own SDK stamps events with an idempotence_id; a repeat of one is dropped.
      const id = typeof data.idempotence_id === 'string' ? data.idempotence_id : null;
      if (id && seenEventIds.has(id)) continue;
      if (id) seenEventIds.add(id);
      state.events.push(event);
      // A purchase creates (or updates) the order object keyed by order_id [O4].
      if (event.type === 'order' && isRecord(data.order))
        state.orders.set(String(data.order.order_id), { action: String(event.action), order: data.order });
    }
  }

  function upsertProfiles(items: Json[]): void {
    validateProfiles(items);
    for (const item of items) {
      const attributes = item.attributes as Json;
      const email = String(attributes.email).toLowerCase();
      state.profiles.set(email, { ...state.profiles.get(email), ...attributes });
    }
  }

  function route(method: string, path: string, query: URLSearchParams, body: unknown, kind: string): [number, unknown] {
    const needsPrivate = () => {
      if (kind !== 'private') throw new Forbidden();
    };
    const write = (apply: (items: Json[]) => void, extra?: (items: Json[]) => Json): [number, unknown] => {
      const items = asBatch(body);
      apply(items);
      return [202, accepted(extra?.(items))];
    };
    if (path === '/lists' && method === 'GET') {
      needsPrivate();
      return [200, { lists: [...state.lists.values()] }];
    }
    if (path === '/lists' && method === 'POST') {
      needsPrivate();
      const name = isRecord(body) && typeof body.name === 'string' ? body.name : '';
      if (!name) throw new BadRequest([{ message: 'Missing required field `name`' }]);
      const list = { list_id: name.toLowerCase().replace(/[^a-z0-9]+/g, '_'), name, created_at: created };
      state.lists.set(list.list_id, list);
      return [200, list];
    }
    if (path === '/lists/subscriptions' && method === 'POST')
      return write(
        (items) => {
          validateSubscriptions(items, (id) => state.lists.has(id));
          for (const s of items)
            state.subscriptions.set(`${s.list_id}:${String(s.email).toLowerCase()}`, s.subscribed === true);
        },
        (items) => ({ updates: items.map(({ list_id, email, subscribed }) => ({ list_id, email, subscribed })) }),
      );
    if (path === '/profiles' && method === 'POST') return write(upsertProfiles);
    if (path === '/profiles' && method === 'GET') {
      needsPrivate();
      const email = (query.get('email') ?? '').toLowerCase();
      const profile = state.profiles.get(email);
      if (!profile) throw new NotFound(`Customer with email ${email} was not found`);
      return [200, { attributes: profile }];
    }
    if (path === '/events' && method === 'POST') return write(receiveEvents);
    if (path === '/objects/products' && method === 'POST')
      return write((items) => {
        validateProducts(items);
        for (const p of items)
          state.products.set(String(p.product_id), { ...state.products.get(String(p.product_id)), ...p });
      });
    if (path === '/consent' && method === 'POST')
      return write((items) => {
        validateConsent(items);
        for (const c of items)
          state.consent.set(
            `${String(c.identifier_field_name ?? 'email')}:${String(c.identifier_value).toLowerCase()}`,
            c.consent === true,
          );
      });
    throw new NotFound(`No route for ${method} ${path}`);
  }

  const base = await serveDestFake({
    port: options.port,
    planned: (planned) => ({
      // ODP documents no throttle body or Retry-After [O7][O8]; this is the shape of its other errors.
      status: planned.status,
      headers: retryAfterHeader(planned),
      body: {
        title: planned.status === 429 ? 'Too Many Requests' : 'Internal Server Error',
        status: planned.status,
        timestamp: now(),
      },
    }),
    route: ({ req, method, url, raw }) => {
      if (!url.pathname.startsWith('/v3/')) throw new NotFound(`No route for ${url.pathname}`);
      const kind = keyKind(req);
      const body = parseJson(raw);
      if (raw.length > 0 && body === undefined) throw new BadRequest([{ message: 'Body is not valid JSON' }]);
      const [status, answer] = route(method, url.pathname.slice(3), url.searchParams, body, kind);
      return { status, body: answer };
    },
    refused: (err) => {
      if (err instanceof Forbidden) return { status: 403, body: { message: 'Forbidden' } };
      const timestamp = now();
      if (err instanceof NotFound)
        return { status: 404, body: { title: 'Not Found', status: 404, timestamp, detail: { message: err.message } } };
      if (err instanceof BadRequest)
        return {
          status: 400,
          body: { title: 'Bad Request', status: 400, timestamp, detail: { invalids: err.invalids } },
        };
      return null;
    },
  });
  return {
    url: base.url,
    endpoint: `${base.url}/v3`,
    close: base.close,
    failNext: base.failNext,
    requests: base.requests,
    ...state,
  };
}
