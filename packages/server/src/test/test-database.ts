import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV, pgliteDump, writeFileAtomically } from './database-template.ts';

export interface TestDatabase {
  database: Database;
  /** closes the database (if still open) and removes it */
  drop(): Promise<void>;
  /**
   * Closes the database and keeps it as `snapshot` for later test databases to start from (`from`
   * of openTestDatabase): a PGlite dump written to that path, or on PostgreSQL the database renamed.
   */
  keepAs(snapshot: string): Promise<void>;
}

const adminQuery = async (url: string, sql: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/**
 * A fresh database for a test: in-memory PGlite, or a new database on DATABASE_URL's server. It
 * starts as a copy of `from` (a snapshot kept by keepAs), else of the run's migrated template when
 * the global setup made one (database-template.ts), else empty and migrated here.
 */
export async function openTestDatabase(from?: string): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = from ?? process.env[PGLITE_TEMPLATE_ENV];
    const database = await openPglite('memory://', { loadDataDir: dump ? pgliteDump(dump) : undefined });
    return {
      database,
      drop: () => database.close().catch(() => undefined),
      keepAs: async (snapshot) => {
        const tar = await database.dumpDataDir!();
        writeFileAtomically(snapshot, new Uint8Array(await tar.arrayBuffer()));
        await database.close();
      },
    };
  }
  const name = `storelens_test_${randomBytes(6).toString('hex')}`;
  const template = from ?? process.env[POSTGRES_TEMPLATE_ENV];
  await adminQuery(url, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openPostgres(testUrl.toString(), 4);
  let open = true;
  const close = async () => {
    if (open) await database.close();
    open = false;
  };
  return {
    database: { ...database, close },
    drop: async () => {
      await close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
    keepAs: async (snapshot) => {
      await close();
      await adminQuery(url, `alter database ${name} rename to ${snapshot}`);
    },
  };
}
