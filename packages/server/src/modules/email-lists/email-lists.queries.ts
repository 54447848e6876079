import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, hasRows } from '../../db/rows.ts';
import { emailListEntries, emailLists, emailListUnsubscribes, verticals } from '../../db/schema.ts';

export type EmailListRow = { typeId: number; name: string; verticalId: string | null; vertical: string | null };

/** The lists, by name then vertical; `verticalIds` limits them to those verticals (null: all). */
export const findEmailLists = (db: Db, verticalIds: string[] | null): Promise<EmailListRow[]> =>
  db
    .select({
      typeId: emailLists.typeId,
      name: emailLists.name,
      verticalId: emailLists.verticalId,
      vertical: verticals.name,
    })
    .from(emailLists)
    .leftJoin(verticals, eq(verticals.id, emailLists.verticalId))
    .where(verticalIds ? and(isNotNull(emailLists.verticalId), inArray(emailLists.verticalId, verticalIds)) : undefined)
    .orderBy(asc(sql`lower(${emailLists.name})`), asc(verticals.name), asc(emailLists.typeId));

export const findEmailList = async (db: Db, typeId: number) =>
  firstRow(db.select().from(emailLists).where(eq(emailLists.typeId, typeId)));

const entryOf = (typeId: number, email: string) =>
  and(eq(emailListEntries.typeId, typeId), sql`lower(${emailListEntries.email}) = ${email.toLowerCase()}`);

/** The entries of a list, grouped by type then by address. */
export const findEntries = (db: Db, typeId: number) =>
  db
    .select({
      email: emailListEntries.email,
      type: emailListEntries.type,
      addedByProduct: emailListEntries.addedByProduct,
    })
    .from(emailListEntries)
    .where(eq(emailListEntries.typeId, typeId))
    .orderBy(asc(emailListEntries.type), asc(emailListEntries.email));

export const findEntry = async (db: Db, typeId: number, email: string) =>
  firstRow(db.select().from(emailListEntries).where(entryOf(typeId, email)));

/** Inserts entries, leaving addresses already on the list alone; answers how many were new. */
export async function insertEntries(
  db: Db,
  rows: Array<{ typeId: number; email: string; type: string }>,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => ({ ...r, addedByProduct: true }));
    added += (
      await db.insert(emailListEntries).values(batch).onConflictDoNothing().returning({ id: emailListEntries.id })
    ).length;
  }
  return added;
}

export const deleteEntry = (db: Db, id: number) => db.delete(emailListEntries).where(eq(emailListEntries.id, id));

export const findUnsubscribes = (db: Db, typeId: number) =>
  db
    .select({ email: emailListUnsubscribes.email, createdAt: emailListUnsubscribes.createdAt })
    .from(emailListUnsubscribes)
    .where(eq(emailListUnsubscribes.typeId, typeId))
    .orderBy(asc(emailListUnsubscribes.email));

const unsubscribeOf = (typeId: number, email: string) =>
  and(eq(emailListUnsubscribes.typeId, typeId), sql`lower(${emailListUnsubscribes.email}) = ${email.toLowerCase()}`);

export const isUnsubscribed = async (db: Db, typeId: number, email: string): Promise<boolean> =>
  hasRows(db.select({ id: emailListUnsubscribes.id }).from(emailListUnsubscribes).where(unsubscribeOf(typeId, email)));

/** Removes an unsubscribe; false when the address had not unsubscribed. */
export const deleteUnsubscribe = async (db: Db, typeId: number, email: string): Promise<boolean> =>
  hasRows(
    db.delete(emailListUnsubscribes).where(unsubscribeOf(typeId, email)).returning({ id: emailListUnsubscribes.id }),
  );

/** Inserts a list; undefined when its vertical already has a list of that name. */
export const insertEmailList = async (db: Db, name: string, verticalId: string) =>
  firstRow(db.insert(emailLists).values({ name, verticalId }).onConflictDoNothing().returning());

export const verticalExists = async (db: Db, id: string): Promise<boolean> =>
  hasRows(db.select({ id: verticals.id }).from(verticals).where(eq(verticals.id, id)));
