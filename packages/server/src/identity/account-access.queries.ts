import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, accountUsers, userVerticals, verticals } from '../db/schema.ts';

/** The verticals an internal user is limited to; an empty list means every vertical. */
export const findUserVerticalIds = async (db: Db, userId: number): Promise<string[]> =>
  (await db.select({ id: userVerticals.verticalId }).from(userVerticals).where(eq(userVerticals.userId, userId))).map(
    (r) => r.id,
  );

export const findMembership = async (db: Db, accountId: number, userId: number) =>
  (
    await db
      .select()
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
  )[0];

export const findAccountWithVertical = async (db: Db, accountId: number) =>
  (
    await db
      .select({ account: accounts, vertical: verticals })
      .from(accounts)
      .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
      .where(eq(accounts.id, accountId))
  )[0];

export const findAccountById = async (db: Db, accountId: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, accountId)))[0];
