import { z } from 'zod';
import { OUTBOUND_REFUSAL_CODE } from '../domain/outbound.ts';
import { WEBHOOK_EVENT_TYPES } from '../domain/webhook-events.ts';
import { lineMax, requiredTextMax } from '../validation/fields.ts';
import { connectorMsg, msg } from '../validation/messages.ts';
import { idParams, pagedAnswer } from './common.ts';
import { isHttpUrl } from './report-management.ts';

/**
 * Account webhooks: an account admin's endpoints that hear the account's domain events, signed as
 * the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature:
 * v1,<base64 HMAC-SHA256>`) with the endpoint's own `whsec_` secret, shown once when created.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** Endpoints one account may have. */
export const WEBHOOKS_PER_ACCOUNT = 20;
/** A delivery attempt that has no answer within this long failed (and is retried). */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** How long an endpoint may keep failing before it is disabled and its account admins are mailed. */
export const WEBHOOK_FAILING_HOURS = 24;
/** How long each attempt stays in the delivery log. */
export const WEBHOOK_LOG_DAYS = 30;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

const LABELS = { url: 'URL', events: 'Events', description: 'Description', enabled: 'Enabled' } as const;

/** The reasons an endpoint was disabled, in words. */
export const WEBHOOK_DISABLED_REASONS = {
  failing: `Every delivery failed for ${WEBHOOK_FAILING_HOURS} hours.`,
  address: 'Its address is no longer allowed.',
} as const;

const webhookUrl = () =>
  requiredTextMax(LABELS.url, WEBHOOK_URL_MAX).refine((value) => value === '' || isHttpUrl(value), msg.url(LABELS.url));

const webhookEvents = () =>
  z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: connectorMsg.option(LABELS.events) }), {
      error: msg.required(LABELS.events),
    })
    .min(1, msg.required(LABELS.events))
    .transform((events) => [...new Set(events)]);

export const Webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** when the endpoint started failing (every attempt since failed); null while it answers */
  failingSince: z.string().nullable(),
  /** when it was disabled after failing for 24 hours, and why; null while it is not */
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
});
export type Webhook = z.infer<typeof Webhook>;
export const WebhooksAnswer = z.array(Webhook);
export type WebhooksAnswer = z.infer<typeof WebhooksAnswer>;

export const CreateWebhookBody = z.object({
  url: webhookUrl(),
  events: webhookEvents(),
  description: lineMax(LABELS.description, WEBHOOK_DESCRIPTION_MAX).default(''),
  enabled: z.boolean({ error: `${LABELS.enabled} must be true or false` }).default(true),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

/** PATCH: any of the fields; enabling a disabled endpoint starts it afresh. */
export const UpdateWebhookBody = z.object({
  url: webhookUrl().optional(),
  events: webhookEvents().optional(),
  description: lineMax(LABELS.description, WEBHOOK_DESCRIPTION_MAX).optional(),
  enabled: z.boolean({ error: `${LABELS.enabled} must be true or false` }).optional(),
});
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBody>;

/** A new endpoint's answer: the only time its signing secret is ever shown. */
export const CreatedWebhook = Webhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhooksParams = idParams('accountId');
export const WebhookParams = idParams('accountId', 'id');
export const DeletedWebhook = z.object({ id: z.number().int() });

export const WebhookDeliveriesQuery = z.object({
  take: z.coerce
    .number({ error: 'take must be a number' })
    .int('take must be a whole number')
    .min(1, 'take must be at least 1')
    .max(100, 'take must be at most 100')
    .default(WEBHOOK_DELIVERIES_PAGE_SIZE),
  skip: z.coerce
    .number({ error: 'skip must be a number' })
    .int('skip must be a whole number')
    .min(0, 'skip must be at least 0')
    .max(10_000_000, 'skip must be at most 10000000')
    .default(0),
});
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuery>;

export const WEBHOOK_ATTEMPT_STATUSES = ['succeeded', 'failed'] as const;

/** One attempt to deliver one message, as the delivery log shows it (newest first). */
export const WebhookDelivery = z.object({
  id: z.number().int(),
  /** the message's `webhook-id` (the same on each of its attempts) */
  messageId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  attempt: z.number().int(),
  status: z.enum(WEBHOOK_ATTEMPT_STATUSES),
  /** the endpoint's HTTP status; null when it did not answer */
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  attemptedAt: z.string(),
  /** when the message is tried again after this failed attempt; null when it will not be */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveriesAnswer = pagedAnswer('deliveries', WebhookDelivery);
export type WebhookDeliveriesAnswer = z.infer<typeof WebhookDeliveriesAnswer>;

export const WEBHOOK_ERRORS = {
  notFound: { error: 'NotFound', message: 'Webhook not found' },
  limit: {
    error: 'WebhookLimit',
    message: `An account may have at most ${WEBHOOKS_PER_ACCOUNT} webhooks: delete one first.`,
  },
  /** the message is the outbound guard's reason (contract domain/outbound.ts) */
  address: { error: OUTBOUND_REFUSAL_CODE },
} as const;

/** What the screen says. */
export const WEBHOOK_TEXTS = {
  secretOnce: 'Copy this signing secret now: it is shown only once.',
  deleteConfirm: (url: string) => `Delete the webhook to ${url}? Its delivery log goes with it.`,
  testSent: (status: string) => `Test event sent: ${status}.`,
  empty: 'No webhooks yet. Add one to hear about syncs and connections as they happen.',
  noDeliveries: 'No deliveries yet.',
} as const;
