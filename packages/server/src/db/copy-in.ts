/**
 * `COPY … FROM` inside a transaction: the fastest way PostgreSQL takes new rows. Drizzle
 * has no COPY, so the statement goes to the transaction's own connection: node-postgres' client
 * through pg-copy-streams, or PGlite's transaction with the data as its `/dev/blob` input.
 */
import type { Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './client.ts';

/** Drizzle keeps a transaction's connection as its session's client (node-postgres and PGlite alike). */
type TransactionConnection = pg.PoolClient | PGliteTransaction;
const connectionOf = (tx: Db): TransactionConnection =>
  // not in drizzle's public types; stable across its node-postgres and PGlite sessions since 0.30
  (tx as unknown as { session: { client: TransactionConnection } }).session.client;

/**
 * Runs `copy <target> from stdin with (format binary)` with `data` as its input, on the connection of
 * the transaction `tx` (which must be one: COPY's rows then commit or roll back with the rest).
 */
export async function copyBinaryIn(tx: Db, kind: 'pglite' | 'postgres', target: string, data: Buffer): Promise<void> {
  const connection = connectionOf(tx);
  if (kind === 'pglite') {
    await (connection as PGliteTransaction).query(`copy ${target} from '/dev/blob' with (format binary)`, [], {
      blob: new Blob([data]),
    });
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = (connection as pg.PoolClient).query(copyFrom(`copy ${target} from stdin with (format binary)`));
    stream.on('finish', resolve);
    stream.on('error', reject);
    stream.end(data);
  });
}
