import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local endpoint for account webhooks (the demo's): it takes every POST, checks its Standard
 * Webhooks signature itself (HMAC-SHA256 of `id.timestamp.body` under the base64 key after `whsec_`),
 * keeps the last deliveries and lists them at `GET /deliveries`. It answers 204, or what `answerWith`
 * says (a demo or test of retries).
 */
export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  type: string | null;
  /** the signature matched one of the receiver's secrets */
  verified: boolean;
  receivedAt: string;
  path: string;
}

export interface WebhookReceiver {
  /** where to send: `http://127.0.0.1:<port>/hooks` */
  url: string;
  origin: string;
  received: ReceivedWebhook[];
  /** the secrets signatures are checked against (the endpoint's `whsec_…`) */
  secrets: Set<string>;
  /** the status the next deliveries get (204 unless set) */
  answerWith(status: number): void;
  close(): Promise<void>;
}

const KEEP = 200;

/** Whether `header` (`v1,<base64> v1,<base64>…`) holds the signature of this message under `secret`. */
export function isSignedWith(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((part) => {
      const [version, signature] = part.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export async function startWebhookReceiver(options: { port?: number } = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const secrets = new Set<string>();
  let status = 204;
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/deliveries') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(received));
    }
    if (req.method !== 'POST') {
      res.writeHead(405);
      return void res.end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let type: string | null = null;
      try {
        const parsed = JSON.parse(body) as { type?: unknown };
        type = typeof parsed.type === 'string' ? parsed.type : null;
      } catch {
        type = null;
      }
      received.unshift({
        id: String(req.headers['webhook-id'] ?? ''),
        timestamp: String(req.headers['webhook-timestamp'] ?? ''),
        type,
        verified: [...secrets].some((secret) => isSignedWith(secret, req.headers, body)),
        receivedAt: new Date().toISOString(),
        path: req.url ?? '/',
      });
      received.length = Math.min(received.length, KEEP);
      res.writeHead(status);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/hooks`,
    origin,
    received,
    secrets,
    answerWith: (next) => {
      status = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
