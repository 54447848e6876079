import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/rows.ts';
import { recoveryCodes, users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** The user with this email, compared lower-case (`email` is already lower-case). */
export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> =>
  firstRow(db.select().from(users).where(sql`lower(${users.email}) = ${email}`));

export const findUserById = async (db: Db, id: number): Promise<UserRow | undefined> =>
  firstRow(db.select().from(users).where(eq(users.id, id)));

export const updateUser = async (db: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> => {
  await db.update(users).set(values).where(eq(users.id, id));
};

/**
 * Records the two-factor step just accepted, only if it is newer than the last one (a conditional
 * update: two concurrent requests with the same code cannot both pass). Answers whether it was.
 */
export const recordTotpStep = async (db: Db, userId: number, step: number): Promise<boolean> =>
  (
    await db
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(
        and(eq(users.id, userId), sql`(${users.twoFactorLastStep} is null or ${users.twoFactorLastStep} < ${step})`),
      )
      .returning({ id: users.id })
  ).length === 1;

export const findUnusedRecoveryCodes = (db: Db, userId: number) =>
  db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));

/** Marks a recovery code used unless another request did first: answers whether this one did. */
export const markRecoveryCodeUsed = async (db: Db, id: number, now: Date): Promise<boolean> =>
  (
    await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id })
  ).length === 1;
