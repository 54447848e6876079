import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { answerCountFile } from './answer-check.ts';
import {
  DEMO_SNAPSHOTS_ENV,
  demoSnapshotDatabasePrefix,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
  preparePgliteTemplate,
  preparePostgresTemplate,
  TEST_RUN_ENV,
} from './database-template.ts';

/** Says how many answers the run checked against the API document (answer-check.ts), and forgets the tally. */
function reportCheckedAnswers(run: string): void {
  const file = answerCountFile(run);
  if (!existsSync(file)) return;
  const total = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .reduce((sum, line) => sum + Number(line), 0);
  rmSync(file, { force: true });
  console.log(`answers checked against the API document: ${total}`);
}

/**
 * The API project's global setup: one migrated database for the whole run, which every test
 * database then starts as a copy of (database-template.ts), and a folder for the run's demo seed
 * snapshots (demo-database.ts). The variables set here reach the test processes, which vitest
 * starts after this. The returned function removes the run's snapshots.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) process.env[POSTGRES_TEMPLATE_ENV] = await preparePostgresTemplate(url);
  else process.env[PGLITE_TEMPLATE_ENV] = await preparePgliteTemplate();
  const run = randomBytes(4).toString('hex');
  const snapshots = mkdtempSync(join(tmpdir(), 'storelens-demo-snapshots-'));
  process.env[TEST_RUN_ENV] = run;
  process.env[DEMO_SNAPSHOTS_ENV] = snapshots;
  return async () => {
    rmSync(snapshots, { recursive: true, force: true });
    reportCheckedAnswers(run);
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const found = await admin.query('select datname from pg_database where datname like $1', [
        `${demoSnapshotDatabasePrefix(run)}%`,
      ]);
      for (const { datname } of found.rows as Array<{ datname: string }>)
        await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
