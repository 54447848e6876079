import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { WAREHOUSE_TABLES, type whCustomers } from '../../db/connectors.schema.ts';
import { type RecordsByStream, STREAM_NAMES, type StreamName } from '../../integrations/records.ts';

/** Every warehouse table has the same columns; this names that shape. */
type WarehouseTable = typeof whCustomers;
const tableOf = (stream: StreamName): WarehouseTable => WAREHOUSE_TABLES[stream];

/** Rows per INSERT: 5 parameters each keeps us far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;

/**
 * Upserts a page of records keyed by (account, source, vendor id). A record that changed gets the
 * next change sequence, so every destination sees it again; an unchanged one keeps its place.
 */
export async function upsertRecords<S extends StreamName>(
  db: Db,
  stream: S,
  accountId: number,
  sourceId: number,
  records: RecordsByStream[S][],
): Promise<void> {
  const table = tableOf(stream);
  for (let i = 0; i < records.length; i += INSERT_CHUNK) {
    const chunk = records.slice(i, i + INSERT_CHUNK);
    await db
      .insert(table)
      .values(
        chunk.map((r) => ({
          accountId,
          sourceId,
          vendorId: r.vendorId,
          data: r as unknown as Record<string, unknown>,
          vendorUpdatedAt: new Date(r.updatedAt),
        })),
      )
      .onConflictDoUpdate({
        target: [table.accountId, table.sourceId, table.vendorId],
        set: {
          data: sql`excluded.data`,
          vendorUpdatedAt: sql`excluded.vendor_updated_at`,
          changeSeq: sql`nextval('warehouse_change_seq')`,
          storedAt: sql`now()`,
        },
        setWhere: sql`${table.data} is distinct from excluded.data`,
      });
  }
}

/** The next records a destination has not received, in change order. */
export async function readChangesAfter<S extends StreamName>(
  db: Db,
  stream: S,
  accountId: number,
  sourceId: number,
  afterSeq: number,
  limit: number,
): Promise<Array<{ seq: number; record: RecordsByStream[S] }>> {
  const table = tableOf(stream);
  const rows = await db
    .select({ seq: table.changeSeq, data: table.data })
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.sourceId, sourceId), gt(table.changeSeq, afterSeq)))
    .orderBy(asc(table.changeSeq))
    .limit(limit);
  return rows.map((r) => ({ seq: Number(r.seq), record: r.data as unknown as RecordsByStream[S] }));
}

/** Counts of stored records per stream for a source (tests, benchmarks, the dashboard). */
export async function countStored(db: Db, accountId: number, sourceId: number): Promise<Record<StreamName, number>> {
  const out = {} as Record<StreamName, number>;
  for (const stream of STREAM_NAMES) {
    const table = tableOf(stream);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.accountId, accountId), eq(table.sourceId, sourceId)));
    out[stream] = Number(row?.n ?? 0);
  }
  return out;
}

/** Removes every stored record of the given sources, in batches so no transaction grows huge. */
export async function deleteStoredData(db: Db, sourceIds: number[]): Promise<number> {
  let removed = 0;
  for (const stream of STREAM_NAMES) {
    const table = tableOf(stream);
    for (const sourceId of sourceIds) {
      for (;;) {
        const gone = await db.execute(sql`
          delete from ${table} where ctid in (
            select ctid from ${table} where ${table.sourceId} = ${sourceId} limit 5000)`);
        // node-postgres reports rowCount, PGlite affectedRows
        const result = gone as { affectedRows?: number; rowCount?: number };
        const n = Number(result.affectedRows ?? result.rowCount ?? 0);
        removed += n;
        if (n === 0) break;
      }
    }
  }
  return removed;
}
