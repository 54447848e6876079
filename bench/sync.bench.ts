/**
 * bench/sync (issues "Connectors" §9 and 15 §4): a Shopify fake's 100,000 orders with lines, 20,000
 * customers, products, inventory and locations pulled into PostgreSQL (DATABASE_URL, else embedded
 * PGlite) and delivered to the S3 fake, against a plain COPY of the same rows into the same tables
 * (bench/sync-copy-baseline.ts), in the same run: ROUNDS rounds (default 3), each on a fresh
 * database, sync and COPY in alternating order; medians. Prints pull+store (with the time in store
 * transactions), how long the delivery (which runs beside the pull) went on after it, and the
 * ratios pull+store ÷ COPY and end to end (pull, store, deliver) ÷ COPY, with the CPU of this
 * process, PostgreSQL and the fakes' child process.
 *   npm run bench -- sync            ORDERS=20000 CUSTOMERS=5000 ROUNDS=1 npm run bench -- sync
 * The Shopify fake answers each page once from its data and then from its cache (it is a test
 * server: its page building is not StoreLens' work, issue 17 §5); a first, untimed pull warms it.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import type { Database } from '../packages/server/src/db/client.ts';
import type { DestinationConnector } from '../packages/server/src/integrations/connector.ts';
import { addLink, removeLink } from '../packages/server/src/modules/sources/source-links.service.ts';
import { type RunTimings, runSource } from '../packages/server/src/modules/sync/sync-engine.service.ts';
import { countStored } from '../packages/server/src/modules/sync/warehouse.queries.ts';
import { buildAccount, buildUser, TEST_PASSWORD } from '../packages/server/src/test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../packages/server/src/test/harness.ts';
import { cpuSeconds } from '../packages/server/src/test/server-processes.ts';
import { type CopyRows, copyRows, emptyWarehouse, readRowsForCopy } from './sync-copy-baseline.ts';
import { type SyncFakes, startSyncFakes } from './sync-fakes.ts';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

/**
 * The vendors run in a child process (FAKES=in-process: in this one): the real shop and bucket are
 * not on our machine, so their CPU is not the sync's. They still take this machine's two cores
 * during the run, as does the COPY's PostgreSQL; their CPU is printed beside the sync's.
 */
const IN_PROCESS = process.env.FAKES === 'in-process';
const fakesChild = IN_PROCESS
  ? null
  : fork(fileURLToPath(new URL('./sync-fakes.ts', import.meta.url)), ['serve', String(ORDERS), String(CUSTOMERS)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
const fakes: Omit<SyncFakes, 'close'> = fakesChild
  ? await new Promise((resolve, reject) => {
      fakesChild.once('message', (m) => resolve(m as Omit<SyncFakes, 'close'>));
      fakesChild.once('exit', (code) => reject(new Error(`the fakes' process ended (${code})`)));
    })
  : await startSyncFakes(ORDERS, CUSTOMERS);
const fakesCpu = () => (fakesChild?.pid ? cpuSeconds(fakesChild.pid) : 0);

interface Setup {
  ctx: TestContext;
  sourceId: number;
  accountId: number;
  /** time spent on the bucket, measured around the connector */
  timing: { pushMs: number; pushed: number };
}

/** A fresh database with a Shopify source delivering to the S3 fake. */
async function setUp(): Promise<Setup> {
  const ctx = await createTestContext({}, { shopify: fakes.shopUrlTemplate, s3: fakes.s3.endpoint });
  const db = ctx.deps.database.db;
  const timing = { pushMs: 0, pushed: 0 };
  // the registry's own Shopify connector: the engine pulls it in its worker thread (a wrapped one would stay on the main thread)
  const bucket = ctx.deps.connectors.destinations[5] as DestinationConnector;
  ctx.deps.connectors.destinations[5] = {
    ...bucket,
    push: async (detail, batch, context) => {
      const t0 = performance.now();
      await bucket.push(detail, batch, context);
      timing.pushMs += performance.now() - t0;
      // the JSON text when the engine sends it: reading `records` would parse every record
      timing.pushed += (batch.json ?? batch.records).length;
    },
  };
  const account = await buildAccount(db, { accountType: 'Connectors' });
  const admin = await buildUser(db, { systemAccessLevel: 'admin' });
  const cookie = await signIn(ctx.app, admin.email, TEST_PASSWORD);
  const destination = await ctx.app.inject({
    method: 'POST',
    url: `/api/destinations/${account.id}/`,
    headers: { cookie },
    payload: {
      name: 'Bench bucket',
      type: DESTINATION_TYPE.s3,
      detail: {
        accessKey: fakes.s3.accessKeyId,
        secretKey: fakes.s3.secretAccessKey,
        bucket: 'bench',
        path: 'run',
      },
    },
  });
  // spec 2 §4 gives Shopify no built destination (the bucket takes Brightpearl only), so the source is
  // created through the API with a Cadence destination and the engine is then pointed at the bucket
  const cadence = await ctx.app.inject({
    method: 'POST',
    url: `/api/destinations/${account.id}/`,
    headers: { cookie },
    payload: { name: 'Placeholder', type: DESTINATION_TYPE.cadence, detail: {} },
  });
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/sources/${account.id}/`,
    headers: { cookie },
    payload: {
      name: 'Bench shop',
      type: SOURCE_TYPE.shopify,
      detail: {
        storeName: fakes.shopify.storeName,
        appType: 'custom',
        accessToken: fakes.shopify.accessToken,
      },
      frequency: 1440,
      anchorTime: '08:00',
      startDate: '2000-01-01',
      timezone: 'Etc/UTC',
      destinations: [{ id: cadence.json().id, detail: {} }],
    },
  });
  const sourceId: number = created.json().id;
  if (!sourceId) throw new Error(`could not create the bench source: ${created.body}`);
  await removeLink(db, sourceId, cadence.json().id);
  await addLink(db, account.id, sourceId, {
    destinationId: destination.json().id,
    detail: {},
    startDate: '2000-01-01',
    withHistory: true,
  });
  return { ctx, sourceId, accountId: account.id, timing };
}

/** CPU seconds of the PostgreSQL backends serving this database (0 on PGlite: it runs in this process). */
async function databaseCpu(database: Database): Promise<Map<number, number>> {
  if (database.kind !== 'postgres') return new Map();
  const { rows } = await database.executeSql('select pid from pg_stat_activity where datname = current_database()', []);
  return new Map(rows.map((r) => [Number(r.pid), cpuSeconds(Number(r.pid))]));
}

/** Runs `work`, answering its result and the CPU it cost: this process (fakes included), PostgreSQL, the event loop's busy share. */
async function measured<T>(database: Database, work: () => Promise<T>) {
  const before = {
    own: process.cpuUsage(),
    db: await databaseCpu(database),
    loop: performance.eventLoopUtilization(),
    fakes: fakesCpu(),
  };
  const result = await work();
  const loop = performance.eventLoopUtilization(before.loop).utilization;
  const own = process.cpuUsage(before.own);
  const fakes = fakesCpu() - before.fakes;
  const after = await databaseCpu(database);
  const db = [...after].reduce((sum, [pid, s]) => sum + s - (before.db.get(pid) ?? 0), 0);
  return { result, cpu: { node: (own.user + own.system) / 1e6, postgres: db, loop, fakes } };
}
type Cpu = Awaited<ReturnType<typeof measured>>['cpu'];

interface Round {
  rows: number;
  copyMs: number;
  syncCpu: Cpu;
  copyCpu: Cpu;
  timings: RunTimings;
  pushMs: number;
}

/** One round: a sync and a COPY of the same rows, on one fresh database, in the order asked. */
async function round(syncFirst: boolean, input: CopyRows | null): Promise<Round & { input: CopyRows }> {
  const setup = await setUp();
  const { ctx, sourceId } = setup;
  const database = ctx.deps.database;
  try {
    let copy = { result: 0, cpu: { node: 0, postgres: 0, loop: 0, fakes: 0 } };
    if (!syncFirst) {
      copy = await measured(database, () => copyRows(database, input!));
      await emptyWarehouse(database);
    }
    const sync = await measured(database, () => runSource(ctx.deps, sourceId, 'manual'));
    const outcome = sync.result;
    if (outcome.status !== 'succeeded') throw new Error(`the run ${outcome.status}: ${outcome.error}`);
    const pulled = Object.values(outcome.counts.pulled).reduce((a, b) => a + b, 0);
    const stored = Object.values(await countStored(database.db, setup.accountId, sourceId)).reduce((a, b) => a + b, 0);
    if (stored !== pulled || setup.timing.pushed !== pulled)
      throw new Error(`pulled ${pulled}, stored ${stored}, pushed ${setup.timing.pushed}`);
    const rows = input ?? (await readRowsForCopy(database, sourceId));
    const copied = [...rows.values()].reduce((a, b) => a + b.rows, 0);
    if (copied !== pulled) throw new Error(`the COPY input has ${copied} rows, the sync ${pulled}`);
    if (syncFirst) {
      await emptyWarehouse(database);
      copy = await measured(database, () => copyRows(database, rows));
    }
    return {
      rows: pulled,
      copyMs: copy.result,
      syncCpu: sync.cpu,
      copyCpu: copy.cpu,
      timings: outcome.timings!,
      pushMs: setup.timing.pushMs,
      input: rows,
    };
  } finally {
    await ctx.close();
  }
}

// an untimed first sync warms the fake's page cache and gives the COPY its input
const warm = await round(true, null);
let input = warm.input;
const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const syncFirst = i % 2 === 1;
  const r = await round(syncFirst, input);
  input = r.input;
  rounds.push(r);
  const t = r.timings;
  console.log(
    `  round ${i + 1} (${syncFirst ? 'sync, then COPY' : 'COPY, then sync'}): pull+store ${(t.pullMs / 1000).toFixed(1)} s (store ${(t.storeMs / 1000).toFixed(1)} s), end to end ${(t.totalMs / 1000).toFixed(1)} s; COPY ${(r.copyMs / 1000).toFixed(1)} s`,
  );
}
clearInterval(sampler);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const m = (f: (r: Round) => number) => median(rounds.map(f));
const rows = rounds[0]!.rows;
const rate = (ms: number) => `${Math.round((rows / ms) * 1000).toLocaleString('en-US')} rows/s`.padStart(15);
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pullStore = m((r) => r.timings.pullMs);
const endToEnd = m((r) => r.timings.totalMs);
const copy = m((r) => r.copyMs);
console.log(
  `database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}; ${rows.toLocaleString('en-US')} rows (${JSON.stringify(Object.fromEntries([...input].map(([table, v]) => [table, v.rows])))}); medians of ${ROUNDS} round(s)`,
);
console.log(`COPY (the limit)   ${rate(copy)}   ${secs(copy)}`);
console.log(
  `pull+store         ${rate(pullStore)}   ${secs(pullStore)}   ÷ COPY ${(copy / pullStore).toFixed(2)}   (target ≥ 0.70)`,
);
console.log(
  `  pull             ${process.env.SYNC_PULL_THREAD === '0' ? 'on the main thread (SYNC_PULL_THREAD=0)' : 'in the worker thread (its CPU is in this process)'}, overlapping the store`,
);
console.log(`  store            ${secs(m((r) => r.timings.storeMs))} in store transactions`);
console.log(
  `deliver            beside the pull; done ${secs(m((r) => r.timings.totalMs - r.timings.pullMs))} after it (in push calls to the S3 fake ${secs(m((r) => r.pushMs))})`,
);
console.log(
  `end to end         ${rate(endToEnd)}   ${secs(endToEnd)}   ÷ COPY ${(copy / endToEnd).toFixed(2)}   (target ≥ 0.50)`,
);
const cpu = (c: (r: Round) => Cpu) =>
  `this process ${m((r) => c(r).node).toFixed(1)} s (event loop ${Math.round(m((r) => c(r).loop) * 100)}% busy), PostgreSQL ${m((r) => c(r).postgres).toFixed(1)} s${IN_PROCESS ? '' : `, the fakes' process ${m((r) => c(r).fakes).toFixed(1)} s`}`;
console.log(`CPU  sync: ${cpu((r) => r.syncCpu)}`);
console.log(`     COPY: ${cpu((r) => r.copyCpu)}`);
console.log(
  IN_PROCESS
    ? 'the Shopify and S3 fakes ran in this process (FAKES=in-process)'
    : 'the Shopify and S3 fakes ran in a child process on the same machine (FAKES=in-process: in this one)',
);
console.log(
  `peak memory (RSS, ${IN_PROCESS ? 'fakes and ' : ''}the COPY input included) ${Math.round(peakRss / 1024 / 1024)} MiB`,
);
if (fakesChild) {
  fakesChild.disconnect();
  await new Promise((resolve) => fakesChild.once('exit', resolve));
} else await (fakes as SyncFakes).close();
