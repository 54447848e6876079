/**
 * bench/sync (issue "Connectors" §9): one run pulling 100,000 orders with lines and 20,000
 * customers from the Shopify fake into PostgreSQL (DATABASE_URL, else embedded PGlite) and pushing
 * them to the S3 fake. Prints records per second for pull, store and push, and the peak memory
 * (the fakes run in this process too, so the figure includes them).
 *   npm run bench -- sync            ORDERS=20000 CUSTOMERS=5000 npm run bench -- sync
 */
import { performance } from 'node:perf_hooks';
import { DESTINATION_TYPE, SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import { DEFAULT_S3_CREDENTIAL, startS3Fake } from '../packages/fakes/src/s3/server.ts';
import { startShopifyFake } from '../packages/fakes/src/shopify/shopify-fake.ts';
import type { DestinationConnector, SourceConnector } from '../packages/server/src/integrations/connector.ts';
import { addLink, removeLink } from '../packages/server/src/modules/sources/source-links.service.ts';
import { runSource } from '../packages/server/src/modules/sync/sync-engine.service.ts';
import { countStored } from '../packages/server/src/modules/sync/warehouse.queries.ts';
import { buildAccount, buildUser, TEST_PASSWORD } from '../packages/server/src/test/factories.ts';
import { createTestContext, signIn } from '../packages/server/src/test/harness.ts';
import { observePull } from '../packages/server/src/test/observe-pull.ts';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 20_000);

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
});
const s3 = await startS3Fake({ buckets: ['bench'] });
const ctx = await createTestContext({}, { shopify: shopify.shopUrlTemplate, s3: s3.endpoint });
const db = ctx.deps.database.db;

// time spent waiting on the vendor (pull) and on the bucket (push), measured around the connectors
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

const start = performance.now();
const outcome = await runSource(ctx.deps, sourceId, 'manual');
const totalMs = performance.now() - start;
clearInterval(sampler);

const pulled = Object.values(outcome.counts.pulled).reduce((a, b) => a + b, 0);
const stored = Object.values(await countStored(db, account.id, sourceId)).reduce((a, b) => a + b, 0);
const pullPhaseMs = totalMs - timing.pushMs;
const storeMs = pullPhaseMs - timing.pullMs;
const rate = (n: number, ms: number) => `${Math.round((n / ms) * 1000).toLocaleString('en-US')} records/s`;
console.log(
  `database: ${ctx.deps.database.kind}; run status ${outcome.status}${outcome.error ? ` (${outcome.error})` : ''}`,
);
console.log(
  `records: ${pulled.toLocaleString('en-US')} pulled (${JSON.stringify(outcome.counts.pulled)}), ${stored.toLocaleString('en-US')} stored, ${timing.pushed.toLocaleString('en-US')} pushed`,
);
console.log(
  `pull   ${rate(pulled, timing.pullMs).padStart(20)}   (${(timing.pullMs / 1000).toFixed(1)} s waiting on the Shopify fake)`,
);
console.log(`store  ${rate(pulled, storeMs).padStart(20)}   (${(storeMs / 1000).toFixed(1)} s of batched upserts)`);
console.log(
  `push   ${rate(timing.pushed, timing.pushMs).padStart(20)}   (${(timing.pushMs / 1000).toFixed(1)} s to the S3 fake)`,
);
console.log(
  `total  ${(totalMs / 1000).toFixed(1)} s; peak memory (RSS, fakes included) ${Math.round(peakRss / 1024 / 1024)} MiB`,
);
await ctx.close();
await shopify.close();
await s3.close();
