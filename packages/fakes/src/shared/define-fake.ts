import type { IncomingMessage, ServerResponse } from 'node:http';
import { type PlannedFailure, readBody, sendJson, startDestServer } from './dest-http.ts';
import {
  bearerToken,
  type FakeHandler,
  type FakeRequest,
  type FakeResponse,
  FaultPlan,
  type RunningFake,
  startFakeServer,
} from './http.ts';

/**
 * The frame every fake vendor server is declared in. A fake states what is its vendor's own — its
 * routes, who may call (auth), its quota and paging, its dataset and how it answers an error — and
 * the frame builds the HTTP server and the controls every fake hands a test (failures to inject,
 * the request count or log). Vendor code is declared, not copied: a fake's file holds what tells its
 * vendor apart, and what fakes share (quotas, bearer checks, JSON bodies; paging in paging.ts, wall
 * times in wall-time.ts, store records in store-records.ts) is written once.
 *
 * Source fakes (the APIs StoreLens reads) run on http.ts's server: `serveFake` with a handler that
 * `routed` builds or the fake writes. Destination fakes (the APIs it writes to) run on dest-http.ts's
 * server: `serveDestFake`.
 */

/** The controls every source fake returns, next to its own. */
export interface FakeControls<Data> extends RunningFake {
  data: Data;
  faults: FaultPlan;
  /** the next `count` requests fail with `status` (see FaultPlan.failNext) */
  failNext: FaultPlan['failNext'];
  readonly requestCount: number;
}

/**
 * The pipeline most vendors answer in: find the route (else `notFound`), check who calls (`auth`),
 * take one from the quota, refuse other methods, then serve. A step that answers ends the request.
 */
export interface RoutedFake<Route> {
  /** the route a request names (a regex match, a handler, a name), or null: `notFound` answers */
  route: (request: FakeRequest) => Route | null | undefined;
  notFound: FakeResponse | ((request: FakeRequest) => FakeResponse);
  /** an answer refusing the caller, or null to let it through */
  auth?: (request: FakeRequest, route: Route) => FakeResponse | null | undefined;
  quota?: WindowQuota;
  /** the one method the API takes and the answer to any other (checked after auth and quota) */
  method?: { allowed: string; refused: FakeResponse };
  serve: (request: FakeRequest, route: Route) => FakeResponse;
}

export interface FakeDeclaration<Data> {
  port?: number | undefined;
  /** the vendor's records (a generated dataset); fakes that only sign in or embed have none */
  data?: Data;
  /** the vendor's answers (`routed(...)` builds one from the usual pipeline) */
  handle: FakeHandler;
}

/** A handler that runs the routed pipeline. */
export function routed<Route>(fake: RoutedFake<Route>): (request: FakeRequest) => FakeResponse {
  return (request) => {
    const route = fake.route(request);
    if (route === null || route === undefined)
      return typeof fake.notFound === 'function' ? fake.notFound(request) : fake.notFound;
    const refused = fake.auth?.(request, route) ?? fake.quota?.take() ?? null;
    if (refused) return refused;
    if (fake.method && request.method !== fake.method.allowed) return fake.method.refused;
    return fake.serve(request, route);
  };
}

/**
 * Starts the declared fake: its server on 127.0.0.1 (`port` 0 or unset: any free port) and the shared
 * controls, joined with the fake's own (`controls` gets the running server; getters stay live).
 */
export async function serveFake<Own extends object, Data = undefined>(
  declaration: FakeDeclaration<Data>,
  controls: (running: RunningFake) => Own,
): Promise<FakeControls<Data> & Own> {
  const faults = new FaultPlan();
  const running = await startFakeServer(declaration.handle, faults, declaration.port);
  const shared: FakeControls<Data> = {
    ...running,
    data: declaration.data as Data,
    faults,
    failNext: faults.failNext.bind(faults),
    get requestCount() {
      return faults.requestCount;
    },
  };
  return withControls(shared, controls(running));
}

/** `base` with `extra`'s properties added as they are declared, so getters keep reading live state. */
function withControls<A extends object, B extends object>(base: A, extra: B): A & B {
  return Object.defineProperties(base, Object.getOwnPropertyDescriptors(extra)) as A & B;
}

/** A vendor's request quota over fixed windows. */
export interface WindowQuota {
  /** counts one request; the refusal when the window's requests are spent, else null */
  take(): FakeResponse | null;
  /** a fresh window (tests) */
  reset(): void;
  /** requests left in the current window */
  readonly remaining: number;
  /** when the current window ends (ms since the epoch) */
  readonly endsAt: number;
}

/**
 * A fixed-window quota: `limit` requests per `windowMs` (null: no limit), then `refuse` answers with
 * the whole seconds until the window ends. The window starts when the quota is made, or with the
 * first request when `startsOnFirstRequest` (vendors that count from a caller's first call).
 */
export function windowQuota(options: {
  limit: number | null;
  windowMs: number;
  /** the answer once the window is spent (default: 429 with Retry-After) */
  refuse?: (retryAfterSeconds: number) => FakeResponse;
  startsOnFirstRequest?: boolean;
}): WindowQuota {
  const { limit, windowMs } = options;
  const refuse = options.refuse ?? ((seconds) => retryLater(429, seconds, { errors: 'Too Many Requests' }));
  let window = { startedAt: options.startsOnFirstRequest ? 0 : Date.now(), used: 0 };
  const roll = (now: number) => {
    if (now - window.startedAt >= windowMs) window = { startedAt: now, used: 0 };
  };
  return {
    take() {
      if (limit === null) return null;
      const now = Date.now();
      roll(now);
      if (window.used < limit) {
        window.used++;
        return null;
      }
      return refuse(Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)));
    },
    reset() {
      window = { startedAt: Date.now(), used: 0 };
    },
    get remaining() {
      return limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - window.used);
    },
    get endsAt() {
      return window.startedAt + windowMs;
    },
  };
}

/** A JSON answer with `Retry-After` (whole seconds), as a spent quota answers. */
export const retryLater = (status: number, retryAfterSeconds: number, body: unknown): FakeResponse => ({
  status,
  headers: { 'retry-after': String(retryAfterSeconds) },
  body,
});

/** How a request's bearer token stands: the account's token, one that answers as expired, or neither. */
export function bearerState(
  request: FakeRequest,
  valid: string,
  expired: readonly string[],
): 'valid' | 'expired' | 'invalid' {
  const token = bearerToken(request.headers);
  if (token && expired.includes(token)) return 'expired';
  return token === valid ? 'valid' : 'invalid';
}

/** A JSON request body, `{}` when empty; undefined when it is not JSON (the fake answers 400). */
export function jsonBody<T>(request: FakeRequest): T | undefined {
  try {
    return JSON.parse(request.body || '{}') as T;
  } catch {
    return undefined;
  }
}

/**
 * A destination fake's answer. Its declaration names the vendor's answer to a failure a test
 * planned, its routes, and how it answers what a route refused; the frame reads the body, runs them
 * in that order and writes the JSON answer.
 */
export interface DestAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** default `application/json; charset=utf-8` */
  contentType?: string;
}

export interface DestRequest {
  req: IncomingMessage;
  method: string;
  /** the path and query (the host is the fake's own) */
  url: URL;
  /** the body as sent */
  raw: Buffer;
}

export interface DestFakeDeclaration {
  port?: number | undefined;
  /** the answer to a request a test asked to fail (429 or 5xx), before any route or state */
  planned: (planned: PlannedFailure) => DestAnswer;
  /** the answer to a request; a vendor error is thrown and answered by `refused` */
  route: (request: DestRequest) => DestAnswer | Promise<DestAnswer>;
  /** the vendor's answer to what `route` threw, or null for a fake's own bug (a bare 500) */
  refused?: (err: unknown) => DestAnswer | null;
}

const sendAnswer = (res: ServerResponse, answer: DestAnswer) => {
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  sendJson(res, answer.status, answer.body, answer.contentType);
};

/** Starts a declared destination fake: its URL, `close`, `failNext` and the request log. */
export function serveDestFake(declaration: DestFakeDeclaration) {
  return startDestServer(async (req, res, planned) => {
    const raw = await readBody(req);
    if (planned) return sendAnswer(res, declaration.planned(planned));
    let answer: DestAnswer;
    try {
      answer = await declaration.route({
        req,
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake'),
        raw,
      });
    } catch (err) {
      const refusal = declaration.refused?.(err) ?? null;
      if (!refusal) throw err;
      answer = refusal;
    }
    sendAnswer(res, answer);
  }, declaration.port);
}
