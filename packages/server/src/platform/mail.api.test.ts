import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { JOBS } from '../jobs/registry.ts';
import { addMember, buildAccount, buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';
import { call, mailsTo } from '../test/identity-helpers.ts';
import { MAIL_JOB } from './mail.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port, keeping every message it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, inbox };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a raw message. */
const decodeQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const mailJob = JOBS.find((j) => j.name === MAIL_JOB)!;

/** Runs the mail job for every queued email, as the worker would. */
async function runMailJobs(t: TestContext): Promise<void> {
  const queued = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'));
  for (const row of queued) await mailJob.handler(mailJob.payload.parse({ outboxId: row.id }), t.deps);
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PRODUCT_NAME: 'StoreLens' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends a team invite through a real SMTP server; the link in the message completes /join', async () => {
    const db = t.deps.database.db;
    const account = await buildAccount(db, { name: 'Smtp Outfitters' });
    const owner = await buildUser(db);
    await addMember(db, account.id, owner.id, 'admin');
    const cookie = await signIn(t.app, owner.email, TEST_PASSWORD);
    const email = 'smtp-invitee@example.test';
    expect((await call(t, 'POST', `/api/accounts/users/${account.id}`, cookie, { email })).statusCode).toBe(200);

    await runMailJobs(t);
    const message = smtp.inbox.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    const raw = decodeQuotedPrintable(message!.raw);
    expect(raw).toMatch(/Subject: You have been invited to StoreLens/);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw).toContain('Smtp Outfitters');
    const link = raw.match(/http:\/\/localhost:3000\/join\/[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    const token = link!.split('/').pop()!;

    expect((await call(t, 'GET', `/api/auth/join/validate/${token}`)).json()).toEqual({ email });
    const join = await call(t, 'PUT', `/api/auth/join/${token}`, undefined, {
      firstName: 'Sam',
      lastName: 'Smtp',
      password: 'Smtp-pass-1',
    });
    expect(join.statusCode).toBe(200);
    await signIn(t.app, email, 'Smtp-pass-1');

    const [row] = await mailsTo(t, email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).not.toBeNull();
    // sending again (a retried job) does not send twice
    await mailJob.handler({ outboxId: row!.id }, t.deps);
    expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});

describe('a failed send is kept, with its error, and retried', () => {
  it('records the failure on the outbox row and throws so pg-boss retries', async () => {
    const closed = await startSmtp();
    const port = closed.port;
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const user = await buildUser(t.deps.database.db);
      await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email: user.email } });
      const [queued] = await mailsTo(t, user.email);
      await expect(mailJob.handler({ outboxId: queued!.id }, t.deps)).rejects.toThrow();
      const [failed] = await mailsTo(t, user.email);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(mailJob.retryLimit).toBeGreaterThanOrEqual(3);
    } finally {
      await t.close();
    }
  });
});

describe('embedded mode (no SMTP_URL)', () => {
  it('keeps the email in the outbox and prints its link to the log', async () => {
    const t = await createTestContext();
    const lines: string[] = [];
    const original = t.deps.log.info.bind(t.deps.log);
    t.deps.log.info = ((obj: unknown, msg?: string) => {
      lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`);
      return original(obj as object, msg);
    }) as typeof t.deps.log.info;
    try {
      const user = await buildUser(t.deps.database.db);
      await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email: user.email } });
      const [queued] = await mailsTo(t, user.email);
      await mailJob.handler({ outboxId: queued!.id }, t.deps);
      const [logged] = await mailsTo(t, user.email);
      expect(logged?.status).toBe('logged');
      expect(lines.some((l) => l.includes('http://localhost:3000/changePassword?t='))).toBe(true);
      // bodies are sealed at rest: the live link is not readable from the table alone
      expect(logged?.textSealed).not.toContain('changePassword');
    } finally {
      await t.close();
    }
  });
});
