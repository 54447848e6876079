import { OUTBOUND_REFUSALS } from '@storelens/contract/domain/outbound';
import type { WebhookReceiver } from '@storelens/fakes/webhook-receiver/server';
import { afterAll, describe, expect, it } from 'vitest';
import { attemptMessage } from '../modules/webhooks/webhook-delivery.service.ts';
import { buildAccount } from '../test/factories.ts';
import { call, newSignedInUser } from '../test/identity-helpers.ts';
import { useTestContext } from '../test/test-app.ts';
import { connectDemoWebhook, DEMO_WEBHOOK_EVENTS, startDemoWebhookReceiver } from './demo-webhooks.ts';

// the demo's account webhook: its local receiver gets the Connectors account's sync events, signed
const t = useTestContext();
const receivers: WebhookReceiver[] = [];
afterAll(async () => {
  for (const receiver of receivers) await receiver.close();
});

const run = (accountId: number) => ({
  accountId,
  sourceId: 1,
  sourceName: 'Demo shop',
  runId: 1,
  kind: 'manual',
  status: 'succeeded' as const,
  startedAt: '2026-03-01T10:00:00.000Z',
  finishedAt: '2026-03-01T10:01:00.000Z',
  counts: { pulled: { orders: 12 }, pushed: {}, destinationErrors: {} },
  error: null,
});

async function deliverOneRun(accountId: number) {
  const from = t.sentJobs.length;
  await t.deps.events.emit({ type: 'sync.run.succeeded', data: run(accountId) });
  const jobs = t.sentJobs.slice(from).filter((job) => job.name === 'webhook-delivery');
  expect(jobs).toHaveLength(1);
  return attemptMessage(t.deps, jobs[0]!.payload.messageId as number);
}

describe('the demo webhook', () => {
  it('delivers the Connectors account’s sync events to the local receiver, signed, across restarts', async () => {
    const account = (await buildAccount(t.deps.database.db, { accountType: 'Connectors' })).id;
    const first = await startDemoWebhookReceiver(t.deps);
    receivers.push(first);
    const id = await connectDemoWebhook(t.deps, first);
    expect(id).not.toBeNull();
    expect(await deliverOneRun(account)).toMatchObject({ status: 'succeeded', httpStatus: 204 });
    expect(first.received).toMatchObject([{ type: 'sync.run.succeeded', verified: true }]);

    // the next start has a receiver on another port: the same webhook follows it, its secret kept
    const second = await startDemoWebhookReceiver(t.deps);
    receivers.push(second);
    expect(await connectDemoWebhook(t.deps, second)).toBe(id);
    expect(await deliverOneRun(account)).toMatchObject({ status: 'succeeded' });
    expect(second.received).toMatchObject([{ type: 'sync.run.succeeded', verified: true }]);

    const admin = (await newSignedInUser(t, {}, { memberOf: [account], accessLevel: 'admin' })).cookie;
    const listed = (await call(t, 'GET', `/api/accounts/${account}/webhooks`, admin)).json();
    expect(listed).toMatchObject([{ id, url: second.url, events: DEMO_WEBHOOK_EVENTS, enabled: true }]);
  });

  it('trusts only its own receiver: a visitor’s webhook to this machine is still refused', async () => {
    const account = (await buildAccount(t.deps.database.db)).id;
    const admin = (await newSignedInUser(t, {}, { memberOf: [account], accessLevel: 'admin' })).cookie;
    const res = await call(t, 'POST', `/api/accounts/${account}/webhooks`, admin, {
      url: receivers[0]!.url.replace(/:\d+\//, ':1/'),
      events: ['webhook.test'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OUTBOUND_REFUSALS.scheme);
  });
});
