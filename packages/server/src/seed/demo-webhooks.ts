import { randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@storelens/contract/api/webhooks';
import type { WebhookEventType } from '@storelens/contract/domain/webhook-events';
import { startWebhookReceiver, type WebhookReceiver } from '@storelens/fakes/webhook-receiver/server';
import { and, eq } from 'drizzle-orm';
import { firstRow } from '../db/rows.ts';
import { webhooks } from '../db/webhooks.schema.ts';
import type { Deps } from '../deps.ts';
import { findDemoConnectorsAccount } from './demo-connectors.ts';

/** How the demo's webhook is told apart from ones a visitor adds. */
export const DEMO_WEBHOOK_DESCRIPTION = 'Demo receiver on this machine (GET /deliveries lists what it received)';

/** The events the demo's webhook hears: what its first syncs and their health produce. */
export const DEMO_WEBHOOK_EVENTS: WebhookEventType[] = [
  'sync.run.succeeded',
  'sync.run.failed',
  'source.needs_reconnect',
  'source.paused',
  'source.resumed',
];

/**
 * The demo's webhook receiver: a local endpoint started with the demo's fake vendors. Its origin is
 * added to the outbound guard's trusted origins (config.outboundTrustedOrigins) rather than turning on
 * WEBHOOK_ALLOW_PRIVATE, so the demo delivers to its own receiver while a visitor's webhook to
 * localhost or a private address is still refused.
 */
export async function startDemoWebhookReceiver(deps: Pick<Deps, 'config'>): Promise<WebhookReceiver> {
  const receiver = await startWebhookReceiver();
  deps.config.outboundTrustedOrigins.push(receiver.origin);
  return receiver;
}

/**
 * Points the Connectors account's demo webhook at this start's receiver (its port changes with each
 * start), making the webhook on the first start, and hands the receiver the signing secret so it
 * can check every delivery's signature.
 */
export async function connectDemoWebhook(deps: Deps, receiver: WebhookReceiver): Promise<number | null> {
  const db = deps.database.db;
  const account = await findDemoConnectorsAccount(deps);
  if (!account) return null;
  const existing = await firstRow(
    db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.accountId, account.id), eq(webhooks.description, DEMO_WEBHOOK_DESCRIPTION))),
  );
  if (existing) {
    await db.update(webhooks).set({ url: receiver.url }).where(eq(webhooks.id, existing.id));
    receiver.secrets.add(deps.secrets.decrypt(existing.secret));
    return existing.id;
  }
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
  const [row] = await db
    .insert(webhooks)
    .values({
      accountId: account.id,
      url: receiver.url,
      description: DEMO_WEBHOOK_DESCRIPTION,
      events: DEMO_WEBHOOK_EVENTS,
      secret: deps.secrets.encrypt(secret),
    })
    .returning();
  receiver.secrets.add(secret);
  return row?.id ?? null;
}
