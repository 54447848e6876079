import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accountConnectorSettings,
  deliveryCursors,
  destinations,
  sourceDestinations,
  sources,
  syncRuns,
  WAREHOUSE_TABLES,
} from '../../db/connectors.schema.ts';
import { firstRow, returnedRow } from '../../db/rows.ts';
import { idArray, preparedOn } from '../../identity/prepared.queries.ts';

export type SourceRow = typeof sources.$inferSelect;
export type NewSourceRow = typeof sources.$inferInsert;
export type SourceLinkRow = typeof sourceDestinations.$inferSelect;
export type SyncRunRow = typeof syncRuns.$inferSelect;

// ---------------------------------------------------------------- sources

/** One source of the account, or undefined. */
export const findSource = async (db: Db, accountId: number, id: number): Promise<SourceRow | undefined> =>
  firstRow(
    db
      .select()
      .from(sources)
      .where(and(eq(sources.accountId, accountId), eq(sources.id, id))),
  );

/** One source of the account, of the given type, or undefined. */
export const findSourceOfType = async (
  db: Db,
  accountId: number,
  id: number,
  type: SourceTypeId,
): Promise<SourceRow | undefined> =>
  firstRow(
    db
      .select()
      .from(sources)
      .where(and(eq(sources.accountId, accountId), eq(sources.id, id), eq(sources.sourceType, type))),
  );

// The source list (the dashboard's, and an admin's under load) runs on every visit: its statements are prepared once.
/**
 * The columns the source list shows or decides a state from: not a source's detail or sealed
 * secrets, which the list never sends and which cost their parsing on every visit.
 */
const listedColumns = {
  id: sources.id,
  name: sources.name,
  sourceType: sources.sourceType,
  frequencyMinutes: sources.frequencyMinutes,
  startDate: sources.startDate,
  active: sources.active,
  isSetup: sources.isSetup,
  nextRunTime: sources.nextRunTime,
  health: sources.health,
  lastError: sources.lastError,
  pausedAt: sources.pausedAt,
  pausedReason: sources.pausedReason,
  createdAt: sources.createdAt,
};
export type ListedSourceRow = Pick<SourceRow, keyof typeof listedColumns>;

const accountSources = preparedOn((db) =>
  db
    .select(listedColumns)
    .from(sources)
    .where(eq(sources.accountId, sql.placeholder('accountId')))
    .orderBy(sql`lower(${sources.name})`, sources.id)
    .prepare('account_sources'),
);

/** The account's sources as the list shows them, by name (case-insensitive), then id. */
export const findAccountSources = (db: Db, accountId: number): Promise<ListedSourceRow[]> =>
  accountSources(db).execute({ accountId });

export const countSources = async (db: Db, accountId: number): Promise<number> =>
  Number((await db.select({ n: count() }).from(sources).where(eq(sources.accountId, accountId)))[0]?.n ?? 0);

/** The account's own source limit, when one is set. */
export const findSourceLimitSetting = async (db: Db, accountId: number): Promise<number | undefined> =>
  (
    await db
      .select({ sourceLimit: accountConnectorSettings.sourceLimit })
      .from(accountConnectorSettings)
      .where(eq(accountConnectorSettings.accountId, accountId))
  )[0]?.sourceLimit;

export const insertSource = async (db: Db, values: NewSourceRow): Promise<SourceRow> =>
  returnedRow(db.insert(sources).values(values).returning(), 'source insert');

export const updateSourceRow = async (
  db: Db,
  id: number,
  values: Partial<NewSourceRow>,
): Promise<SourceRow | undefined> => firstRow(db.update(sources).set(values).where(eq(sources.id, id)).returning());

/** Deletes the source; its links, cursors, runs and records go with it (foreign keys cascade). */
export const deleteSourceRow = async (db: Db, id: number): Promise<void> => {
  await db.delete(sources).where(eq(sources.id, id));
};

/** Whether the warehouse holds any record of the source, in any stream. */
export async function hasWarehouseRecords(db: Db, accountId: number, sourceId: number): Promise<boolean> {
  for (const table of Object.values(WAREHOUSE_TABLES)) {
    const [row] = await db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.accountId, accountId), eq(table.sourceId, sourceId)))
      .limit(1);
    if (row) return true;
  }
  return false;
}

// ---------------------------------------------------------------- runs (for the list)

const sourcesLoadingHistory = preparedOn((db) =>
  db
    .selectDistinct({ sourceId: sourceDestinations.sourceId })
    .from(sourceDestinations)
    .where(
      and(
        sql`${sourceDestinations.sourceId} = any(${sql.placeholder('ids')}::integer[])`,
        eq(sourceDestinations.loadingHistory, true),
      ),
    )
    .prepare('sources_loading_history'),
);

/** The ids among `sourceIds` with a destination still loading its history. */
export const findSourcesLoadingHistory = async (db: Db, sourceIds: number[]): Promise<Set<number>> =>
  sourceIds.length === 0
    ? new Set()
    : new Set((await sourcesLoadingHistory(db).execute({ ids: idArray(sourceIds) })).map((r) => r.sourceId));

const lastRuns = preparedOn((db) =>
  db
    .selectDistinctOn([syncRuns.sourceId])
    .from(syncRuns)
    .where(sql`${syncRuns.sourceId} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(syncRuns.sourceId, desc(syncRuns.startedAt), desc(syncRuns.id))
    .prepare('last_runs_of_sources'),
);

/** The newest run of each source. */
export const findLastRuns = async (db: Db, sourceIds: number[]): Promise<Map<number, SyncRunRow>> =>
  sourceIds.length === 0
    ? new Map()
    : new Map((await lastRuns(db).execute({ ids: idArray(sourceIds) })).map((r) => [r.sourceId, r]));

// ---------------------------------------------------------------- destination links

/** The links of a source, in destination order. */
export const findSourceLinks = (db: Db, sourceId: number): Promise<SourceLinkRow[]> =>
  db
    .select()
    .from(sourceDestinations)
    .where(eq(sourceDestinations.sourceId, sourceId))
    .orderBy(sourceDestinations.destinationId);

/** The types of the account's destinations among `ids`. */
export const findDestinationTypes = async (db: Db, accountId: number, ids: number[]): Promise<Map<number, number>> =>
  ids.length === 0
    ? new Map()
    : new Map(
        (
          await db
            .select({ id: destinations.id, type: destinations.destinationType })
            .from(destinations)
            .where(and(eq(destinations.accountId, accountId), inArray(destinations.id, ids)))
        ).map((r) => [r.id, r.type]),
      );

/** The newest warehouse change of a source, per stream. */
export async function findCurrentSeqs(db: Db, accountId: number, sourceId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [stream, table] of Object.entries(WAREHOUSE_TABLES)) {
    const [row] = await db
      .select({ max: sql<number>`coalesce(max(${table.changeSeq}), 0)` })
      .from(table)
      .where(and(eq(table.accountId, accountId), eq(table.sourceId, sourceId)));
    out[stream] = Number(row?.max ?? 0);
  }
  return out;
}

export const insertSourceLink = async (db: Db, values: typeof sourceDestinations.$inferInsert): Promise<void> => {
  await db.insert(sourceDestinations).values(values);
};

export const updateSourceLinkDetail = async (
  db: Db,
  sourceId: number,
  destinationId: number,
  detail: Record<string, unknown>,
): Promise<void> => {
  await db
    .update(sourceDestinations)
    .set({ detail })
    .where(and(eq(sourceDestinations.sourceId, sourceId), eq(sourceDestinations.destinationId, destinationId)));
};

/** Sends these streams to the destination again from the start at the source's next run. */
export const rewindDeliveryCursors = async (
  db: Db,
  key: { sourceId: number; destinationId: number },
  streams: readonly string[],
): Promise<void> => {
  await db
    .update(deliveryCursors)
    .set({ lastSeq: 0, updatedAt: sql`now()` })
    .where(
      and(
        eq(deliveryCursors.sourceId, key.sourceId),
        eq(deliveryCursors.destinationId, key.destinationId),
        inArray(deliveryCursors.stream, [...streams]),
      ),
    );
};

export const insertDeliveryCursors = async (db: Db, values: (typeof deliveryCursors.$inferInsert)[]): Promise<void> => {
  await db.insert(deliveryCursors).values(values);
};

/** Deletes a link and its delivery cursors. */
export async function deleteSourceLink(db: Db, sourceId: number, destinationId: number): Promise<void> {
  await db
    .delete(deliveryCursors)
    .where(and(eq(deliveryCursors.sourceId, sourceId), eq(deliveryCursors.destinationId, destinationId)));
  await db
    .delete(sourceDestinations)
    .where(and(eq(sourceDestinations.sourceId, sourceId), eq(sourceDestinations.destinationId, destinationId)));
}
