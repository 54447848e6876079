import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, accountUsers, userVerticals, verticals } from '../../db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;

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

export interface ListedAccount {
  id: number;
  name: string;
  accountType: string;
  verticalId: string;
  vertical: string;
  isActive: boolean;
  isHidden: boolean;
  isDefault: boolean;
  isMember: boolean;
}

const listedColumns = {
  id: accounts.id,
  name: accounts.name,
  accountType: accounts.accountType,
  verticalId: accounts.verticalId,
  vertical: verticals.name,
  isActive: accounts.isActive,
  isHidden: accounts.isHidden,
};

/** The accounts a customer user belongs to. */
export const findMemberAccounts = (db: Db, userId: number): Promise<ListedAccount[]> =>
  db
    .select({ ...listedColumns, isDefault: accountUsers.isDefault, isMember: sql<boolean>`true` })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.id));

/** Every account in the given verticals (all verticals when none are given), for system users. */
export const findAccountsInVerticals = (db: Db, userId: number, verticalIds: string[]): Promise<ListedAccount[]> =>
  db
    .select({
      ...listedColumns,
      isDefault: sql<boolean>`coalesce(${accountUsers.isDefault}, false)`,
      isMember: sql<boolean>`${accountUsers.userId} is not null`,
    })
    .from(accounts)
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .leftJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, userId)))
    .where(verticalIds.length > 0 ? inArray(accounts.verticalId, verticalIds) : undefined)
    .orderBy(asc(sql`lower(${accounts.name})`), asc(accounts.id));
