import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { z } from 'zod';

/**
 * Upgrade fixtures: a database as a released StoreLens left it (schema, drizzle's migration table,
 * demo data, synced warehouse rows), kept as a plain SQL dump that both PostgreSQL and PGlite load.
 * The upgrade test loads each one and applies today's migrations to it.
 *
 * This is a TEST key, public in the repository and used by nothing but the fixtures: their sealed
 * vendor credentials are sealed under it, so the test can prove they still decrypt after an upgrade.
 */
export const FIXTURE_SECRET_KEY = 'upgrade-fixture-test-key-not-a-real-secret-000';

export const FIXTURE_DIR = fileURLToPath(new URL('.', import.meta.url));

/** What the generator recorded beside each dump, for the test to check after upgrading. */
export const FixtureFacts = z.object({
  /** the release's newest migration (the fixture's name) and how many it had applied */
  release: z.string(),
  migrations: z.number().int(),
  createdAt: z.string(),
  /** row count of every table, schema.table */
  counts: z.record(z.string(), z.number().int()),
  /** a demo user who signs in with the demo password */
  signIn: z.string(),
  /** a source whose sealed credentials must still decrypt (under FIXTURE_SECRET_KEY) to `detail` */
  source: z.object({ id: z.number().int(), detail: z.record(z.string(), z.unknown()) }),
});
export type FixtureFacts = z.infer<typeof FixtureFacts>;

/** Every committed fixture: its name, its SQL and its recorded facts. */
export function listUpgradeFixtures(): Array<{ name: string; sql: string; facts: FixtureFacts }> {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.sql.gz'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.sql\.gz$/, '');
      return {
        name,
        sql: gunzipSync(readFileSync(`${FIXTURE_DIR}/${file}`)).toString('utf8'),
        facts: FixtureFacts.parse(JSON.parse(readFileSync(`${FIXTURE_DIR}/${name}.json`, 'utf8'))),
      };
    });
}

/**
 * pg_dump's plain output, made loadable by a driver: psql's meta-commands (newer pg_dump writes
 * `\restrict` lines) are left out; the fixture is dumped with INSERTs, so there is no COPY from stdin.
 */
export const sqlOfDump = (dump: string): string =>
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

/** Loads a fixture into an empty database — without migrating, as the old release left it. */
export async function loadUpgradeFixture(where: { databaseUrl?: string; dataDir: string }, sql: string) {
  const script = sqlOfDump(sql);
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      await client.query(script);
    } finally {
      await client.end();
    }
    return;
  }
  const client = await PGlite.create(where.dataDir, { extensions: { pg_trgm } });
  try {
    await client.exec(script);
  } finally {
    await client.close();
  }
}
