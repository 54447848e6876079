import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openPostgres } from '../db/client.ts';

/**
 * Test databases start from one migrated copy instead of each creating and migrating its own:
 * creating a PGlite cluster alone takes seconds of CPU, and the API tests open about a hundred.
 * The API project's global setup (api-global-setup.ts) makes the copy once and names it in these
 * variables; the harness then loads a PGlite dump, or has PostgreSQL copy a template database.
 * Without them (a script, another runner) every database is created and migrated as before.
 */
export const PGLITE_TEMPLATE_ENV = 'STORELENS_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'STORELENS_TEST_POSTGRES_TEMPLATE';

/**
 * The run's demo seed snapshots (demo-database.ts): the folder they are kept in, and the run's id
 * in the names of its PostgreSQL snapshot databases; the global setup removes both at the end.
 */
export const DEMO_SNAPSHOTS_ENV = 'STORELENS_TEST_DEMO_SNAPSHOTS';
export const TEST_RUN_ENV = 'STORELENS_TEST_RUN';
export const demoSnapshotDatabasePrefix = (run: string) => `storelens_snapshot_${run}_`;

/** Where made copies are kept between runs (each named for what it was made from). */
export const templateCacheDir = join(tmpdir(), 'storelens-test-templates');

/** PGlite's own version: a dump is only loaded by the PGlite that made it. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A short digest of the migrations (and PGlite's version): a changed migration makes a new copy. */
export function migrationsDigest(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** Writes a file whole or not at all, so a reader never loads a half-written dump. */
export function writeFileAtomically(path: string, data: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

/** A dump of a migrated PGlite database, made once per migrations digest; returns its path. */
export async function preparePgliteTemplate(digest = migrationsDigest()): Promise<string> {
  const path = join(templateCacheDir, `pglite-migrated-${digest}.tar`);
  if (existsSync(path)) return path;
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    writeFileAtomically(path, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  // older digests' dumps are of no further use
  for (const name of readdirSync(templateCacheDir)) {
    if (name.startsWith('pglite-migrated-') && !name.includes(digest))
      rmSync(join(templateCacheDir, name), { force: true });
  }
  return path;
}

/** The dump's bytes, read once per test process. */
const loadedDumps = new Map<string, Blob>();
export function pgliteDump(path: string): Blob {
  let blob = loadedDumps.get(path);
  if (!blob) {
    blob = new Blob([readFileSync(path)]);
    loadedDumps.set(path, blob);
  }
  return blob;
}

const TEMPLATE_PREFIX = 'storelens_template_';

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
};

/**
 * A migrated database on `url`'s server that test databases are copied from (CREATE DATABASE …
 * TEMPLATE), made once per migrations digest and kept for the next run. It is built under another
 * name and renamed when complete, so two runs at once never copy a half-migrated one.
 */
export async function preparePostgresTemplate(url: string, digest = migrationsDigest()): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${digest}`;
  const existing = await withAdmin(url, async (admin) => {
    const found = await admin.query('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
    const names = found.rows.map((r: { datname: string }) => r.datname);
    // older digests' templates are of no further use
    for (const old of names.filter((n) => n !== name && !n.includes('_building_')))
      await admin.query(`drop database if exists ${old} with (force)`).catch(() => undefined);
    return names.includes(name);
  });
  if (existing) return name;
  const building = `${TEMPLATE_PREFIX}building_${randomBytes(4).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${building}`));
  try {
    const database = await openPostgres(databaseUrl(url, building), 1);
    await database.close();
    await withAdmin(url, async (admin) => {
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch (err) {
        // another run finished the same template first: use theirs
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    });
  } finally {
    await withAdmin(url, (admin) => admin.query(`drop database if exists ${building} with (force)`));
  }
  return name;
}
