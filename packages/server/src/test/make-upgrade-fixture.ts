/**
 * Writes the upgrade fixture of this release: packages/server/src/db/upgrade-fixtures/<newest migration>.sql.gz
 * and its .json facts. Run it once per release (before the next migration lands), on a PostgreSQL
 * server with pg_dump:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx packages/server/src/test/make-upgrade-fixture.ts
 *
 * It makes a scratch database, migrates it, seeds the demo (users, accounts, connectors, connections),
 * syncs one source and keeps its newest orders, dumps it as plain SQL with INSERTs (both PostgreSQL and PGlite
 * load that) and drops the scratch database.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { sources } from '../db/connectors.schema.ts';
import { FIXTURE_DIR, FIXTURE_SECRET_KEY, type FixtureFacts } from '../db/upgrade-fixtures/upgrade-fixture.ts';
import type { Deps } from '../deps.ts';
import { openDetail } from '../integrations/connector-secrets.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import { runSource } from '../modules/sync/sync-engine.service.ts';
import { appliedMigrations, countRows, journalMigrations } from '../platform/backup/database-facts.ts';
import { ensureSecretKeyMatches, SecretBox } from '../platform/crypto.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';
import { seedDemoConnections } from '../seed/demo-connections.ts';
import { seedDemoConnectors } from '../seed/demo-connectors.ts';
import { demoVendorValues, startDemoFakes } from '../seed/demo-connectors-fakes.ts';
import { seedDemoData } from '../seed/demo-data.ts';

const run = promisify(execFile);
const KEPT_ORDERS = 400;

async function adminQuery(server: string, text: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function main() {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL must name a PostgreSQL server (any database on it) where pg_dump works');
  const name = `storelens_fixture_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const fakes = await startDemoFakes();
  try {
    const database = await openPostgres(url.toString(), 4);
    const config = loadConfig({
      SECRET_KEY: FIXTURE_SECRET_KEY,
      DATA_DIR: join(tmpdir(), 'storelens-fixture-unused'),
      LOG_LEVEL: 'silent',
    });
    const deps: Deps = {
      config,
      database,
      secrets: new SecretBox(FIXTURE_SECRET_KEY),
      log: createLogger('silent'),
      sendJob: async () => {},
      connectors: createConnectorRegistry(fakes.endpoints, { ...fakes.oauthClients, ...config.oauthClients }),
      events: createEventBus(),
      now: () => new Date(),
      demoVendorValues: demoVendorValues(fakes),
    };
    const db = database.db;
    await ensureSecretKeyMatches(db, FIXTURE_SECRET_KEY);
    await seedDemoData(db);
    await seedDemoConnectors(deps, fakes);
    await seedDemoConnections(deps, fakes);
    // one shop's sync: warehouse rows as the release stored them
    const [shop] = await db.select().from(sources).where(eq(sources.sourceType, SOURCE_TYPE.wooCommerce)).limit(1);
    if (!shop) throw new Error('the demo has no WooCommerce source');
    const outcome = await runSource(deps, shop.id, 'manual');
    if (outcome.status !== 'succeeded') throw new Error(`the fixture's sync failed: ${outcome.error}`);
    // the newest orders only: what a migration must keep is the rows' shape, not thousands of them,
    // and the committed dump stays a few hundred KB
    await database.executeSql(
      `delete from wh_orders where change_seq not in (select change_seq from wh_orders order by change_seq desc limit ${KEPT_ORDERS})`,
    );

    const query = async (text: string) => (await database.executeSql(text)).rows;
    const counts = await countRows(query);
    const applied = await appliedMigrations(query);
    await database.close();
    const release = journalMigrations().at(-1)!.tag;
    if (applied.count !== journalMigrations().length) throw new Error('the scratch database missed a migration');

    const { stdout } = await run(
      'pg_dump',
      [
        '--format=plain',
        '--inserts',
        '--rows-per-insert=200',
        '--no-owner',
        '--no-acl',
        '--exclude-schema=pgboss',
      ].concat(`--dbname=${url.toString()}`),
      { maxBuffer: 512 * 1024 * 1024 },
    );
    const facts: FixtureFacts = {
      release,
      migrations: applied.count,
      createdAt: new Date().toISOString(),
      counts,
      signIn: 'admin@demo.test',
      source: { id: shop.id, detail: openDetail(deps.secrets, shop.detail, shop.secrets) },
    };
    const gz = gzipSync(stdout, { level: 9 });
    writeFileSync(join(FIXTURE_DIR, `${release}.sql.gz`), gz);
    writeFileSync(join(FIXTURE_DIR, `${release}.json`), `${JSON.stringify(facts, null, 2)}\n`);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(`wrote ${release}.sql.gz (${gz.length} bytes, ${rows} rows, ${outcome.counts.pulled.orders} orders)`);
  } finally {
    await fakes.close();
    await adminQuery(server, `drop database if exists ${name} with (force)`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
