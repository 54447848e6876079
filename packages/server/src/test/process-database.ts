import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import { SecretBox } from '../platform/crypto.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';

type Cleanup = () => Promise<void> | void;

/**
 * A database that a test and the server processes it starts take turns on: a new database on
 * DATABASE_URL's server, else a PGlite directory. Its removal is pushed onto `cleanups`.
 */
export async function makeDatabaseEnv(prefix: string, cleanups: Cleanup[]): Promise<Record<string, string>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), `storelens-${prefix}-`));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }
  const name = `storelens_${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { DATABASE_URL: own.toString() };
}

/** Opens that database in the test's own process, with deps as a server would make them. */
export async function openDatabaseAs(
  env: Record<string, string>,
  secretKey: string,
  endpoints: object,
): Promise<{ deps: Deps; database: Database }> {
  const config = loadConfig({ ...env, SECRET_KEY: secretKey, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps: Deps = {
    config,
    database,
    secrets: new SecretBox(secretKey),
    log: createLogger('silent'),
    sendJob: async () => {},
    connectors: createConnectorRegistry(endpoints),
    events: createEventBus(),
    now: () => new Date(),
  };
  return { deps, database };
}
