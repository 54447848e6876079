import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as apiKeysSchema from './api-keys.schema.ts';
import * as connectionsSchema from './connections.schema.ts';
import * as connectorsSchema from './connectors.schema.ts';
import * as productsSchema from './products.schema.ts';
import * as reportRollupsSchema from './report-rollups.schema.ts';
import * as reportsSchema from './reports.schema.ts';
import * as runtimeSchema from './runtime.schema.ts';
import * as identitySchema from './schema.ts';

const schema = {
  ...identitySchema,
  ...connectorsSchema,
  ...runtimeSchema,
  ...reportsSchema,
  ...connectionsSchema,
  ...reportRollupsSchema,
  ...productsSchema,
  ...apiKeysSchema,
};

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The raw SQL door pg-boss and a few hand-written queries use. */
/** The rows of a raw `db.execute(sql…)` answer (both drivers answer `{ rows }`). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** connection string for pg-boss when on a real server */
  url?: string;
  /** PGlite only: the whole data directory as a tar (what `loadDataDir` starts from) */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the embedded database in `dataDir` ('memory://' for tests). `loadDataDir`: a dump
 * (PGlite's dumpDataDir) to start from instead of an empty cluster; tests start from an already
 * migrated one, since creating a cluster takes seconds.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // the admin account search's trigram index; PostgreSQL ships the same extension
    extensions: { pg_trgm },
    // PGlite's own default of 128 MB of shared buffers sits in the process for good; the data is
    // in files the OS caches anyway (the idle server stays under 300 MB).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    // PGlite's query() takes one statement; pg-boss sends several at once without parameters.
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const res = await client.query<Record<string, unknown>>(text, values);
        return { rows: res.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Any fixed number: the advisory lock every StoreLens process takes to migrate. */
const MIGRATION_LOCK = 7_415_287_301;

/**
 * Migrates under a PostgreSQL advisory lock, so that web and worker processes started together on
 * an empty database migrate one after the other instead of colliding.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Told of a connection the pool lost while it sat idle (the server restarted or ended it). */
export type IdleConnectionError = (err: Error) => void;

const warnIdleError: IdleConnectionError = (err) =>
  process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`);

/** Opens a pool on a real PostgreSQL server. */
export async function openPostgres(url: string, poolSize = 10, onIdleError = warnIdleError): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // node-postgres emits 'error' when an idle connection dies; unheard, that event ends the process.
  // The pool replaces the connection on the next query, so a restart of the server costs one query.
  pool.on('error', onIdleError);
  // A connection checked out of the pool (a transaction, a COPY, the migration lock) has no pool
  // listener while it is out: when the server stops or the network drops, its client emits 'error'
  // unheard and the process dies. The query in flight is rejected anyway (its caller sees the
  // failure) and the pool discards the broken client on release, so the event itself needs no action.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema });
  await migrateOnce(pool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
    executeSql: async (text, values) => {
      const res = await pool.query(text, values as unknown[]);
      return { rows: res.rows };
    },
    close: () => pool.end(),
  };
}

export const openDatabase = (opts: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: IdleConnectionError;
}): Promise<Database> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl, 10, opts.onIdleError) : openPglite(opts.dataDir);
