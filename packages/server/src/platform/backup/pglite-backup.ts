import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { RawQuery } from './database-facts.ts';
import { filterTar, tarPaths } from './tar-filter.ts';

/** Files of DATA_DIR that are not the database: they stay where they are, and out of the backup. */
const NOT_DATABASE = new Set(['secret.key', 'postmaster.pid']);

/**
 * PGlite has no lock of its own: two processes can open one data directory and corrupt it. While an
 * instance has it open, the directory holds postmaster.pid (removed on a clean close), so backup and
 * restore refuse then: the rule is "stop the server first".
 */
export function assertPgliteClosed(dataDir: string): void {
  if (existsSync(join(dataDir, 'postmaster.pid')))
    throw new Error(
      `The embedded database in ${dataDir} is open in another process (it holds postmaster.pid): stop the ` +
        'StoreLens server first. If no server is running, it was killed: start it and stop it once (Ctrl+C) ' +
        'so it closes the database cleanly, then try again.',
    );
}

/** Opens the data directory as it is — without migrating, so a backup never changes what it copies. */
export async function withPglite<T>(dataDir: string, fn: (query: RawQuery, client: PGlite) => Promise<T>): Promise<T> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    return await fn(async (text) => (await client.query<Record<string, unknown>>(text)).rows, client);
  } finally {
    await client.close();
  }
}

export const pgliteExists = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * PGlite's own dump of its data directory, taken while this process holds it alone (so it is one
 * consistent state, WAL included), without the key file; gzipped into `file`.
 */
export async function dumpPglite(client: PGlite, file: string): Promise<void> {
  const blob = await client.dumpDataDir('none');
  const tar = filterTar(Buffer.from(await blob.arrayBuffer()), (path) => NOT_DATABASE.has(path));
  writeFileSync(file, gzipSync(tar), { mode: 0o600 });
}

/**
 * Replaces the database in `dataDir` with the dump in `file`. The dump is loaded into a sibling
 * directory first (so a damaged dump changes nothing), then swapped in; secret.key stays.
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const tar = gunzipSync(readFileSync(file));
  if (tarPaths(tar).some((path) => NOT_DATABASE.has(path)))
    throw new Error('the backup holds files that are not the database (secret.key): refusing to restore it');
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${stamp}`);
  const previous = join(dirname(dataDir), `.${basename(dataDir)}.replaced-${stamp}`);
  try {
    const loaded = await PGlite.create(staging, {
      extensions: { pg_trgm },
      loadDataDir: new Blob([new Uint8Array(tar)]),
    });
    await loaded.query('select 1');
    await loaded.close();
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(previous);
    for (const entry of readdirSync(dataDir))
      if (!NOT_DATABASE.has(entry)) renameSync(join(dataDir, entry), join(previous, entry));
    for (const entry of readdirSync(staging))
      if (!NOT_DATABASE.has(entry)) renameSync(join(staging, entry), join(dataDir, entry));
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
