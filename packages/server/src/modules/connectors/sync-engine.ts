import { type DestinationTypeId, SOURCE_TYPE_NAMES, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { and, eq, sql } from 'drizzle-orm';
import {
  deliveryCursors,
  destinations,
  type RunCounts,
  sourceCursors,
  sourceDestinations,
  sources,
  syncRuns,
} from '../../db/connectors.schema.ts';
import type { Deps } from '../../deps.ts';
import type { StreamName } from '../../integrations/records.ts';
import { VendorError } from '../../integrations/vendor-error.ts';
import { openDestinationDetail } from './destinations.service.ts';
import { notifyReconnect } from './reconnect-notice.ts';
import { openSourceDetail, type SourceRow } from './sources.service.ts';
import { readChangesAfter, upsertRecords } from './warehouse.ts';

export type RunKind = 'scheduled' | 'history' | 'manual';

/** Records per push call. */
const PUSH_BATCH = 500;

export interface RunOutcome {
  runId: number | null;
  status: 'succeeded' | 'failed' | 'skipped';
  counts: RunCounts;
  error: string | null;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * One run of a source (issue "Connectors" §5): pull each stream from its committed cursor and store
 * it page by page (records and cursor in one transaction), then deliver new and changed records to
 * each destination from its own cursor. A killed run loses nothing: the next resumes from the last
 * committed cursors, and upserts by vendor id never duplicate.
 */
export async function runSource(deps: Deps, sourceId: number, kind: RunKind): Promise<RunOutcome> {
  const db = deps.database.db;
  const [source] = await db.select().from(sources).where(eq(sources.id, sourceId));
  const counts: RunCounts = { pulled: {}, pushed: {}, destinationErrors: {} };
  if (!source?.active || !source.isSetup) return { runId: null, status: 'skipped', counts, error: null };

  // a 'running' row left here belongs to a worker that died: jobs of one source never overlap
  await db
    .update(syncRuns)
    .set({ status: 'failed', finishedAt: deps.now(), error: 'Interrupted: the worker stopped during this run.' })
    .where(and(eq(syncRuns.sourceId, sourceId), eq(syncRuns.status, 'running')));
  const [run] = await db.insert(syncRuns).values({ sourceId, kind, startedAt: deps.now() }).returning();
  const saveCounts = () => db.update(syncRuns).set({ counts }).where(eq(syncRuns.id, run!.id));

  const pullError = await pullAll(deps, source, kind, counts, saveCounts);
  await deliverAll(deps, source, kind, pullError === null, counts, saveCounts);

  const destinationFailure = Object.values(counts.destinationErrors)[0] ?? null;
  const error = pullError ? pullError.message : destinationFailure;
  const status = pullError ? 'failed' : 'succeeded';
  await db
    .update(syncRuns)
    .set({
      status,
      finishedAt: deps.now(),
      counts,
      error,
      errorKind: pullError?.kind ?? (destinationFailure ? 'destination' : null),
    })
    .where(eq(syncRuns.id, run!.id));
  await recordHealth(deps, source, pullError, destinationFailure);
  return { runId: run!.id, status, counts, error };
}

/** Pulls and stores every stream; returns the failure that stopped it, if any. */
async function pullAll(
  deps: Deps,
  source: SourceRow,
  kind: RunKind,
  counts: RunCounts,
  saveCounts: () => Promise<unknown>,
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
      const [saved] = await db
        .select()
        .from(sourceCursors)
        .where(
          and(eq(sourceCursors.sourceId, source.id), eq(sourceCursors.scope, scope), eq(sourceCursors.stream, stream)),
        );
      counts.pulled[stream] ??= 0;
      for await (const page of connector.pull(detail, stream, { cursor: saved?.cursor ?? null, startDate })) {
        await db.transaction(async (tx) => {
          await upsertRecords(tx, stream, source.accountId, source.id, page.records);
          await tx
            .insert(sourceCursors)
            .values({ sourceId: source.id, scope, stream, cursor: page.cursor, updatedAt: deps.now() })
            .onConflictDoUpdate({
              target: [sourceCursors.sourceId, sourceCursors.scope, sourceCursors.stream],
              set: { cursor: page.cursor, updatedAt: deps.now() },
            });
        });
        counts.pulled[stream] += page.records.length;
        await saveCounts();
      }
    }
    // a finished back-fill starts afresh next time one is asked for
    if (scope === 'history')
      await db
        .delete(sourceCursors)
        .where(and(eq(sourceCursors.sourceId, source.id), eq(sourceCursors.scope, 'history')));
    return null;
  } catch (err) {
    if (err instanceof VendorError) return err;
    deps.log.error({ err, sourceId: source.id }, 'source pull failed');
    return new VendorError('retryable', 'PullFailed', messageOf(err));
  }
}

/** The earliest history date among the destinations loading history. */
async function historyStart(deps: Deps, source: SourceRow): Promise<string> {
  const [row] = await deps.database.db
    .select({ from: sql<string | null>`min(${sourceDestinations.startDate})::text` })
    .from(sourceDestinations)
    .where(and(eq(sourceDestinations.sourceId, source.id), eq(sourceDestinations.loadingHistory, true)));
  return row?.from ?? source.startDate;
}

/**
 * Delivers to each destination in turn; one failing destination never holds up the others. A link's
 * history is loaded once a clean pull covered its start date: a history run for dates before the
 * source's own start, any run for the rest.
 */
async function deliverAll(
  deps: Deps,
  source: SourceRow,
  kind: RunKind,
  pulledCleanly: boolean,
  counts: RunCounts,
  saveCounts: () => Promise<unknown>,
): Promise<void> {
  const db = deps.database.db;
  const links = await db
    .select({ link: sourceDestinations, destination: destinations })
    .from(sourceDestinations)
    .innerJoin(destinations, eq(destinations.id, sourceDestinations.destinationId))
    .where(eq(sourceDestinations.sourceId, source.id));
  for (const { link, destination } of links) {
    const key = String(destination.id);
    try {
      const connector = deps.connectors.destinations[destination.destinationType as DestinationTypeId];
      if (!connector) throw new Error(`Delivery to ${destination.name} is not available yet.`);
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
      const historyLoaded = pulledCleanly && (kind === 'history' || link.startDate >= source.startDate);
      await db
        .update(sourceDestinations)
        .set({ lastError: null, ...(historyLoaded ? { loadingHistory: false } : {}) })
        .where(and(eq(sourceDestinations.sourceId, source.id), eq(sourceDestinations.destinationId, destination.id)));
    } catch (err) {
      const message = `${destination.name}: ${messageOf(err)}`;
      counts.destinationErrors[key] = message;
      deps.log.warn({ sourceId: source.id, destinationId: destination.id, err: messageOf(err) }, 'delivery failed');
      await db
        .update(sourceDestinations)
        .set({ lastError: message })
        .where(and(eq(sourceDestinations.sourceId, source.id), eq(sourceDestinations.destinationId, destination.id)));
    }
  }
}

/** Pushes one stream's changes past the destination's cursor, moving the cursor after each batch. */
async function deliverStream(
  deps: Deps,
  source: SourceRow,
  destinationId: number,
  stream: StreamName,
  push: (batch: { stream: StreamName; records: never[] }) => Promise<void>,
): Promise<number> {
  const db = deps.database.db;
  const where = and(
    eq(deliveryCursors.sourceId, source.id),
    eq(deliveryCursors.destinationId, destinationId),
    eq(deliveryCursors.stream, stream),
  );
  const [cursor] = await db.select().from(deliveryCursors).where(where);
  let lastSeq = cursor?.lastSeq ?? 0;
  let pushed = 0;
  for (;;) {
    const rows = await readChangesAfter(db, stream, source.accountId, source.id, lastSeq, PUSH_BATCH);
    if (rows.length === 0) return pushed;
    await push({ stream, records: rows.map((r) => r.record) as never[] });
    lastSeq = rows.at(-1)!.seq;
    pushed += rows.length;
    await db
      .insert(deliveryCursors)
      .values({ sourceId: source.id, destinationId, stream, lastSeq, updatedAt: deps.now() })
      .onConflictDoUpdate({
        target: [deliveryCursors.sourceId, deliveryCursors.destinationId, deliveryCursors.stream],
        set: { lastSeq, updatedAt: deps.now() },
      });
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
  await deps.database.db
    .update(sources)
    .set({ health, lastError, ...(health === 'ok' ? { reconnectNotifiedAt: null } : {}) })
    .where(eq(sources.id, source.id));
  if (health === 'reconnect' && !source.reconnectNotifiedAt) {
    await notifyReconnect(deps, source, lastError ?? 'The credentials were refused.');
  }
}
