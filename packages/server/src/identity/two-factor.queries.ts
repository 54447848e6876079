import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recoveryCodes } from '../db/schema.ts';

/** Replaces the user's recovery code hashes, in one transaction (`db` may already be one). */
export const replaceRecoveryCodeHashes = (db: Db, userId: number, hashes: string[]): Promise<void> =>
  db.transaction(async (tx) => {
    await deleteRecoveryCodes(tx, userId);
    await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });

export const deleteRecoveryCodes = async (db: Db, userId: number): Promise<void> => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
};
