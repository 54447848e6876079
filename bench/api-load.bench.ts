/**
 * bench/api-load: 50 concurrent clients on GET /api/user/accounts (a system admin, among ACCOUNTS
 * extra accounts) and on a connector list (GET /api/sources/{accountId}, the demo's Connectors
 * account), each call once with a cookie session and once with an API key (`Authorization: Bearer
 * sl_…`, a read key of the same admin), against PostgreSQL. StoreLens (the compiled server, ROLE=web,
 * started on the demo's data without the demo's in-process fake vendors, as a production web process runs)
 * and a bare Fastify + pg server sending the same statements (api-load-bare-server.ts: the same
 * session or key lookup, the same queries) share one database and are measured in the same run,
 * interleaved: ROUNDS rounds, each measuring both (their order alternating), after a warm-up of both
 * (WARMUP seconds each).
 * Prints each measure, then the medians and StoreLens' ratio to the bare server. Targets (what our
 * layers may cost over the bare stack), on GET /api/user/accounts with a cookie and with a key:
 * req/s ≥ ×0.85 and p99 ≤ ×1.3 of bare.
 *
 * Then lists under load: GET /api/accounts/sources/{id} (the Connectors account's 19 sources, as the
 * system admin) from HEAVY_CLIENTS (200) clients for HEAVY_DURATION (30) s on StoreLens alone. Targets:
 * 0 errors, p99 under 1 s, and the server's resident memory (VmRSS of /proc/<pid>/status) back within
 * 50 MB of its idle figure a minute after the load (idle, peak and after are printed).
 *
 * The server runs with API_KEY_RATE_PER_MINUTE=1000000000: a key's per-minute limit (600 by default)
 * would otherwise answer 429 to the key's measures. Loopback only, bounded by DURATION seconds and MAX
 * requests per measure.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- api-load
 *   CLIENTS=50 DURATION=10 ROUNDS=3 WARMUP=5 ACCOUNTS=100000 ...
 *   HEAVY_CLIENTS=200 HEAVY_DURATION=30 SETTLE=60 ...   the list under load (HEAVY_CLIENTS=0 skips it)
 *   ONLY=accounts ...        only the calls whose path contains it
 *   AUTH=key ...             only the cookie or the key measures
 *   CPU_PROF=/tmp/prof ...   also writes a V8 CPU profile of each server into that folder
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { recordTarget } from './targets.ts';

const root = new URL('..', import.meta.url).pathname;
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DURATION_S = Number(process.env.DURATION ?? 10);
const MAX_REQUESTS = Number(process.env.MAX ?? 200_000);
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
/**
 * seconds of load on each server before a call's rounds: long enough for V8 to have optimised the
 * whole request path of both (with 2 s StoreLens' first round was its slowest, still compiling)
 */
const WARMUP_S = Number(process.env.WARMUP ?? 5);
const CPU_PROF = process.env.CPU_PROF;
const HEAVY_CLIENTS = Number(process.env.HEAVY_CLIENTS ?? 200);
const HEAVY_DURATION_S = Number(process.env.HEAVY_DURATION ?? 30);
/** seconds after the list under load before the server's memory is read again */
const SETTLE_S = Number(process.env.SETTLE ?? 60);
/** 'cookie' or 'key': only those measures */
const AUTH = process.env.AUTH;
/** measure only the calls whose path contains this, e.g. ONLY=accounts */
const ONLY = process.env.ONLY;
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
  /** the server process's CPU time (user + system) per answered request, from /proc */
  cpuMs: number;
}

/** CLIENTS loops, each sending its next request when the last is answered, for DURATION_S. */
/** CPU time (user + system, ms) a process has used so far; 0 where /proc is missing. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The server's resident memory in MB (VmRSS of /proc/<pid>/status); 0 where /proc is missing. */
function rssMbOf(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function load(
  url: string,
  headers: Record<string, string>,
  seconds = DURATION_S,
  pid?: number,
  clients = CLIENTS,
): Promise<Result> {
  const cpu0 = cpuMsOf(pid);
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
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        bytes = body.byteLength;
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
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
    cpuMs: (cpuMsOf(pid) - cpu0) / Math.max(1, latencies.length),
  };
}

/** The median of each figure over the rounds (each figure on its own). */
function medianOf(results: Result[]): Result {
  const median = (pick: (r: Result) => number) => {
    const values = results.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    return values.length % 2 ? (values[mid] ?? 0) : ((values[mid - 1] ?? 0) + (values[mid] ?? 0)) / 2;
  };
  return {
    requests: median((r) => r.requests),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    rps: median((r) => r.rps),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    max: median((r) => r.max),
    bytes: results[0]?.bytes ?? 0,
    cpuMs: median((r) => r.cpuMs),
  };
}

const STORELENS_PORT = 3391;
const BARE_PORT = 3392;
try {
  // StoreLens, compiled as `npm start` runs it, seeds the demo into the empty database (no worker), and
  // stops; the measured process then starts on that data without DEMO, as a production web process
  // runs: the demo's fake vendors (their generated datasets in the heap, their serving) are not ours to count.
  const build = spawnSync('node', ['scripts/build.mjs', '--quiet'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const serverEnv = {
    DATABASE_URL: dbUrl,
    PORT: String(STORELENS_PORT),
    HOST: '127.0.0.1',
    ROLE: 'web',
    LOG_LEVEL: 'warn',
    SECRET_KEY: 'bench-api-load-secret-key-0123456789abcdef',
    // a key's calls per minute: high enough that the key's measures are never refused with 429
    API_KEY_RATE_PER_MINUTE: '1000000000',
  };
  const seeding = start(['node', 'packages/server/dist/main.js'], { ...serverEnv, DEMO: '1' });
  await waitFor(`http://127.0.0.1:${STORELENS_PORT}/api/user`, seeding);
  await stopAll();
  children.length = 0;
  const profile = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
  const storelens = start(['node', ...profile, 'packages/server/dist/main.js'], serverEnv);
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
  // a read key of the same admin, made as the web app makes one (the session and its CSRF header)
  const created = await fetch(`http://127.0.0.1:${STORELENS_PORT}/api/user/apiKeys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-storelens-csrf': '1', cookie },
    body: JSON.stringify({ name: 'bench api-load', scope: 'read', expiresInDays: 30 }),
  });
  const apiKey = ((await created.json()) as { key?: string }).key;
  if (!created.ok || !apiKey) throw new Error(`API key creation failed: ${created.status}`);
  const cookieHeaders: Record<string, string> = { cookie };
  const keyHeaders: Record<string, string> = { authorization: `Bearer ${apiKey}` };
  const auths = [
    { name: 'cookie', headers: cookieHeaders },
    { name: 'key', headers: keyHeaders },
  ].filter((auth) => !AUTH || auth.name === AUTH);

  const bare = start(['node', ...profile, '--import', 'tsx', 'bench/api-load-bare-server.ts'], {
    DATABASE_URL: dbUrl,
    PORT: String(BARE_PORT),
  });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/api/user/accounts`, bare);

  const calls = [
    { name: 'GET /api/user/accounts', path: '/api/user/accounts', targets: true },
    // informational: the bare server makes the same account check but a shorter listing
    { name: `GET /api/sources/{id} (${sourceCount} sources)`, path: `/api/sources/${connectors}`, targets: false },
  ]
    .filter((call) => !ONLY || call.path.includes(ONLY))
    .flatMap((call) => auths.map((auth) => ({ ...call, name: `${call.name}, ${auth.name}`, headers: auth.headers })));
  console.log(
    `${CLIENTS} clients, ${DURATION_S} s per measure, ${ROUNDS} rounds interleaved, PostgreSQL, ${ACCOUNTS.toLocaleString('en')} extra accounts`,
  );
  console.log(
    'call                                         server     req/s    p50 ms   p99 ms   max ms  errors  bytes  cpu ms/req',
  );
  const servers = [
    { name: 'StoreLens', port: STORELENS_PORT, pid: storelens.pid },
    { name: 'bare', port: BARE_PORT, pid: bare.pid },
  ] as const;
  const row = (call: string, server: string, r: Result) =>
    console.log(
      `${call.padEnd(44)} ${server.padEnd(9)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(0).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.bytes).padStart(6)} ${r.cpuMs.toFixed(2).padStart(11)}`,
    );
  for (const call of calls) {
    const url = (port: number) => `http://127.0.0.1:${port}${call.path}`;
    for (const server of servers) await load(url(server.port), call.headers, WARMUP_S);
    const results: Record<string, Result[]> = { StoreLens: [], bare: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // alternating who goes first, so a drift of the machine within a round favours neither
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        const r = await load(url(server.port), call.headers, DURATION_S, server.pid);
        results[server.name]?.push(r);
        row(call.name, `${server.name} ${round + 1}`, r);
      }
    }
    const mine = medianOf(results.StoreLens ?? []);
    const base = medianOf(results.bare ?? []);
    row(call.name, 'StoreLens', mine);
    row(call.name, 'bare', base);
    console.log(
      `${''.padEnd(44)} ratio     ×${(mine.rps / base.rps).toFixed(2)} req/s${call.targets ? ' (target ≥ ×0.85)' : ''}, ×${(mine.p99 / base.p99).toFixed(2)} p99${call.targets ? ' (target ≤ ×1.30)' : ''}, medians of ${ROUNDS}, StoreLens / bare${call.targets ? '' : ' (informational)'}`,
    );
    if (call.targets) {
      const rps = mine.rps / base.rps;
      const p99 = mine.p99 / base.p99;
      recordTarget({
        what: `${call.name}, 50 clients: req/s ÷ bare server`,
        measured: `×${rps.toFixed(2)}`,
        target: '≥ ×0.85',
        met: rps >= 0.85,
      });
      recordTarget({
        what: `${call.name}, 50 clients: p99 ÷ bare server`,
        measured: `×${p99.toFixed(2)}`,
        target: '≤ ×1.30',
        met: p99 <= 1.3,
      });
    }
    if ((results.StoreLens ?? []).some((r) => r.errors > 0)) process.exitCode = 1;
  }

  // Lists under load: many clients on the admin's source list, with the server's memory around it.
  if (HEAVY_CLIENTS > 0 && (!ONLY || 'accounts/sources'.includes(ONLY))) {
    const name = `GET /api/accounts/sources/{id} (${sourceCount} sources)`;
    const url = `http://127.0.0.1:${STORELENS_PORT}/api/accounts/sources/${connectors}`;
    await load(url, { cookie }, 2, undefined, 10);
    await sleep(5_000);
    const idle = rssMbOf(storelens.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMbOf(storelens.pid));
    }, 100);
    const r = await load(url, { cookie }, HEAVY_DURATION_S, storelens.pid, HEAVY_CLIENTS);
    clearInterval(sampler);
    peak = Math.max(peak, rssMbOf(storelens.pid));
    await sleep(SETTLE_S * 1000);
    const after = rssMbOf(storelens.pid);
    console.log(`\n${HEAVY_CLIENTS} clients, ${HEAVY_DURATION_S} s, cookie session of the system admin, StoreLens`);
    row(name, 'StoreLens', r);
    console.log(
      `${''.padEnd(44)} RSS       idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${SETTLE_S} s after ${after.toFixed(0)} MB (${after - idle >= 0 ? '+' : ''}${(after - idle).toFixed(0)} MB)`,
    );
    const what = `${name}, ${HEAVY_CLIENTS} clients`;
    recordTarget({ what: `${what}: errors`, measured: String(r.errors), target: '0', met: r.errors === 0 });
    recordTarget({
      what: `${what}: p99`,
      measured: `${r.p99.toFixed(0)} ms`,
      target: '< 1000 ms',
      met: r.p99 < 1000,
    });
    recordTarget({
      what: `${what}: RSS ${SETTLE_S} s after − idle`,
      measured: `${(after - idle).toFixed(0)} MB`,
      target: '≤ 50 MB',
      met: after - idle <= 50,
    });
    if (r.errors > 0) process.exitCode = 1;
  }
} finally {
  await stopAll();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
