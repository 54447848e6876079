/**
 * Real StoreLens processes for the scale-out test and bench: the server entry point
 * (`main.ts` through tsx, as the tests run the sources) started as a child process with a ROLE, a
 * database each process can reach, an HTTP client that signs in like the web app, and the sync runs
 * as the database recorded them (which worker ran what, and when).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { CSRF_HEADER } from '@storelens/contract/domain/session';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { buildAccount, buildUser, TEST_PASSWORD } from './factories.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Variables of the test runner that must not leak into a started process. */
const OWN_VARIABLES = [
  'SECRET_KEY',
  'DATABASE_URL',
  'DATA_DIR',
  'ROLE',
  'DEMO',
  'PORT',
  'PUBLIC_URL',
  'VENDOR_ENDPOINTS',
];

export interface ServerProcess {
  role: string;
  child: ChildProcess;
  pid: number;
  /** stdout and stderr so far */
  output(): string;
  /** resolves with the exit code (null when killed by a signal) */
  exited: Promise<number | null>;
  /** SIGTERM and wait (SIGKILL after 20 s) */
  stop(): Promise<void>;
}

/** Starts `main.ts` with the given environment (ROLE, SECRET_KEY, the database, ...). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !OWN_VARIABLES.includes(k)));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...clean, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr!.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    role: env.ROLE ?? 'all',
    child,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a TypeScript entry point (through tsx) with `env` over this process's whole environment (unlike
 * startServerProcess, which keeps the runner's own variables out). `watch` sees each piece of stdout
 * as it comes, with the child (to signal it) and the output so far (stdout and stderr); the answer
 * comes once the process has exited.
 */
export function runToExit(
  file: string,
  env: Record<string, string>,
  watch: (chunk: string, child: ChildProcess, output: string) => void = () => {},
): Promise<{ output: string; code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      watch(chunk.toString(), child, output);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ output, code, signal }));
  });
}

/** The ports freePort has handed out: a process given one may not have bound it yet. */
const handedOut = new Set<number>();

/** A TCP port free right now on 127.0.0.1, and not handed out before in this test process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    // the system may offer a port again that a child process was given but has not bound yet
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A database several processes can use: a new database on the PostgreSQL server at `serverUrl`. */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = 'storelens_scale',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A PGlite directory (one process at a time). */
export function createPgliteDirectory(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'storelens-scale-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers a value (not undefined/false) or `ms` pass; throws `what` on timeout. */
export async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | undefined | false>): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value as T;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(250);
  }
}

/** An API client for a web process: signs in once, then sends JSON with the session cookie and CSRF header. */
export class ApiClient {
  private cookie = '';
  constructor(readonly baseUrl: string) {}

  /** waits until the process answers HTTP at all */
  async ready(ms = 60_000, process?: ServerProcess): Promise<void> {
    let gone = false;
    void process?.exited.then(() => {
      gone = true;
    });
    await waitFor('the web process to answer', ms, async () => {
      if (gone) throw new Error(`the web process exited before it answered:\n${process?.output()}`);
      try {
        await fetch(`${this.baseUrl}/api/user`);
        return true;
      } catch {
        return false;
      }
    });
  }

  async signIn(email: string, password: string): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ email, password }),
    });
    const session = res.headers.getSetCookie().find((c) => /storelens_session=/.test(c));
    if (res.status !== 200 || !session) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    this.cookie = session.split(';')[0]!;
  }

  async get<T = unknown>(path: string): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, { headers: { cookie: this.cookie } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async post<T = Record<string, unknown>>(path: string, body: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: this.cookie },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    // 200, or 201 for a call that creates (an API key)
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
}

/** A run as sync_runs holds it. */
export interface RecordedRun {
  id: number;
  sourceId: number;
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  workerId: string | null;
  error: string | null;
  pulled: Record<string, number>;
}

/** The runs in sync_runs, through any SQL door (a pg client, a Database's executeSql). */
export async function readRuns(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<RecordedRun[]> {
  const { rows } = await query(
    'select id, source_id, status, started_at, finished_at, worker_id, error, counts from sync_runs order by id',
  );
  return rows.map((r) => ({
    id: Number(r.id),
    sourceId: Number(r.source_id),
    status: String(r.status),
    startedAt: new Date(r.started_at as string | Date),
    finishedAt: r.finished_at ? new Date(r.finished_at as string | Date) : null,
    workerId: (r.worker_id as string | null) ?? null,
    error: (r.error as string | null) ?? null,
    pulled: (r.counts as { pulled?: Record<string, number> } | null)?.pulled ?? {},
  }));
}

/** Pairs of runs of one source whose intervals overlap (a running run lasts until now). */
export function overlappingRuns(runs: RecordedRun[]): Array<[RecordedRun, RecordedRun]> {
  const found: Array<[RecordedRun, RecordedRun]> = [];
  const end = (r: RecordedRun) => (r.finishedAt ?? new Date()).getTime();
  for (const a of runs)
    for (const b of runs)
      if (a.id < b.id && a.sourceId === b.sourceId && a.startedAt.getTime() < end(b) && b.startedAt.getTime() < end(a))
        found.push([a, b]);
  return found;
}

/** User and system CPU seconds a process has used so far (Linux /proc; 0 when it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields from the state on: utime is the 14th field of the line, i.e. index 11 here
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * What a scale-out run needs in the database before any process starts: a Connectors account and
 * a system admin to sign in as (the web process then creates destinations and sources over HTTP).
 */
export async function seedConnectorsAdmin(target: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<{ accountId: number; email: string; password: string }> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
  try {
    const account = await buildAccount(database.db, { accountType: 'Connectors' });
    const admin = await buildUser(database.db, { systemAccessLevel: 'admin' });
    return { accountId: account.id, email: admin.email, password: TEST_PASSWORD };
  } finally {
    await database.close();
  }
}

/** The body that creates a WooCommerce source on a fake served at `fakeUrl` (VENDOR_ENDPOINTS woocommerce 'http://{url}'). */
export function wooSourceBody(
  name: string,
  fakeUrl: string,
  credentials: { consumerKey: string; consumerSecret: string },
  destinationId: number,
) {
  return {
    name,
    type: SOURCE_TYPE.wooCommerce,
    detail: { url: new URL(fakeUrl).host, ...credentials },
    frequency: 1440,
    anchorTime: '08:00',
    startDate: '2000-01-01',
    timezone: 'Etc/UTC',
    destinations: [{ id: destinationId, detail: {} }],
  };
}

/** The endpoint template that sends a WooCommerce site address ('127.0.0.1:port') to that fake. */
export const WOO_FAKE_ENDPOINT = 'http://{url}';
