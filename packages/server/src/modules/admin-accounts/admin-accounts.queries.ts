import type { AdminAccountSort, SortOrder } from '@storelens/contract/api/admin-accounts';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { sources } from '../../db/connectors.schema.ts';
import { firstRow, hasRows } from '../../db/rows.ts';
import { accounts, verticals } from '../../db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type VerticalRow = typeof verticals.$inferSelect;

export interface AdminListFilter {
  /** a case-insensitive substring of the name (served by the trigram index accounts_name_lower_trgm_idx) */
  search: string;
  /** the caller's vertical limits; empty = every vertical */
  verticalIds: string[];
}

export interface AdminListPage {
  sortBy: AdminAccountSort;
  sortOrder: SortOrder;
  take: number;
  skip: number;
}

export interface AdminListRow {
  id: number;
  name: string;
  accountType: string;
  verticalId: string;
  vertical: string;
  createdAt: Date;
  isActive: boolean;
  isHidden: boolean;
  showPreview: boolean;
}

/** The rows of a raw query (node-postgres and PGlite both answer `{rows}`). */

/** LIKE's own characters taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const whereOf = (filter: AdminListFilter): SQL | undefined =>
  and(
    filter.verticalIds.length > 0 ? inArray(accounts.verticalId, filter.verticalIds) : undefined,
    filter.search !== '' ? sql`lower(${accounts.name}) like lower(${likePattern(filter.search)})` : undefined,
  );

/**
 * The ORDER BY of each column: the column, then name and id in the same direction, which is exactly
 * one of the sort indexes of migration 0007 read forwards or backwards.
 */
function orderOf(sortBy: AdminAccountSort, dir: SQL): SQL {
  const byName = sql`lower(${accounts.name}) ${dir}, ${accounts.id} ${dir}`;
  switch (sortBy) {
    case 'name':
      return byName;
    case 'accountType':
      return sql`${accounts.accountType} ${dir}, ${byName}`;
    case 'createdAt':
      return sql`${accounts.createdAt} ${dir}, ${accounts.id} ${dir}`;
    case 'isActive':
      return sql`${accounts.isActive} ${dir}, ${byName}`;
    case 'isHidden':
      return sql`${accounts.isHidden} ${dir}, ${byName}`;
    case 'showPreview':
      return sql`${accounts.showPreview} ${dir}, ${byName}`;
    case 'vertical':
      return sql`${verticals.name} ${dir}, ${accounts.verticalId} ${dir}, ${byName}`;
  }
}

const listColumns = sql`${accounts.id} as id, ${accounts.name} as name, ${accounts.accountType} as "accountType",
  ${accounts.verticalId} as "verticalId", ${verticals.name} as vertical, ${accounts.createdAt} as "createdAt",
  ${accounts.isActive} as "isActive", ${accounts.isHidden} as "isHidden", ${accounts.showPreview} as "showPreview"`;

const toRow = (r: Record<string, unknown>): AdminListRow => ({
  id: Number(r.id),
  name: String(r.name),
  accountType: String(r.accountType),
  verticalId: String(r.verticalId),
  vertical: String(r.vertical),
  createdAt: r.createdAt instanceof Date ? r.createdAt : new Date(String(r.createdAt)),
  isActive: Boolean(r.isActive),
  isHidden: Boolean(r.isHidden),
  showPreview: Boolean(r.showPreview),
});

/**
 * One page of the admin list. Sorted by vertical name without a search, each vertical's first
 * skip + take accounts are read from accounts_vertical_sort_idx (a lateral join per vertical) and only
 * those are sorted, so a page never sorts every account; otherwise one index serves the order. (With a
 * search, sorting the matches measured faster than walking each vertical's index to find them.)
 */
export async function findAdminAccountsPage(db: Db, filter: AdminListFilter, page: AdminListPage) {
  const dir = page.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const where = whereOf(filter);
  const whereSql = where ? sql`where ${where}` : sql``;
  if (page.sortBy === 'vertical' && filter.search === '') {
    const limits = filter.verticalIds.length > 0 ? sql`where ${inArray(verticals.id, filter.verticalIds)}` : sql``;
    const perVertical = page.skip + page.take;
    const rows = await db.execute(sql`
      select ${listColumns}
      from ${verticals}
      cross join lateral (
        select * from ${accounts} a
        where a.vertical_id = ${verticals.id}
        order by lower(a.name) ${dir}, a.id ${dir}
        limit ${perVertical}
      ) ${accounts}
      ${limits}
      order by ${orderOf('vertical', dir)}
      limit ${page.take} offset ${page.skip}`);
    return rowsOf(rows).map(toRow);
  }
  const rows = await db.execute(sql`
    select ${listColumns}
    from ${accounts} join ${verticals} on ${verticals.id} = ${accounts.verticalId}
    ${whereSql}
    order by ${orderOf(page.sortBy, dir)}
    limit ${page.take} offset ${page.skip}`);
  return rowsOf(rows).map(toRow);
}

/** How many accounts the list holds under this filter. */
export async function countAdminAccounts(db: Db, filter: AdminListFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(whereOf(filter));
  return Number(row?.n ?? 0);
}

export const findAccountWithVertical = async (db: Db, id: number) =>
  firstRow(
    db
      .select({ account: accounts, vertical: verticals })
      .from(accounts)
      .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
      .where(eq(accounts.id, id)),
  );

export const findVertical = async (db: Db, id: string): Promise<VerticalRow | undefined> =>
  firstRow(db.select().from(verticals).where(eq(verticals.id, id)));

/** Whether another account of the vertical (not `exceptId`) meets `condition`. */
const otherAccountExists = async (db: Db, verticalId: string, exceptId: number | undefined, condition: SQL) =>
  hasRows(
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        and(
          eq(accounts.verticalId, verticalId),
          condition,
          exceptId !== undefined ? ne(accounts.id, exceptId) : undefined,
        ),
      )
      .limit(1),
  );

/** Another account of the vertical with this name, case-insensitively (index accounts_vertical_name_unique). */
export const sameNameExists = (db: Db, verticalId: string, name: string, exceptId?: number) =>
  otherAccountExists(db, verticalId, exceptId, sql`lower(${accounts.name}) = lower(${name})`);

/** Another Brand account of the vertical with this brand, case-insensitively (index accounts_vertical_brand_unique). */
export const sameBrandExists = (db: Db, verticalId: string, brand: string, exceptId?: number) =>
  otherAccountExists(
    db,
    verticalId,
    exceptId,
    and(eq(accounts.accountType, 'Brand'), sql`lower(${accounts.settings}->>'brand') = lower(${brand})`)!,
  );

/** The rollups of a vertical (the parents an account may have), in name order. */
export const findRollups = (db: Db, verticalId: string) =>
  db
    .select({ id: accounts.id, name: accounts.name, accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.verticalId, verticalId), inArray(accounts.accountType, ['Retailer Rollup', 'Brand Rollup'])))
    .orderBy(sql`lower(${accounts.name})`, accounts.id)
    .limit(5000);

export type AccountInsert = typeof accounts.$inferInsert;

export const insertAccount = async (db: Db, values: AccountInsert): Promise<AccountRow> =>
  (await db.insert(accounts).values(values).returning())[0]!;

export const updateAccount = async (db: Db, id: number, values: Partial<AccountInsert>): Promise<AccountRow> =>
  (await db.update(accounts).set(values).where(eq(accounts.id, id)).returning())[0]!;

/** spec 1 §4: deactivating an account sets all its sources to deactive. Answers how many were active. */
export const deactivateAccountSources = async (db: Db, accountId: number, now: Date): Promise<number> =>
  (
    await db
      .update(sources)
      .set({ active: false, updatedAt: now })
      .where(and(eq(sources.accountId, accountId), eq(sources.active, true)))
      .returning({ id: sources.id })
  ).length;
