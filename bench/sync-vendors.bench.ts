/**
 * bench/sync-vendors: one history load per vendor family, through the real
 * client against its fake, into the warehouse, on embedded PGlite and on PostgreSQL in the same run:
 *   - REST-paged:   WooCommerce (`page` × `per_page=100` on every stream)
 *   - cursor-paged: Waitwhile (`startAfter={last id}` keysets, 100 a page)
 *   - bulk:         Shopify's first history load (a bulk operation, its JSONL file read as it comes)
 * Each run is a first run (no cursor) of one source with no destination, on a fresh database, so the
 * figure is the pull and the store: rows/s = rows stored ÷ the run's pull+store wall time.
 *   npm run bench -- sync-vendors      ORDERS=5000 CUSTOMERS=1000 ROUNDS=1 npm run bench -- sync-vendors
 * The fakes run in a child process (they are the vendors, not StoreLens' work) on the same machine.
 * PostgreSQL: PG_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; skipped
 * when it cannot be reached.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { nextRunTime } from '@storelens/contract/domain/schedule';
import { SOURCE_SECRET_FIELDS } from '@storelens/contract/validation/sources';
import pg from 'pg';
import { sources } from '../packages/server/src/db/connectors.schema.ts';
import type { VendorEndpoints } from '../packages/server/src/integrations/connector.ts';
import { sealDetail } from '../packages/server/src/integrations/connector-secrets.ts';
import { runSource } from '../packages/server/src/modules/sync/sync-engine.service.ts';
import { buildAccount } from '../packages/server/src/test/factories.ts';
import { createTestContext } from '../packages/server/src/test/harness.ts';
import { countStored } from '../packages/server/src/warehouse/records.queries.ts';
import type { VendorFakes } from './sync-vendors-fakes.ts';

const ORDERS = Number(process.env.ORDERS ?? 20_000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 5_000);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const PG_URL = process.env.PG_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Family {
  family: 'REST-paged' | 'cursor-paged' | 'bulk';
  vendor: string;
  type: SourceTypeId;
  detail: (f: VendorFakes) => Record<string, unknown>;
}

const FAMILIES: Family[] = [
  {
    family: 'REST-paged',
    vendor: 'WooCommerce',
    type: SOURCE_TYPE.wooCommerce,
    detail: (f) => ({ ...f.woo.credentials }),
  },
  {
    family: 'cursor-paged',
    vendor: 'Waitwhile',
    type: SOURCE_TYPE.waitwhile,
    detail: (f) => ({ ...f.waitwhile.credentials, timezone: 'Etc/UTC' }),
  },
  {
    family: 'bulk',
    vendor: 'Shopify (bulk operation)',
    type: SOURCE_TYPE.shopify,
    detail: (f) => ({ ...f.shopify.credentials, appType: 'custom', isGqlSalespersonFetchEnabled: false }),
  },
];

const child = fork(
  fileURLToPath(new URL('./sync-vendors-fakes.ts', import.meta.url)),
  ['serve', String(ORDERS), String(CUSTOMERS)],
  { execArgv: ['--import', 'tsx'], stdio: 'inherit' },
);
const fakes: VendorFakes = await new Promise((resolve, reject) => {
  child.once('message', (m) => resolve(m as VendorFakes));
  child.once('exit', (code) => reject(new Error(`the fakes' process ended (${code})`)));
});
/** How many bulk operations the Shopify fake has been asked for so far. */
const bulkOperations = () =>
  new Promise<number>((resolve) => {
    child.once('message', (m) => resolve((m as { bulkOperations: number }).bulkOperations));
    child.send('stats');
  });
const endpoints: VendorEndpoints = {
  woocommerce: fakes.woo.endpoint,
  waitwhile: fakes.waitwhile.endpoint,
  shopify: fakes.shopify.endpoint,
};

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One first run of `family`'s source on a fresh database: rows stored and the pull+store time. */
async function runOnce(family: Family): Promise<{ rows: number; ms: number; byStream: Record<string, number> }> {
  const ctx = await createTestContext({}, endpoints);
  try {
    const db = ctx.deps.database.db;
    const account = await buildAccount(db, { accountType: 'Connectors' });
    const sealed = sealDetail(ctx.deps.secrets, family.detail(fakes), SOURCE_SECRET_FIELDS[family.type]);
    const [row] = await db
      .insert(sources)
      .values({
        accountId: account.id,
        name: `Bench ${family.vendor}`,
        sourceType: family.type,
        detail: sealed.detail,
        secrets: sealed.secrets,
        anchorTime: '08:00',
        frequencyMinutes: 1440,
        timezone: 'Etc/UTC',
        startDate: '2000-01-01',
        nextRunTime: nextRunTime(ctx.deps.now(), '08:00', 1440, 'Etc/UTC'),
      })
      .returning();
    const bulkBefore = await bulkOperations();
    const outcome = await runSource(ctx.deps, row!.id, 'history');
    if (outcome.status !== 'succeeded')
      throw new Error(`${family.vendor}: the run ${outcome.status}: ${outcome.error}`);
    // the bulk family's figure is only a bulk figure if the first load really was one
    if (family.family === 'bulk' && (await bulkOperations()) === bulkBefore)
      throw new Error(`${family.vendor}: the first load ran no bulk operation`);
    const stored = await countStored(db, account.id, row!.id);
    const rows = Object.values(stored).reduce((a, b) => a + b, 0);
    const pulled = Object.values(outcome.counts.pulled).reduce((a, b) => a + b, 0);
    if (rows !== pulled) throw new Error(`${family.vendor}: pulled ${pulled}, stored ${rows}`);
    return { rows, ms: outcome.timings!.pullMs, byStream: stored };
  } finally {
    await ctx.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const databases: Array<{ name: string; url: string | undefined }> = [{ name: 'PGlite', url: undefined }];
if (await reachable(PG_URL)) databases.push({ name: 'PostgreSQL', url: PG_URL });
else console.log(`  PostgreSQL at ${PG_URL.replace(/\/\/[^@]*@/, '//…@')} cannot be reached: PGlite only`);

const results: Array<{ family: Family; database: string; rows: number; ms: number }> = [];
try {
  for (const database of databases) {
    // the test harness opens the database DATABASE_URL names when a context is made
    if (database.url) process.env.DATABASE_URL = database.url;
    else delete process.env.DATABASE_URL;
    for (const family of FAMILIES) {
      const runs = [];
      for (let i = 0; i < ROUNDS; i++) runs.push(await runOnce(family));
      const ms = median(runs.map((r) => r.ms));
      const { rows, byStream } = runs[0]!;
      results.push({ family, database: database.name, rows, ms });
      console.log(
        `  ${database.name.padEnd(10)} ${family.family.padEnd(12)} ${family.vendor.padEnd(26)} ${rows.toLocaleString('en-US').padStart(8)} rows ${(ms / 1000).toFixed(1).padStart(6)} s ${Math.round(
          (rows / ms) * 1000,
        )
          .toLocaleString('en-US')
          .padStart(8)} rows/s   ${JSON.stringify(byStream)}`,
      );
    }
  }
} finally {
  child.disconnect();
  await new Promise((resolve) => child.once('exit', resolve));
}

console.log(
  `\n${ORDERS.toLocaleString('en-US')} orders and ${CUSTOMERS.toLocaleString('en-US')} customers a vendor; medians of ${ROUNDS} round(s); rows/s of pull+store (first run, no destination)`,
);
console.log(`family        vendor                      ${databases.map((d) => d.name.padStart(12)).join('')}`);
for (const family of FAMILIES) {
  const cells = databases.map((d) => {
    const r = results.find((x) => x.family === family && x.database === d.name);
    return (r ? `${Math.round((r.rows / r.ms) * 1000).toLocaleString('en-US')}` : '-').padStart(12);
  });
  console.log(`${family.family.padEnd(14)}${family.vendor.padEnd(28)}${cells.join('')}`);
}
console.log('the fakes ran in a child process on the same machine; the machine may have been busy with other work');
