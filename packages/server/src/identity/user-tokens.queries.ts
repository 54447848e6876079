import { TOKEN_LIFETIME_MINUTES, type TokenPurpose } from '@storelens/contract/domain/identity';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userTokens } from '../db/schema.ts';
import { hashToken, newToken } from '../platform/crypto.ts';

export type UserTokenRow = typeof userTokens.$inferSelect;

/** Purposes whose tokens die on first use (reset and invites); preferences links are reusable. */
const SINGLE_USE: ReadonlySet<TokenPurpose> = new Set(['reset', 'invite', 'adminInvite']);

/**
 * Issues a 256-bit random token (only its SHA-256 is stored) that expires after the purpose's
 * lifetime. A new reset or invite token ends the user's earlier unused ones of the same purpose.
 */
export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  target: { userId?: number; email?: string; listTypeId?: number },
  now: Date,
): Promise<string> {
  if (target.userId !== undefined && SINGLE_USE.has(purpose)) {
    await db
      .delete(userTokens)
      .where(and(eq(userTokens.userId, target.userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  }
  const token = newToken();
  await db.insert(userTokens).values({
    purpose,
    tokenHash: hashToken(token),
    userId: target.userId ?? null,
    email: target.email ?? null,
    listTypeId: target.listTypeId ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000),
  });
  return token;
}

/** The row behind a token of this purpose, whatever its state (the caller tells used from expired). */
export async function findToken(db: Db, purpose: TokenPurpose, token: string): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)));
  return row;
}

export const isLive = (row: UserTokenRow | undefined, now: Date): row is UserTokenRow =>
  !!row && row.usedAt === null && row.expiresAt > now;

/** Marks a single-use token used; false when another request used it first or it expired meanwhile. */
export async function consumeToken(db: Db, id: number, now: Date): Promise<boolean> {
  const done = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ id: userTokens.id });
  return done.length === 1;
}
