import { performance } from 'node:perf_hooks';
import type { RunCounts } from '../../db/connectors.schema.ts';
import type { Deps } from '../../deps.ts';
import type { VendorError } from '../../integrations/vendor-error.ts';
import { notifyReconnect } from '../source-health/reconnect-notice.service.ts';
import { type WatchedOutcome, watchRunOutcome } from '../source-health/run-alerts.service.ts';
import { deliverAll, type RunKind } from './delivery.ts';
import { pullAll } from './pull-all.ts';
import { PullProgress } from './pull-progress.ts';
import { findResyncCursors } from './resync.queries.ts';
import { loggableError, readableRunError } from './run-errors.ts';
import { RunHalt } from './run-halt.ts';
import {
  failStaleRuns,
  findRunningRunId,
  findSourceById,
  hasLinkLoadingHistoryBefore,
  insertRunUnlessRunning,
  type RunRow,
  requestRerun,
  type SourceRow,
  takeRequestedRerun,
  updateRun,
  updateSourceState,
} from './sync.queries.ts';

export type { RunKind } from './delivery.ts';
export { loggableError, readableRunError } from './run-errors.ts';

/** Runs in a row that may fail a link's history load before it ends as failed. */

/** A worker whose heartbeat is older than this is dead: its runs are failed. */
export const DEFAULT_STALE_WORKER_MS = 30_000;

/** Who runs a run: the worker process (its heartbeat id) and the pg-boss job, when run by the queue. */
export interface RunContext {
  workerId?: string | null;
  jobId?: string | null;
  /** heartbeat age after which another worker's run counts as abandoned */
  staleWorkerMs?: number;
  /** aborted when the process stops: the run ends at its next batch boundary, as interrupted */
  stopping?: AbortSignal;
}

export const WORKER_STOPPED = 'Interrupted: the worker stopped during this run; it is run again automatically.';

/** An interrupted run's reason: its process stopped (SIGTERM) and the run ended at a batch boundary. */
export const RUN_INTERRUPTED =
  'Interrupted: the server stopped during this run; the next run resumes where this one stopped.';

export { STORE_BATCH_RECORDS } from './pull-all.ts';

export interface RunOutcome {
  runId: number | null;
  /**
   * 'queued': another run of the source was active; this request runs once that one ends.
   * 'interrupted': the process stopped; the run ended at a batch boundary and a run is queued to resume it.
   */
  status: 'succeeded' | 'failed' | 'skipped' | 'queued' | 'interrupted';
  counts: RunCounts;
  error: string | null;
  /** the run stopped on an exception (not a vendor's answer): the job is worth retrying */
  crashed?: boolean;
  /** where the run's time went (ms): pull, store and delivery overlap, so each is a wall time */
  timings?: RunTimings;
}

export interface RunTimings {
  /** pulling and storing every stream (wall time from the run's start: the two overlap) */
  pullMs: number;
  /** of which inside store transactions */
  storeMs: number;
  /** delivering to every destination, reading the warehouse and pushing (it starts with the pull) */
  deliverMs: number;
  /** the whole run: pull, store and delivery (wall time) */
  totalMs: number;
}

/**
 * One run of a source (issue "Connectors" §5): pull each stream from its committed cursor and store
 * it batch by batch (records and cursor in one transaction), and deliver new and changed records to
 * each destination from its own cursor, beside the pull: a stream's committed batches are pushed
 * while the next ones are pulled. A killed run loses nothing: the next resumes from the
 * last committed cursors, upserts by vendor id never duplicate, and a delivery cursor only moves
 * past records that were pushed.
 */
export async function runSource(
  deps: Deps,
  sourceId: number,
  requested: RunKind,
  context: RunContext = {},
): Promise<RunOutcome> {
  const db = deps.database.db;
  const source = await findSourceById(db, sourceId);
  const counts: RunCounts = { pulled: {}, pushed: {}, destinationErrors: {} };
  // a paused source runs again only once resumed; a re-sync whose streams another run took has nothing to do
  if (!source?.active || !source.isSetup || source.pausedAt)
    return { runId: null, status: 'skipped', counts, error: null };
  if (requested === 'resync' && (await findResyncCursors(db, source.id)).length === 0)
    return { runId: null, status: 'skipped', counts, error: null };

  // a link still loading history makes any run but a re-sync continue that history (it must end)
  const kind: RunKind =
    requested === 'history' || (requested !== 'resync' && (await hasHistoryToLoad(deps, source)))
      ? 'history'
      : requested;
  const run = await claimRun(deps, source.id, kind, context);
  if (!run) {
    deps.log.info({ sourceId, kind }, 'a run of this source is active: this one runs when it ends');
    return { runId: null, status: 'queued', counts, error: null };
  }
  const saveCounts = () => updateRun(db, run.id, { counts });
  const timings: RunTimings = { pullMs: 0, storeMs: 0, deliverMs: 0, totalMs: 0 };
  const halt = new RunHalt(context.stopping);

  try {
    const started = performance.now();
    const progress = new PullProgress();
    const pulling = pullAll(deps, source, run.id, kind, counts, timings, progress, halt).finally(() => {
      progress.endAll();
      timings.pullMs = performance.now() - started;
    });
    const delivering = deliverAll(deps, source, kind, { progress, outcome: pulling, halt }, counts, saveCounts).finally(
      () => {
        timings.deliverMs = performance.now() - started;
      },
    );
    // both settle before the run ends: an exception in one never leaves the other running
    const [pulled, delivered] = await Promise.allSettled([pulling, delivering]);
    if (pulled.status === 'rejected') throw pulled.reason;
    if (delivered.status === 'rejected') throw delivered.reason;
    const pullError = pulled.value;
    timings.totalMs = performance.now() - started;

    if (!pullError && halt.cut) return await endInterrupted(deps, run, kind, counts, timings);
    const destinationFailure = Object.values(counts.destinationErrors)[0] ?? null;
    const error = pullError ? pullError.message : destinationFailure;
    const status = pullError ? 'failed' : 'succeeded';
    await updateRun(db, run.id, {
      status,
      finishedAt: deps.now(),
      counts,
      error,
      errorKind: pullError?.kind ?? (destinationFailure ? 'destination' : null),
    });
    await recordHealth(deps, source, pullError, destinationFailure);
    await watchSafely(deps, source, { status, error });
    await emitRunEnd(deps, source, run, { status, counts, error });
    return { runId: run.id, status, counts, error, timings };
  } catch (err) {
    // an exception fails the run with a readable reason, and says so in the log
    const error = readableRunError(err, run.id);
    deps.log.error(
      { sourceId, runId: run.id, kind, error: loggableError(err) },
      `source ${sourceId} run ${run.id} failed: ${error}`,
    );
    await updateRun(db, run.id, { status: 'failed', finishedAt: deps.now(), counts, error, errorKind: 'internal' });
    await updateSourceState(db, sourceId, { health: 'error', lastError: error });
    await watchSafely(deps, source, { status: 'failed', error });
    await emitRunEnd(deps, source, run, { status: 'failed', counts, error });
    return { runId: run.id, status: 'failed', counts, error, crashed: true };
  } finally {
    await queueRequestedRerun(deps, sourceId, kind);
  }
}

/**
 * Counts the run for the failure alerts and the auto-pause. A failure there (a mail that could not be
 * queued) is logged: it never turns the run's own verdict around.
 */
async function watchSafely(deps: Deps, source: SourceRow, outcome: WatchedOutcome): Promise<void> {
  try {
    await watchRunOutcome(deps, source, outcome);
  } catch (err) {
    deps.log.error({ sourceId: source.id, error: loggableError(err) }, `source ${source.id}: its run alerts failed`);
  }
}

/** Tells subscribers (webhooks) how a run ended: ids, names and counts, the error in words. */
async function emitRunEnd(
  deps: Deps,
  source: SourceRow,
  run: RunRow,
  end: { status: 'succeeded' | 'failed'; counts: RunCounts; error: string | null },
): Promise<void> {
  await deps.events.emit({
    type: end.status === 'succeeded' ? 'sync.run.succeeded' : 'sync.run.failed',
    data: {
      accountId: source.accountId,
      sourceId: source.id,
      sourceName: source.name,
      runId: run.id,
      kind: run.kind,
      status: end.status,
      startedAt: run.startedAt.toISOString(),
      finishedAt: deps.now().toISOString(),
      counts: end.counts,
      error: end.error,
    },
  });
}

/**
 * Ends a run the process's stop cut short at a batch boundary: not failed (the source is healthy),
 * and its turn goes back to the queue (rerun_kind, queued as the run ends), so that the next start
 * of this process or another worker resumes it from the committed cursors.
 */
async function endInterrupted(
  deps: Deps,
  run: RunRow,
  kind: RunKind,
  counts: RunCounts,
  timings: RunTimings,
): Promise<RunOutcome> {
  const db = deps.database.db;
  await updateRun(db, run.id, {
    status: 'interrupted',
    finishedAt: deps.now(),
    counts,
    error: RUN_INTERRUPTED,
    errorKind: 'interrupted',
  });
  await requestRerun(db, run.sourceId, kind);
  deps.log.info(
    { sourceId: run.sourceId, runId: run.id, pulled: counts.pulled },
    `source ${run.sourceId} run ${run.id} interrupted at a batch boundary: the next run resumes it`,
  );
  return { runId: run.id, status: 'interrupted', counts, error: RUN_INTERRUPTED, timings };
}

/**
 * Starts the source's one running run (a partial unique index allows one per source). A running
 * row of a dead worker is failed first; a live one means this request is recorded on the source
 * (rerun_kind) for the active run to queue when it ends — never dropped.
 */
async function claimRun(deps: Deps, sourceId: number, kind: RunKind, context: RunContext): Promise<RunRow | null> {
  const db = deps.database.db;
  for (let attempt = 0; attempt < 5; attempt++) {
    await failAbandonedRuns(deps, { sourceId, staleWorkerMs: context.staleWorkerMs });
    const run = await insertRunUnlessRunning(db, {
      sourceId,
      kind,
      startedAt: deps.now(),
      workerId: context.workerId ?? null,
      jobId: context.jobId ?? null,
    });
    if (run) {
      // this run covers whatever was asked for before it started
      await updateSourceState(db, sourceId, { rerunKind: null });
      return run;
    }
    await requestRerun(db, sourceId, kind);
    // the active run may have ended between the insert and the flag: then take the turn ourselves
    if ((await findRunningRunId(db, sourceId)) !== undefined) return null;
  }
  return null;
}

/**
 * A run asked for while this one was active is queued now that it ended; so is a re-sync still
 * waiting after a history run (which leaves re-syncs for a run of their own).
 */
async function queueRequestedRerun(deps: Deps, sourceId: number, ended: RunKind): Promise<void> {
  try {
    const kind = (await takeRequestedRerun(deps.database.executeSql, sourceId)) as RunKind | undefined;
    if (kind) await deps.sendJob('source-sync', { sourceId, kind });
    else if (ended === 'history' && (await findResyncCursors(deps.database.db, sourceId)).length > 0)
      await deps.sendJob('source-sync', { sourceId, kind: 'resync' });
  } catch (err) {
    deps.log.error({ sourceId, error: loggableError(err) }, `source ${sourceId}: a requested run could not be queued`);
  }
}

export interface AbandonedRun {
  id: number;
  sourceId: number;
  kind: RunKind;
  jobId: string | null;
}

/**
 * Fails the running runs whose worker is gone: its heartbeat is older than the limit or missing
 * (a run without a worker id counts as abandoned once it is older than the limit). Answers them,
 * so that the caller can release their jobs. The worker's clock is the database's.
 */
export async function failAbandonedRuns(
  deps: Deps,
  options: { sourceId?: number; staleWorkerMs?: number } = {},
): Promise<AbandonedRun[]> {
  const staleSeconds = (options.staleWorkerMs ?? DEFAULT_STALE_WORKER_MS) / 1000;
  const failed = (
    await failStaleRuns(deps.database.executeSql, WORKER_STOPPED, options.sourceId ?? null, staleSeconds)
  ).map((r) => ({ ...r, kind: r.kind as RunKind }));
  for (const run of failed)
    deps.log.error(
      { sourceId: run.sourceId, runId: run.id },
      `source ${run.sourceId} run ${run.id} failed: its worker stopped (no heartbeat)`,
    );
  return failed;
}

/** Whether a link waits for history from before the source's own start date. */
const hasHistoryToLoad = (deps: Deps, source: SourceRow): Promise<boolean> =>
  hasLinkLoadingHistoryBefore(deps.database.db, source.id, source.startDate);

/** What the dashboard shows: ok, error with a readable message, or 'reconnect' (and the admins told once). */
async function recordHealth(
  deps: Deps,
  source: SourceRow,
  pullError: VendorError | null,
  destinationFailure: string | null,
) {
  const health = pullError?.kind === 'credentials' ? 'reconnect' : pullError || destinationFailure ? 'error' : 'ok';
  const lastError = pullError?.message ?? destinationFailure;
  await updateSourceState(deps.database.db, source.id, {
    health,
    lastError,
    ...(health === 'ok' ? { reconnectNotifiedAt: null } : {}),
  });
  if (health === 'reconnect' && !source.reconnectNotifiedAt) {
    await notifyReconnect(deps, source, lastError ?? 'The credentials were refused.');
  }
}
