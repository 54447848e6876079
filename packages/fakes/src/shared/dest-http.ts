import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What every destination fake lets a test steer and read, besides its vendor-specific state. */
export interface DestFakeControls {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
  /**
   * Answer the next `count` requests with `status` (429 or 5xx) before touching any state. None of
   * our destination vendors documents Retry-After (destination-apis.md §0); `retryAfterSeconds` is
   * a test knob to prove the client would honour one.
   */
  failNext(count: number, status: number, retryAfterSeconds?: number): void;
  /** every request received, failed ones included */
  requests(): readonly RequestRecord[];
}

export interface RequestRecord {
  method: string;
  path: string;
  status: number;
}

export interface PlannedFailure {
  status: number;
  retryAfterSeconds?: number;
}

/** The body of a request, read whole (the fakes only see small JSON or object payloads). */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Parses a JSON body; `undefined` when it is empty or not JSON, so the fake can answer 400. */
export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const newRequestId = () => randomUUID();

/**
 * A request handler for one fake. It returns the status it answered so the request log can show it.
 * `planned` is set when the test asked for this request to fail; the handler writes the vendor's
 * own error body for it.
 */
export type DestHandler = (req: IncomingMessage, res: ServerResponse, planned: PlannedFailure | null) => Promise<void>;

/**
 * Starts a node:http server on 127.0.0.1 with the failure queue and request log every destination
 * fake shares. Unexpected exceptions become a bare 500 so a fake bug never hangs a test.
 */
export async function startDestServer(
  handler: DestHandler,
  port = 0,
): Promise<Omit<DestFakeControls, 'url'> & { url: string; server: Server }> {
  const failures: PlannedFailure[] = [];
  const log: RequestRecord[] = [];
  const server = createServer((req, res) => {
    const planned = failures.shift() ?? null;
    res.on('finish', () => log.push({ method: req.method ?? 'GET', path: req.url ?? '/', status: res.statusCode }));
    handler(req, res, planned).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: err instanceof Error ? err.message : String(err) });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // closing twice is harmless, so a test's afterEach need not track what it already closed
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
    failNext: (count, status, retryAfterSeconds) => {
      for (let i = 0; i < count; i++) failures.push({ status, retryAfterSeconds });
    },
    requests: () => log,
  };
}

/** Headers for a planned failure: Retry-After only when the test asked for it. */
export const retryAfterHeader = (planned: PlannedFailure): Record<string, string> =>
  planned.retryAfterSeconds === undefined ? {} : { 'retry-after': String(planned.retryAfterSeconds) };
