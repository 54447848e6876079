import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_FAILING_HOURS,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_TIMEOUT_SECONDS,
} from '@storelens/contract/api/webhooks';
import { type DomainEvent, WEBHOOK_EVENT_TYPES } from '@storelens/contract/domain/webhook-events';
import { Webhook as Signer } from 'standardwebhooks';
import type { Deps } from '../../deps.ts';
import { withoutAddresses } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import { OutboundRefused, outboundPolicyOf, outboundRequest } from '../../platform/outbound.ts';
import {
  claimAttempt,
  claimDisable,
  deleteOldDeliveries,
  dropPendingMessages,
  findAccountName,
  findAdminEmails,
  findMessage,
  findSubscribedWebhooks,
  findWebhook,
  insertAttempt,
  insertMessage,
  markAnswering,
  markFailing,
  setMessageOutcome,
  type WebhookAttemptRow,
  type WebhookMessageRow,
  type WebhookRow,
} from './webhooks.queries.ts';

const HOUR_MS = 3_600_000;
const DELIVERY_JOB = 'webhook-delivery';

/**
 * Seconds from a failed attempt to the next: the first within 10 s, then growing; the last one waits
 * 8 hours, and a message is given up 24 hours after it was made (its last try is at that moment).
 */
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800] as const;

/** What a delivery may be told in tests: a shorter wait for an answer. */
export interface DeliveryOptions {
  timeoutMs?: number;
}

/** The `webhook-id` of a new message: `msg_` and 24 random base64url characters. */
const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** When a message that failed its `attempts`-th attempt is tried again; null once it is given up. */
export function nextAttemptAt(message: Pick<WebhookMessageRow, 'createdAt'>, attempts: number, now: Date): Date | null {
  const giveUpAt = message.createdAt.getTime() + WEBHOOK_FAILING_HOURS * HOUR_MS;
  if (now.getTime() >= giveUpAt) return null;
  const delay = RETRY_DELAYS_SECONDS[Math.min(attempts - 1, RETRY_DELAYS_SECONDS.length - 1)] ?? 5;
  return new Date(Math.min(now.getTime() + delay * 1000, giveUpAt));
}

/** Queues one event for one endpoint: a message row (its body fixed now) and its first attempt. */
export async function queueMessage(
  deps: Deps,
  webhook: WebhookRow,
  event: DomainEvent,
  /** `queue: false`: the caller attempts it at once (the test button) */
  options: { queue?: boolean } = {},
): Promise<WebhookMessageRow> {
  const message = await insertMessage(deps.database.db, {
    webhookId: webhook.id,
    messageId: newMessageId(),
    eventType: event.type,
    body: JSON.stringify(event),
    nextAttemptAt: deps.now(),
    createdAt: deps.now(),
  });
  if (options.queue !== false) await deps.sendJob(DELIVERY_JOB, { messageId: message.id });
  return message;
}

const subscribed = new WeakSet<EventBus>();

/**
 * Makes the account's webhooks hear its domain events: each event goes to the account's enabled
 * endpoints that chose its type (one message each, delivered by the queue). Once per bus.
 */
export function subscribeWebhooks(deps: Deps): void {
  if (subscribed.has(deps.events)) return;
  subscribed.add(deps.events);
  for (const type of WEBHOOK_EVENT_TYPES) {
    if (type === 'webhook.test') continue; // sent to the one endpoint asked, never broadcast
    deps.events.on(type, async (event) => {
      const endpoints = await findSubscribedWebhooks(deps.database.db, event.data.accountId, event.type);
      for (const webhook of endpoints) await queueMessage(deps, webhook, event);
    });
  }
}

/** The headers of one attempt, signed with the endpoint's secret (Standard Webhooks). */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'StoreLens-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Signer(secret).sign(messageId, at, body),
  };
}

interface AttemptResult {
  ok: boolean;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

/** One POST of the message to the endpoint, through the outbound guard (checked on every attempt). */
async function post(deps: Deps, webhook: WebhookRow, message: WebhookMessageRow, options: DeliveryOptions) {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_SECONDS * 1000;
  const secret = deps.secrets.decrypt(webhook.secret);
  const started = Date.now();
  const result = (ok: boolean, httpStatus: number | null, error: string | null): AttemptResult => ({
    ok,
    httpStatus,
    error,
    durationMs: Date.now() - started,
  });
  try {
    const res = await outboundRequest(
      webhook.url,
      {
        method: 'POST',
        headers: signedHeaders(secret, message.messageId, deps.now(), message.body),
        body: message.body,
        timeoutMs,
        maxBodyBytes: 1_024,
      },
      outboundPolicyOf(deps.config),
    );
    const ok = res.status >= 200 && res.status < 300;
    return result(ok, res.status, ok ? null : `The endpoint answered HTTP ${res.status}.`);
  } catch (err) {
    if (err instanceof OutboundRefused) return result(false, null, err.message);
    if (err instanceof Error && err.name === 'TimeoutError')
      return result(false, null, `No answer within ${timeoutMs / 1000} seconds.`);
    const reason = err instanceof Error ? err.message : String(err);
    return result(false, null, withoutAddresses(`The endpoint could not be reached: ${reason}`));
  }
}

/**
 * One attempt at a message: sends it, logs the attempt, and either settles the message or queues its
 * next try. An endpoint failing for 24 hours is disabled and its account's admins are mailed.
 * `force` attempts even a disabled endpoint (the "Send test event" button).
 */
export async function attemptMessage(
  deps: Deps,
  messageRowId: number,
  options: DeliveryOptions & { force?: boolean } = {},
): Promise<WebhookAttemptRow | null> {
  const db = deps.database.db;
  const message = await findMessage(db, messageRowId);
  if (message?.status !== 'pending') return null;
  const webhook = await findWebhook(db, message.webhookId);
  if (!webhook) return null;
  if (!webhook.enabled && !options.force) {
    await setMessageOutcome(db, message.id, { status: 'dropped', nextAttemptAt: null });
    return null;
  }
  const claimed = await claimAttempt(db, message.id, message.attempts);
  if (!claimed) return null;
  const outcome = await post(deps, webhook, claimed, options);
  const at = deps.now();
  let disabling = false;
  let next: Date | null = null;
  if (!outcome.ok) {
    const failingSince = await markFailing(db, webhook.id, at);
    disabling =
      webhook.enabled &&
      failingSince !== null &&
      at.getTime() - failingSince.getTime() >= WEBHOOK_FAILING_HOURS * HOUR_MS;
    // a test of a disabled endpoint is tried once: the endpoint hears nothing else until enabled
    if (!disabling && webhook.enabled) next = nextAttemptAt(claimed, claimed.attempts, at);
  }
  const attempt = await insertAttempt(db, {
    webhookId: webhook.id,
    messageRowId: message.id,
    attempt: claimed.attempts,
    status: outcome.ok ? 'succeeded' : 'failed',
    httpStatus: outcome.httpStatus,
    durationMs: outcome.durationMs,
    error: outcome.error,
    attemptedAt: at,
    nextAttemptAt: next,
  });
  if (outcome.ok) {
    await setMessageOutcome(db, message.id, { status: 'delivered', nextAttemptAt: null });
    await markAnswering(db, webhook.id);
    return attempt;
  }
  await setMessageOutcome(
    db,
    message.id,
    next ? { status: 'pending', nextAttemptAt: next } : { status: 'failed', nextAttemptAt: null },
  );
  if (disabling) await disableFailingWebhook(deps, webhook, outcome.error ?? '');
  if (next) await deps.sendJob(DELIVERY_JOB, { messageId: message.id }, { startAfter: next });
  return attempt;
}

/** Disables an endpoint that failed for 24 hours, drops what it had waiting, and mails the account's admins once. */
async function disableFailingWebhook(deps: Deps, webhook: WebhookRow, lastError: string): Promise<void> {
  const db = deps.database.db;
  const disabled = await claimDisable(db, webhook.id, deps.now(), WEBHOOK_DISABLED_REASONS.failing);
  if (!disabled) return;
  await dropPendingMessages(db, webhook.id);
  const content = mailTemplates.webhookDisabled({
    productName: deps.config.productName,
    accountName: await findAccountName(db, webhook.accountId),
    webhookUrl: webhook.url,
    lastError,
    url: `${deps.config.publicUrl}/settings/webhooks`,
  });
  const recipients = await findAdminEmails(db, webhook.accountId);
  for (const email of recipients) await queueMail(deps, email, 'webhookDisabled', content);
  deps.log.warn(
    { webhookId: webhook.id, recipients: recipients.length },
    'webhook disabled after failing for 24 hours',
  );
}

/** Deletes delivery-log rows older than 30 days (a scheduled job). */
export async function cleanUpDeliveries(deps: Deps): Promise<{ attempts: number; messages: number }> {
  const before = new Date(deps.now().getTime() - WEBHOOK_LOG_DAYS * 24 * HOUR_MS);
  return deleteOldDeliveries(deps.database.db, before);
}
