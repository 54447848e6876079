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
import type { RunKind } from './delivery.ts';
import type { PullProgress } from './pull-progress.ts';
import { pullInThread } from './pull-thread.ts';
import { deleteResyncCursor, findResyncCursors } from './resync.queries.ts';
import { type RunHalt, untilHalted } from './run-halt.ts';
import {
  deleteSourceCursors,
  findHistoryStart,
  findSourceCursor,
  type SourceRow,
  saveSourceCursor,
  updateRun,
} from './sync.queries.ts';

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

/** Where the run's time went inside the pull (ms). */
export interface PullTimings {
  storeMs: number;
}

/** One stream to pull: from its cursor in `scope`, or from `startDate` when it has none. */
interface StreamPull {
  stream: StreamName;
  scope: string;
  startDate: string;
  /** a re-sync: its cursor row is the request, removed once the stream is pulled */
  isResync: boolean;
}

/**
 * What a run pulls: a history run every stream from the history start ('history' cursors); a
 * re-sync only the streams asked for, each from its date ('resync:<date>' cursors), leaving the other
 * streams' cursors alone; a scheduled or manual run every stream from its 'main' cursor, then any
 * re-sync still waiting (a re-sync request is never lost to a run that took its turn).
 */
async function plannedPulls(deps: Deps, source: SourceRow, connector: SourceConnector, kind: RunKind) {
  if (kind === 'history') {
    const startDate = (await findHistoryStart(deps.database.db, source.id)) ?? source.startDate;
    return connector.streams.map((stream): StreamPull => ({ stream, scope: 'history', startDate, isResync: false }));
  }
  const resyncs = (await findResyncCursors(deps.database.db, source.id))
    .filter((r) => (connector.streams as readonly string[]).includes(r.stream))
    .map((r): StreamPull => ({ stream: r.stream as StreamName, scope: r.scope, startDate: r.since, isResync: true }));
  const order = (p: StreamPull) => connector.streams.indexOf(p.stream);
  resyncs.sort((a, b) => order(a) - order(b));
  if (kind === 'resync') return resyncs;
  const main = connector.streams.map(
    (stream): StreamPull => ({ stream, scope: 'main', startDate: source.startDate, isResync: false }),
  );
  return [...main, ...resyncs];
}

/**
 * Pulls and stores the run's streams; returns the failure that stopped it, if any. The pull runs
 * ahead of the store (batchPages); each batch is stored with its last page's cursor and the run's
 * counts in one transaction, so a killed run loses and duplicates nothing: the next resumes from the
 * last committed cursor, and upserts by vendor id never duplicate (nor give an unchanged record a
 * new change sequence, so a re-pull delivers only what changed).
 */
export async function pullAll(
  deps: Deps,
  source: SourceRow,
  runId: number,
  kind: RunKind,
  counts: RunCounts,
  timings: PullTimings,
  progress: PullProgress,
  halt: RunHalt,
): Promise<VendorError | null> {
  const db = deps.database.db;
  const connector = deps.connectors.sources[source.sourceType as SourceTypeId];
  const detail = openSourceDetail(deps, source);
  try {
    const pulls = await plannedPulls(deps, source, connector, kind);
    for (const [index, pull] of pulls.entries()) {
      const { stream, scope } = pull;
      const saved = await findSourceCursor(db, source.id, scope, stream);
      counts.pulled[stream] ??= 0;
      const request = { cursor: saved?.cursor || null, startDate: pull.startDate };
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
      if (pull.isResync) await deleteResyncCursor(db, source.id, scope, stream);
      // the delivery of a stream ends after its last pull of the run
      if (!pulls.slice(index + 1).some((later) => later.stream === stream)) progress.end(stream);
    }
    // a finished back-fill starts afresh next time one is asked for
    if (kind === 'history') await deleteSourceCursors(db, source.id, 'history');
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
