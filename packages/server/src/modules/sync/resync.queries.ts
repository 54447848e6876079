import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sourceCursors } from '../../db/connectors.schema.ts';

/**
 * A re-sync request is sync state, kept as data: one cursor row per stream in the scope
 * 'resync:<date>', empty until its pull begins, removed once the stream is pulled. Any run but a
 * history run takes the waiting ones, so a request is never lost to a run that took its turn.
 */

/** A re-sync's cursor scope names its start date: `resync:2026-01-31`. */
export const RESYNC_SCOPE_PREFIX = 'resync:';

export interface ResyncCursor {
  stream: string;
  scope: string;
  since: string;
  cursor: string | null;
}

/** The re-syncs a source waits for, one per stream (the vendor cursor once its pull has begun). */
export async function findResyncCursors(db: Db, sourceId: number): Promise<ResyncCursor[]> {
  const rows = await db
    .select()
    .from(sourceCursors)
    .where(and(eq(sourceCursors.sourceId, sourceId), like(sourceCursors.scope, `${RESYNC_SCOPE_PREFIX}%`)));
  return rows.map((r) => ({
    stream: r.stream,
    scope: r.scope,
    since: r.scope.slice(RESYNC_SCOPE_PREFIX.length),
    cursor: r.cursor === '' ? null : r.cursor,
  }));
}

/** Records a re-sync of `streams` from `since`, replacing any the streams waited for. */
export async function saveResyncRequest(db: Db, sourceId: number, streams: string[], since: string, now: Date) {
  for (const stream of streams) {
    await db
      .delete(sourceCursors)
      .where(
        and(
          eq(sourceCursors.sourceId, sourceId),
          eq(sourceCursors.stream, stream),
          like(sourceCursors.scope, `${RESYNC_SCOPE_PREFIX}%`),
        ),
      );
    await db
      .insert(sourceCursors)
      .values({ sourceId, scope: `${RESYNC_SCOPE_PREFIX}${since}`, stream, cursor: '', updatedAt: now });
  }
}

/** A stream's re-sync is done. */
export const deleteResyncCursor = async (db: Db, sourceId: number, scope: string, stream: string) => {
  await db
    .delete(sourceCursors)
    .where(and(eq(sourceCursors.sourceId, sourceId), eq(sourceCursors.scope, scope), eq(sourceCursors.stream, stream)));
};
