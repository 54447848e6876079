/**
 * bench/api-load (issue 7 "Load"): 50 concurrent clients on GET /api/user/accounts (a system admin,
 * among ACCOUNTS extra accounts) and on a connector list (GET /api/sources/{accountId}, the demo's
 * Connectors account), against PostgreSQL. StoreLens (the compiled server, ROLE=web) and a bare
 * Fastify + pg server making the same main queries (api-load-bare-server.ts) are measured in the
 * same run, one after the other, on a database of their own; prints req/s, p50/p99 and errors, and
 * StoreLens' ratio to the bare server. Loopback only, bounded by DURATION seconds and MAX requests.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- api-load
 *   CLIENTS=50 DURATION=10 ACCOUNTS=100000 ...
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DURATION_S = Number(process.env.DURATION ?? 10);
const MAX_REQUESTS = Number(process.env.MAX ?? 200_000);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('bench/api-load needs DATABASE_URL (a PostgreSQL server it may create a database on)');

const dbName = `storelens_bench_load_${process.pid}`;
const dbUrl = (() => {
  const u = new URL(baseUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);

const children: ChildProcess[] = [];
function start(command: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return child;
}
async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} never answered`);
}
async function stopAll(): Promise<void> {
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
}

interface Result {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
}

/** CLIENTS loops, each sending its next request when the last is answered, for DURATION_S. */
async function load(url: string, cookie: string, seconds = DURATION_S): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  let sent = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  const client = async () => {
    while (performance.now() < until && sent < MAX_REQUESTS) {
      sent += 1;
      const s = performance.now();
      try {
        const res = await fetch(url, { headers: { cookie } });
        const body = await res.arrayBuffer();
        bytes = body.byteLength;
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    bytes,
  };
}

const STORELENS_PORT = 3391;
const BARE_PORT = 3392;
try {
  // StoreLens, compiled as `npm start` runs it, seeds the demo into the empty database (no worker).
  const build = spawnSync('node', ['scripts/build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const storelens = start(['node', 'packages/server/dist/main.js'], {
    DATABASE_URL: dbUrl,
    PORT: String(STORELENS_PORT),
    HOST: '127.0.0.1',
    DEMO: '1',
    ROLE: 'web',
    LOG_LEVEL: 'warn',
    SECRET_KEY: 'bench-api-load-secret-key-0123456789abcdef',
  });
  await waitFor(`http://127.0.0.1:${STORELENS_PORT}/api/user`, storelens);

  // A large tenant list: ACCOUNTS more accounts in one statement.
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const vertical = (await db.query('select id from verticals order by id limit 1')).rows[0].id as string;
  await db.query(
    `insert into accounts (name, account_type, vertical_id)
     select 'Load Store ' || g, 'Retailer', $1 from generate_series(1, $2::int) g`,
    [vertical, ACCOUNTS],
  );
  await db.query('analyze');
  const connectors = (await db.query(`select id from accounts where account_type = 'Connectors' limit 1`)).rows[0]
    .id as number;
  const sourceCount = (await db.query('select count(*)::int as n from sources where account_id = $1', [connectors]))
    .rows[0].n as number;
  await db.end();

  const signIn = await fetch(`http://127.0.0.1:${STORELENS_PORT}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-storelens-csrf': '1' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-password-1' }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!signIn.ok || !cookie.includes('=')) throw new Error(`sign-in failed: ${signIn.status}`);

  const bare = start(['node', '--import', 'tsx', 'bench/api-load-bare-server.ts'], {
    DATABASE_URL: dbUrl,
    PORT: String(BARE_PORT),
  });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/api/user/accounts`, bare);

  const calls = [
    { name: 'GET /api/user/accounts', path: '/api/user/accounts' },
    { name: `GET /api/sources/{id} (${sourceCount} sources)`, path: `/api/sources/${connectors}` },
  ];
  console.log(
    `${CLIENTS} clients, ${DURATION_S} s per measure, PostgreSQL, ${ACCOUNTS.toLocaleString('en')} extra accounts`,
  );
  console.log('call                                 server     req/s    p50 ms   p99 ms   max ms  errors  bytes');
  for (const call of calls) {
    // a short warm-up for both, then the measures
    await load(`http://127.0.0.1:${STORELENS_PORT}${call.path}`, cookie, 2);
    const mine = await load(`http://127.0.0.1:${STORELENS_PORT}${call.path}`, cookie);
    await load(`http://127.0.0.1:${BARE_PORT}${call.path}`, cookie, 2);
    const base = await load(`http://127.0.0.1:${BARE_PORT}${call.path}`, cookie);
    for (const [server, r] of [
      ['StoreLens', mine],
      ['bare', base],
    ] as const)
      console.log(
        `${call.name.padEnd(36)} ${server.padEnd(9)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(0).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.bytes).padStart(6)}`,
      );
    console.log(
      `${''.padEnd(36)} ratio     ×${(mine.rps / base.rps).toFixed(2)} req/s, ×${(mine.p99 / base.p99).toFixed(2)} p99 (StoreLens / bare)`,
    );
    if (mine.errors > 0) process.exitCode = 1;
  }
} finally {
  await stopAll();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
