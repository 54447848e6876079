import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, tz } from './columns.ts';
import { accounts, users } from './schema.ts';

/**
 * An account's webhook endpoints. `secret` is the `whsec_` signing secret sealed with SECRET_KEY
 * (platform/crypto.ts): shown once when created, never answered again.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    accountId: cascadeRef('account_id', () => accounts.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    secret: text('secret').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** the first failed attempt since the last success; null while the endpoint answers */
    failingSince: tz('failing_since'),
    /** set when it was disabled after failing for 24 hours (enabled is false then) */
    disabledAt: tz('disabled_at'),
    disabledReason: text('disabled_reason'),
  },
  (t) => [index('webhooks_account_idx').on(t.accountId)],
);

/**
 * One event for one endpoint: its `webhook-id` (`message_id`, the same on every attempt) and the body
 * every attempt sends. `status`: pending (an attempt is due), delivered, failed (gave up), dropped
 * (the endpoint was disabled or deleted first).
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: serial('id').primaryKey(),
    webhookId: cascadeRef('webhook_id', () => webhooks.id),
    messageId: text('message_id').notNull().unique(),
    eventType: text('event_type').notNull(),
    /** the JSON body, as signed and sent: `{type, timestamp, data}` */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed' | 'dropped'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tz('next_attempt_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_messages_webhook_idx').on(t.webhookId), index('webhook_messages_created_idx').on(t.createdAt)],
);

/** The delivery log: one row per attempt (kept 30 days). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    webhookId: cascadeRef('webhook_id', () => webhooks.id),
    messageRowId: cascadeRef('message_row_id', () => webhookMessages.id),
    attempt: integer('attempt').notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    attemptedAt: tz('attempted_at').notNull().defaultNow(),
    nextAttemptAt: tz('next_attempt_at'),
  },
  (t) => [
    index('webhook_attempts_webhook_idx').on(t.webhookId, t.attemptedAt),
    index('webhook_attempts_attempted_idx').on(t.attemptedAt),
  ],
);
