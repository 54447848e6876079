import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeResponse {
  status: number;
  headers?: Record<string, string>;
  /** serialised as JSON unless it is already a string */
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/** Test controls every fake shares: injected failures and a request count. */
export class FaultPlan {
  requestCount = 0;
  /** method and path of recent requests (the last 1,000), for asserting what a client asked for */
  readonly recent: string[] = [];
  private queue: { status: number; retryAfterSeconds: number | null }[] = [];

  /**
   * The next `count` requests fail with `status` (429 or 5xx) before reaching the handler. A 429
   * carries `Retry-After: retryAfterSeconds` (vendors send whole seconds).
   */
  failNext(count: number, status = 500, retryAfterSeconds: number | null = status === 429 ? 1 : null): void {
    for (let i = 0; i < count; i++) this.queue.push({ status, retryAfterSeconds });
  }

  /** Records the request and answers with a queued failure, if any. */
  take(method: string, path: string): FakeResponse | null {
    this.requestCount++;
    this.recent.push(`${method} ${path}`);
    if (this.recent.length > 1000) this.recent.shift();
    const fault = this.queue.shift();
    if (!fault) return null;
    const headers: Record<string, string> = {};
    if (fault.retryAfterSeconds !== null) headers['retry-after'] = String(fault.retryAfterSeconds);
    const message = fault.status === 429 ? 'Too Many Requests' : 'Internal Server Error';
    return { status: fault.status, headers, body: { errors: message } };
  }
}

export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const send = (res: ServerResponse, response: FakeResponse) => {
  const isText = typeof response.body === 'string';
  const payload = response.body === undefined ? '' : isText ? String(response.body) : JSON.stringify(response.body);
  res.writeHead(response.status, {
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...response.headers,
  });
  res.end(payload);
};

/**
 * Starts a node:http server on 127.0.0.1 (port 0 = any free port) that runs injected faults first,
 * then the vendor's handler. A handler that throws answers 500, like a broken vendor would.
 */
export async function startFakeServer(handler: FakeHandler, faults: FaultPlan, port = 0): Promise<RunningFake> {
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const body = await readBody(req);
      const response =
        faults.take(method, url.pathname) ?? (await handler({ method, url, headers: req.headers, body }));
      send(res, response);
    } catch (err) {
      send(res, { status: 500, body: { errors: err instanceof Error ? err.message : 'fake failed' } });
    }
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** user and password of an `Authorization: Basic ...` header, or null. */
export function basicAuth(headers: IncomingMessage['headers']): { user: string; password: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function bearerToken(headers: IncomingMessage['headers']): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
  return match ? match[1]!.trim() : null;
}

/** A query parameter as a bounded integer, falling back when absent or not a number. */
export function intParam(url: URL, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}
