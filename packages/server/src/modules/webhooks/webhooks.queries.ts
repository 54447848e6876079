import { and, count, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, returnedRow } from '../../db/rows.ts';
import { accounts, accountUsers, users } from '../../db/schema.ts';
import { webhookAttempts, webhookMessages, webhooks } from '../../db/webhooks.schema.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookMessageRow = typeof webhookMessages.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

// ---------------------------------------------------------------- endpoints

export const listAccountWebhooks = (db: Db, accountId: number) =>
  db.select().from(webhooks).where(eq(webhooks.accountId, accountId)).orderBy(webhooks.id);

export const countAccountWebhooks = async (db: Db, accountId: number): Promise<number> =>
  (await db.select({ n: count() }).from(webhooks).where(eq(webhooks.accountId, accountId)))[0]?.n ?? 0;

/** One endpoint of the account; another account's is not found. */
export const findAccountWebhook = (db: Db, accountId: number, id: number) =>
  firstRow(
    db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.accountId, accountId), eq(webhooks.id, id))),
  );

export const findWebhook = (db: Db, id: number) => firstRow(db.select().from(webhooks).where(eq(webhooks.id, id)));

export const insertWebhook = (db: Db, values: typeof webhooks.$inferInsert) =>
  returnedRow(db.insert(webhooks).values(values).returning(), 'webhook insert');

export const updateWebhook = (db: Db, id: number, values: Partial<typeof webhooks.$inferInsert>) =>
  firstRow(db.update(webhooks).set(values).where(eq(webhooks.id, id)).returning());

export const deleteWebhook = (db: Db, id: number) =>
  firstRow(db.delete(webhooks).where(eq(webhooks.id, id)).returning());

/** The account's enabled endpoints that hear this event type. */
export const findSubscribedWebhooks = (db: Db, accountId: number, eventType: string) =>
  db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.accountId, accountId), eq(webhooks.enabled, true), sql`${webhooks.events} ? ${eventType}`));

// ---------------------------------------------------------------- messages and attempts

export const insertMessage = (db: Db, values: typeof webhookMessages.$inferInsert) =>
  returnedRow(db.insert(webhookMessages).values(values).returning(), 'webhook message insert');

export const findMessage = (db: Db, id: number) =>
  firstRow(db.select().from(webhookMessages).where(eq(webhookMessages.id, id)));

/**
 * Takes the message's next attempt: counts it, only while the message is pending and no one else
 * took this attempt (a job run twice attempts once). Answers the message with its new count.
 */
export const claimAttempt = (db: Db, id: number, attemptsSeen: number) =>
  firstRow(
    db
      .update(webhookMessages)
      .set({ attempts: sql`${webhookMessages.attempts} + 1`, nextAttemptAt: null })
      .where(
        and(
          eq(webhookMessages.id, id),
          eq(webhookMessages.status, 'pending'),
          eq(webhookMessages.attempts, attemptsSeen),
        ),
      )
      .returning(),
  );

export const setMessageOutcome = (
  db: Db,
  id: number,
  values: { status: WebhookMessageRow['status']; nextAttemptAt: Date | null },
) => db.update(webhookMessages).set(values).where(eq(webhookMessages.id, id));

export const insertAttempt = (db: Db, values: typeof webhookAttempts.$inferInsert) =>
  returnedRow(db.insert(webhookAttempts).values(values).returning(), 'webhook attempt insert');

/** Messages still waiting for an attempt when their endpoint is disabled: they will not be sent. */
export const dropPendingMessages = (db: Db, webhookId: number) =>
  db
    .update(webhookMessages)
    .set({ status: 'dropped', nextAttemptAt: null })
    .where(and(eq(webhookMessages.webhookId, webhookId), eq(webhookMessages.status, 'pending')));

/** The endpoint answered: it is not failing. */
export const markAnswering = (db: Db, id: number) =>
  db.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, id));

/** The endpoint failed: failing since this attempt, unless it already was. Answers since when. */
export const markFailing = async (db: Db, id: number, at: Date): Promise<Date | null> =>
  (
    await firstRow(
      db
        .update(webhooks)
        .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)` })
        .where(eq(webhooks.id, id))
        .returning({ failingSince: webhooks.failingSince }),
    )
  )?.failingSince ?? null;

/** Disables an enabled endpoint; answers it only if this call disabled it (one email per disabling). */
export const claimDisable = (db: Db, id: number, at: Date, reason: string) =>
  firstRow(
    db
      .update(webhooks)
      .set({ enabled: false, disabledAt: at, disabledReason: reason, updatedAt: at })
      .where(and(eq(webhooks.id, id), eq(webhooks.enabled, true)))
      .returning(),
  );

/** The endpoint's delivery log, newest first, with each attempt's message id and event type. */
export async function pageAttempts(db: Db, webhookId: number, take: number, skip: number) {
  const where = eq(webhookAttempts.webhookId, webhookId);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: webhookAttempts.id,
        messageId: webhookMessages.messageId,
        eventType: webhookMessages.eventType,
        attempt: webhookAttempts.attempt,
        status: webhookAttempts.status,
        httpStatus: webhookAttempts.httpStatus,
        durationMs: webhookAttempts.durationMs,
        error: webhookAttempts.error,
        attemptedAt: webhookAttempts.attemptedAt,
        nextAttemptAt: webhookAttempts.nextAttemptAt,
      })
      .from(webhookAttempts)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.messageRowId))
      .where(where)
      .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
      .limit(take)
      .offset(skip),
    db.select({ n: count() }).from(webhookAttempts).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** Removes attempts older than `before`, and the settled messages left without any. */
export async function deleteOldDeliveries(db: Db, before: Date): Promise<{ attempts: number; messages: number }> {
  const attempts = await db
    .delete(webhookAttempts)
    .where(lt(webhookAttempts.attemptedAt, before))
    .returning({ id: webhookAttempts.id });
  const messages = await db
    .delete(webhookMessages)
    .where(
      and(
        lt(webhookMessages.createdAt, before),
        ne(webhookMessages.status, 'pending'),
        sql`not exists (select 1 from ${webhookAttempts} a where a.message_row_id = ${webhookMessages.id})`,
      ),
    )
    .returning({ id: webhookMessages.id });
  return { attempts: attempts.length, messages: messages.length };
}

// ---------------------------------------------------------------- who is told

export const findAccountName = async (db: Db, accountId: number): Promise<string> =>
  (await firstRow(db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId))))?.name ?? '';

/** The account's active, activated admins' addresses. */
export const findAdminEmails = async (db: Db, accountId: number): Promise<string[]> =>
  (
    await db
      .select({ email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(
        and(
          eq(accountUsers.accountId, accountId),
          eq(accountUsers.accessLevel, 'admin'),
          eq(users.isActive, true),
          isNotNull(users.activatedAt),
        ),
      )
  ).map((r) => r.email);
