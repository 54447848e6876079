import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/rows.ts';
import { emailLists, emailListUnsubscribes } from '../../db/schema.ts';

export const findEmailListByType = async (db: Db, typeId: number) =>
  firstRow(db.select().from(emailLists).where(eq(emailLists.typeId, typeId)));

const unsubscribed = (typeId: number, email: string) =>
  and(eq(emailListUnsubscribes.typeId, typeId), sql`lower(${emailListUnsubscribes.email}) = ${email.toLowerCase()}`);

/** Whether the address is on the list's unsubscribes (compared lower-case). */
export const isUnsubscribed = async (db: Db, typeId: number, email: string): Promise<boolean> =>
  (await db.select({ id: emailListUnsubscribes.id }).from(emailListUnsubscribes).where(unsubscribed(typeId, email)))
    .length > 0;

export const deleteUnsubscribe = async (db: Db, typeId: number, email: string): Promise<void> => {
  await db.delete(emailListUnsubscribes).where(unsubscribed(typeId, email));
};

export const insertUnsubscribe = async (db: Db, typeId: number, email: string): Promise<void> => {
  await db.insert(emailListUnsubscribes).values({ typeId, email }).onConflictDoNothing();
};
