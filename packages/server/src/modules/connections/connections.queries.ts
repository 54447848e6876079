import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  accountConnections,
  connectionHistory,
  connectionTokens,
  retailerDataSettings,
} from '../../db/connections.schema.ts';
import { firstRow, returnedRow } from '../../db/rows.ts';
import { accountPermissions, accounts, accountUsers, users, verticals } from '../../db/schema.ts';

export type ConnectionRow = typeof accountConnections.$inferSelect;

/** An account with what the connection rules need: its vertical's pages and metadata, its parent. */
export async function findAccountForConnections(db: Db, accountId: number) {
  const parent = alias(accounts, 'parent');
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      accountType: accounts.accountType,
      verticalId: accounts.verticalId,
      isActive: accounts.isActive,
      isHidden: accounts.isHidden,
      parentAccountId: accounts.parentAccountId,
      pages: verticals.pages,
      metadata: verticals.metadata,
      parentName: parent.name,
      parentType: parent.accountType,
      parentSettings: parent.settings,
    })
    .from(accounts)
    .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
    .leftJoin(parent, eq(parent.id, accounts.parentAccountId))
    .where(eq(accounts.id, accountId));
  return row;
}
export type AccountForConnections = NonNullable<Awaited<ReturnType<typeof findAccountForConnections>>>;

/**
 * Every retailer-kind account of the vertical with its connection to the brand. A managed retailer
 * (a child of a Retailer Rollup that controls its children) reads its parent's connection.
 * Inactive and hidden retailers are left out unless a request or access is live.
 */
export async function listRetailersForBrand(db: Db, brandAccountId: number, verticalId: string) {
  return rowsOf(
    await db.execute(sql`
    with r as (
      select a.id, a.name, a.is_active, a.is_hidden, p.name as parent_name,
        (p.account_type = 'Retailer Rollup' and coalesce((p.settings->>'isAccountManager')::boolean, false)) as managed,
        p.id as parent_id
      from accounts a left join accounts p on p.id = a.parent_account_id
      where a.vertical_id = ${verticalId} and a.account_type in ('Retailer', 'Retailer Rollup')
    )
    select r.id, r.name, r.parent_name, coalesce(r.managed, false) as managed,
      c.status, c.status_date, c.note
    from r left join account_connections c
      on c.brand_account_id = ${brandAccountId}
      and c.retailer_account_id = case when r.managed then r.parent_id else r.id end
    where (r.is_active and not r.is_hidden) or c.status in ('Pending', 'Approved')
    order by lower(r.name), r.id`),
  ).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    parentName: r.parent_name == null ? null : String(r.parent_name),
    managed: r.managed === true,
    status: r.status == null ? null : String(r.status),
    statusDate: r.status_date == null ? null : new Date(r.status_date as string),
    note: r.note == null ? null : String(r.note),
  }));
}

/** Every Brand account of the vertical with its connection to the (controlling) retailer. */
export async function listBrandsForRetailer(db: Db, retailerAccountId: number, verticalId: string) {
  return rowsOf(
    await db.execute(sql`
    select a.id, a.name, c.status, c.status_date, c.note
    from accounts a left join account_connections c
      on c.brand_account_id = a.id and c.retailer_account_id = ${retailerAccountId}
    where a.vertical_id = ${verticalId} and a.account_type = 'Brand'
      and ((a.is_active and not a.is_hidden) or c.status in ('Pending', 'Approved'))
    order by lower(a.name), a.id`),
  ).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    status: r.status == null ? null : String(r.status),
    statusDate: r.status_date == null ? null : new Date(r.status_date as string),
    note: r.note == null ? null : String(r.note),
  }));
}

/** The permission rows of brand accounts: global users and retailer-specific users (spec 3 §6). */
export async function findBrandPermissions(db: Db, brandAccountIds: number[]) {
  if (brandAccountIds.length === 0) return [];
  return db
    .select({
      accountId: accountPermissions.accountId,
      typeId: accountPermissions.typeId,
      referenceId: accountPermissions.referenceId,
      userId: accountPermissions.userId,
    })
    .from(accountPermissions)
    .innerJoin(
      accountUsers,
      and(eq(accountUsers.accountId, accountPermissions.accountId), eq(accountUsers.userId, accountPermissions.userId)),
    )
    .where(inArray(accountPermissions.accountId, brandAccountIds));
}

export const findConnection = async (db: Db, brandAccountId: number, retailerAccountId: number) =>
  firstRow(
    db
      .select()
      .from(accountConnections)
      .where(
        and(
          eq(accountConnections.brandAccountId, brandAccountId),
          eq(accountConnections.retailerAccountId, retailerAccountId),
        ),
      ),
  );

export const findConnectionById = async (db: Db, id: number) =>
  firstRow(db.select().from(accountConnections).where(eq(accountConnections.id, id)));

/** Sets the pair's status (creating the row on first request); answers the row. */
export async function upsertConnection(
  db: Db,
  values: { brandAccountId: number; retailerAccountId: number; status: string; note?: string | null; at: Date },
): Promise<ConnectionRow> {
  const set = {
    status: values.status,
    statusDate: values.at,
    ...(values.note !== undefined ? { note: values.note } : {}),
  };
  return returnedRow(
    db
      .insert(accountConnections)
      .values({
        brandAccountId: values.brandAccountId,
        retailerAccountId: values.retailerAccountId,
        status: values.status,
        note: values.note ?? null,
        statusDate: values.at,
      })
      .onConflictDoUpdate({ target: [accountConnections.brandAccountId, accountConnections.retailerAccountId], set })
      .returning(),
    'connection upsert',
  );
}

/**
 * Moves a connection from `from` to `to` only if it is still in `from` (a conditional update, so two
 * answers racing each other cannot both win). Answers whether it moved.
 */
export async function moveConnection(db: Db, id: number, from: string[], to: string, at: Date): Promise<boolean> {
  const moved = await db
    .update(accountConnections)
    .set({ status: to, statusDate: at })
    .where(and(eq(accountConnections.id, id), inArray(accountConnections.status, from)))
    .returning({ id: accountConnections.id });
  return moved.length > 0;
}

export async function insertHistory(db: Db, values: typeof connectionHistory.$inferInsert): Promise<void> {
  await db.insert(connectionHistory).values(values);
}

/** The newest history entries of a connection. */
export async function findHistory(db: Db, connectionId: number, limit: number) {
  return db
    .select({
      status: connectionHistory.status,
      source: connectionHistory.source,
      isSystemUser: connectionHistory.isSystemUser,
      firstName: connectionHistory.firstName,
      lastName: connectionHistory.lastName,
      createdAt: connectionHistory.createdAt,
      accountName: accounts.name,
    })
    .from(connectionHistory)
    .leftJoin(accounts, eq(accounts.id, connectionHistory.actorAccountId))
    .where(eq(connectionHistory.connectionId, connectionId))
    .orderBy(desc(connectionHistory.createdAt), desc(connectionHistory.id))
    .limit(limit);
}

/** The activated account admins of an account: who a connection request is emailed to. */
export const findAccountAdmins = (db: Db, accountId: number) =>
  db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(
      and(
        eq(accountUsers.accountId, accountId),
        eq(accountUsers.accessLevel, 'admin'),
        eq(users.isActive, true),
        sql`${users.activatedAt} is not null`,
      ),
    );

export async function insertConnectionToken(db: Db, values: typeof connectionTokens.$inferInsert): Promise<void> {
  await db.insert(connectionTokens).values(values);
}

export const findConnectionToken = async (db: Db, tokenHash: string) =>
  firstRow(db.select().from(connectionTokens).where(eq(connectionTokens.tokenHash, tokenHash)));

/** Marks a token used unless it already was (single use even when two answers race); answers whether it was free. */
export async function useConnectionToken(db: Db, id: number, at: Date): Promise<boolean> {
  const used = await db
    .update(connectionTokens)
    .set({ usedAt: at })
    .where(and(eq(connectionTokens.id, id), isNull(connectionTokens.usedAt)))
    .returning({ id: connectionTokens.id });
  return used.length > 0;
}

export const findUserName = async (db: Db, userId: number) =>
  firstRow(
    db
      .select({ firstName: users.firstName, lastName: users.lastName, systemAccessLevel: users.systemAccessLevel })
      .from(users)
      .where(eq(users.id, userId)),
  );

/** The values a retailer chose, by typeId. */
export async function findDataSettings(db: Db, accountId: number): Promise<Map<number, boolean>> {
  const rows = await db
    .select({ typeId: retailerDataSettings.typeId, value: retailerDataSettings.value })
    .from(retailerDataSettings)
    .where(eq(retailerDataSettings.accountId, accountId));
  return new Map(rows.map((r) => [r.typeId, r.value]));
}

export async function upsertDataSetting(
  db: Db,
  values: { accountId: number; typeId: number; value: boolean; userId: number; at: Date },
): Promise<void> {
  await db
    .insert(retailerDataSettings)
    .values({
      accountId: values.accountId,
      typeId: values.typeId,
      value: values.value,
      updatedByUserId: values.userId,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [retailerDataSettings.accountId, retailerDataSettings.typeId],
      set: { value: values.value, updatedByUserId: values.userId, updatedAt: values.at },
    });
}
