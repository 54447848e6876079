/**
 * Sign-in and authenticated-call throughput through the whole Fastify stack (app.inject), on
 * embedded PGlite or on DATABASE_URL. Prints calls per second and p50/p95 latency.
 */
import { performance } from 'node:perf_hooks';
import { addMember, buildAccount, buildUser, TEST_PASSWORD } from '../packages/server/src/test/factories.ts';
import { createTestContext, signIn } from '../packages/server/src/test/harness.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const account = await buildAccount(db);
const user = await buildUser(db);
await addMember(db, account.id, user.id, 'admin', true);

async function measure(label: string, count: number, call: () => Promise<unknown>) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  const total = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(2);
  console.log(
    `${label.padEnd(28)} ${(count / total).toFixed(1).padStart(8)} /s   p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms`,
  );
}

console.log(`database: ${ctx.deps.database.kind}`);
await measure('POST /api/auth (argon2id)', 40, () => signIn(ctx.app, user.email, TEST_PASSWORD));
const cookie = await signIn(ctx.app, user.email, TEST_PASSWORD);
await measure('GET /api/user', 500, () => ctx.app.inject({ url: '/api/user', headers: { cookie } }));
await measure(`GET /api/accounts/${account.id}`, 500, () =>
  ctx.app.inject({ url: `/api/accounts/${account.id}`, headers: { cookie } }),
);
await ctx.close();
