import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Blueshift Event API (destination-apis.md §5): `POST /api/v1/event` with HTTP Basic auth, the
 * Event API key as user name and an empty password; the event name must hold no dot or whitespace,
 * not be numeric and be at most 64 characters, and the event needs one identifier. Errors answer
 * `{"message": ...}`; success answers 200 `{"status":"OK"}`.
 */
export const DEFAULT_BLUESHIFT_EVENT_KEY = 'blueshift-test-event-key';
const IDENTIFIERS = ['customer_id', 'email', 'device_id', 'cookie'];

export interface BlueshiftFake {
  endpoint: string;
  eventKey: string;
  /** the events accepted, oldest first */
  events(): readonly Record<string, unknown>[];
  close(): Promise<void>;
}

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const isValidEventName = (name: unknown): boolean =>
  typeof name === 'string' && name.length > 0 && name.length <= 64 && !/[.\s]/.test(name) && !/^\d+$/.test(name);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export async function startBlueshiftFake(eventKey = DEFAULT_BLUESHIFT_EVENT_KEY): Promise<BlueshiftFake> {
  const accepted: Record<string, unknown>[] = [];
  const expected = `Basic ${Buffer.from(`${eventKey}:`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/v1/event') return answer(res, 404, { message: 'Not Found' });
    if (req.headers.authorization !== expected) return answer(res, 401, { message: 'Unauthorized' });
    const body = await readJson(req);
    if (!body || typeof body !== 'object' || Array.isArray(body)) return answer(res, 400, { message: 'Invalid JSON' });
    const event = body as Record<string, unknown>;
    if (!isValidEventName(event.event)) return answer(res, 400, { message: 'Invalid event name' });
    if (!IDENTIFIERS.some((key) => typeof event[key] === 'string' && event[key] !== ''))
      return answer(res, 400, { message: 'user_identifier_missing' });
    accepted.push(event);
    return answer(res, 200, { status: 'OK' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    eventKey,
    events: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
