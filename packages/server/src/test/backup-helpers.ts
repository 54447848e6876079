import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import type { DatabaseLocation } from '../platform/backup/backup.ts';
import { countRows } from '../platform/backup/database-facts.ts';
import { SecretBox } from '../platform/crypto.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';

const execute = promisify(execFile);
const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));

/**
 * Empty databases for backup and upgrade tests, of the kind the run tests: a new database on
 * DATABASE_URL's server (not migrated: these tests decide what goes in), else a PGlite data directory.
 */
export function createLocations() {
  const made: Array<{ dir: string; name?: string }> = [];
  return {
    async fresh(): Promise<DatabaseLocation> {
      const dir = mkdtempSync(join(tmpdir(), 'storelens-backup-test-'));
      const server = process.env.DATABASE_URL;
      if (!server) {
        made.push({ dir });
        return { dataDir: join(dir, 'data') };
      }
      const name = `storelens_bk_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      made.push({ dir, name });
      const url = new URL(server);
      url.pathname = `/${name}`;
      return { databaseUrl: url.toString(), dataDir: join(dir, 'data') };
    },
    async dropAll() {
      for (const { dir, name } of made) {
        rmSync(dir, { recursive: true, force: true });
        if (!name) continue;
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  };
}

/** Runs `npm run admin -- ...` as a user would, against `where`, with SECRET_KEY `key` ('' = unset). */
export const runAdmin = (where: DatabaseLocation, key: string, ...args: string[]) =>
  execute(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: {
      ...process.env,
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl ?? '',
      SECRET_KEY: key,
      ROLE: 'all',
      LOG_LEVEL: 'silent',
    },
  });

/** Opens `where` as the server does (migrating) with an app on it; close() closes both. */
export async function openApp(
  where: DatabaseLocation,
  key: string,
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const config = loadConfig({ DATA_DIR: where.dataDir, SECRET_KEY: key, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: where.databaseUrl, dataDir: where.dataDir });
  const app = await buildApp({
    config,
    database,
    secrets: new SecretBox(key),
    sendJob: async () => {},
    connectors: createConnectorRegistry(),
    events: createEventBus(),
    now: () => new Date(),
    logger: createLogger('silent'),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Every table's row count through an open database. */
export const countDatabaseRows = (database: Database) =>
  countRows(async (text) => (await database.executeSql(text)).rows);
