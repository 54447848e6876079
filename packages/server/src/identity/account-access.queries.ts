import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, accountUsers, userVerticals, verticals } from '../db/schema.ts';
import { preparedOn } from './prepared.queries.ts';

// The account check runs on every account-scoped call: its statements are prepared once.
const userVerticalIds = preparedOn((db) =>
  db
    .select({ id: userVerticals.verticalId })
    .from(userVerticals)
    .where(eq(userVerticals.userId, sql.placeholder('userId')))
    .prepare('user_vertical_ids'),
);

const membership = preparedOn((db) =>
  db
    .select()
    .from(accountUsers)
    .where(
      and(eq(accountUsers.accountId, sql.placeholder('accountId')), eq(accountUsers.userId, sql.placeholder('userId'))),
    )
    .prepare('account_membership'),
);

const accountWithVertical = preparedOn((db) =>
  db
    .select({ account: accounts, vertical: verticals })
    .from(accounts)
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('account_with_vertical'),
);

const accountAccess = preparedOn((db) =>
  db
    .select({ account: accounts, vertical: verticals, accessLevel: accountUsers.accessLevel })
    .from(accounts)
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .leftJoin(
      accountUsers,
      and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, sql.placeholder('userId'))),
    )
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('account_access'),
);

/**
 * The account with its vertical and the user's membership level (null when not a member), in one
 * statement: the account check's first question, asked on every account-scoped call.
 */
export const findAccountAccess = async (db: Db, accountId: number, userId: number) =>
  (await accountAccess(db).execute({ accountId, userId }))[0];

/** The verticals an internal user is limited to; an empty list means every vertical. */
export const findUserVerticalIds = async (db: Db, userId: number): Promise<string[]> =>
  (await userVerticalIds(db).execute({ userId })).map((r) => r.id);

export const findMembership = async (db: Db, accountId: number, userId: number) =>
  (await membership(db).execute({ accountId, userId }))[0];

export const findAccountWithVertical = async (db: Db, accountId: number) =>
  (await accountWithVertical(db).execute({ accountId }))[0];

export const findAccountById = async (db: Db, accountId: number) =>
  (await db.select().from(accounts).where(eq(accounts.id, accountId)))[0];
