import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { destinations, syncRuns } from '../../db/connectors.schema.ts';
import { auditLog, users } from '../../db/schema.ts';

/** One entry of a source's timeline page: a run or an audit row, by id. */
export interface TimelineKey {
  type: 'run' | 'change';
  id: number;
}

/**
 * A page of a source's runs and configuration changes (its own audit rows and its destination
 * links'), newest first, and how many there are. The audit rows are the account's only.
 */
export async function findTimelinePage(
  db: Db,
  accountId: number,
  sourceId: number,
  take: number,
  skip: number,
): Promise<{ total: number; keys: TimelineKey[] }> {
  const entries = sql`
    select 'run' as type, r.id, r.started_at as at from ${syncRuns} r where r.source_id = ${sourceId}
    union all
    select 'change', a.id, a.at from ${auditLog} a
    where a.account_id = ${accountId}
      and ((a.target_type = 'source' and a.target_id = ${String(sourceId)})
        or (a.target_type = 'sourceLink' and a.target_id like ${`${sourceId}:%`}))`;
  const rows = rowsOf<{ type: 'run' | 'change'; id: number; total: number }>(
    await db.execute(sql`
      select type, id, count(*) over () as total from (${entries}) e
      order by at desc, type, id desc limit ${take} offset ${skip}`),
  );
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*) as n from (${entries}) e`))[0]?.n ?? 0);
  return { total, keys: rows.map((r) => ({ type: r.type, id: Number(r.id) })) };
}

export const findRunsByIds = async (db: Db, ids: number[]) =>
  ids.length === 0 ? [] : db.select().from(syncRuns).where(inArray(syncRuns.id, ids));

/** Audit rows with their actor's name (null when the product acted). */
export const findChangesByIds = async (db: Db, ids: number[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          details: auditLog.details,
          actorId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(auditLog)
        .leftJoin(users, sql`${users.id} = ${auditLog.actorUserId}`)
        .where(inArray(auditLog.id, ids));

/** The names of the account's destinations, by id (a deleted one is simply absent). */
export const findDestinationNames = async (db: Db, accountId: number): Promise<Map<number, string>> =>
  new Map(
    (
      await db
        .select({ id: destinations.id, name: destinations.name })
        .from(destinations)
        .where(sql`${destinations.accountId} = ${accountId}`)
    ).map((d) => [d.id, d.name]),
  );
