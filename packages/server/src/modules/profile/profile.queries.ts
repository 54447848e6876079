import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow, hasRows } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;
type UserValues = Partial<typeof users.$inferInsert>;

/** Sets columns of one user; answers the updated row. */
export const updateUser = async (db: Db, userId: number, values: UserValues): Promise<UserRow | undefined> =>
  firstRow(db.update(users).set(values).where(eq(users.id, userId)).returning());

/** Whether another user than `userId` has this email (compared lower-case). */
export const isEmailTakenByOther = async (db: Db, email: string, userId: number): Promise<boolean> =>
  hasRows(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId))),
  );

/** Stores a sealed pending two-factor secret only where none is pending: answers whether it was stored. */
export const storePendingSecretIfNone = async (db: Db, userId: number, sealedSecret: string): Promise<boolean> =>
  hasRows(
    db
      .update(users)
      .set({ twoFactorPendingSecret: sealedSecret })
      .where(and(eq(users.id, userId), isNull(users.twoFactorPendingSecret)))
      .returning({ id: users.id }),
  );

/** The user's sealed pending two-factor secret, if any. */
export const findPendingSecret = async (db: Db, userId: number): Promise<string | null> =>
  (await db.select({ pending: users.twoFactorPendingSecret }).from(users).where(eq(users.id, userId)))[0]?.pending ??
  null;
