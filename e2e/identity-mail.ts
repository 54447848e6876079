import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { SMTPServer } from 'smtp-server';
import { DEMO, DEMO_PASSWORD } from './helpers.ts';
import { E2E_PORTS } from './ports.ts';

/** The port scripts/e2e-server.mjs points SMTP_URL at. */
export const SMTP_PORT = E2E_PORTS.smtp;

interface Received {
  to: string[];
  body: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a raw message. */
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * A real SMTP server the e2e server sends its mail to. Start it in beforeAll and stop it in
 * afterAll of a spec; the server's mail job retries while none is listening.
 */
export class MailCatcher {
  private readonly inbox: Received[] = [];
  private server: SMTPServer | null = null;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            body: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          done();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
    });
    expect((server.server.address() as AddressInfo).port).toBe(SMTP_PORT);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  /** Waits for the newest message to `to` with a link containing `path`, and answers that link. */
  async waitForLink(to: string, path: string, after = 0): Promise<string> {
    const pattern = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/]/g, '\\/')}[^\\s"<>]*`);
    let link: string | undefined;
    await expect
      .poll(
        () => {
          const mails = this.inbox.filter((m) => m.to.includes(to.toLowerCase())).slice(after);
          link = mails
            .map((m) => m.body.match(pattern)?.[0])
            .filter(Boolean)
            .at(-1);
          return link;
        },
        { timeout: 20_000, message: `a mail to ${to} with a ${path} link` },
      )
      .toBeTruthy();
    return link!.replace(/&amp;/g, '&');
  }

  /** How many messages went to `to` so far. */
  count(to: string): number {
    return this.inbox.filter((m) => m.to.includes(to.toLowerCase())).length;
  }
}

/** The authenticator code for `secret` at a moment (default: the next 30-second step, never used yet). */
export const totpCode = (secret: string, at = Date.now() + 30_000): string =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${counter++}@example.test`;

const csrf = { 'x-storelens-csrf': '1' };

/** Signs an API request context in (its cookies stay with it). */
export async function apiSignIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await request.post('/api/auth', { data: { email, password }, headers: csrf });
  expect(res.ok()).toBe(true);
}

/** The active account of owner@demo.test where they are admin (Acme Brand). */
async function ownerAccountId(request: APIRequestContext): Promise<number> {
  const accounts = (await (await request.get('/api/user/accounts', { headers: csrf })).json()) as Array<{
    id: number;
    name: string;
  }>;
  return accounts.find((a) => a.name === 'Acme Brand')!.id;
}

/**
 * A new, activated customer user in Acme Brand, made through the real flow: the owner invites,
 * the mail arrives, the link is accepted (through the API, to keep the spec about its own screen).
 */
export async function newTeamMember(request: APIRequestContext, mail: MailCatcher, password: string) {
  await apiSignIn(request, DEMO.owner);
  const email = uniqueEmail('member');
  const accountId = await ownerAccountId(request);
  expect((await request.post(`/api/accounts/users/${accountId}`, { data: { email }, headers: csrf })).ok()).toBe(true);
  const link = await mail.waitForLink(email, '/join/');
  const token = link.split('/').pop()!;
  const join = await request.put(`/api/auth/join/${token}`, {
    data: { firstName: 'Eve', lastName: 'Tester', password },
    headers: csrf,
  });
  expect(join.ok()).toBe(true);
  return { email, password, accountId };
}

export { csrf };
