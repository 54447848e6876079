/**
 * bench/sync (issues "Connectors" §9 and 15 §4): a Shopify fake's 100,000 orders with lines, 20,000
 * customers, products, inventory and locations pulled into PostgreSQL (DATABASE_URL, else embedded
 * PGlite) and delivered to the S3 fake, against a plain COPY of the same rows into the same tables
 * (bench/sync-copy-baseline.ts), in the same run: ROUNDS rounds (default 3), each on a fresh
 * database, sync and COPY in alternating order; medians. Prints pull, store and deliver
 * separately, and the ratios pull+store ÷ COPY and end to end (pull, store, deliver) ÷ COPY.
 *   npm run bench -- sync            ORDERS=20000 CUSTOMERS=5000 ROUNDS=1 npm run bench -- sync
 * The Shopify fake answers each page once from its data and then from its cache (it is a test
 * server: its page building is not StoreLens' work, issue 17 §5); a first, untimed pull warms it.
 */
import { performance } from 'node:perf_hooks';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { DEFAULT_S3_CREDENTIAL, startS3Fake } from '../packages/fakes/src/s3/server.ts';
import { startShopifyFake } from '../packages/fakes/src/shopify/shopify-fake.ts';
import type { Database } from '../packages/server/src/db/client.ts';
import type { DestinationConnector, SourceConnector } from '../packages/server/src/integrations/connector.ts';
import { addLink, removeLink } from '../packages/server/src/modules/sources/source-links.service.ts';
import { type RunTimings, runSource } from '../packages/server/src/modules/sync/sync-engine.service.ts';
import { countStored } from '../packages/server/src/modules/sync/warehouse.queries.ts';
import { buildAccount, buildUser, TEST_PASSWORD } from '../packages/server/src/test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../packages/server/src/test/harness.ts';
import { observePull } from '../packages/server/src/test/observe-pull.ts';
import { cpuSeconds } from '../packages/server/src/test/server-processes.ts';
import { type CopyRows, copyRows, emptyWarehouse, readRowsForCopy } from './sync-copy-baseline.ts';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const shopify = await startShopifyFake({
  orders: ORDERS,
  customers: CUSTOMERS,
  products: 500,
  locations: 2,
  throttle: null,
  cacheResponses: true,
});
const s3 = await startS3Fake({ buckets: ['bench'] });

interface Setup {
  ctx: TestContext;
  sourceId: number;
  accountId: number;
  /** time spent in the Shopify connector (vendor and parsing) and on the bucket, measured around the connectors */
  timing: { pullMs: number; pushMs: number; pushed: number };
}

/** A fresh database with a Shopify source delivering to the S3 fake. */
async function setUp(): Promise<Setup> {
  const ctx = await createTestContext({}, { shopify: shopify.shopUrlTemplate, s3: s3.endpoint });
  const db = ctx.deps.database.db;
  const timing = { pullMs: 0, pushMs: 0, pushed: 0 };
  ctx.deps.connectors.sources[15] = observePull(ctx.deps.connectors.sources[15] as SourceConnector, {
    waited: (ms) => {
      timing.pullMs += ms;
    },
  });
  const bucket = ctx.deps.connectors.destinations[5] as DestinationConnector;
  ctx.deps.connectors.destinations[5] = {
    ...bucket,
    push: async (detail, batch, context) => {
      const t0 = performance.now();
      await bucket.push(detail, batch, context);
      timing.pushMs += performance.now() - t0;
      timing.pushed += batch.records.length;
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
        accessKey: DEFAULT_S3_CREDENTIAL.accessKeyId,
        secretKey: DEFAULT_S3_CREDENTIAL.secretAccessKey,
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
        storeName: shopify.credentials.storeName,
        appType: 'custom',
        accessToken: shopify.credentials.accessToken,
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
  const before = { own: process.cpuUsage(), db: await databaseCpu(database), loop: performance.eventLoopUtilization() };
  const result = await work();
  const loop = performance.eventLoopUtilization(before.loop).utilization;
  const own = process.cpuUsage(before.own);
  const after = await databaseCpu(database);
  const db = [...after].reduce((sum, [pid, s]) => sum + s - (before.db.get(pid) ?? 0), 0);
  return { result, cpu: { node: (own.user + own.system) / 1e6, postgres: db, loop } };
}
type Cpu = Awaited<ReturnType<typeof measured>>['cpu'];

interface Round {
  rows: number;
  copyMs: number;
  syncCpu: Cpu;
  copyCpu: Cpu;
  timings: RunTimings;
  /** in the connector (vendor and parsing), overlapping the store */
  vendorMs: number;
  pushMs: number;
}

/** One round: a sync and a COPY of the same rows, on one fresh database, in the order asked. */
async function round(syncFirst: boolean, input: CopyRows | null): Promise<Round & { input: CopyRows }> {
  const setup = await setUp();
  const { ctx, sourceId } = setup;
  const database = ctx.deps.database;
  try {
    let copy = { result: 0, cpu: { node: 0, postgres: 0, loop: 0 } };
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
      vendorMs: setup.timing.pullMs,
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
    `  round ${i + 1} (${syncFirst ? 'sync, then COPY' : 'COPY, then sync'}): pull+store ${(t.pullMs / 1000).toFixed(1)} s (store ${(t.storeMs / 1000).toFixed(1)} s), deliver ${(t.deliverMs / 1000).toFixed(1)} s; COPY ${(r.copyMs / 1000).toFixed(1)} s`,
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
const deliver = m((r) => r.timings.deliverMs);
const endToEnd = m((r) => r.timings.pullMs + r.timings.deliverMs);
const copy = m((r) => r.copyMs);
console.log(
  `database: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}; ${rows.toLocaleString('en-US')} rows (${JSON.stringify(Object.fromEntries([...input].map(([table, v]) => [table, v.rows])))}); medians of ${ROUNDS} round(s)`,
);
console.log(`COPY (the limit)   ${rate(copy)}   ${secs(copy)}`);
console.log(
  `pull+store         ${rate(pullStore)}   ${secs(pullStore)}   ÷ COPY ${(copy / pullStore).toFixed(2)}   (target ≥ 0.70)`,
);
console.log(
  `  pull             ${secs(m((r) => r.vendorMs))} in the Shopify connector (fake and parsing), overlapping the store`,
);
console.log(`  store            ${secs(m((r) => r.timings.storeMs))} in store transactions`);
console.log(
  `deliver            ${rate(deliver)}   ${secs(deliver)}   (reading the warehouse ${secs(m((r) => r.timings.deliverMs - r.pushMs))}, pushing to the S3 fake ${secs(m((r) => r.pushMs))})`,
);
console.log(
  `end to end         ${rate(endToEnd)}   ${secs(endToEnd)}   ÷ COPY ${(copy / endToEnd).toFixed(2)}   (target ≥ 0.50)`,
);
const cpu = (c: (r: Round) => Cpu) =>
  `this process ${m((r) => c(r).node).toFixed(1)} s (event loop ${Math.round(m((r) => c(r).loop) * 100)}% busy), PostgreSQL ${m((r) => c(r).postgres).toFixed(1)} s`;
console.log(`CPU  sync: ${cpu((r) => r.syncCpu)}`);
console.log(`     COPY: ${cpu((r) => r.copyCpu)}`);
console.log(`peak memory (RSS, fakes and the COPY input included) ${Math.round(peakRss / 1024 / 1024)} MiB`);
await shopify.close();
await s3.close();
