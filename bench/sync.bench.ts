/**
 * bench/sync (issues "Connectors" §9 and 15 §4): a Shopify fake's 100,000 orders with lines, 20,000
 * customers, products, inventory and locations pulled into PostgreSQL (DATABASE_URL, else embedded
 * PGlite), against a plain COPY of the same rows into the same tables (bench/sync-copy-baseline.ts),
 * in the same run: ROUNDS rounds (default 3), each on a fresh database with three steps, each into an
 * empty warehouse, their order rotating from round to round: the COPY; pull+store, a run of a source
 * with no destination; end to end, a run of the same shop delivering to the S3 fake (pull, store
 * and deliver, the delivery beside the pull). Prints medians, the ratios to the COPY, the time in
 * store transactions, and the CPU of this process, PostgreSQL and the fakes' child process.
 *   npm run bench -- sync            ORDERS=20000 CUSTOMERS=5000 ROUNDS=1 npm run bench -- sync
 * The Shopify fake answers each page once from its data and then from its cache (it is a test
 * server: its page building is not StoreLens' work); a first, untimed pull warms it.
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import type { Database } from '../packages/server/src/db/client.ts';
import type { DestinationConnector } from '../packages/server/src/integrations/connector.ts';
import { addLink, removeLink } from '../packages/server/src/modules/sources/source-links.service.ts';
import { type RunTimings, runSource } from '../packages/server/src/modules/sync/sync-engine.service.ts';
import { buildAccount, buildUser, TEST_PASSWORD } from '../packages/server/src/test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../packages/server/src/test/harness.ts';
import { cpuSeconds } from '../packages/server/src/test/server-processes.ts';
import { countStored } from '../packages/server/src/warehouse/records.queries.ts';
import { type CopyRows, copyRows, emptyWarehouse, readRowsForCopy } from './sync-copy-baseline.ts';
import { type SyncFakes, startSyncFakes } from './sync-fakes.ts';
import { recordTarget } from './targets.ts';

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
  accountId: number;
  /** a source with no destination: its run is pull and store only */
  storeOnly: number;
  /** the same shop delivering to the S3 fake: pull, store and deliver */
  endToEnd: number;
  /** time spent on the bucket, measured around the connector */
  timing: { pushMs: number; pushed: number };
}

/** A fresh database with two sources of the same Shopify fake: one without a destination, one delivering to the S3 fake. */
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
  const post = async (url: string, payload: object) => {
    const answer = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const id: number = answer.json().id;
    if (!id) throw new Error(`could not set up the bench (${url}): ${answer.body}`);
    return id;
  };
  const bucketId = await post(`/api/destinations/${account.id}/`, {
    name: 'Bench bucket',
    type: DESTINATION_TYPE.s3,
    detail: { accessKey: fakes.s3.accessKeyId, secretKey: fakes.s3.secretAccessKey, bucket: 'bench', path: 'run' },
  });
  // spec 2 §4 gives Shopify no built destination (the bucket takes Brightpearl only), so a source is
  // created through the API with a Cadence destination and that link is then removed
  const cadenceId = await post(`/api/destinations/${account.id}/`, {
    name: 'Placeholder',
    type: DESTINATION_TYPE.cadence,
    detail: {},
  });
  const shop = async (name: string) => {
    const sourceId = await post(`/api/sources/${account.id}/`, {
      name,
      type: SOURCE_TYPE.shopify,
      detail: { storeName: fakes.shopify.storeName, appType: 'custom', accessToken: fakes.shopify.accessToken },
      frequency: 1440,
      anchorTime: '08:00',
      startDate: '2000-01-01',
      timezone: 'Etc/UTC',
      destinations: [{ id: cadenceId, detail: {} }],
    });
    await removeLink(db, sourceId, cadenceId);
    return sourceId;
  };
  const storeOnly = await shop('Bench shop (no destination)');
  const endToEnd = await shop('Bench shop');
  await addLink(db, account.id, endToEnd, {
    destinationId: bucketId,
    detail: {},
    startDate: '2000-01-01',
    withHistory: true,
  });
  return { ctx, accountId: account.id, storeOnly, endToEnd, timing };
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

type Step = 'copy' | 'store' | 'e2e';
const STEPS: Step[] = ['copy', 'store', 'e2e'];

interface Round {
  rows: number;
  ms: Record<Step, number>;
  cpu: Record<Step, Cpu>;
  /** the end-to-end run's own timings: its pull and store beside the delivery */
  e2e: RunTimings;
  /** the pull+store run's own timings */
  store: RunTimings;
  pushMs: number;
}

/** Runs the source once from an empty warehouse; checks that it stored (and, with a destination, pushed) every record. */
async function syncOnce(setup: Setup, sourceId: number) {
  const database = setup.ctx.deps.database;
  setup.timing.pushed = 0;
  const sync = await measured(database, () => runSource(setup.ctx.deps, sourceId, 'manual'));
  const outcome = sync.result;
  if (outcome.status !== 'succeeded') throw new Error(`the run ${outcome.status}: ${outcome.error}`);
  const pulled = Object.values(outcome.counts.pulled).reduce((a, b) => a + b, 0);
  const stored = Object.values(await countStored(database.db, setup.accountId, sourceId)).reduce((a, b) => a + b, 0);
  const pushed = sourceId === setup.endToEnd ? setup.timing.pushed : pulled;
  if (stored !== pulled || pushed !== pulled) throw new Error(`pulled ${pulled}, stored ${stored}, pushed ${pushed}`);
  return { pulled, timings: outcome.timings!, cpu: sync.cpu };
}

/**
 * One round on one fresh database: the COPY, the pull+store run and the end-to-end run, each into an
 * empty warehouse, in the order given. Without `input` (the warm-up), the COPY's input is read from
 * the first sync's rows.
 */
async function round(order: Step[], input: CopyRows | null): Promise<Round & { input: CopyRows }> {
  const setup = await setUp();
  const database = setup.ctx.deps.database;
  const ms = {} as Record<Step, number>;
  const cpu = {} as Record<Step, Cpu>;
  let rows = input;
  const timings: Partial<Record<'store' | 'e2e', RunTimings>> = {};
  let pulled = 0;
  try {
    for (const step of order) {
      if (step === 'copy') {
        const copy = await measured(database, () => copyRows(database, rows!));
        ms.copy = copy.result;
        cpu.copy = copy.cpu;
      } else {
        const run = await syncOnce(setup, step === 'store' ? setup.storeOnly : setup.endToEnd);
        pulled = run.pulled;
        ms[step] = step === 'store' ? run.timings.pullMs : run.timings.totalMs;
        cpu[step] = run.cpu;
        timings[step] = run.timings;
        rows ??= await readRowsForCopy(database, step === 'store' ? setup.storeOnly : setup.endToEnd);
      }
      await emptyWarehouse(database);
    }
    const copied = [...rows!.values()].reduce((a, b) => a + b.rows, 0);
    if (copied !== pulled) throw new Error(`the COPY input has ${copied} rows, the sync ${pulled}`);
    return {
      rows: pulled,
      ms,
      cpu,
      e2e: timings.e2e!,
      store: timings.store!,
      pushMs: setup.timing.pushMs,
      input: rows!,
    };
  } finally {
    await setup.ctx.close();
  }
}

/** Each round starts with the next step: every step comes first, second and last in three rounds. */
const rotated = (i: number): Step[] => STEPS.map((_, k) => STEPS[(i + k) % STEPS.length]!);

// an untimed first round warms the fake's page cache and gives the COPY its input
const warm = await round(['store', 'e2e', 'copy'], null);
let input = warm.input;
const rounds: Round[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const order = rotated(i);
  const r = await round(order, input);
  input = r.input;
  rounds.push(r);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `  round ${i + 1} (${order.join(', ')}): COPY ${s(r.ms.copy)}; pull+store ${s(r.ms.store)} (store ${s(r.store.storeMs)}); end to end ${s(r.ms.e2e)} (its pull+store ${s(r.e2e.pullMs)}, store ${s(r.e2e.storeMs)})`,
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
const pullStore = m((r) => r.ms.store);
const endToEnd = m((r) => r.ms.e2e);
const copy = m((r) => r.ms.copy);
console.log(
  `database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}; ${rows.toLocaleString('en-US')} rows (${JSON.stringify(Object.fromEntries([...input].map(([table, v]) => [table, v.rows])))}); medians of ${ROUNDS} round(s)`,
);
console.log(`COPY (the limit)   ${rate(copy)}   ${secs(copy)}`);
console.log(
  `pull+store         ${rate(pullStore)}   ${secs(pullStore)}   ÷ COPY ${(copy / pullStore).toFixed(2)}   (target ≥ 0.70; a source with no destination)`,
);
console.log(`  store            ${secs(m((r) => r.store.storeMs))} in store transactions`);
console.log(
  `  pull             ${process.env.SYNC_PULL_THREAD === '0' ? 'on the main thread (SYNC_PULL_THREAD=0)' : 'in the worker thread (its CPU is in this process)'}, overlapping the store`,
);
console.log(
  `end to end         ${rate(endToEnd)}   ${secs(endToEnd)}   ÷ COPY ${(copy / endToEnd).toFixed(2)}   (target ≥ 0.50; the same shop delivering to the S3 fake)`,
);
console.log(
  `  pull+store       ${secs(m((r) => r.e2e.pullMs))} beside the delivery (${secs(m((r) => r.e2e.storeMs))} in store transactions)`,
);
console.log(
  `  deliver          beside the pull; done ${secs(m((r) => r.e2e.totalMs - r.e2e.pullMs))} after it (in push calls to the S3 fake ${secs(m((r) => r.pushMs))})`,
);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
recordTarget({
  what: `sync pull+store ÷ COPY, ${database}`,
  measured: `×${(copy / pullStore).toFixed(2)}`,
  target: '≥ ×0.70',
  met: copy / pullStore >= 0.7,
});
recordTarget({
  what: `sync end to end ÷ COPY, ${database}`,
  measured: `×${(copy / endToEnd).toFixed(2)}`,
  target: '≥ ×0.50',
  met: copy / endToEnd >= 0.5,
});
const cpu = (step: Step) =>
  `this process ${m((r) => r.cpu[step].node).toFixed(1)} s (event loop ${Math.round(m((r) => r.cpu[step].loop) * 100)}% busy), PostgreSQL ${m((r) => r.cpu[step].postgres).toFixed(1)} s${IN_PROCESS ? '' : `, the fakes' process ${m((r) => r.cpu[step].fakes).toFixed(1)} s`}`;
console.log(`CPU  COPY:       ${cpu('copy')}`);
console.log(`     pull+store: ${cpu('store')}`);
console.log(`     end to end: ${cpu('e2e')}`);
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
