import { and, desc, eq, isNull } from 'drizzle-orm';
import { apiKeys } from '../../db/api-keys.schema.ts';
import type { Db } from '../../db/client.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A user's keys that are not revoked (expired ones too: the list says when they ran out), newest first. */
export const listUserKeys = (db: Db, userId: number): Promise<ApiKeyRow[]> =>
  db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));

export async function insertKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes one of the user's live keys; the row stays for the audit trail. Answers it, or undefined when there is none. */
export async function revokeUserKey(db: Db, userId: number, id: number, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}
