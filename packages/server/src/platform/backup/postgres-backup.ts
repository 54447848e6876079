import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import type { RawQuery } from './database-facts.ts';

const run = promisify(execFile);

/** The password travels in the environment, not in the argument list every `ps` shows. */
function clientEnv(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The major version of a PostgreSQL client tool, or a clear message when it is not installed. */
export async function clientToolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let out: string;
  try {
    out = (await run(tool, ['--version'])).stdout;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${tool} was not found: backups of a PostgreSQL database use PostgreSQL's client tools. Install them ` +
          `(Debian/Ubuntu: apt install postgresql-client; macOS: brew install libpq) in a version at least as new ` +
          'as the server, and make sure they are on PATH.',
      );
    throw err;
  }
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(out)?.[1] ?? /(\d+)(?:\.\d+)/.exec(out)?.[1];
  if (!major) throw new Error(`could not read the version of ${tool}: ${out.trim()}`);
  return Number(major);
}

/** Runs `fn` with one connection to the database at `url`, as a RawQuery. */
export async function withPostgres<T>(url: string, fn: (query: RawQuery, client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(async (text) => (await client.query<Record<string, unknown>>(text)).rows, client);
  } finally {
    await client.end();
  }
}

const serverMajor = async (query: RawQuery) =>
  Math.floor(Number((await query(`select current_setting('server_version_num') as v`))[0]?.v) / 10000);

/** pg_dump refuses a server newer than itself: say which tools to install instead of its own words. */
export function assertDumpCanRead(pgDumpMajor: number, serverMajor: number): void {
  if (pgDumpMajor < serverMajor)
    throw new Error(
      `pg_dump ${pgDumpMajor} cannot back up a PostgreSQL ${serverMajor} server: install the PostgreSQL ${serverMajor} ` +
        'client tools (or newer) and put them first on PATH.',
    );
}

/** pg_dump's custom format into `file`; pg_dump must be at least the server's major version. */
export async function dumpPostgres(url: string, file: string): Promise<{ pgDumpMajor: number }> {
  const pgDumpMajor = await clientToolMajor('pg_dump');
  assertDumpCanRead(pgDumpMajor, await withPostgres(url, serverMajor));
  const { dbname, env } = clientEnv(url);
  // a consistent snapshot of the whole database (schema, drizzle's migration table, pg-boss's queue);
  // owners and grants stay out so the archive restores under whichever role restores it
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${dbname}`], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return { pgDumpMajor };
}

/** The schemas a restore replaces: ours, drizzle's bookkeeping, pg-boss's queue. */
const REPLACED_SCHEMAS = ['public', 'drizzle', 'pgboss'];

/** Other sessions on this database (a running web or worker process would write under the restore). */
export async function otherSessions(query: RawQuery): Promise<number> {
  const [row] = await query(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return Number(row?.n ?? 0);
}

/** Empties the database (our schemas) and loads the archive in one transaction of pg_restore. */
export async function restorePostgres(url: string, file: string, pgDumpMajor: number | undefined): Promise<void> {
  const restoreMajor = await clientToolMajor('pg_restore');
  if (pgDumpMajor !== undefined && restoreMajor < pgDumpMajor)
    throw new Error(
      `pg_restore ${restoreMajor} cannot read an archive made by pg_dump ${pgDumpMajor}: install the PostgreSQL ` +
        `${pgDumpMajor} client tools (or newer).`,
    );
  await withPostgres(url, async (query) => {
    for (const schema of REPLACED_SCHEMAS) await query(`drop schema if exists ${schema} cascade`);
    // pg_dump takes the public schema as always there: it is not in the archive
    await query('create schema public');
  });
  const { dbname, env } = clientEnv(url);
  try {
    await run(
      'pg_restore',
      ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr ?? '';
    throw new Error(`pg_restore failed; the database is left empty — restore again once fixed:\n${stderr.trim()}`);
  }
}
