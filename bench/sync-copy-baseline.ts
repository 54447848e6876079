/**
 * The limit the sync is measured against: a plain COPY of the same rows into the same
 * warehouse tables (same columns, indexes, defaults: the change sequence and the stored time), one
 * COPY statement per table, the rows already encoded in COPY's text format in memory. On
 * PostgreSQL through pg-copy-streams, on PGlite through its `/dev/blob` COPY input.
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../packages/server/src/db/client.ts';

export const WAREHOUSE = ['wh_customers', 'wh_orders', 'wh_products', 'wh_inventory', 'wh_locations'] as const;
const COLUMNS = '(account_id, source_id, vendor_id, data, vendor_updated_at)';

/** Each warehouse table's rows of a source, in COPY text format. */
export type CopyRows = Map<string, { text: string; rows: number }>;

/** COPY's text format: backslash, tab, newline and carriage return escaped; null as \N. */
const field = (value: unknown) =>
  value === null || value === undefined
    ? '\\N'
    : String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

/** Reads what a sync stored for the source, as the COPY input of the same rows. */
export async function readRowsForCopy(database: Database, sourceId: number): Promise<CopyRows> {
  const out: CopyRows = new Map();
  for (const table of WAREHOUSE) {
    const { rows } = await database.executeSql(
      `select account_id, source_id, vendor_id, data::text as data, vendor_updated_at::text as updated
       from ${table} where source_id = $1 order by change_seq`,
      [sourceId],
    );
    const text = rows
      .map((r) => [r.account_id, r.source_id, r.vendor_id, r.data, r.updated].map(field).join('\t'))
      .join('\n');
    out.set(table, { text: rows.length ? `${text}\n` : '', rows: rows.length });
  }
  return out;
}

/** Empties the warehouse and the source's cursors: the next sync or COPY starts from nothing. */
export async function emptyWarehouse(database: Database): Promise<void> {
  await database.executeSql(`truncate ${WAREHOUSE.join(', ')}`, []);
  await database.executeSql('delete from source_cursors', []);
  await database.executeSql('delete from delivery_cursors', []);
}

/** COPYs the rows into the (empty) tables; answers the milliseconds it took. */
export async function copyRows(database: Database, rows: CopyRows): Promise<number> {
  // drizzle keeps the driver's client: node-postgres' pool, or the PGlite instance
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const t0 = performance.now();
  for (const [table, { text }] of rows) {
    if (!text) continue;
    const statement = `copy ${table} ${COLUMNS} from`;
    if (database.kind === 'pglite') {
      await (client as PGlite).query(`${statement} '/dev/blob'`, [], { blob: new Blob([text]) });
      continue;
    }
    const connection = await (client as pg.Pool).connect();
    try {
      await new Promise<void>((resolve, reject) => {
        const stream = connection.query(copyFrom(`${statement} stdin`));
        stream.on('finish', resolve);
        stream.on('error', reject);
        stream.end(text);
      });
    } finally {
      connection.release();
    }
  }
  return performance.now() - t0;
}
