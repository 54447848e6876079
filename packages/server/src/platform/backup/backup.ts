import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secretKeyCheckValue } from '../crypto.ts';
import { type BackupManifest, extractPayload, readBackupHeader, writeBackupFile } from './backup-file.ts';
import { appliedMigrations, holdsData, journalMigrations, type RawQuery, storedKeyCheck } from './database-facts.ts';
import { assertPgliteClosed, dumpPglite, pgliteExists, restorePglite, withPglite } from './pglite-backup.ts';
import { dumpPostgres, otherSessions, restorePostgres, withPostgres } from './postgres-backup.ts';

/** Where the data is: DATABASE_URL, else the embedded database in DATA_DIR (as the server reads them). */
export interface DatabaseLocation {
  databaseUrl?: string;
  dataDir: string;
}

const kindOf = (where: DatabaseLocation) => (where.databaseUrl ? 'postgres' : 'pglite');
const KIND_NAME = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'the embedded database (PGlite, DATA_DIR)' };

async function withScratch<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'storelens-backup-'));
  try {
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function describe(query: RawQuery) {
  const applied = await appliedMigrations(query);
  const journal = journalMigrations();
  return {
    migrations: applied.count,
    lastMigration: journal.find((m) => m.when === applied.lastCreatedAt)?.tag ?? null,
    keyCheck: await storedKeyCheck(query),
  };
}

/** Writes a backup of the database to `out`. It never holds SECRET_KEY; only the key's check value. */
export async function backupDatabase(where: DatabaseLocation, out: string): Promise<BackupManifest> {
  return withScratch(async (scratch) => {
    const payload = join(scratch, 'payload');
    const createdAt = new Date().toISOString();
    if (where.databaseUrl) {
      const facts = await withPostgres(where.databaseUrl, describe);
      const { pgDumpMajor } = await dumpPostgres(where.databaseUrl, payload);
      return writeBackupFile(
        out,
        { kind: 'postgres', ...facts, createdAt, pgDumpMajor, payload: 'pg_dump --format=custom' },
        payload,
      );
    }
    assertPgliteClosed(where.dataDir);
    if (!pgliteExists(where.dataDir)) throw new Error(`There is no database in ${where.dataDir} to back up`);
    const facts = await withPglite(where.dataDir, async (query, client) => {
      const described = await describe(query);
      await dumpPglite(client, payload);
      return described;
    });
    return writeBackupFile(
      out,
      { kind: 'pglite', ...facts, createdAt, payload: 'PGlite dumpDataDir (tar.gz)' },
      payload,
    );
  });
}

export interface RestoreOptions {
  secretKey: string;
  /** replace a database that holds data */
  force: boolean;
}

/**
 * Replaces the database with the backup in `input`. Refuses, before changing anything: another kind
 * of database, a backup from a newer StoreLens, another SECRET_KEY, a database holding data (unless
 * forced), and on PostgreSQL other open sessions.
 */
export async function restoreDatabase(where: DatabaseLocation, input: string, opts: RestoreOptions) {
  const { manifest, payloadOffset } = readBackupHeader(input);
  const kind = kindOf(where);
  if (manifest.kind !== kind)
    throw new Error(
      `This backup is of ${KIND_NAME[manifest.kind]}, but this StoreLens is set up for ${KIND_NAME[kind]}: ` +
        `restore it with the same kind of database (${manifest.kind === 'postgres' ? 'set DATABASE_URL' : 'unset DATABASE_URL'}).`,
    );
  const known = journalMigrations().length;
  if (manifest.migrations > known)
    throw new Error(
      `This backup comes from a newer StoreLens (${manifest.migrations} migrations; this version knows ${known}): ` +
        'restore it with that version or a newer one.',
    );
  if (manifest.keyCheck !== null && manifest.keyCheck !== secretKeyCheckValue(opts.secretKey))
    throw new Error(
      'This backup was made under another SECRET_KEY: its credentials could not be read. Restore it with the key ' +
        'of the installation it came from (its SECRET_KEY, or the secret.key file of its DATA_DIR). Nothing was changed.',
    );
  const refuseData = (holds: boolean, what: string) => {
    if (holds && !opts.force)
      throw new Error(`${what} already holds data: add --force to replace it with the backup. Nothing was changed.`);
  };
  await withScratch(async (scratch) => {
    const payload = join(scratch, 'payload');
    await extractPayload(input, payloadOffset, manifest, payload);
    if (where.databaseUrl) {
      await withPostgres(where.databaseUrl, async (query) => {
        // data first: without --force that is the answer, whoever else is connected
        refuseData(await holdsData(query), 'The database at DATABASE_URL');
        const sessions = await otherSessions(query);
        if (sessions > 0)
          throw new Error(
            `${sessions} other session(s) are connected to this database: stop every StoreLens process (web and worker) first. Nothing was changed.`,
          );
      });
      await restorePostgres(where.databaseUrl, payload, manifest.pgDumpMajor);
      return;
    }
    assertPgliteClosed(where.dataDir);
    if (pgliteExists(where.dataDir))
      refuseData(await withPglite(where.dataDir, holdsData), `The embedded database in ${where.dataDir}`);
    await restorePglite(where.dataDir, payload);
  });
  return manifest;
}
