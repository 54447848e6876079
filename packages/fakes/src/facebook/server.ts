import type { IncomingMessage } from 'node:http';
import { type DestAnswer, serveDestFake } from '../shared/define-fake.ts';
import { type DestFakeControls, isRecord, parseJson } from '../shared/dest-http.ts';

/**
 * A local Meta Graph API for the Conversions API's offline (physical-store) events
 * (destination-apis.md §3): `GET /{version}/{datasetId}?fields=…` and
 * `POST /{version}/{datasetId}/events` with `access_token` in the query, a form field or the JSON
 * body, and `data` = at most 1000 events. One invalid event rejects the whole batch; a
 * physical_store event older than 62 days is refused. Errors use Graph's envelope
 * `{"error":{message,type,code,error_subcode,fbtrace_id}}` with HTTP 400, throttling included
 * (code 4 with an `X-App-Usage` header): the HTTP status is not the signal, the code is [F5][F6].
 */

export const DEFAULT_FACEBOOK_ACCESS_TOKEN = 'EAAfakeStoreLensSystemUserToken0001';
export const DEFAULT_FACEBOOK_DATASET_ID = '1234567890123456';
/** A dataset the token's business may not use (Graph answers as for an unknown id). */
export const FOREIGN_FACEBOOK_DATASET_ID = '6543210987654321';
/**
 * A dataset shared with the business to view, not to upload to: it reads fine (so the check on save
 * passes) and every upload is refused with a permission error, the way a delivery fails later.
 */
export const VIEW_ONLY_FACEBOOK_DATASET_ID = '1111222233334444';

const MAX_EVENTS = 1000;
const PHYSICAL_STORE_MAX_AGE_S = 62 * 86_400;
const HASHED = /^[0-9a-f]{64}$/;
const HASHED_KEYS = ['em', 'ph', 'fn', 'ln', 'db', 'ge', 'ct', 'st', 'zp', 'country'];

export interface FacebookFakeOptions {
  port?: number;
  accessToken?: string;
  /** datasets the token may write to */
  datasets?: string[];
  /** datasets the token may read but not upload to (default: VIEW_ONLY_FACEBOOK_DATASET_ID) */
  viewOnlyDatasets?: string[];
  /** the fake's clock, in ms (event ages are judged against it) */
  now?: () => number;
}

export type FacebookEvent = Record<string, unknown>;

export interface FacebookFake extends DestFakeControls {
  /** the Graph root with its version, to configure as `endpoints.facebook` */
  endpoint: string;
  accessToken: string;
  datasetId: string;
  /** dataset id → events accepted, without repeats (Meta's offline dedup key) */
  events: Map<string, FacebookEvent[]>;
}

class GraphError extends Error {
  constructor(
    message: string,
    readonly type: string,
    readonly code: number,
    readonly subcode?: number,
  ) {
    super(message);
  }
}

const unsupported = (id: string, method: 'get' | 'post') =>
  new GraphError(
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    'GraphMethodException',
    100,
    33,
  );

const invalidParameter = (message: string) => new GraphError(`(#100) ${message}`, 'OAuthException', 100);

function validateEvent(event: unknown, index: number, nowS: number): asserts event is FacebookEvent {
  const fail = (what: string) => {
    throw invalidParameter(`Invalid parameter: data[${index}] ${what}`);
  };
  if (!isRecord(event)) return fail('must be an object');
  if (typeof event.event_name !== 'string' || event.event_name === '') fail('event_name is required');
  if (typeof event.event_time !== 'number' || !Number.isInteger(event.event_time))
    fail('event_time must be unix seconds');
  if (event.action_source !== 'physical_store') fail('action_source must be physical_store for offline events');
  if ((event.event_time as number) < nowS - PHYSICAL_STORE_MAX_AGE_S)
    fail('event_time is more than 62 days in the past');
  if ((event.event_time as number) > nowS + 60) fail('event_time is in the future');
  const user = event.user_data;
  if (!isRecord(user) || Object.keys(user).length === 0) fail('user_data is required');
  for (const [key, value] of Object.entries(user as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (HASHED_KEYS.includes(key) && !values.every((v) => typeof v === 'string' && HASHED.test(v)))
      fail(`user_data.${key} must be SHA-256 hashed`);
  }
  if (event.event_name === 'Purchase') {
    const custom = event.custom_data;
    if (!isRecord(custom) || typeof custom.currency !== 'string' || typeof custom.value !== 'number')
      fail('custom_data.currency and custom_data.value are required for Purchase');
  }
}

/** Meta's offline dedup: dataset, event time, name, item number, and order id (or the user data). */
const dedupKey = (e: FacebookEvent) => {
  const custom = isRecord(e.custom_data) ? e.custom_data : {};
  const who = custom.order_id ?? JSON.stringify(e.user_data);
  return `${e.event_time}|${e.event_name}|${String(custom.item_number ?? '')}|${String(who)}`;
};

export async function startFacebookFake(options: FacebookFakeOptions = {}): Promise<FacebookFake> {
  const accessToken = options.accessToken ?? DEFAULT_FACEBOOK_ACCESS_TOKEN;
  const datasets = new Set(options.datasets ?? [DEFAULT_FACEBOOK_DATASET_ID]);
  const viewOnly = new Set(options.viewOnlyDatasets ?? [VIEW_ONLY_FACEBOOK_DATASET_ID]);
  const now = options.now ?? Date.now;
  const events = new Map<string, FacebookEvent[]>();
  const seen = new Set<string>();

  const tokenOf = (url: URL, body: unknown): string => {
    const fromBody = isRecord(body) && typeof body.access_token === 'string' ? body.access_token : null;
    return url.searchParams.get('access_token') ?? fromBody ?? '';
  };

  function receive(datasetId: string, body: unknown): number {
    const data = isRecord(body) ? body.data : undefined;
    const list: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    if (!Array.isArray(list) || list.length === 0) throw invalidParameter('The parameter data is required');
    if (list.length > MAX_EVENTS) throw invalidParameter(`data may hold at most ${MAX_EVENTS} events`);
    const nowS = Math.floor(now() / 1000);
    list.forEach((event, index) => {
      validateEvent(event, index, nowS);
    });
    const kept = events.get(datasetId) ?? [];
    for (const event of list as FacebookEvent[]) {
      const key = `${datasetId}|${dedupKey(event)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      kept.push(event);
    }
    events.set(datasetId, kept);
    return list.length;
  }

  function route(req: IncomingMessage, url: URL, body: unknown): unknown {
    const parts = url.pathname.split('/').filter(Boolean);
    // /{version}/{id} or /{version}/{id}/events
    if (parts.length < 2 || !/^v\d+\.\d+$/.test(parts[0] ?? '')) throw unsupported(parts.join('/'), 'get');
    const id = parts[1] as string;
    const token = tokenOf(url, body);
    if (token === '')
      throw new GraphError(
        'An active access token must be used to query information about the current user.',
        'OAuthException',
        2500,
      );
    if (token !== accessToken)
      throw new GraphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190);
    if (req.method === 'GET' && parts.length === 2) {
      if (!datasets.has(id) && !viewOnly.has(id)) throw unsupported(id, 'get');
      return { id, is_consolidated_container: true };
    }
    if (req.method === 'POST' && parts.length === 3 && parts[2] === 'events') {
      if (viewOnly.has(id)) throw new GraphError('(#200) Permissions error', 'OAuthException', 200);
      if (!datasets.has(id)) throw unsupported(id, 'post');
      return { events_received: receive(id, body), messages: [], fbtrace_id: traceId() };
    }
    throw unsupported(id, req.method === 'POST' ? 'post' : 'get');
  }

  const traceId = () => Math.random().toString(36).slice(2, 13);

  const errorAnswer = (status: number, err: GraphError, headers: Record<string, string> = {}): DestAnswer => ({
    status,
    headers,
    body: {
      error: {
        message: err.message,
        type: err.type,
        code: err.code,
        ...(err.subcode === undefined ? {} : { error_subcode: err.subcode }),
        fbtrace_id: traceId(),
      },
    },
  });

  const server = await serveDestFake({
    port: options.port,
    planned: ({ status }) =>
      // Meta throttles with HTTP 400 and code 4 plus its usage header, never Retry-After [F6][F7]
      status === 429
        ? errorAnswer(400, new GraphError('(#4) Application request limit reached', 'OAuthException', 4), {
            'x-app-usage': JSON.stringify({ call_count: 100, total_cputime: 40, total_time: 60 }),
          })
        : errorAnswer(status, new GraphError('An unexpected error has occurred.', 'OAuthException', 2)),
    route: ({ req, url, raw }) => {
      const type = String(req.headers['content-type'] ?? '');
      const body = type.includes('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(raw.toString('utf8')))
        : parseJson(raw);
      return { status: 200, body: route(req, url, body) };
    },
    refused: (err) => {
      // Graph answers permission errors with 403, the others (throttling included) with 400
      if (err instanceof GraphError) return errorAnswer(err.code === 200 ? 403 : 400, err);
      if (err instanceof SyntaxError) return errorAnswer(400, invalidParameter('data must be a JSON array'));
      return null;
    },
  });
  return {
    ...server,
    endpoint: `${server.url}/v21.0`,
    accessToken,
    datasetId: [...datasets][0] ?? DEFAULT_FACEBOOK_DATASET_ID,
    events,
  };
}
