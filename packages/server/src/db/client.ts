import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as connectorsSchema from './connectors.schema.ts';
import * as identitySchema from './schema.ts';

const schema = { ...identitySchema, ...connectorsSchema };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The raw SQL door pg-boss and a few hand-written queries use. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** connection string for pg-boss when on a real server */
  url?: string;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the embedded database in `dataDir` ('memory://' for tests). */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
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
    close: () => client.close(),
  };
}

/** Opens a pool on a real PostgreSQL server. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
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

export const openDatabase = (opts: { databaseUrl?: string; dataDir: string }): Promise<Database> =>
  opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
