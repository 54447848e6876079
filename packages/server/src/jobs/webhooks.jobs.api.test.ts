import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webhookAttempts, webhookMessages } from '../db/webhooks.schema.ts';
import { buildAccount } from '../test/factories.ts';
import { createTestContext } from '../test/harness.ts';
import { call, newSignedInUser } from '../test/identity-helpers.ts';
import { useTestContext } from '../test/test-app.ts';
import { type Queue, startQueue } from './queue.ts';
import { JOBS } from './registry.ts';

// a delivery through the real queue: the first attempt gets a 500, its retry waits in pg-boss
// (startAfter, 5 s) and then succeeds
const t = useTestContext(() => createTestContext({ WEBHOOK_ALLOW_PRIVATE: '1' }));
let worker: Queue;
let receiver: Server;
let url: string;
const statuses = [500];
const arrivals: number[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(Date.now());
      res.writeHead(statuses.shift() ?? 204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  worker = await startQueue(t.deps, JOBS, true);
  // the event subscribers send through the harness's deps: make them queue in pg-boss
  t.deps.sendJob = async (name, payload, options) => {
    await worker.send(name, payload, options);
  };
});
afterAll(async () => {
  await worker.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

it('retries a failed delivery after its backoff through pg-boss, then marks it delivered', async () => {
  const db = t.deps.database.db;
  const account = (await buildAccount(db, { accountType: 'Connectors' })).id;
  const admin = (await newSignedInUser(t, {}, { memberOf: [account], accessLevel: 'admin' })).cookie;
  const created = await call(t, 'POST', `/api/accounts/${account}/webhooks`, admin, {
    url,
    events: ['source.resumed'],
  });
  expect(created.statusCode, created.body).toBe(201);
  await t.deps.events.emit({
    type: 'source.resumed',
    data: { accountId: account, sourceId: 1, sourceName: 'Shop', userId: null },
  });
  const until = Date.now() + 45_000;
  let message: typeof webhookMessages.$inferSelect | undefined;
  while (Date.now() < until) {
    [message] = await db.select().from(webhookMessages).where(eq(webhookMessages.webhookId, created.json().id));
    if (message?.status === 'delivered') break;
    await sleep(250);
  }
  expect(message).toMatchObject({ status: 'delivered', attempts: 2 });
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.messageRowId, message!.id))
    .orderBy(webhookAttempts.attempt);
  expect(attempts.map((a) => [a.status, a.httpStatus])).toEqual([
    ['failed', 500],
    ['succeeded', 204],
  ]);
  // the retry waited its backoff (5 s) and no longer than the first retry's 10 s bound plus polling
  const waited = arrivals[1]! - arrivals[0]!;
  expect(waited).toBeGreaterThanOrEqual(4_500);
  expect(waited).toBeLessThan(10_000 + 3_000);
}, 60_000);
