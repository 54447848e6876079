import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhook,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  WEBHOOK_ERRORS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOKS_PER_ACCOUNT,
  type Webhook,
  type WebhookDeliveriesAnswer,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
} from '@storelens/contract/api/webhooks';
import type { DomainEvent, WebhookEventType } from '@storelens/contract/domain/webhook-events';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { checkOutboundUrl, OutboundRefused, outboundPolicyOf } from '../../platform/outbound.ts';
import { attemptMessage, queueMessage } from './webhook-delivery.service.ts';
import {
  countAccountWebhooks,
  deleteWebhook as deleteWebhookRow,
  findAccountWebhook,
  insertWebhook,
  listAccountWebhooks,
  pageAttempts,
  updateWebhook as updateWebhookRow,
  type WebhookAttemptRow,
  type WebhookRow,
} from './webhooks.queries.ts';

const TEST_MESSAGE = 'A test event: your endpoint receives and verifies StoreLens webhooks.';

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  failingSince: row.failingSince?.toISOString() ?? null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  disabledReason: row.disabledReason,
});

/** A signing secret as Standard Webhooks writes it: `whsec_` and base64 of 32 random bytes. */
const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** 400 when the outbound guard would refuse the address (it is checked again on every delivery). */
async function checkAddress(deps: Deps, url: string): Promise<void> {
  try {
    await checkOutboundUrl(url, outboundPolicyOf(deps.config));
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    throw new HttpError(400, WEBHOOK_ERRORS.address.error, err.message, { url: err.message });
  }
}

async function requireWebhook(deps: Deps, access: AccountAccess, id: number): Promise<WebhookRow> {
  const row = await findAccountWebhook(deps.database.db, access.account.id, id);
  if (!row) throw HttpError.from(404, WEBHOOK_ERRORS.notFound);
  return row;
}

/** GET /accounts/{accountId}/webhooks: the account's endpoints, never a secret. */
export async function listWebhooks(deps: Deps, access: AccountAccess): Promise<Webhook[]> {
  return (await listAccountWebhooks(deps.database.db, access.account.id)).map(toWebhook);
}

/** POST /accounts/{accountId}/webhooks: a new endpoint; the answer is the only place its secret appears. */
export async function createWebhook(
  deps: Deps,
  access: AccountAccess,
  body: z.output<typeof CreateWebhookBody>,
  ip: string,
): Promise<CreatedWebhook> {
  const db = deps.database.db;
  if ((await countAccountWebhooks(db, access.account.id)) >= WEBHOOKS_PER_ACCOUNT)
    throw HttpError.from(400, WEBHOOK_ERRORS.limit);
  await checkAddress(deps, body.url);
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const row = await insertWebhook(tx, {
      accountId: access.account.id,
      url: body.url,
      description: body.description,
      events: body.events,
      enabled: body.enabled,
      secret: deps.secrets.encrypt(secret),
      createdByUserId: access.user.id,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    });
    await auditAccountChange(tx, access, {
      action: 'webhook.create',
      targetType: 'webhook',
      targetId: row.id,
      details: { url: row.url, events: row.events, enabled: row.enabled, description: row.description },
      ip,
    });
    return { ...toWebhook(row), secret };
  });
}

/** PATCH /accounts/{accountId}/webhooks/{id}: enabling a disabled endpoint starts it afresh. */
export async function updateWebhook(
  deps: Deps,
  access: AccountAccess,
  id: number,
  body: z.output<typeof UpdateWebhookBody>,
  ip: string,
): Promise<Webhook> {
  const existing = await requireWebhook(deps, access, id);
  if (body.url !== undefined && body.url !== existing.url) await checkAddress(deps, body.url);
  const changes: Partial<WebhookRow> = { updatedAt: deps.now() };
  if (body.url !== undefined) changes.url = body.url;
  if (body.events !== undefined) changes.events = body.events;
  if (body.description !== undefined) changes.description = body.description;
  if (body.enabled !== undefined) {
    changes.enabled = body.enabled;
    if (body.enabled && !existing.enabled)
      Object.assign(changes, { disabledAt: null, disabledReason: null, failingSince: null });
  }
  return deps.database.db.transaction(async (tx) => {
    const row = await updateWebhookRow(tx, existing.id, changes);
    if (!row) throw HttpError.from(404, WEBHOOK_ERRORS.notFound);
    const changed = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
    await auditAccountChange(tx, access, {
      action: 'webhook.update',
      targetType: 'webhook',
      targetId: row.id,
      details: { changed, url: row.url, events: row.events, enabled: row.enabled },
      ip,
    });
    return toWebhook(row);
  });
}

/** DELETE /accounts/{accountId}/webhooks/{id}: the endpoint and its delivery log. */
export async function deleteWebhook(
  deps: Deps,
  access: AccountAccess,
  id: number,
  ip: string,
): Promise<{ id: number }> {
  const existing = await requireWebhook(deps, access, id);
  return deps.database.db.transaction(async (tx) => {
    await deleteWebhookRow(tx, existing.id);
    await auditAccountChange(tx, access, {
      action: 'webhook.delete',
      targetType: 'webhook',
      targetId: existing.id,
      details: { url: existing.url },
      ip,
    });
    return { id: existing.id };
  });
}

const toDelivery = (
  row: Pick<
    WebhookAttemptRow,
    'id' | 'attempt' | 'status' | 'httpStatus' | 'durationMs' | 'error' | 'attemptedAt' | 'nextAttemptAt'
  > & { messageId: string; eventType: string },
): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType as WebhookEventType,
  attempt: row.attempt,
  status: row.status,
  httpStatus: row.httpStatus,
  durationMs: row.durationMs,
  error: row.error,
  attemptedAt: row.attemptedAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

/**
 * POST /accounts/{accountId}/webhooks/{id}/test: a `webhook.test` event sent to this endpoint now
 * (even a disabled one); the answer is that first attempt. An enabled endpoint's failed test is
 * retried like any message.
 */
export async function testWebhook(deps: Deps, access: AccountAccess, id: number, ip: string): Promise<WebhookDelivery> {
  const webhook = await requireWebhook(deps, access, id);
  const event: DomainEvent<'webhook.test'> = {
    type: 'webhook.test',
    timestamp: deps.now().toISOString(),
    data: { accountId: webhook.accountId, webhookId: webhook.id, message: TEST_MESSAGE },
  };
  const message = await queueMessage(deps, webhook, event, { queue: false });
  const attempt = await attemptMessage(deps, message.id, { force: true });
  if (!attempt) throw new Error(`webhook test message ${message.id} was not attempted`);
  await auditAccountChange(deps.database.db, access, {
    action: 'webhook.test',
    targetType: 'webhook',
    targetId: webhook.id,
    details: { messageId: message.messageId, status: attempt.status, httpStatus: attempt.httpStatus },
    ip,
  });
  return toDelivery({ ...attempt, messageId: message.messageId, eventType: message.eventType });
}

/** GET /accounts/{accountId}/webhooks/{id}/deliveries?take&skip: the delivery log, newest attempt first. */
export async function listDeliveries(
  deps: Deps,
  access: AccountAccess,
  id: number,
  query: z.output<typeof WebhookDeliveriesQuery>,
): Promise<WebhookDeliveriesAnswer> {
  const webhook = await requireWebhook(deps, access, id);
  const { rows, total } = await pageAttempts(deps.database.db, webhook.id, query.take, query.skip);
  return { total, deliveries: rows.map(toDelivery) };
}
