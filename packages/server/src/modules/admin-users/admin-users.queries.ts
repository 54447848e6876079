import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/rows.ts';
import { users, userVerticals, verticals } from '../../db/schema.ts';
import type { UserRow } from '../../identity/sessions.ts';

/** Internal users (a system access level), active or deactivated, by name then email. */
export const findInternalUsers = (db: Db, isActive: boolean): Promise<UserRow[]> =>
  db
    .select()
    .from(users)
    .where(and(isNotNull(users.systemAccessLevel), eq(users.isActive, isActive)))
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(sql`lower(${users.email})`))
    .limit(5000);

export const findUser = async (db: Db, id: number): Promise<UserRow | undefined> =>
  firstRow(db.select().from(users).where(eq(users.id, id)));

/** The vertical limits of each user. */
export async function findVerticalIdsOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userVerticals)
    .where(inArray(userVerticals.userId, userIds))
    .orderBy(asc(userVerticals.verticalId));
  for (const row of rows) byUser.get(row.userId)?.push(row.verticalId);
  return byUser;
}

/** How many of these vertical ids exist. */
export const countKnownVerticals = async (db: Db, ids: string[]): Promise<number> =>
  ids.length === 0
    ? 0
    : (await db.select({ id: verticals.id }).from(verticals).where(inArray(verticals.id, ids))).length;

export const setVerticalLimits = async (db: Db, userId: number, verticalIds: string[]) => {
  await db.delete(userVerticals).where(eq(userVerticals.userId, userId));
  if (verticalIds.length > 0)
    await db.insert(userVerticals).values(verticalIds.map((verticalId) => ({ userId, verticalId })));
};

export const updateUser = async (db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> =>
  (await db.update(users).set(values).where(eq(users.id, id)).returning())[0]!;
