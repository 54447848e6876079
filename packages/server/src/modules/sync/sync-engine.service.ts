import { performance } from 'node:perf_hooks';
import {
  type DestinationTypeId,
  HISTORY_MAX_ATTEMPTS,
  SOURCE_TYPE_NAMES,
  type SourceTypeId,
} from '@storelens/contract/domain/connectors';
import type { RunCounts } from '../../db/connectors.schema.ts';
import type { Deps } from '../../deps.ts';
import type { StreamName } from '../../integrations/records.ts';
import { VendorError } from '../../integrations/vendor-error.ts';
import { openDestinationDetail } from '../destinations/destinations.service.ts';
import { openSourceDetail, type SourceRow } from '../sources/sources.service.ts';
import { batchPages } from './read-ahead.ts';
import { notifyReconnect } from './reconnect-notice.service.ts';
import {
  deleteSourceCursors,
  failStaleRuns,
  findDeliveryCursorSeq,
  findHistoryStart,
  findLinksWithDestinations,
  findRunningRunId,
  findSourceById,
  findSourceCursor,
  hasLinkLoadingHistoryBefore,
  insertRunUnlessRunning,
  type RunRow,
  requestRerun,
  saveDeliveryCursor,
  saveSourceCursor,
  takeRequestedRerun,
  updateLinkState,
  updateRun,
  updateSourceState,
} from './sync.queries.ts';
import { readChangesAfter, upsertRecords } from './warehouse.queries.ts';

export type RunKind = 'scheduled' | 'history' | 'manual';

/** Runs in a row that may fail a link's history load before it ends as failed (issue 14 §1). */

/** A worker whose heartbeat is older than this is dead: its runs are failed (issue 17 §3). */
export const DEFAULT_STALE_WORKER_MS = 30_000;

/** Who runs a run: the worker process (its heartbeat id) and the pg-boss job, when run by the queue. */
export interface RunContext {
  workerId?: string | null;
  jobId?: string | null;
  /** heartbeat age after which another worker's run counts as abandoned */
  staleWorkerMs?: number;
}

export const WORKER_STOPPED = 'Interrupted: the worker stopped during this run; it is run again automatically.';

/** Records per push call. */
const PUSH_BATCH = 500;

/**
 * Most records one store transaction takes (issue 15 §2): pages that arrived while the previous
 * batch was being stored go in together, so the per-transaction cost (commit, cursor, counts) is
 * paid per batch instead of per page. A killed run re-pulls at most this many records per stream.
 */
export const STORE_BATCH_RECORDS = 2_000;

/**
 * The embedded database has one connection for everything: a long store transaction there holds up
 * every screen's query behind it, so its batches stay small enough to interleave with the requests.
 */
const EMBEDDED_STORE_BATCH_RECORDS = 500;

const storeBatchRecords = (kind: 'pglite' | 'postgres') =>
  kind === 'pglite' ? EMBEDDED_STORE_BATCH_RECORDS : STORE_BATCH_RECORDS;

export interface RunOutcome {
  runId: number | null;
  /** 'queued': another run of the source was active; this request runs once that one ends */
  status: 'succeeded' | 'failed' | 'skipped' | 'queued';
  counts: RunCounts;
  error: string | null;
  /** the run stopped on an exception (not a vendor's answer): the job is worth retrying */
  crashed?: boolean;
  /** where the run's time went (ms): pull and store overlap, so pullMs is their wall time */
  timings?: RunTimings;
}

export interface RunTimings {
  /** pulling and storing every stream (wall time: the two overlap) */
  pullMs: number;
  /** of which inside store transactions */
  storeMs: number;
  /** delivering to every destination: reading the warehouse and pushing */
  deliverMs: number;
}

const DECRYPT_FAILURES = ['Unsupported state or unable to authenticate data', 'not a sealed secret'];
const CONNECTION_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001'];

/**
 * The text a user reads for an exception inside a run: never the raw message, which may carry a
 * query's parameters or a record. The full error goes to the log (with the query cut off).
 */
export function readableRunError(err: unknown, runId?: number): string {
  if (err instanceof VendorError) return err.message;
  const chain: unknown[] = [];
  for (let e: unknown = err; e && chain.length < 5; e = (e as { cause?: unknown }).cause) chain.push(e);
  const messages = chain.map((e) => (e instanceof Error ? e.message : String(e)));
  const codes = chain.map((e) => (e as { code?: unknown }).code).filter((c): c is string => typeof c === 'string');
  if (messages.some((m) => DECRYPT_FAILURES.some((text) => m.includes(text))))
    return 'The stored credentials could not be decrypted: this worker runs with another SECRET_KEY than the one that saved them. An operator must start every process with the same SECRET_KEY.';
  if (
    codes.some((c) => CONNECTION_CODES.includes(c)) ||
    messages.some((m) => /connection (terminated|refused)/i.test(m))
  )
    return 'The database could not be reached during this run. The run is tried again automatically.';
  const sqlState = codes.find((c) => /^[0-9A-Z]{5}$/.test(c));
  if (sqlState || messages.some((m) => m.startsWith('Failed query')))
    return `The database refused a step of this run${sqlState ? ` (error ${sqlState})` : ''}. The run is tried again automatically.`;
  return `An internal error stopped this run${runId ? ` (reference: run ${runId})` : ''}. The run is tried again automatically; the details are in the server log.`;
}

/** What may be logged of an exception: its class, code and first message line, never query parameters. */
export const loggableError = (err: unknown) => {
  const e = err as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const firstLine = (text: unknown) =>
    typeof text === 'string' ? (text.split('\n')[0] ?? '').slice(0, 300) : undefined;
  return {
    type: typeof e?.name === 'string' ? e.name : typeof err,
    code: typeof e?.code === 'string' ? e.code : undefined,
    message: firstLine(e?.message ?? String(err)),
    cause: e?.cause ? firstLine((e.cause as { message?: unknown }).message) : undefined,
    stack:
      typeof e?.stack === 'string'
        ? e.stack
            .split('\n')
            .filter((l) => l.trimStart().startsWith('at '))
            .slice(0, 8)
            .join('\n')
        : undefined,
  };
};

const messageOf = (err: unknown) => readableRunError(err);

/**
 * One run of a source (issue "Connectors" §5): pull each stream from its committed cursor and store
 * it page by page (records and cursor in one transaction), then deliver new and changed records to
 * each destination from its own cursor. A killed run loses nothing: the next resumes from the last
 * committed cursors, and upserts by vendor id never duplicate.
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

  // a link still loading history makes any run continue that history (it must end, issue 14 §1)
  const kind: RunKind = requested === 'history' || (await hasHistoryToLoad(deps, source)) ? 'history' : requested;
  const run = await claimRun(deps, source.id, kind, context);
  if (!run) {
    deps.log.info({ sourceId, kind }, 'a run of this source is active: this one runs when it ends');
    return { runId: null, status: 'queued', counts, error: null };
  }
  const saveCounts = () => updateRun(db, run.id, { counts });
  const timings: RunTimings = { pullMs: 0, storeMs: 0, deliverMs: 0 };

  try {
    const pulling = performance.now();
    const pullError = await pullAll(deps, source, run.id, kind, counts, timings);
    timings.pullMs = performance.now() - pulling;
    const delivering = performance.now();
    await deliverAll(deps, source, kind, pullError, counts, saveCounts);
    timings.deliverMs = performance.now() - delivering;

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
    // issue 17 §2: an exception fails the run with a readable reason, and says so in the log
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
): Promise<VendorError | null> {
  const db = deps.database.db;
  const connector = deps.connectors.sources[source.sourceType as SourceTypeId];
  if (!connector) {
    const name = SOURCE_TYPE_NAMES[source.sourceType as SourceTypeId];
    return new VendorError('invalid', 'NotAvailable', `Syncing ${name} sources is not available yet.`);
  }
  const scope = kind === 'history' ? 'history' : 'main';
  const startDate = kind === 'history' ? await historyStart(deps, source) : source.startDate;
  const detail = openSourceDetail(deps, source);
  try {
    for (const stream of connector.streams) {
      const saved = await findSourceCursor(db, source.id, scope, stream);
      counts.pulled[stream] ??= 0;
      const pages = connector.pull(detail, stream, { cursor: saved?.cursor ?? null, startDate });
      for await (const batch of batchPages(pages, storeBatchRecords(deps.database.kind))) {
        const records = batch.flatMap((page) => page.records);
        const stored = performance.now();
        const total: number = (counts.pulled[stream] ?? 0) + records.length;
        const after: RunCounts = { ...counts, pulled: { ...counts.pulled, [stream]: total } };
        await db.transaction(async (tx) => {
          await upsertRecords(tx, stream, source.accountId, source.id, records);
          await saveSourceCursor(tx, { sourceId: source.id, scope, stream }, batch.at(-1)!.cursor, deps.now());
          await updateRun(tx, runId, { counts: after });
        });
        counts.pulled[stream] = total;
        timings.storeMs += performance.now() - stored;
        deps.log.debug({ sourceId: source.id, runId, stream, records: records.length }, 'stored a batch');
      }
    }
    // a finished back-fill starts afresh next time one is asked for
    if (scope === 'history') await deleteSourceCursors(db, source.id, 'history');
    return null;
  } catch (err) {
    if (err instanceof VendorError) return err;
    throw err;
  }
}

/** The earliest history date among the destinations loading history. */
async function historyStart(deps: Deps, source: SourceRow): Promise<string> {
  return (await findHistoryStart(deps.database.db, source.id)) ?? source.startDate;
}

/**
 * Delivers to each destination in turn; one failing destination never holds up the others. A link's
 * history is loaded once a clean pull covered its start date (a history run for dates before the
 * source's own start, any run for the rest) and it took the data. A history load ends: loaded, or
 * failed with its reason after HISTORY_MAX_ATTEMPTS runs in a row failed it (issue 14 §1).
 */
async function deliverAll(
  deps: Deps,
  source: SourceRow,
  kind: RunKind,
  pullError: VendorError | null,
  counts: RunCounts,
  saveCounts: () => Promise<unknown>,
): Promise<void> {
  const db = deps.database.db;
  const links = await findLinksWithDestinations(db, source.id);
  for (const { link, destination } of links) {
    const key = String(destination.id);
    let deliveryError: string | null = null;
    try {
      const connector = deps.connectors.destinations[destination.destinationType as DestinationTypeId];
      if (!connector)
        throw new VendorError('invalid', 'NotAvailable', `Delivery to ${destination.name} is not available yet.`);
      const detail = { ...openDestinationDetail(deps, destination), ...link.detail };
      counts.pushed[key] ??= {};
      for (const stream of connector.streams) {
        counts.pushed[key][stream] =
          (counts.pushed[key][stream] ?? 0) +
          (await deliverStream(deps, source, destination.id, stream, (batch) =>
            connector.push(detail, batch, { accountId: source.accountId, sourceId: source.id }),
          ));
        await saveCounts();
      }
    } catch (err) {
      deliveryError = `${destination.name}: ${messageOf(err)}`;
      counts.destinationErrors[key] = deliveryError;
      deps.log.warn(
        { sourceId: source.id, destinationId: destination.id, error: loggableError(err) },
        'delivery failed',
      );
    }
    const historyError = link.loadingHistory ? (deliveryError ?? pullError?.message ?? null) : null;
    const historyLoaded =
      link.loadingHistory && !historyError && (kind === 'history' || link.startDate >= source.startDate);
    const failures = link.historyFailures + 1;
    await updateLinkState(db, source.id, destination.id, {
      lastError: deliveryError,
      ...(historyLoaded ? { loadingHistory: false, historyFailures: 0, historyError: null } : {}),
      ...(historyError
        ? {
            historyFailures: failures,
            historyError,
            ...(failures >= HISTORY_MAX_ATTEMPTS ? { loadingHistory: false } : {}),
          }
        : {}),
    });
    if (historyError && failures >= HISTORY_MAX_ATTEMPTS)
      deps.log.warn(
        { sourceId: source.id, destinationId: destination.id },
        `source ${source.id}: loading history into destination ${destination.id} failed ${failures} runs in a row and ended`,
      );
  }
}

/**
 * Pushes one stream's changes past the destination's cursor, moving the cursor after each batch.
 * The next batch is read while this one is pushed (the read does not move the cursor), so the
 * database and the destination work at the same time.
 */
async function deliverStream(
  deps: Deps,
  source: SourceRow,
  destinationId: number,
  stream: StreamName,
  push: (batch: { stream: StreamName; records: never[] }) => Promise<void>,
): Promise<number> {
  const db = deps.database.db;
  const key = { sourceId: source.id, destinationId, stream };
  const read = (afterSeq: number) => {
    const rows = readChangesAfter(db, stream, source.id, afterSeq, PUSH_BATCH);
    rows.catch(() => undefined); // a read left behind by a failed push is not waited for
    return rows;
  };
  let next = read((await findDeliveryCursorSeq(db, source.id, destinationId, stream)) ?? 0);
  let pushed = 0;
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return pushed;
    const lastSeq = rows.at(-1)!.seq;
    next = read(lastSeq);
    await push({ stream, records: rows.map((r) => r.record) as never[] });
    pushed += rows.length;
    await saveDeliveryCursor(db, key, lastSeq, deps.now());
  }
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
