/**
 * bench/admin-accounts: GET /api/admin/accounts through the whole Fastify stack
 * (app.inject, as a system admin) with ACCOUNTS accounts (default 100,000) on PostgreSQL: a page of 50
 * sorted by each column, both ways, without a search and with a case-insensitive substring search
 * (a common fragment and a rare one). Prints the median and p95 per case; the target is a median
 * under 15 ms.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- admin-accounts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ADMIN_ACCOUNT_SORTS } from '@storelens/contract/api/admin-accounts';
import { sql } from 'drizzle-orm';
import { buildUser, TEST_PASSWORD } from '../packages/server/src/test/factories.ts';
import { createTestContext, signIn } from '../packages/server/src/test/harness.ts';

if (!process.env.DATABASE_URL)
  throw new Error('bench/admin-accounts needs DATABASE_URL (a PostgreSQL server it may create a database on)');
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 40);
const TARGET_MS = 15;
const WARMUP = 10;

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const WORDS = [
  'Summit',
  'Harbor',
  'Ridge',
  'Maple',
  'Cedar',
  'Granite',
  'Willow',
  'Prairie',
  'Coastal',
  'Aspen',
  'Juniper',
  'Falcon',
  'Meadow',
  'Canyon',
  'Birch',
  'Lakeside',
  'Orchard',
  'Pioneer',
  'Redwood',
  'Sierra',
  'Timber',
  'Valley',
  'Beacon',
  'Copper',
  'Delta',
  'Evergreen',
  'Frontier',
  'Glacier',
  'Horizon',
  'Ironwood',
  'Keystone',
  'Liberty',
  'Mesa',
  'Northern',
  'Oakridge',
  'Pinnacle',
  'Quarry',
  'Riverside',
  'Sterling',
  'Trail',
  'Union',
  'Vista',
  'Westfield',
  'Yellowstone',
  'Zenith',
  'Atlas',
  'Bluebird',
  'Crescent',
  'Dune',
  'Ember',
];
const TYPES = ['Brand', 'Brand Rollup', 'Connectors', 'Retailer', 'Retailer Rollup', 'Other'];

const t0 = performance.now();
await db.execute(sql`insert into verticals (id, name)
  select 'bench-' || v, 'Vertical ' || chr(64 + v) from generate_series(1, 8) v`);
await db.execute(sql`
  insert into accounts (name, account_type, vertical_id, is_active, is_hidden, show_preview, created_at)
  select (string_to_array(${WORDS.join(',')}, ','))[1 + i % 50] || ' ' || (string_to_array(${WORDS.join(',')}, ','))[1 + (i / 50) % 50] || ' ' || i,
         (string_to_array(${TYPES.join(',')}, ','))[1 + (i * 7) % 6],
         'bench-' || (1 + (i * 13) % 8),
         i % 20 <> 0, i % 17 = 0, i % 10 = 0,
         now() - make_interval(mins => (i * 37) % 525600)
  from generate_series(1, ${ACCOUNTS}) i`);
// as autovacuum leaves a table of this size: statistics and the visibility map (index-only counts)
await ctx.deps.database.executeSql('vacuum analyze accounts');
await db.execute(sql`analyze verticals`);
console.log(
  `database: ${ctx.deps.database.kind}, ${ACCOUNTS} accounts seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const admin = await buildUser(db, { systemAccessLevel: 'admin' });
const cookie = await signIn(ctx.app, admin.email, TEST_PASSWORD);

async function medianOf(url: string): Promise<{ p50: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const s = performance.now();
    const res = await ctx.app.inject({ url, headers: { cookie } });
    const ms = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    total = res.json().total;
    if (i >= WARMUP) times.push(ms); // the first calls warm the plan cache and the pool
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]!, total };
}

const SEARCHES = ['', 'ridge', '4242'];
let worst = 0;
console.log(
  `${'sortBy'.padEnd(12)} ${'order'.padEnd(5)} ${'search'.padEnd(8)} ${'matches'.padStart(8)}   p50 ms   p95 ms`,
);
for (const search of SEARCHES)
  for (const sortBy of ADMIN_ACCOUNT_SORTS)
    for (const sortOrder of ['asc', 'desc']) {
      const filter = search ? `&filter=${search}` : '';
      const r = await medianOf(`/api/admin/accounts?take=50&skip=0&sortBy=${sortBy}&sortOrder=${sortOrder}${filter}`);
      worst = Math.max(worst, r.p50);
      console.log(
        `${sortBy.padEnd(12)} ${sortOrder.padEnd(5)} ${(search || '-').padEnd(8)} ${String(r.total).padStart(8)}   ${r.p50.toFixed(2).padStart(6)}   ${r.p95.toFixed(2).padStart(6)}`,
      );
    }
const deep = await medianOf('/api/admin/accounts?take=50&skip=5000&sortBy=name&sortOrder=asc');
console.log(`name asc, page 101 (skip 5000): p50 ${deep.p50.toFixed(2)} ms, p95 ${deep.p95.toFixed(2)} ms`);
console.log(
  `load average while measuring (2 cores shared): ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `worst median (first pages): ${worst.toFixed(2)} ms — target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'NOT met'}`,
);
await ctx.close();
