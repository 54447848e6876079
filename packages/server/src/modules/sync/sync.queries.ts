import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, ExecuteSql } from '../../db/client.ts';
import {
  deliveryCursors,
  destinations,
  sourceCursors,
  sourceDestinations,
  sources,
  syncRuns,
} from '../../db/connectors.schema.ts';
import { firstRow, hasRows } from '../../db/rows.ts';

export type SourceRow = typeof sources.$inferSelect;
export type RunRow = typeof syncRuns.$inferSelect;
export type LinkRow = typeof sourceDestinations.$inferSelect;
export type DestinationRow = typeof destinations.$inferSelect;

// ---------------------------------------------------------------- sources

export const findSourceById = async (db: Db, id: number): Promise<SourceRow | undefined> =>
  firstRow(db.select().from(sources).where(eq(sources.id, id)));

/** Sets the run-state columns of a source (health, last error, rerun request, notice time). */
export const updateSourceState = async (
  db: Db,
  id: number,
  values: Partial<Pick<SourceRow, 'health' | 'lastError' | 'rerunKind' | 'reconnectNotifiedAt'>>,
): Promise<void> => {
  await db.update(sources).set(values).where(eq(sources.id, id));
};

/** Records a run asked for while another is active; a history request is never downgraded. */
export const requestRerun = async (
  db: Db,
  sourceId: number,
  kind: NonNullable<SourceRow['rerunKind']>,
): Promise<void> => {
  await db
    .update(sources)
    .set({ rerunKind: sql`case when ${sources.rerunKind} = 'history' then 'history' else ${kind} end` })
    .where(eq(sources.id, sourceId));
};

/** Clears and answers the rerun a source asked for, in one statement (two workers never both take it). */
export async function takeRequestedRerun(executeSql: ExecuteSql, sourceId: number): Promise<string | undefined> {
  const { rows } = await executeSql(
    `update sources s set rerun_kind = null
     from (select id, rerun_kind from sources where id = $1 and rerun_kind is not null for update) old
     where s.id = old.id returning old.rerun_kind as kind`,
    [sourceId],
  );
  return (rows[0]?.kind as string | undefined) ?? undefined;
}

// ---------------------------------------------------------------- runs

/** Inserts a running run unless the source has one (the partial unique index): undefined then. */
export const insertRunUnlessRunning = async (
  db: Db,
  values: typeof syncRuns.$inferInsert,
): Promise<RunRow | undefined> => firstRow(db.insert(syncRuns).values(values).onConflictDoNothing().returning());

export const findRunningRunId = async (db: Db, sourceId: number): Promise<number | undefined> =>
  (
    await db
      .select({ id: syncRuns.id })
      .from(syncRuns)
      .where(and(eq(syncRuns.sourceId, sourceId), eq(syncRuns.status, 'running')))
  )[0]?.id;

export const updateRun = async (db: Db, id: number, values: Partial<typeof syncRuns.$inferInsert>): Promise<void> => {
  await db.update(syncRuns).set(values).where(eq(syncRuns.id, id));
};

/**
 * Fails the running runs whose worker's heartbeat is older than `staleSeconds` or missing (a run
 * without a worker id: once it is that old). The database's clock decides. Answers the failed runs.
 */
export async function failStaleRuns(
  executeSql: ExecuteSql,
  error: string,
  sourceId: number | null,
  staleSeconds: number,
): Promise<Array<{ id: number; sourceId: number; kind: string; jobId: string | null }>> {
  const { rows } = await executeSql(
    `update sync_runs r set status = 'failed', finished_at = now(), error = $1, error_kind = 'interrupted'
     where r.status = 'running'
       and ($2::int is null or r.source_id = $2::int)
       and (case when r.worker_id is null then r.started_at < now() - make_interval(secs => $3::float8)
            else not exists (select 1 from worker_heartbeats h
                             where h.id = r.worker_id and h.beat_at >= now() - make_interval(secs => $3::float8)) end)
     returning r.id, r.source_id, r.kind, r.job_id`,
    [error, sourceId, staleSeconds],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    sourceId: Number(r.source_id),
    kind: r.kind as string,
    jobId: (r.job_id as string | null) ?? null,
  }));
}

// ---------------------------------------------------------------- pull cursors

export const findSourceCursor = async (db: Db, sourceId: number, scope: string, stream: string) =>
  firstRow(
    db
      .select()
      .from(sourceCursors)
      .where(
        and(eq(sourceCursors.sourceId, sourceId), eq(sourceCursors.scope, scope), eq(sourceCursors.stream, stream)),
      ),
  );

export const saveSourceCursor = async (
  db: Db,
  key: { sourceId: number; scope: string; stream: string },
  cursor: string,
  now: Date,
): Promise<void> => {
  await db
    .insert(sourceCursors)
    .values({ ...key, cursor, updatedAt: now })
    .onConflictDoUpdate({
      target: [sourceCursors.sourceId, sourceCursors.scope, sourceCursors.stream],
      set: { cursor, updatedAt: now },
    });
};

export const deleteSourceCursors = async (db: Db, sourceId: number, scope: string): Promise<void> => {
  await db.delete(sourceCursors).where(and(eq(sourceCursors.sourceId, sourceId), eq(sourceCursors.scope, scope)));
};

// ---------------------------------------------------------------- links and delivery

/** Whether a link still loading history starts before `startDate`. */
export const hasLinkLoadingHistoryBefore = async (db: Db, sourceId: number, startDate: string): Promise<boolean> =>
  hasRows(
    db
      .select({ one: sql<number>`1` })
      .from(sourceDestinations)
      .where(
        and(
          eq(sourceDestinations.sourceId, sourceId),
          eq(sourceDestinations.loadingHistory, true),
          lt(sourceDestinations.startDate, startDate),
        ),
      )
      .limit(1),
  );

/** The earliest start date among the links loading history (as yyyy-mm-dd), if any. */
export const findHistoryStart = async (db: Db, sourceId: number): Promise<string | null> =>
  (
    await db
      .select({ from: sql<string | null>`min(${sourceDestinations.startDate})::text` })
      .from(sourceDestinations)
      .where(and(eq(sourceDestinations.sourceId, sourceId), eq(sourceDestinations.loadingHistory, true)))
  )[0]?.from ?? null;

/** The links of a source, each with its destination. */
export const findLinksWithDestinations = (
  db: Db,
  sourceId: number,
): Promise<Array<{ link: LinkRow; destination: DestinationRow }>> =>
  db
    .select({ link: sourceDestinations, destination: destinations })
    .from(sourceDestinations)
    .innerJoin(destinations, eq(destinations.id, sourceDestinations.destinationId))
    .where(eq(sourceDestinations.sourceId, sourceId));

export const updateLinkState = async (
  db: Db,
  sourceId: number,
  destinationId: number,
  values: Partial<Pick<LinkRow, 'lastError' | 'loadingHistory' | 'historyFailures' | 'historyError'>>,
): Promise<void> => {
  await db
    .update(sourceDestinations)
    .set(values)
    .where(and(eq(sourceDestinations.sourceId, sourceId), eq(sourceDestinations.destinationId, destinationId)));
};

export const findDeliveryCursorSeq = async (
  db: Db,
  sourceId: number,
  destinationId: number,
  stream: string,
): Promise<number | undefined> =>
  (
    await db
      .select({ lastSeq: deliveryCursors.lastSeq })
      .from(deliveryCursors)
      .where(
        and(
          eq(deliveryCursors.sourceId, sourceId),
          eq(deliveryCursors.destinationId, destinationId),
          eq(deliveryCursors.stream, stream),
        ),
      )
  )[0]?.lastSeq;

export const saveDeliveryCursor = async (
  db: Db,
  key: { sourceId: number; destinationId: number; stream: string },
  lastSeq: number,
  now: Date,
): Promise<void> => {
  await db
    .insert(deliveryCursors)
    .values({ ...key, lastSeq, updatedAt: now })
    .onConflictDoUpdate({
      target: [deliveryCursors.sourceId, deliveryCursors.destinationId, deliveryCursors.stream],
      set: { lastSeq, updatedAt: now },
    });
};
