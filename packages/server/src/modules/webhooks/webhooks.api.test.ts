import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_DISABLED_REASONS, WEBHOOK_ERRORS } from '@storelens/contract/api/webhooks';
import { OUTBOUND_REFUSALS } from '@storelens/contract/domain/outbound';
import type { SyncRunEventData } from '@storelens/contract/domain/webhook-events';
import { and, eq } from 'drizzle-orm';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../db/schema.ts';
import { webhookMessages, webhooks } from '../../db/webhooks.schema.ts';
import { buildAccount } from '../../test/factories.ts';
import { createTestContext } from '../../test/harness.ts';
import { call, expectFieldErrors, newSignedInUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { attemptMessage, cleanUpDeliveries } from './webhook-delivery.service.ts';

/** A local endpoint that records what it receives and answers as told. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let answer: 'ok' | 'error' | 'slow' = 'ok';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      if (answer === 'slow') return void setTimeout(() => res.end('late'), 1_500);
      res.writeHead(answer === 'ok' ? 204 : 500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = 'ok';
});

// the endpoint is on this machine: the app lets loopback and http through, as WEBHOOK_ALLOW_PRIVATE=1 says
const t = useTestContext(() => createTestContext({ WEBHOOK_ALLOW_PRIVATE: '1' }));
const strict = useTestContext();

let account: number;
let other: number;
let admin: string;
let adminEmail: string;
let member: string;
let otherAdmin: string;

const base = (accountId = account) => `/api/accounts/${accountId}/webhooks`;

beforeAll(async () => {
  const db = t.deps.database.db;
  account = (await buildAccount(db, { accountType: 'Connectors', name: 'Hooked Shop' })).id;
  other = (await buildAccount(db, { accountType: 'Connectors' })).id;
  const a = await newSignedInUser(t, {}, { memberOf: [account], accessLevel: 'admin' });
  admin = a.cookie;
  adminEmail = a.user.email;
  member = (await newSignedInUser(t, {}, { memberOf: [account], accessLevel: 'user' })).cookie;
  otherAdmin = (await newSignedInUser(t, {}, { memberOf: [other], accessLevel: 'admin' })).cookie;
});

const runData = (accountId: number): SyncRunEventData => ({
  accountId,
  sourceId: 7,
  sourceName: 'Main store',
  runId: 42,
  kind: 'scheduled',
  status: 'failed',
  startedAt: '2026-03-01T10:00:00.000Z',
  finishedAt: '2026-03-01T10:01:00.000Z',
  counts: { pulled: { orders: 3 }, pushed: {}, destinationErrors: {} },
  error: 'The vendor did not answer',
});

async function createHook(body: object = {}) {
  const res = await call(t, 'POST', base(), admin, { url: receiverUrl, events: ['sync.run.failed'], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string };
}

/** The delivery jobs queued since `from`: their message row ids. */
const queuedMessages = (from: number) =>
  t.sentJobs
    .slice(from)
    .filter((job) => job.name === 'webhook-delivery')
    .map((job) => job.payload.messageId as number);

describe('the webhook calls', () => {
  it('401 signed out, 403 for a member and for another account’s admin', async () => {
    expect((await call(t, 'GET', base())).statusCode).toBe(401);
    expect((await call(t, 'GET', base(), member)).statusCode).toBe(403);
    expect((await call(t, 'GET', base(), otherAdmin)).statusCode).toBe(403);
    expect((await call(t, 'POST', base(), member, { url: receiverUrl, events: ['webhook.test'] })).statusCode).toBe(
      403,
    );
  });

  it('400 with the contract messages for each bad field', async () => {
    expectFieldErrors(await call(t, 'POST', base(), admin, { events: ['sync.run.failed'] }), {
      url: 'URL is required',
    });
    expectFieldErrors(await call(t, 'POST', base(), admin, { url: 'not a url', events: ['sync.run.failed'] }), {
      url: 'URL must be a valid URL',
    });
    expectFieldErrors(await call(t, 'POST', base(), admin, { url: receiverUrl, events: [] }), {
      events: 'Events is required',
    });
    const unknown = await call(t, 'POST', base(), admin, { url: receiverUrl, events: ['sync.run.maybe'] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.values(unknown.json().fields)).toEqual(['Events is not one of the allowed options']);
    expectFieldErrors(
      await call(t, 'POST', base(), admin, {
        url: receiverUrl,
        events: ['sync.run.failed'],
        description: 'x'.repeat(501),
      }),
      { description: 'Description must have at most 500 letters' },
    );
  });

  it('PATCH checks its fields and a new address as create does; an account has at most 20 webhooks', async () => {
    const hook = await createHook();
    const patch = (body: object) => call(t, 'PATCH', `${base()}/${hook.id}`, admin, body);
    expectFieldErrors(await patch({ events: [] }), { events: 'Events is required' });
    expectFieldErrors(await patch({ url: 'nope' }), { url: 'URL must be a valid URL' });
    const metadata = await patch({ url: 'http://169.254.169.254/' });
    expect(metadata.json()).toMatchObject({ error: 'AddressNotAllowed', message: OUTBOUND_REFUSALS.metadata });
    expect((await patch({ enabled: true })).statusCode).toBe(200);
    expect((await call(t, 'PATCH', `${base()}/${hook.id}`, member, { enabled: false })).statusCode).toBe(403);

    const count = (await call(t, 'GET', base(), admin)).json().length;
    for (let i = count; i < 20; i++) await createHook();
    const over = await call(t, 'POST', base(), admin, { url: receiverUrl, events: ['webhook.test'] });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(WEBHOOK_ERRORS.limit);
    for (const w of (await call(t, 'GET', base(), admin)).json()) await call(t, 'DELETE', `${base()}/${w.id}`, admin);
  });

  it('create answers the whsec_ secret once; the list and changes never show it; each change is audited', async () => {
    const created = await createHook({ description: 'Ops channel' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({ url: receiverUrl, events: ['sync.run.failed'], enabled: true });
    const list = await call(t, 'GET', base(), admin);
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((w: { id: number }) => w.id === created.id);
    expect(listed).toMatchObject({ description: 'Ops channel', failingSince: null, disabledAt: null });
    expect(JSON.stringify(list.json())).not.toContain('whsec_');
    // the database holds it sealed, never as written
    const [row] = await t.deps.database.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(row?.secret).not.toContain(created.secret.slice(6));

    const patched = await call(t, 'PATCH', `${base()}/${created.id}`, admin, {
      events: ['sync.run.failed', 'connection.approved'],
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ events: ['sync.run.failed', 'connection.approved'], enabled: false });
    expect(patched.body).not.toContain('whsec_');
    expect((await call(t, 'PATCH', `${base()}/999999`, admin, { enabled: true })).statusCode).toBe(404);
    // another account's webhook is not found through this account, nor this one's through another's
    expect((await call(t, 'PATCH', `${base(other)}/${created.id}`, otherAdmin, { enabled: true })).statusCode).toBe(
      404,
    );

    const deleted = await call(t, 'DELETE', `${base()}/${created.id}`, admin);
    expect(deleted.json()).toEqual({ id: created.id });
    expect((await call(t, 'DELETE', `${base()}/${created.id}`, admin)).statusCode).toBe(404);
    const actions = (
      await t.deps.database.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'webhook'), eq(auditLog.targetId, String(created.id))))
    ).map((r) => r.action);
    expect(actions).toEqual(['webhook.create', 'webhook.update', 'webhook.delete']);
  });

  it('an event the endpoint chose is sent signed (Standard Webhooks); others and other accounts’ are not', async () => {
    const hook = await createHook();
    const from = t.sentJobs.length;
    await t.deps.events.emit({ type: 'sync.run.failed', data: runData(account) });
    await t.deps.events.emit({ type: 'sync.run.succeeded', data: { ...runData(account), status: 'succeeded' } });
    await t.deps.events.emit({ type: 'sync.run.failed', data: runData(other) });
    const queued = queuedMessages(from);
    expect(queued).toHaveLength(1);
    const attempt = await attemptMessage(t.deps, queued[0]!);
    expect(attempt).toMatchObject({ status: 'succeeded', httpStatus: 204, nextAttemptAt: null });
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(headers['webhook-id']).toMatch(/^msg_/);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const verified = new Verifier(hook.secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ type: 'sync.run.failed', data: runData(account) });
    expect(Date.parse((verified as { timestamp: string }).timestamp)).not.toBeNaN();
    // another secret does not verify it
    const wrong = new Verifier('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(() => wrong.verify(body, headers as Record<string, string>)).toThrow();
    // the attempt is done: running the job again sends nothing more
    expect(await attemptMessage(t.deps, queued[0]!)).toBeNull();
    expect(received).toHaveLength(1);
    await call(t, 'DELETE', `${base()}/${hook.id}`, admin);
  });

  it('a 500 or no answer is retried with growing waits (the first within 10 s); the log pages with take/skip', async () => {
    const hook = await createHook();
    const from = t.sentJobs.length;
    await t.deps.events.emit({ type: 'sync.run.failed', data: runData(account) });
    const [messageId] = queuedMessages(from);
    answer = 'error';
    const first = await attemptMessage(t.deps, messageId!);
    expect(first).toMatchObject({ status: 'failed', httpStatus: 500, error: 'The endpoint answered HTTP 500.' });
    const firstWait = first!.nextAttemptAt!.getTime() - first!.attemptedAt.getTime();
    expect(firstWait).toBeGreaterThan(0);
    expect(firstWait).toBeLessThanOrEqual(10_000);
    const retry = t.sentJobs.at(-1)!;
    expect(retry).toMatchObject({ name: 'webhook-delivery', payload: { messageId } });
    expect(retry.startAfter?.getTime()).toBe(first!.nextAttemptAt!.getTime());

    answer = 'slow';
    const second = await attemptMessage(t.deps, messageId!, { timeoutMs: 200 });
    expect(second).toMatchObject({ status: 'failed', httpStatus: null, error: 'No answer within 0.2 seconds.' });
    const secondWait = second!.nextAttemptAt!.getTime() - second!.attemptedAt.getTime();
    expect(secondWait).toBeGreaterThan(firstWait);

    answer = 'ok';
    const third = await attemptMessage(t.deps, messageId!);
    expect(third).toMatchObject({ status: 'succeeded', attempt: 3 });
    // the same message each time: one webhook-id
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const [message] = await t.deps.database.db.select().from(webhookMessages).where(eq(webhookMessages.id, messageId!));
    expect(message).toMatchObject({ status: 'delivered', attempts: 3 });

    const log = await call(t, 'GET', `${base()}/${hook.id}/deliveries?take=2`, admin);
    expect(log.statusCode).toBe(200);
    expect(log.json().total).toBe(3);
    expect(log.json().deliveries.map((d: { attempt: number }) => d.attempt)).toEqual([3, 2]);
    expect(log.json().deliveries[1]).toMatchObject({ status: 'failed', eventType: 'sync.run.failed' });
    const rest = await call(t, 'GET', `${base()}/${hook.id}/deliveries?take=2&skip=2`, admin);
    expect(rest.json().deliveries).toHaveLength(1);
    expect(rest.json().deliveries[0]).toMatchObject({ attempt: 1, httpStatus: 500 });
    expect((await call(t, 'GET', `${base()}/${hook.id}/deliveries?take=0`, admin)).statusCode).toBe(400);
    expect((await call(t, 'GET', `${base()}/${hook.id}/deliveries?skip=-1`, admin)).statusCode).toBe(400);
    expect((await call(t, 'GET', `${base()}/${hook.id}/deliveries`, member)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${base()}/999999/deliveries`, admin)).statusCode).toBe(404);
    await call(t, 'DELETE', `${base()}/${hook.id}`, admin);
  });

  it('an endpoint failing for 24 hours is disabled and the account admins are mailed once; enabling starts afresh', async () => {
    const hook = await createHook();
    const from = t.sentJobs.length;
    await t.deps.events.emit({ type: 'sync.run.failed', data: runData(account) });
    const [messageId] = queuedMessages(from);
    answer = 'error';
    await attemptMessage(t.deps, messageId!);
    try {
      t.clock.advanceMinutes(24 * 60 + 1);
      const last = await attemptMessage(t.deps, messageId!);
      expect(last).toMatchObject({ status: 'failed', nextAttemptAt: null });
    } finally {
      t.clock.reset();
    }
    const listed = (await call(t, 'GET', base(), admin)).json().find((w: { id: number }) => w.id === hook.id);
    expect(listed).toMatchObject({ enabled: false, disabledReason: WEBHOOK_DISABLED_REASONS.failing });
    expect(listed.disabledAt).not.toBeNull();
    const mails = await t.deps.database.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'webhookDisabled'));
    expect(mails).toEqual([{ to: adminEmail, subject: 'StoreLens: a webhook of Hooked Shop was disabled' }]);
    // a disabled endpoint hears no events
    const after = t.sentJobs.length;
    await t.deps.events.emit({ type: 'sync.run.failed', data: runData(account) });
    expect(queuedMessages(after)).toEqual([]);

    const enabled = await call(t, 'PATCH', `${base()}/${hook.id}`, admin, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null, failingSince: null });
    await call(t, 'DELETE', `${base()}/${hook.id}`, admin);
  });

  it('"Send test event" sends webhook.test now and answers the attempt; audited', async () => {
    const hook = await createHook({ events: ['sync.run.succeeded'] });
    const res = await call(t, 'POST', `${base()}/${hook.id}/test`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ eventType: 'webhook.test', status: 'succeeded', httpStatus: 204, attempt: 1 });
    const body = JSON.parse(received[0]!.body);
    expect(body).toMatchObject({ type: 'webhook.test', data: { accountId: account, webhookId: hook.id } });
    expect((await call(t, 'POST', `${base()}/${hook.id}/test`, member)).statusCode).toBe(403);
    expect((await call(t, 'POST', `${base()}/999999/test`, admin)).statusCode).toBe(404);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'webhook.test'), eq(auditLog.targetId, String(hook.id))));
    expect(audit).toMatchObject({ accountId: account, details: { status: 'succeeded', httpStatus: 204 } });
    await call(t, 'DELETE', `${base()}/${hook.id}`, admin);
  });

  it('link-local and metadata addresses stay refused with WEBHOOK_ALLOW_PRIVATE=1', async () => {
    for (const [url, reason] of [
      ['http://169.254.169.254/latest/meta-data/', OUTBOUND_REFUSALS.metadata],
      ['http://[fe80::1]/hooks', OUTBOUND_REFUSALS.linkLocal],
      ['http://metadata.google.internal/', OUTBOUND_REFUSALS.metadata],
    ] as const) {
      const res = await call(t, 'POST', base(), admin, { url, events: ['sync.run.failed'] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'AddressNotAllowed', message: reason, fields: { url: reason } });
    }
  });

  it('deletes delivery-log rows older than 30 days', async () => {
    const hook = await createHook();
    await call(t, 'POST', `${base()}/${hook.id}/test`, admin);
    expect((await cleanUpDeliveries(t.deps)).attempts).toBe(0);
    try {
      t.clock.advanceMinutes(31 * 24 * 60);
      expect(await cleanUpDeliveries(t.deps)).toEqual({ attempts: 1, messages: 1 });
    } finally {
      t.clock.reset();
    }
    expect((await call(t, 'GET', `${base()}/${hook.id}/deliveries`, admin)).json()).toEqual({
      total: 0,
      deliveries: [],
    });
    await call(t, 'DELETE', `${base()}/${hook.id}`, admin);
  });
});

describe('without WEBHOOK_ALLOW_PRIVATE', () => {
  let strictAdmin: string;
  let strictAccount: number;
  beforeAll(async () => {
    strictAccount = (await buildAccount(strict.deps.database.db)).id;
    strictAdmin = (await newSignedInUser(strict, {}, { memberOf: [strictAccount], accessLevel: 'admin' })).cookie;
  });

  it('refuses http, loopback, private and metadata addresses', async () => {
    const post = (url: string) =>
      call(strict, 'POST', `/api/accounts/${strictAccount}/webhooks`, strictAdmin, { url, events: ['webhook.test'] });
    for (const [url, reason] of [
      [receiverUrl, OUTBOUND_REFUSALS.scheme],
      [receiverUrl.replace('http:', 'https:'), OUTBOUND_REFUSALS.loopback],
      ['https://10.1.2.3/hooks', OUTBOUND_REFUSALS.private],
      ['https://[::ffff:127.0.0.1]/hooks', OUTBOUND_REFUSALS.loopback],
      ['https://169.254.169.254/', OUTBOUND_REFUSALS.metadata],
    ] as const) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: 'AddressNotAllowed', message: reason });
    }
  });

  it('checks the address again on every delivery: a stored local address is not called', async () => {
    const [row] = await strict.deps.database.db
      .insert(webhooks)
      .values({
        accountId: strictAccount,
        url: receiverUrl,
        events: ['webhook.test'],
        secret: strict.deps.secrets.encrypt('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
      })
      .returning();
    const res = await call(strict, 'POST', `/api/accounts/${strictAccount}/webhooks/${row!.id}/test`, strictAdmin);
    expect(res.json()).toMatchObject({ status: 'failed', httpStatus: null, error: OUTBOUND_REFUSALS.scheme });
    expect(received).toEqual([]);
  });
});
