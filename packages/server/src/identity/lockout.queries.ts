import { LOCKOUT_MINUTES, LOCKOUT_THRESHOLD } from '@storelens/contract/domain/session';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

/** Whether sign-in for this email is locked now. Emails are counted whether or not they exist. */
export async function isLocked(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.email, email));
  return !!row?.lockedUntil && row.lockedUntil > now;
}

/** Counts a failure; returns true when this failure locked the email. */
export async function recordFailure(db: Db, email: string, now: Date): Promise<boolean> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      // a lock that has run out starts the count again
      set: {
        failures: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now} then 1 else ${loginAttempts.failures} + 1 end`,
        lockedUntil: sql`case when ${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now} then null else ${loginAttempts.lockedUntil} end`,
        lastFailureAt: now,
      },
    })
    .returning();
  if (row && row.failures >= LOCKOUT_THRESHOLD) {
    await db.update(loginAttempts).set({ lockedUntil: lockUntil }).where(eq(loginAttempts.email, email));
    return true;
  }
  return false;
}

export const clearFailures = (db: Db, email: string) => db.delete(loginAttempts).where(eq(loginAttempts.email, email));
