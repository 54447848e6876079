import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, tz } from './columns.ts';
import { accounts, mailOutbox, users } from './schema.ts';

/**
 * A user's standing order for one built-in report of one account, mailed at `hour` in `time_zone`
 * every day, week (Mondays) or month (the 1st). `filters` and `compare` are the report's own query.
 */
export const reportSubscriptions = pgTable(
  'report_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    accountId: cascadeRef('account_id', () => accounts.id),
    reportKey: text('report_key').notNull(),
    frequency: text('frequency').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    hour: integer('hour').notNull(),
    timeZone: text('time_zone').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    /** 'previous' | 'lastYear', or null for no comparison */
    compare: text('compare'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('report_subscriptions_user_idx').on(t.userId),
    index('report_subscriptions_account_idx').on(t.accountId),
  ],
);

/**
 * One mailing of a subscription for one period (`period` names it, e.g. `2026-11-23` for a week).
 * The row is written before the mail is queued: a second claim of the same period finds it and
 * sends nothing, whether a restart retried the job or an admin sent everything at once.
 */
export const reportSubscriptionSends = pgTable(
  'report_subscription_sends',
  {
    id: serial('id').primaryKey(),
    subscriptionId: cascadeRef('subscription_id', () => reportSubscriptions.id),
    period: text('period').notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
    /** the email this send put in the outbox, in the same transaction as the claim */
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('report_subscription_sends_period_idx').on(t.subscriptionId, t.period)],
);

/**
 * What an outbox email carries beyond its subject and bodies: extra headers (List-Unsubscribe) and
 * attachments, sealed like the bodies (they hold a live unsubscribe link and the account's data).
 * The report emails are the first to need them; deliverMail adds them to any outbox email that has a row.
 */
export const mailOutboxExtras = pgTable('mail_outbox_extras', {
  outboxId: integer('outbox_id')
    .primaryKey()
    .references(() => mailOutbox.id, { onDelete: 'cascade' }),
  /** sealed JSON: { headers, attachments: [{ filename, contentType, base64 }] } */
  extrasSealed: text('extras_sealed').notNull(),
});

/**
 * Every read of a retailer's data by a brand (through brandDataAccess): who, from which brand
 * account, which report with which filters, when. Kept 400 days; the retailer's admins read it.
 */
export const brandDataReads = pgTable(
  'brand_data_reads',
  {
    id: serial('id').primaryKey(),
    retailerAccountId: cascadeRef('retailer_account_id', () => accounts.id),
    brandAccountId: cascadeRef('brand_account_id', () => accounts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reportKey: text('report_key').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    readAt: tz('read_at').notNull().defaultNow(),
  },
  (t) => [
    index('brand_data_reads_retailer_idx').on(t.retailerAccountId, t.readAt),
    // the daily cleanup deletes by age across every retailer
    index('brand_data_reads_read_at_idx').on(t.readAt),
  ],
);
