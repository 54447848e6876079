import { SYNC_STREAMS } from '@storelens/contract/domain/source-health';
import { SOURCE_ALERT_EMAILS_SETTING } from '@storelens/contract/validation/user-settings';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { destinations, sourceDestinations, sources, syncRuns } from '../../db/connectors.schema.ts';
import { hasRows } from '../../db/rows.ts';
import { accounts, accountUsers, userSettings, users } from '../../db/schema.ts';
import { idArray, preparedOn } from '../../identity/prepared.queries.ts';

export type SourceRow = typeof sources.$inferSelect;
export type LinkRow = typeof sourceDestinations.$inferSelect;

/**
 * The state that watches a source's runs: the failure streak, the one-time notices, the pause, the
 * freshness facts, and what the dashboard's one state per source reads. Each notice is claimed by a conditional update, so that
 * two runs ending at once never both send it.
 */

/** One more failed run in a row: answers the new streak. */
export const addFailure = async (db: Db, sourceId: number): Promise<number> =>
  (
    await db
      .update(sources)
      .set({ failureStreak: sql`${sources.failureStreak} + 1` })
      .where(eq(sources.id, sourceId))
      .returning({ streak: sources.failureStreak })
  )[0]?.streak ?? 0;

/** A successful run ends the streak. */
export const clearFailures = async (db: Db, sourceId: number): Promise<void> => {
  await db
    .update(sources)
    .set({ failureStreak: 0 })
    .where(and(eq(sources.id, sourceId), sql`${sources.failureStreak} <> 0`));
};

/** Marks the failing notice as sent unless it was: answers whether this call did. */
export const claimFailingNotice = (db: Db, sourceId: number, now: Date): Promise<boolean> =>
  hasRows(
    db
      .update(sources)
      .set({ failingNotifiedAt: now })
      .where(and(eq(sources.id, sourceId), isNull(sources.failingNotifiedAt)))
      .returning({ id: sources.id }),
  );

/** Clears the failing notice if one was sent: answers whether this call did (then "working again" is due). */
export const claimRecoveredNotice = (db: Db, sourceId: number): Promise<boolean> =>
  hasRows(
    db
      .update(sources)
      .set({ failingNotifiedAt: null })
      .where(and(eq(sources.id, sourceId), isNotNull(sources.failingNotifiedAt)))
      .returning({ id: sources.id }),
  );

/** Pauses the source unless it is paused: no next run time, so the scheduler skips it. Answers whether this call did. */
export const claimPause = (db: Db, sourceId: number, now: Date, reason: string): Promise<boolean> =>
  hasRows(
    db
      .update(sources)
      .set({ pausedAt: now, pausedReason: reason, nextRunTime: null })
      .where(and(eq(sources.id, sourceId), isNull(sources.pausedAt)))
      .returning({ id: sources.id }),
  );

/** Resumes a paused source: clears the pause and the streak and sets its next run. Answers whether it was paused. */
export const clearPause = (db: Db, sourceId: number, nextRunTime: Date | null, now: Date): Promise<boolean> =>
  hasRows(
    db
      .update(sources)
      .set({ pausedAt: null, pausedReason: null, failureStreak: 0, nextRunTime, updatedAt: now })
      .where(and(eq(sources.id, sourceId), isNotNull(sources.pausedAt)))
      .returning({ id: sources.id }),
  );

/**
 * The addresses source alerts go to: the account's activated, active admins who have not turned
 * source alert emails off (the user setting, stored as JSON text).
 */
export const findAlertRecipients = async (db: Db, accountId: number): Promise<string[]> =>
  (
    await db
      .select({ email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .leftJoin(
        userSettings,
        and(
          eq(userSettings.userId, users.id),
          isNull(userSettings.accountId),
          eq(userSettings.name, SOURCE_ALERT_EMAILS_SETTING),
        ),
      )
      .where(
        and(
          eq(accountUsers.accountId, accountId),
          eq(accountUsers.accessLevel, 'admin'),
          eq(users.isActive, true),
          isNotNull(users.activatedAt),
          sql`coalesce(${userSettings.value}, 'true') <> 'false'`,
        ),
      )
  ).map((r) => r.email);

// ---------------------------------------------------------------- freshness

export interface FreshnessFacts {
  lastSuccessAt: Date | null;
  /** per stream: the start of the last successful run that pulled it */
  completeThrough: Record<string, Date>;
}

/**
 * Per source: the end of its latest successful run, and per stream the start of the latest successful
 * run that pulled it. Each is the first matching row walking the (source, started_at) index backwards,
 * so a source with a year of runs costs what one with a day does.
 */
export async function findFreshnessFacts(db: Db, sourceIds: number[]): Promise<Map<number, FreshnessFacts>> {
  const out = new Map<number, FreshnessFacts>();
  if (sourceIds.length === 0) return out;
  const latest = (pick: ReturnType<typeof sql>, condition: ReturnType<typeof sql>) => sql`(
    select ${pick} from ${syncRuns} r
    where r.source_id = s.id and r.status = 'succeeded' and ${condition}
    order by r.started_at desc limit 1)`;
  // one row per source, a column per stream: a list of 21 sources reads 21 rows, not 21 per stream
  const streamColumns = SYNC_STREAMS.map(
    (stream, index) =>
      sql`${latest(sql`r.started_at`, sql`jsonb_exists(r.counts->'pulled', ${stream})`)} as ${sql.raw(`s${index}`)}`,
  );
  const rows = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      select s.id as source_id, ${latest(sql`r.finished_at`, sql`true`)} as last_success, ${sql.join(streamColumns, sql`, `)}
      from unnest(${idArray(sourceIds)}::integer[]) as s(id)`),
  );
  for (const row of rows) {
    const completeThrough: Record<string, Date> = {};
    SYNC_STREAMS.forEach((stream, index) => {
      const through = row[`s${index}`];
      if (through) completeThrough[stream] = new Date(through);
    });
    const lastSuccess = row.last_success;
    out.set(Number(row.source_id), { lastSuccessAt: lastSuccess ? new Date(lastSuccess) : null, completeThrough });
  }
  return out;
}

/** Marks the source's reconnect notice as sent, unless it was already: answers whether this call did. */
export const claimReconnectNotice = async (db: Db, sourceId: number, now: Date): Promise<boolean> =>
  hasRows(
    db
      .update(sources)
      .set({ reconnectNotifiedAt: now })
      .where(and(eq(sources.id, sourceId), isNull(sources.reconnectNotifiedAt)))
      .returning({ id: sources.id }),
  );

/** The email addresses of the account's active admins. */
export const findActiveAdminEmails = async (db: Db, accountId: number): Promise<string[]> =>
  (
    await db
      .select({ email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(
        and(eq(accountUsers.accountId, accountId), eq(accountUsers.accessLevel, 'admin'), eq(users.isActive, true)),
      )
  ).map((r) => r.email);

export const findAccountName = async (db: Db, accountId: number): Promise<string | undefined> =>
  (await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)))[0]?.name;

// ---------------------------------------------------------------- dashboard state

/** What a link's state is decided from (connector-state.service.ts). */
export type LinkStateFacts = Pick<
  LinkRow,
  'sourceId' | 'destinationId' | 'startDate' | 'loadingHistory' | 'historyFailures' | 'historyError' | 'lastError'
>;

/** The links of many sources with their destinations' names, by source and destination. */
// the source list asks these on every visit: prepared once
const linksWithNames = preparedOn((db) =>
  db
    .select({
      // what a link's state is decided from: not its detail
      link: {
        sourceId: sourceDestinations.sourceId,
        destinationId: sourceDestinations.destinationId,
        startDate: sourceDestinations.startDate,
        loadingHistory: sourceDestinations.loadingHistory,
        historyFailures: sourceDestinations.historyFailures,
        historyError: sourceDestinations.historyError,
        lastError: sourceDestinations.lastError,
      },
      name: destinations.name,
    })
    .from(sourceDestinations)
    .innerJoin(destinations, eq(destinations.id, sourceDestinations.destinationId))
    .where(sql`${sourceDestinations.sourceId} = any(${sql.placeholder('ids')}::integer[])`)
    .orderBy(sourceDestinations.sourceId, sourceDestinations.destinationId)
    .prepare('links_with_names'),
);

export const findLinksWithNames = async (
  db: Db,
  sourceIds: number[],
): Promise<Array<{ link: LinkStateFacts; name: string }>> =>
  sourceIds.length === 0 ? [] : linksWithNames(db).execute({ ids: idArray(sourceIds) });

/** Records pulled by the history runs since the loading links were added, per source. */
const historyPulled = preparedOn((db) => {
  const since = db
    .select({
      sourceId: sourceDestinations.sourceId,
      since: sql<Date>`min(${sourceDestinations.createdAt})`.as('since'),
    })
    .from(sourceDestinations)
    .where(
      and(
        sql`${sourceDestinations.sourceId} = any(${sql.placeholder('ids')}::integer[])`,
        eq(sourceDestinations.loadingHistory, true),
      ),
    )
    .groupBy(sourceDestinations.sourceId)
    .as('loading');
  return db
    .select({
      sourceId: syncRuns.sourceId,
      pulled: sql<number>`coalesce(sum((select coalesce(sum(value::bigint), 0) from jsonb_each_text(${syncRuns.counts}->'pulled'))), 0)::bigint`,
    })
    .from(syncRuns)
    .innerJoin(since, eq(since.sourceId, syncRuns.sourceId))
    .where(and(eq(syncRuns.kind, 'history'), sql`${syncRuns.startedAt} >= ${since.since}`))
    .groupBy(syncRuns.sourceId)
    .prepare('history_pulled');
});

export async function findHistoryPulled(db: Db, sourceIds: number[]): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await historyPulled(db).execute({ ids: idArray(sourceIds) });
  return new Map(rows.map((r) => [r.sourceId, Number(r.pulled)]));
}
