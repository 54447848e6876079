import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { serveDestFake } from '../shared/define-fake.ts';
import { type DestFakeControls, isRecord, parseJson, retryAfterHeader } from '../shared/dest-http.ts';
import {
  createStore,
  getOrThrow,
  type Json,
  type Store,
  storeView,
  upsertCustomer,
  upsertOrder,
  upsertProduct,
} from './ecommerce.ts';
import {
  apiKeyInvalid,
  internalError,
  notFound,
  Problem,
  problemAnswer,
  requireFields,
  tooManyRequests,
} from './problems.ts';

/**
 * A local Mailchimp Marketing API v3 (destination-apis.md §2). Paths are `/{dc}/3.0/...` (the
 * datacenter in the path stands in for the `{dc}.api.mailchimp.com` host and must match the key's
 * suffix) or plain `/3.0/...`. Auth is HTTP Basic with the API key as password (Bearer also taken).
 * Imitates: ping, lists, member upsert by subscriber hash, e-commerce stores, customers, products
 * and orders, problem+json errors, and the 10-simultaneous-connections limit (429).
 */

export interface MailchimpFakeOptions {
  port?: number;
  /** valid API keys, each ending in its datacenter (`...-us6`) */
  apiKeys?: string[];
  /** audience (list) ids that exist */
  lists?: string[];
  /** simultaneous connections allowed per key [M4] */
  maxConnections?: number;
  /** how long each answer takes, in ms (default 0); makes concurrent requests overlap */
  latencyMs?: number;
}

export interface Member {
  id: string;
  email_address: string;
  status: string;
  merge_fields: Record<string, unknown>;
  list_id: string;
}

export interface MailchimpFake extends DestFakeControls {
  /** the value for `endpoints.mailchimp`: `{dc}` is replaced by the key's datacenter */
  endpoint: string;
  /** list id → subscriber hash → member */
  members: Map<string, Map<string, Member>>;
  stores: Map<string, Store>;
}

export const DEFAULT_MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us6';
export const DEFAULT_MAILCHIMP_LIST = 'a1b2c3d4e5';

/** Mailchimp's subscriber hash: MD5 hex of the lower-cased email [M3]. */
export const subscriberHash = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

const MEMBER_STATUSES = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'];

export async function startMailchimpFake(options: MailchimpFakeOptions = {}): Promise<MailchimpFake> {
  const apiKeys = new Set(options.apiKeys ?? [DEFAULT_MAILCHIMP_KEY]);
  const members = new Map<string, Map<string, Member>>(
    (options.lists ?? [DEFAULT_MAILCHIMP_LIST]).map((id) => [id, new Map()]),
  );
  const stores = new Map<string, Store>();
  const inFlight = new Map<string, number>();
  const maxConnections = options.maxConnections ?? 10;
  const latencyMs = options.latencyMs ?? 0;

  /** The API key of a request, or the 401 problem (wrong key or wrong datacenter) [M9]. */
  function authenticate(req: IncomingMessage, dc: string | null): string {
    const header = req.headers.authorization ?? '';
    const [scheme = '', value = ''] = header.split(' ');
    const key =
      scheme.toLowerCase() === 'basic'
        ? Buffer.from(value, 'base64').toString('utf8').split(':').slice(1).join(':')
        : scheme.toLowerCase() === 'bearer'
          ? value
          : '';
    if (!apiKeys.has(key) || (dc !== null && key.split('-').pop() !== dc)) throw apiKeyInvalid();
    return key;
  }

  const listOrThrow = (listId: string) => {
    const list = members.get(listId);
    if (!list) throw notFound();
    return list;
  };

  /** Adds a member only when the email is new to the list (store customers never overwrite status). */
  const addMemberIfNew = (listId: string, email: string, optedIn: boolean) => {
    const list = listOrThrow(listId);
    const hash = subscriberHash(email);
    if (list.has(hash)) return;
    const status = optedIn ? 'subscribed' : 'transactional';
    list.set(hash, { id: hash, email_address: email, status, merge_fields: {}, list_id: listId });
  };

  /** PUT /lists/{id}/members/{hash}: add or update; `status_if_new` applies only to new members. */
  function upsertMember(listId: string, hashOrEmail: string, body: Json): Member {
    const list = listOrThrow(listId);
    requireFields(body, ['email_address']);
    const email = String(body.email_address);
    const hash = hashOrEmail.includes('@') ? subscriberHash(hashOrEmail) : hashOrEmail.toLowerCase();
    if (hash !== subscriberHash(email))
      throw new Problem(400, 'Invalid Resource', "The email address doesn't match the subscriber hash.");
    const existing = list.get(hash);
    const status = body.status ?? (existing ? existing.status : body.status_if_new);
    if (typeof status !== 'string' || !MEMBER_STATUSES.includes(status))
      throw new Problem(400, 'Invalid Resource', 'The resource submitted could not be validated.', [
        { field: 'status_if_new', message: `Value must be one of: ${MEMBER_STATUSES.join(', ')}` },
      ]);
    const merge = isRecord(body.merge_fields) ? body.merge_fields : {};
    const member: Member = {
      id: hash,
      email_address: email,
      status,
      merge_fields: { ...existing?.merge_fields, ...merge },
      list_id: listId,
    };
    list.set(hash, member);
    return member;
  }

  const storeOrThrow = (id: string) => {
    const store = stores.get(id);
    if (!store) throw notFound();
    return store;
  };

  /** Routes `/3.0/...` (already split into segments) to the state above. */
  function route(method: string, parts: string[], body: Json): unknown {
    const [root, id, sub, subId, leaf, leafId] = parts;
    if (root === 'ping' && method === 'GET') return { health_status: "Everything's Chimpy!" };
    if (root === 'lists' && id && !sub && method === 'GET') {
      const list = listOrThrow(id);
      return { id, web_id: 1, name: `Audience ${id}`, stats: { member_count: list.size } };
    }
    if (root === 'lists' && id && sub === 'members' && subId) {
      if (method === 'PUT') return upsertMember(id, subId, body);
      if (method === 'GET') {
        const member = listOrThrow(id).get(subId.toLowerCase());
        if (!member) throw notFound();
        return member;
      }
    }
    if (root === 'ecommerce' && id === 'stores') {
      if (!sub && method === 'POST') return storeView(createStore(stores, body, (list) => members.has(list)));
      if (sub && !subId && method === 'GET') return storeView(storeOrThrow(sub));
      if (sub && subId && leaf) return routeStoreObject(method, storeOrThrow(sub), subId, leaf, body, leafId);
    }
    throw notFound();
  }

  function routeStoreObject(method: string, store: Store, kind: string, id: string, body: Json, extra?: string) {
    if (extra !== undefined) throw notFound();
    const map = kind === 'customers' ? store.customers : kind === 'products' ? store.products : store.orders;
    if (!['customers', 'products', 'orders'].includes(kind)) throw notFound();
    if (method === 'GET') return getOrThrow(map, id);
    if (method !== 'PUT')
      throw new Problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.');
    if (kind === 'customers') return upsertCustomer(store, id, body, addMemberIfNew);
    if (kind === 'products') return upsertProduct(store, id, body);
    return upsertOrder(store, id, body, addMemberIfNew);
  }

  const base = await serveDestFake({
    port: options.port,
    planned: (planned) =>
      problemAnswer(
        planned.status === 429 ? tooManyRequests() : internalError(planned.status),
        retryAfterHeader(planned),
      ),
    route: async ({ req, method, raw }) => {
      let key: string | null = null;
      try {
        const segments = (req.url ?? '/').split('?')[0]?.split('/').filter(Boolean).map(decodeURIComponent) ?? [];
        const dc = segments[0] === '3.0' ? null : (segments.shift() ?? null);
        if (segments.shift() !== '3.0') throw notFound();
        key = authenticate(req, dc);
        const count = (inFlight.get(key) ?? 0) + 1;
        inFlight.set(key, count);
        if (count > maxConnections) throw tooManyRequests();
        const parsed = parseJson(raw);
        if (raw.length > 0 && !isRecord(parsed))
          throw new Problem(400, 'JSON Parse Error', 'We encountered an unspecified JSON parsing error.');
        const answer = route(method, segments, isRecord(parsed) ? parsed : {});
        // The connection stays busy while the "server works", so concurrent callers really overlap.
        await sleep(latencyMs);
        return { status: 200, body: answer };
      } finally {
        if (key !== null) inFlight.set(key, (inFlight.get(key) ?? 1) - 1);
      }
    },
    refused: (err) => (err instanceof Problem ? problemAnswer(err) : null),
  });
  return {
    url: base.url,
    endpoint: `${base.url}/{dc}`,
    close: base.close,
    failNext: base.failNext,
    requests: base.requests,
    members,
    stores,
  };
}
