/**
 * bench/scale-out: the same sources (8 WooCommerce fakes × 20,000 orders by default,
 * each with customers and products, all delivered to the Zaius fake) synced by 1, 2 and 4 worker
 * processes (`ROLE=worker`) beside one `ROLE=web` process, on PostgreSQL: a fresh database per
 * round, the sources created over HTTP once every worker beats, the clock stopped when every source
 * has a succeeded run. Prints records/s per round and the ratio to one worker, and where the CPU went
 * (web, workers, PostgreSQL backends, this process = the fakes) to show what flattens the curve.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- scale-out
 *   SOURCES=4 ORDERS=5000 WORKERS=1,2 ...           (smaller)
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startWooCommerceFake, type WooCommerceFake } from '../packages/fakes/src/woocommerce/woocommerce-fake.ts';
import {
  DEFAULT_ZAIUS_PRIVATE_KEY,
  DEFAULT_ZAIUS_PUBLIC_KEY,
  startZaiusFake,
} from '../packages/fakes/src/zaius/server.ts';
import { createWooCommerceSource } from '../packages/server/src/integrations/sources/woocommerce/sync.ts';
import {
  ApiClient,
  cpuSeconds,
  createPostgresDatabase,
  freePort,
  overlappingRuns,
  readRuns,
  type ServerProcess,
  seedConnectorsAdmin,
  sleep,
  startServerProcess,
  WOO_FAKE_ENDPOINT,
  waitFor,
  wooSourceBody,
} from '../packages/server/src/test/server-processes.ts';

const SOURCES = Number(process.env.SOURCES ?? 8);
const ORDERS = Number(process.env.ORDERS ?? 20_000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 2_000);
const PRODUCTS = Number(process.env.PRODUCTS ?? 100);
const WORKERS = (process.env.WORKERS ?? '1,2,4').split(',').map(Number);
/** each worker count runs this often (in alternating order); the median round counts, as the machine may be shared */
const REPEAT = Number(process.env.REPEAT ?? 3);
const SECRET_KEY = 'scale-out-bench-key-scale-out-bench-key-01';
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('bench/scale-out needs DATABASE_URL (a PostgreSQL server it may create databases on)');

const shops: WooCommerceFake[] = [];
for (let i = 0; i < SOURCES; i++)
  shops.push(
    await startWooCommerceFake({
      orders: ORDERS,
      customers: CUSTOMERS,
      products: PRODUCTS,
      seed: 500 + i,
      cacheResponses: true,
    }),
  );
// The fakes run in this process on the same two cores: they answer every page from a cache that
// one untimed pull of each shop fills here, so every round (1, 2 or 4 workers) gets the same cheap
// vendor, and what is measured is StoreLens' own work.
const warm = createWooCommerceSource({ endpoints: { woocommerce: WOO_FAKE_ENDPOINT } });
for (const shop of shops) {
  const detail = { url: new URL(shop.url).host, ...shop.credentials };
  for (const stream of warm.streams)
    for await (const _page of warm.pull(detail, stream, { cursor: null, startDate: '2000-01-01' }));
}
const zaius = await startZaiusFake();
const vendorEndpoints = JSON.stringify({ woocommerce: WOO_FAKE_ENDPOINT, zaius: zaius.endpoint });

interface Round {
  workers: number;
  records: number;
  seconds: number;
  /** CPU seconds: ours by process group, and the whole machine's (others' work included) */
  cpu: { web: number; workers: number; postgres: number; fakes: number; machine: number };
  /** runs per worker process */
  split: number[];
  /** transactions committed in the round's database, and WAL flushes (fsync) of the whole server */
  commits: number;
  walSyncs: number;
}

/** CPU seconds the whole machine spent busy so far (all processes, ours and anyone else's). */
function machineBusySeconds(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const n = ticks.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  return (total - n[3]! - n[4]!) / 100;
}

async function walStats(admin: pg.Client, database: string): Promise<{ commits: number; syncs: number }> {
  const { rows } = await admin.query<{ commits: string; syncs: string }>(
    `select (select xact_commit from pg_stat_database where datname = $1) as commits,
            (select wal_sync from pg_stat_wal) as syncs`,
    [database],
  );
  return { commits: Number(rows[0]!.commits), syncs: Number(rows[0]!.syncs) };
}

/** How long one small commit takes on this server (its WAL flush: the disk's fsync latency). */
async function commitLatencyMs(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('create table if not exists bench_commit_probe (x int)');
  const t0 = performance.now();
  for (let i = 0; i < 100; i++) await c.query('insert into bench_commit_probe values ($1)', [i]);
  const ms = (performance.now() - t0) / 100;
  await c.query('drop table bench_commit_probe');
  await c.end();
  return ms;
}

/** CPU seconds of the PostgreSQL backends serving one database, by backend pid. */
async function backendCpu(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
}

async function round(workerCount: number): Promise<Round> {
  const database = await createPostgresDatabase(serverUrl!, 'storelens_bench_scale');
  const databaseName = new URL(database.url).pathname.slice(1);
  const seeded = await seedConnectorsAdmin({ databaseUrl: database.url });
  const shared = { DATABASE_URL: database.url, VENDOR_ENDPOINTS: vendorEndpoints, SECRET_KEY, LOG_LEVEL: 'error' };
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const processes: ServerProcess[] = [];
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const web = startServerProcess({
      ...shared,
      ROLE: 'web',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
    });
    processes.push(web);
    const api = new ApiClient(baseUrl);
    await api.ready(60_000, web);
    const workers = Array.from({ length: workerCount }, () => startServerProcess({ ...shared, ROLE: 'worker' }));
    processes.push(...workers);
    const idOf = await waitFor('every worker to beat', 90_000, async () => {
      const { rows } = await pool.query<{ id: string; pid: number }>('select id, pid from worker_heartbeats');
      const ids = new Map(rows.map((r) => [r.pid, r.id]));
      return workers.every((w) => ids.has(w.pid)) && ids;
    });
    await api.signIn(seeded.email, seeded.password);
    const destination = await api.post<{ id: number }>(`/api/destinations/${seeded.accountId}/`, {
      name: 'CDP',
      type: 1,
      detail: { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY, listFields: [] },
    });
    await sleep(500); // let start-up work settle before the clock starts

    const cpuBefore = {
      web: cpuSeconds(web.pid),
      workers: workers.map((w) => cpuSeconds(w.pid)),
      postgres: await backendCpu(admin, databaseName),
      fakes: process.cpuUsage(),
      machine: machineBusySeconds(),
    };
    const walBefore = await walStats(admin, databaseName);
    const t0 = performance.now();
    const sourceIds: number[] = [];
    for (const [i, shop] of shops.entries())
      sourceIds.push(
        (
          await api.post<{ id: number }>(
            `/api/sources/${seeded.accountId}/`,
            wooSourceBody(`Shop ${i}`, shop.url, shop.credentials, destination.id),
          )
        ).id,
      );
    const runs = await waitFor('every source to complete', 30 * 60_000, async () => {
      const all = await readRuns((text) => pool.query(text));
      const failed = all.find((r) => r.status === 'failed');
      if (failed) throw new Error(`source ${failed.sourceId} run ${failed.id} failed: ${failed.error}`);
      return sourceIds.every((id) => all.some((r) => r.sourceId === id && r.status === 'succeeded')) && all;
    });
    const seconds = (performance.now() - t0) / 1000;
    const postgresAfter = await backendCpu(admin, databaseName);
    const walAfter = await walStats(admin, databaseName);
    const fakes = process.cpuUsage(cpuBefore.fakes);
    const cpu = {
      web: cpuSeconds(web.pid) - cpuBefore.web,
      workers: workers.reduce((sum, w, i) => sum + cpuSeconds(w.pid) - cpuBefore.workers[i]!, 0),
      postgres: [...postgresAfter].reduce((sum, [pid, s]) => sum + s - (cpuBefore.postgres.get(pid) ?? 0), 0),
      fakes: (fakes.user + fakes.system) / 1e6,
      machine: machineBusySeconds() - cpuBefore.machine,
    };
    if (overlappingRuns(runs).length > 0) throw new Error('runs of one source overlapped');
    const records = runs
      .filter((r) => r.status === 'succeeded')
      .reduce((sum, r) => sum + Object.values(r.pulled).reduce((a, b) => a + b, 0), 0);
    const split = workers.map((w) => runs.filter((r) => r.workerId === idOf.get(w.pid)).length);
    return {
      workers: workerCount,
      records,
      seconds,
      cpu,
      split,
      commits: walAfter.commits - walBefore.commits,
      walSyncs: walAfter.syncs - walBefore.syncs,
    };
  } finally {
    for (const p of processes) await p.stop();
    await pool.end();
    await admin.end();
    await database.drop();
  }
}

const cores = availableParallelism();
console.log(
  `${SOURCES} WooCommerce sources × ${ORDERS.toLocaleString('en-US')} orders, ${CUSTOMERS.toLocaleString('en-US')} customers, ${PRODUCTS} products (+ inventory), delivered to Zaius; PostgreSQL; ${cores} cores`,
);
const probe = await createPostgresDatabase(serverUrl, 'storelens_bench_probe');
const commitMs = await commitLatencyMs(probe.url);
await probe.drop();
console.log(`one commit (WAL flush) on this server: ${commitMs.toFixed(1)} ms`);
const rounds: Round[] = [];
for (let pass = 0; pass < REPEAT; pass++)
  for (const workers of pass % 2 === 0 ? WORKERS : [...WORKERS].reverse()) {
    const r = await round(workers);
    rounds.push(r);
    const c = r.cpu;
    console.log(
      `  round: ${workers} worker(s) ${Math.round(r.records / r.seconds).toLocaleString('en-US')} records/s in ${r.seconds.toFixed(1)} s; CPU s workers ${c.workers.toFixed(1)}, PostgreSQL ${c.postgres.toFixed(1)}, fakes ${c.fakes.toFixed(1)}, web ${c.web.toFixed(1)}; machine ${Math.round((c.machine / (r.seconds * cores)) * 100)}% busy`,
    );
  }

const rate = (r: Round) => r.records / r.seconds;
const best = WORKERS.map((w) => {
  const each = rounds.filter((r) => r.workers === w).sort((a, b) => rate(b) - rate(a));
  return each[Math.floor(each.length / 2)]!;
});
console.log(`\nthe median of ${REPEAT} round(s) each (load average at the end ${loadavg()[0]!.toFixed(1)}):`);
for (const r of best) {
  const share = (s: number) => `${s.toFixed(1).padStart(5)} s`;
  const ours = r.cpu.web + r.cpu.workers + r.cpu.postgres + r.cpu.fakes;
  console.log(
    `${String(r.workers).padStart(2)} worker${r.workers === 1 ? ' ' : 's'}  ${Math.round(rate(r)).toLocaleString('en-US').padStart(7)} records/s  ×${(rate(r) / rate(best[0]!)).toFixed(2)}  (${r.records.toLocaleString('en-US')} records in ${r.seconds.toFixed(1)} s; runs per worker ${r.split.join('/')})`,
  );
  console.log(
    `           CPU: workers ${share(r.cpu.workers)}  PostgreSQL ${share(r.cpu.postgres)}  fakes ${share(r.cpu.fakes)}  web ${share(r.cpu.web)}  = ${Math.round((ours / (r.seconds * cores)) * 100)}% of ${cores} cores; the whole machine ${Math.round((r.cpu.machine / (r.seconds * cores)) * 100)}%`,
  );
  console.log(
    `           database: ${Math.round(r.commits / r.seconds)} commits/s, ${Math.round(r.walSyncs / r.seconds)} WAL flushes/s ≈ ${Math.round(((r.walSyncs * commitMs) / (r.seconds * 1000)) * 100)}% of the time flushing (${commitMs.toFixed(1)} ms each)`,
  );
  // the CPU a record costs all our processes together bounds what any number of workers can reach
  console.log(
    `           ${((ours / r.records) * 1e6).toFixed(0)} µs of CPU per record: ${cores} cores given to StoreLens alone would cap it at ${Math.round((r.records / ours) * cores).toLocaleString('en-US')} records/s`,
  );
}
for (const shop of shops) await shop.close();
await zaius.close();
