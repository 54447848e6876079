import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportSubscriptionSends, reportSubscriptions } from '../../db/report-subscriptions.schema.ts';
import { firstRow, returnedRow } from '../../db/rows.ts';
import { accounts, users } from '../../db/schema.ts';

export type ReportSubscriptionRow = typeof reportSubscriptions.$inferSelect;

/** The caller's own subscriptions in one account, oldest first. */
export const listOwnSubscriptions = (db: Db, userId: number, accountId: number) =>
  db
    .select()
    .from(reportSubscriptions)
    .where(and(eq(reportSubscriptions.userId, userId), eq(reportSubscriptions.accountId, accountId)))
    .orderBy(reportSubscriptions.id);

/** The caller's subscriptions in every account, with the account's name and calendar settings. */
export const listUserSubscriptions = (db: Db, userId: number) =>
  db
    .select({ subscription: reportSubscriptions, accountName: accounts.name, settings: accounts.settings })
    .from(reportSubscriptions)
    .innerJoin(accounts, eq(accounts.id, reportSubscriptions.accountId))
    .where(eq(reportSubscriptions.userId, userId))
    .orderBy(accounts.name, reportSubscriptions.id);

/** One of the caller's subscriptions in the account; another user's or another account's is not found. */
export const findOwnSubscription = (db: Db, userId: number, accountId: number, id: number) =>
  firstRow(
    db
      .select()
      .from(reportSubscriptions)
      .where(
        and(
          eq(reportSubscriptions.id, id),
          eq(reportSubscriptions.userId, userId),
          eq(reportSubscriptions.accountId, accountId),
        ),
      ),
  );

export const insertSubscription = (db: Db, values: typeof reportSubscriptions.$inferInsert) =>
  returnedRow(db.insert(reportSubscriptions).values(values).returning(), 'report subscription insert');

export const updateSubscription = (db: Db, id: number, values: Partial<typeof reportSubscriptions.$inferInsert>) =>
  firstRow(db.update(reportSubscriptions).set(values).where(eq(reportSubscriptions.id, id)).returning());

export const deleteSubscription = (db: Db, id: number) =>
  firstRow(db.delete(reportSubscriptions).where(eq(reportSubscriptions.id, id)).returning());

/** A subscription with what its email needs: the account and the user it is sent to. */
export const subscriptionsToSend = (db: Db, id?: number) =>
  db
    .select({
      subscription: reportSubscriptions,
      account: { id: accounts.id, name: accounts.name, settings: accounts.settings, isActive: accounts.isActive },
      user: { id: users.id, email: users.email, isActive: users.isActive },
    })
    .from(reportSubscriptions)
    .innerJoin(accounts, eq(accounts.id, reportSubscriptions.accountId))
    .innerJoin(users, eq(users.id, reportSubscriptions.userId))
    .where(id === undefined ? undefined : eq(reportSubscriptions.id, id))
    .orderBy(reportSubscriptions.id);
export type SubscriptionToSend = Awaited<ReturnType<typeof subscriptionsToSend>>[number];

/** Whether the period already has its send row (claimed by this or another run). */
export const periodSent = async (db: Db, subscriptionId: number, period: string): Promise<boolean> =>
  (
    await db
      .select({ id: reportSubscriptionSends.id })
      .from(reportSubscriptionSends)
      .where(
        and(eq(reportSubscriptionSends.subscriptionId, subscriptionId), eq(reportSubscriptionSends.period, period)),
      )
  ).length > 0;

/**
 * Claims a period: the send row, unless one exists. Answers its id, or undefined when another run
 * (or an earlier one) claimed the period first. Under a concurrent claim the unique index makes the
 * second insert wait for the first transaction and then insert nothing.
 */
export const claimPeriod = async (db: Db, subscriptionId: number, period: string, at: Date) =>
  (
    await firstRow(
      db
        .insert(reportSubscriptionSends)
        .values({ subscriptionId, period, sentAt: at })
        .onConflictDoNothing()
        .returning({ id: reportSubscriptionSends.id }),
    )
  )?.id;

export const setSendOutbox = (db: Db, sendId: number, outboxId: number) =>
  db.update(reportSubscriptionSends).set({ outboxId }).where(eq(reportSubscriptionSends.id, sendId));

/** The sends of a subscription, oldest first (tests and the admin read them). */
export const listSends = (db: Db, subscriptionId: number) =>
  db
    .select()
    .from(reportSubscriptionSends)
    .where(eq(reportSubscriptionSends.subscriptionId, subscriptionId))
    .orderBy(reportSubscriptionSends.id);
