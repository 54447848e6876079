import { type DestinationTypeId, HISTORY_MAX_ATTEMPTS, type SourceTypeId } from '@storelens/contract/domain/connectors';
import type { RunCounts } from '../../db/connectors.schema.ts';
import type { Deps } from '../../deps.ts';
import type { PushBatch } from '../../integrations/connector.ts';
import { openDestinationDetail } from '../../integrations/credentials.ts';
import type { RecordsByStream, StreamName } from '../../integrations/records.ts';
import type { VendorError } from '../../integrations/vendor-error.ts';
import { readChangesAfter } from '../../warehouse/records.queries.ts';
import type { PullProgress } from './pull-progress.ts';
import { loggableError, readableRunError } from './run-errors.ts';
import type { RunHalt } from './run-halt.ts';
import {
  findDeliveryCursorSeq,
  findLinksWithDestinations,
  type SourceRow,
  saveDeliveryCursor,
  updateLinkState,
} from './sync.queries.ts';

/** Records per push call, unless the destination takes more. */
const PUSH_BATCH = 500;

export type RunKind = 'scheduled' | 'history' | 'manual' | 'resync';

/**
 * Delivers to each destination in turn; one failing destination never holds up the others. The
 * delivery runs beside the pull: each stream is pushed as its batches are committed (`progress`),
 * and ends once its pull is over. A link's history is loaded once a clean pull covered its start
 * date (a history run for dates before the source's own start, any run for the rest) and it took
 * the data. A history load ends: loaded, or failed with its reason after HISTORY_MAX_ATTEMPTS runs
 * in a row failed it.
 */
export async function deliverAll(
  deps: Deps,
  source: SourceRow,
  kind: RunKind,
  pull: { progress: PullProgress; outcome: Promise<VendorError | null>; halt?: RunHalt },
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
      const detail = { ...openDestinationDetail(deps, destination), ...link.detail };
      counts.pushed[key] ??= {};
      const context = {
        accountId: source.accountId,
        sourceId: source.id,
        sourceType: source.sourceType as SourceTypeId,
      };
      for (const stream of connector.streams) {
        const pushed = await deliverStream(
          deps,
          source,
          { destinationId: destination.id, stream, size: connector.pushBatchSize ?? PUSH_BATCH },
          pull.progress,
          (batch) => connector.push(detail, batch, context),
          pull.halt,
        );
        counts.pushed[key][stream] = (counts.pushed[key][stream] ?? 0) + pushed;
        await saveCounts();
      }
    } catch (err) {
      deliveryError = `${destination.name}: ${readableRunError(err)}`;
      counts.destinationErrors[key] = deliveryError;
      deps.log.warn(
        { sourceId: source.id, destinationId: destination.id, error: loggableError(err) },
        'delivery failed',
      );
    }
    // a run cut short by the process's stop delivered part of the data: its next run gives the verdict
    if (pull.halt?.cut) return;
    // the history verdict needs the pull's outcome: a failed pull did not cover the start date; a
    // re-sync pulls some streams only, so it gives none
    const pullError = await pull.outcome.catch(() => null);
    const judgesHistory = link.loadingHistory && kind !== 'resync';
    const historyError = judgesHistory ? (deliveryError ?? pullError?.message ?? null) : null;
    const historyLoaded = judgesHistory && !historyError && (kind === 'history' || link.startDate >= source.startDate);
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
 * A push batch read as JSON text: destinations that write JSON take `json` as it is; `records` is
 * parsed only when a destination reads it.
 */
function batchOf(stream: StreamName, json: string[]): PushBatch {
  let records: RecordsByStream[StreamName][] | null = null;
  return {
    stream,
    json,
    get records() {
      records ??= json.map((text) => JSON.parse(text) as RecordsByStream[StreamName]);
      return records;
    },
  };
}

/**
 * Pushes one stream's changes past the destination's cursor, moving the cursor after each batch.
 * The next batch is read while this one is pushed (the read does not move the cursor), so the
 * database and the destination work at the same time. An empty read while the stream's pull goes
 * on waits for its next committed batch; one after the pull ended ends the stream.
 */
async function deliverStream(
  deps: Deps,
  source: SourceRow,
  { destinationId, stream, size }: { destinationId: number; stream: StreamName; size: number },
  progress: PullProgress,
  push: (batch: PushBatch) => Promise<void>,
  halt?: RunHalt,
): Promise<number> {
  const db = deps.database.db;
  const key = { sourceId: source.id, destinationId, stream };
  const read = (afterSeq: number) => {
    // taken before the read: a batch committed after it is either in this read or moves the mark
    const mark = progress.mark(stream);
    const rows = readChangesAfter(db, stream, source.id, afterSeq, size).then((r) => ({ rows: r, mark }));
    rows.catch(() => undefined); // a read left behind by a failed push is not waited for
    return rows;
  };
  let lastSeq = (await findDeliveryCursorSeq(db, source.id, destinationId, stream)) ?? 0;
  let next = read(lastSeq);
  let pushed = 0;
  for (;;) {
    // the process stops: end between two pushes, the cursor past the last one pushed
    if (halt?.stopsHere()) return pushed;
    const { rows, mark } = await next;
    if (rows.length === 0) {
      if (mark.ended) return pushed;
      await progress.changedSince(stream, mark);
      next = read(lastSeq);
      continue;
    }
    lastSeq = rows.at(-1)!.seq;
    next = read(lastSeq);
    await push(
      batchOf(
        stream,
        rows.map((r) => r.json),
      ),
    );
    pushed += rows.length;
    await saveDeliveryCursor(db, key, lastSeq, deps.now());
  }
}
