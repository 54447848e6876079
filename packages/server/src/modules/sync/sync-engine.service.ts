import { performance } from 'node:perf_hooks';
import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import type { RunCounts } from '../../db/connectors.schema.ts';
import type { Deps } from '../../deps.ts';
import type { PullRequest, SourceConnector } from '../../integrations/connector.ts';
import { openSourceDetail } from '../../integrations/credentials.ts';
import { recipeOf } from '../../integrations/pull-recipe.ts';
import type { StreamName } from '../../integrations/records.ts';
import { VendorError } from '../../integrations/vendor-error.ts';
import { batchPages } from '../../warehouse/read-ahead.ts';
import { storeCopyRows, upsertEncoded } from '../../warehouse/records.queries.ts';
import { encodePages, joinBatch, type StoreBatch } from '../../warehouse/store-batch.ts';
import { deliverAll, type RunKind } from './delivery.ts';
import { PullProgress } from './pull-progress.ts';
import { pullInThread } from './pull-thread.ts';
import { notifyReconnect } from './reconnect-notice.service.ts';
import { loggableError, readableRunError } from './run-errors.ts';
import { RunHalt, untilHalted } from './run-halt.ts';
import {
  deleteSourceCursors,
  failStaleRuns,
  findHistoryStart,
  findRunningRunId,
  findSourceById,
  findSourceCursor,
  hasLinkLoadingHistoryBefore,
  insertRunUnlessRunning,
  type RunRow,
  requestRerun,
  type SourceRow,
  saveSourceCursor,
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

/**
 * Most records one store transaction takes: pages that arrived while the previous
 * batch was being stored go in together, so the per-transaction cost (commit, cursor, counts) is
 * paid per batch instead of per page. A killed run re-pulls at most this many records per stream.
 * 5,000 since batches go in by COPY: measured against 2,000 on the sync bench, end to end ÷ COPY
 * 0.56 against 0.51–0.52 (fewer commits beside the delivery's reads).
 */
export const STORE_BATCH_RECORDS = 5_000;

/**
 * The embedded database has one connection for everything: a long store transaction there holds up
 * every screen's query behind it, so its batches stay small enough to interleave with the requests.
 */
const EMBEDDED_STORE_BATCH_RECORDS = 500;

const storeBatchRecords = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' ? EMBEDDED_STORE_BATCH_RECORDS : STORE_BATCH_RECORDS;

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
  if (!source?.active || !source.isSetup) return { runId: null, status: 'skipped', counts, error: null };

  // a link still loading history makes any run continue that history (it must end)
  const kind: RunKind = requested === 'history' || (await hasHistoryToLoad(deps, source)) ? 'history' : requested;
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
    return { runId: run.id, status: 'failed', counts, error, crashed: true };
  } finally {
    await queueRequestedRerun(deps, sourceId);
  }
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

/** A run asked for while this one was active is queued now that it ended. */
async function queueRequestedRerun(deps: Deps, sourceId: number): Promise<void> {
  try {
    const kind = (await takeRequestedRerun(deps.database.executeSql, sourceId)) as RunKind | undefined;
    if (kind) await deps.sendJob('source-sync', { sourceId, kind });
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

/**
 * Pulls and stores every stream; returns the failure that stopped it, if any. The pull runs ahead
 * of the store (batchPages); each batch is stored with its last page's cursor and the run's counts
 * in one transaction, so a killed run loses and duplicates nothing: the next resumes from the last
 * committed cursor, and upserts by vendor id never duplicate.
 */
async function pullAll(
  deps: Deps,
  source: SourceRow,
  runId: number,
  kind: RunKind,
  counts: RunCounts,
  timings: RunTimings,
  progress: PullProgress,
  halt: RunHalt,
): Promise<VendorError | null> {
  const db = deps.database.db;
  const connector = deps.connectors.sources[source.sourceType as SourceTypeId];
  const scope = kind === 'history' ? 'history' : 'main';
  const startDate = kind === 'history' ? await historyStart(deps, source) : source.startDate;
  const detail = openSourceDetail(deps, source);
  try {
    for (const stream of connector.streams) {
      const saved = await findSourceCursor(db, source.id, scope, stream);
      counts.pulled[stream] ??= 0;
      const request = { cursor: saved?.cursor ?? null, startDate };
      // COPY rows go in by COPY until one meets a stored record; the stream's later batches are upserted
      let copyNew = true;
      // a stop ends the stream between two batches: the last one stored is committed with its cursor
      for await (const batch of untilHalted(storeBatches(deps, source, connector, detail, stream, request), halt)) {
        const stored = performance.now();
        const total: number = (counts.pulled[stream] ?? 0) + batch.pulled;
        const after: RunCounts = { ...counts, pulled: { ...counts.pulled, [stream]: total } };
        await db.transaction(async (tx) => {
          if (batch.copy) {
            const how = await storeCopyRows(
              tx,
              deps.database.kind,
              stream,
              source.accountId,
              source.id,
              batch.copy,
              copyNew,
            );
            copyNew &&= how === 'copied';
          } else if (batch.encoded) await upsertEncoded(tx, stream, source.accountId, source.id, batch.encoded);
          await saveSourceCursor(tx, { sourceId: source.id, scope, stream }, batch.cursor, deps.now());
          await updateRun(tx, runId, { counts: after });
        });
        counts.pulled[stream] = total;
        progress.stored(stream);
        timings.storeMs += performance.now() - stored;
        deps.log.debug({ sourceId: source.id, runId, stream, records: batch.pulled }, 'stored a batch');
      }
      if (halt.cut) return null;
      progress.end(stream);
    }
    // a finished back-fill starts afresh next time one is asked for
    if (scope === 'history') await deleteSourceCursors(db, source.id, 'history');
    return null;
  } catch (err) {
    if (err instanceof VendorError) return err;
    throw err;
  }
}

/**
 * Source types whose pull runs in the worker thread: the high-volume vendors whose
 * connectors are plain HTTP clients, rebuilt there from the registry's endpoints. Connectors that
 * renew OAuth tokens share state with the process (a renewal re-seals the source's detail) and
 * stay on the main thread, as does any connector the registry did not build (tests' wrappers).
 */
// SYNC_PULL_THREAD=0 keeps every pull on the main thread (to measure the difference)
const THREADED_PULLS: ReadonlySet<SourceTypeId> = new Set([SOURCE_TYPE.shopify, SOURCE_TYPE.wooCommerce]);

/** A stream's store batches: pulled in the worker thread when the connector allows it, else here. */
function storeBatches(
  deps: Deps,
  source: SourceRow,
  connector: SourceConnector,
  detail: Record<string, unknown>,
  stream: StreamName,
  request: PullRequest,
): AsyncIterable<StoreBatch> {
  const maxRecords = storeBatchRecords(deps.database.kind);
  const owner = { accountId: source.accountId, sourceId: source.id };
  const recipe = recipeOf(connector);
  if (recipe && THREADED_PULLS.has(recipe.type) && process.env.SYNC_PULL_THREAD !== '0')
    return pullInThread(recipe, detail, stream, request, { maxRecords, rows: owner });
  return (async function* () {
    for await (const pages of batchPages(encodePages(connector.pull(detail, stream, request)), maxRecords))
      yield joinBatch(pages, owner);
  })();
}

/** The earliest history date among the destinations loading history. */
async function historyStart(deps: Deps, source: SourceRow): Promise<string> {
  return (await findHistoryStart(deps.database.db, source.id)) ?? source.startDate;
}

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
