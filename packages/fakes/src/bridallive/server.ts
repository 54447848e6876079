import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local BridalLive API (source-apis.md §17, medium confidence): `POST /bl-server/api/auth/apiLogin`
 * with `{retailerId, apiKey}` answers a `token` (about 8 hours), sent back in a `token` header; lists
 * are read with POST (`/bl-server/api/contacts/list`). Paging is not documented: the fake answers the
 * whole list, which is what the reference tells us of the real one.
 */
export const DEFAULT_BRIDALLIVE_CREDENTIALS = { retailerId: 'demo-retailer', apiKey: 'bridallive-test-key' };

export interface BridalLiveFake {
  /** base URL, to which the client appends /bl-server/api/... */
  endpoint: string;
  credentials: typeof DEFAULT_BRIDALLIVE_CREDENTIALS;
  close(): Promise<void>;
}

const answer = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Contacts (brides and their parties) with deterministic values. */
const contacts = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    firstName: ['Ava', 'Mia', 'Zoe', 'Ella', 'Lily'][i % 5],
    lastName: ['Hart', 'Reed', 'Moss', 'Vale', 'Lane'][(i * 3) % 5],
    emailAddress: `bride${i}@example.test`,
    eventDate: new Date(Date.UTC(2026, i % 12, 1 + (i % 27))).toISOString().slice(0, 10),
    createdDate: new Date(Date.UTC(2025, i % 12, 1 + (i % 27))).toISOString(),
  }));

export async function startBridalLiveFake(
  credentials = DEFAULT_BRIDALLIVE_CREDENTIALS,
  contactCount = 150,
): Promise<BridalLiveFake> {
  const tokens = new Set<string>();
  const list = contacts(contactCount);
  const server = createServer(async (req, res) => {
    if (req.method !== 'POST') return answer(res, 404, { message: 'Not Found' });
    if (req.url === '/bl-server/api/auth/apiLogin') {
      const body = await readJson(req);
      if (body?.retailerId !== credentials.retailerId || body?.apiKey !== credentials.apiKey)
        return answer(res, 401, { message: 'Invalid credentials' });
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return answer(res, 200, { token, expires: new Date(Date.now() + 8 * 3_600_000).toISOString() });
    }
    if (req.url === '/bl-server/api/contacts/list') {
      const token = req.headers.token;
      if (typeof token !== 'string' || !tokens.has(token)) return answer(res, 401, { message: 'Unauthorized' });
      return answer(res, 200, list);
    }
    return answer(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
