import { and, asc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, accountUsers, verticals } from '../../db/schema.ts';
import { preparedOn } from '../../identity/prepared.queries.ts';

export type AccountRow = typeof accounts.$inferSelect;

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

/**
 * Names matching every search word as the prefix of one of their words, case-insensitively; served
 * by the GIN index accounts_name_search_idx, so a search never reads every account.
 */
const nameMatches = (words: string[]): SQL | undefined =>
  words.length === 0
    ? undefined
    : sql`to_tsvector('simple', ${accounts.name}) @@ to_tsquery('simple', ${words.map((w) => `'${w}':*`).join(' & ')})`;

/** Name order, served by the index accounts_name_idx on (lower(name), id). */
const byName = [asc(sql`lower(${accounts.name})`), asc(accounts.id)];

/** A user id, or the placeholder a prepared statement takes it by. */
type UserIdParam = number | ReturnType<typeof sql.placeholder>;

/** The accounts `userId` belongs to that `where` keeps, in name order. */
const memberAccountsQuery = (db: Db, userId: UserIdParam, where?: SQL) =>
  db
    .select({ ...listedColumns, isDefault: accountUsers.isDefault, isMember: sql<boolean>`true` })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .where(and(eq(accountUsers.userId, userId), where))
    .orderBy(...byName);

/** The accounts a customer user belongs to (all of them; a membership list is short). */
export const findMemberAccounts = (db: Db, userId: number, words: string[] = []): Promise<ListedAccount[]> =>
  words.length === 0 ? memberAccounts(db).execute({ userId }) : memberAccountsQuery(db, userId, nameMatches(words));

/** Hidden accounts show to a system user only where they are a member. */
const hiddenOnlyToMembers = () => or(eq(accounts.isHidden, false), isNotNull(accountUsers.userId));

/** A system user sees every account of their verticals (all when unlimited), hidden ones only as a member. */
const visibleToSystemUser = (verticalIds: string[]) =>
  and(verticalIds.length > 0 ? inArray(accounts.verticalId, verticalIds) : undefined, hiddenOnlyToMembers());

/** Every account `where` keeps, with `userId`'s membership where there is one, in name order. */
const systemUserAccountsQuery = (db: Db, userId: UserIdParam, where: SQL | undefined) =>
  db
    .select({
      ...listedColumns,
      isDefault: sql<boolean>`coalesce(${accountUsers.isDefault}, false)`,
      isMember: sql<boolean>`${accountUsers.userId} is not null`,
    })
    .from(accounts)
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .leftJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, userId)))
    .where(where)
    .orderBy(...byName);

/** One page of the accounts a system user sees, in name order (never every account). */
export const findSystemUserAccounts = (
  db: Db,
  userId: number,
  verticalIds: string[],
  words: string[],
  limit: number,
): Promise<ListedAccount[]> => {
  if (words.length === 0)
    return verticalIds.length === 0
      ? allAccountsPage(db).execute({ userId, limit })
      : verticalAccountsPage(db).execute({ userId, limit, verticalIds });
  return systemUserAccountsQuery(db, userId, and(visibleToSystemUser(verticalIds), nameMatches(words))).limit(limit);
};

// The account switcher's first page is asked on every page load: without search words its statements
// are prepared once; a search builds its query each time.
const memberAccounts = preparedOn((db) =>
  memberAccountsQuery(db, sql.placeholder('userId')).prepare('member_accounts'),
);

/** A system user's first page, prepared: `verticalIds` limits it to a placeholder's verticals. */
const systemUserAccountsPage = (db: Db, verticalIds: SQL | undefined) =>
  systemUserAccountsQuery(db, sql.placeholder('userId'), and(verticalIds, hiddenOnlyToMembers())).limit(
    sql.placeholder('limit'),
  );

const allAccountsPage = preparedOn((db) => systemUserAccountsPage(db, undefined).prepare('system_user_accounts'));
const verticalAccountsPage = preparedOn((db) =>
  systemUserAccountsPage(db, sql`${accounts.verticalId} = any(${sql.placeholder('verticalIds')}::text[])`).prepare(
    'system_user_vertical_accounts',
  ),
);

type NamedAccount = { id: number; name: string };

/** Another account a system user sees under the same name, case-insensitively (index on lower(name)). */
export const sameNameQuery = (db: Db, account: NamedAccount, userId: number, verticalIds: string[]) =>
  db
    .select({ id: accounts.id })
    .from(accounts)
    .leftJoin(accountUsers, and(eq(accountUsers.accountId, accounts.id), eq(accountUsers.userId, userId)))
    .where(
      and(
        sql`lower(${accounts.name}) = lower(${account.name})`,
        ne(accounts.id, account.id),
        visibleToSystemUser(verticalIds),
      ),
    )
    .limit(1);

/** Another of a customer user's accounts with the same name, case-insensitively. */
export const sameMemberNameQuery = (db: Db, account: NamedAccount, userId: number) =>
  db
    .select({ id: accounts.id })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(
      and(
        eq(accountUsers.userId, userId),
        ne(accounts.id, account.id),
        sql`lower(${accounts.name}) = lower(${account.name})`,
      ),
    )
    .limit(1);
