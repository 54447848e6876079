import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sources } from '../../db/connectors.schema.ts';
import { firstRow, hasRows } from '../../db/rows.ts';

export type SourceRow = typeof sources.$inferSelect;

/** The source whose validation token hash is `tokenHash` and has not expired at `now`. */
export const findSourceByValidationToken = async (
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SourceRow | undefined> =>
  firstRow(
    db
      .select()
      .from(sources)
      .where(and(eq(sources.validationTokenHash, tokenHash), gt(sources.validationTokenExpiresAt, now))),
  );

/**
 * Stores the credentials a flow obtained and marks the source set up, only if the source is still
 * waiting with this token (the check and the write are one statement): answers whether it was.
 */
export const completeSourceSetup = async (
  db: Db,
  id: number,
  tokenHash: string,
  values: Pick<SourceRow, 'detail' | 'secrets' | 'nextRunTime' | 'updatedAt'>,
): Promise<boolean> =>
  hasRows(
    db
      .update(sources)
      .set({
        ...values,
        isSetup: true,
        validationTokenHash: null,
        validationTokenExpiresAt: null,
        health: 'ok',
        lastError: null,
        reconnectNotifiedAt: null,
      })
      .where(and(eq(sources.id, id), eq(sources.validationTokenHash, tokenHash), eq(sources.isSetup, false)))
      .returning({ id: sources.id }),
  );
