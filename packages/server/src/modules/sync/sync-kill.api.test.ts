import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { syncRuns } from '../../db/connectors.schema.ts';
import { makeDatabaseEnv as makeDatabaseEnvFor, openDatabaseAs } from '../../test/process-database.ts';
import { buildWooToZaiusSource, countOrdersWithEmail, startWooAndZaius } from '../../test/woo-to-zaius.ts';
import { countStored } from '../../warehouse/records.queries.ts';
import { WORKER_STOPPED } from './sync-engine.service.ts';

const SECRET_KEY = 'kill-test-secret-key-kill-test-secret-key-0';
const SIZES = { customers: 300, orders: 3000, products: 50 };
const worker = fileURLToPath(new URL('../../test/queue-worker.ts', import.meta.url));
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

const makeDatabaseEnv = () => makeDatabaseEnvFor('kill', cleanups);
const openAs = (env: Record<string, string>, endpoints: object) => openDatabaseAs(env, SECRET_KEY, endpoints);

/** Runs the worker; with `killAfterOrderPages` it is killed (SIGKILL) once that many order batches are committed. */
function runWorker(
  env: Record<string, string>,
  killAfterOrderPages?: number,
): Promise<{ output: string; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', worker], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let orderPages = 0;
    let killed = false;
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      orderPages = (output.match(/^stored orders/gm) ?? []).length;
      if (killAfterOrderPages && !killed && orderPages >= killAfterOrderPages) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', () => resolve({ output, killed }));
  });
}

it('loses nothing and duplicates nothing when the worker is killed half-way', async () => {
  const { woo, zaius, endpoints } = await startWooAndZaius(SIZES, 21, cleanups);
  const dbEnv = await makeDatabaseEnv();

  const setup = await openAs(dbEnv, endpoints);
  const { account, source } = await buildWooToZaiusSource(setup.deps, woo);
  await setup.database.close();

  const env = {
    ...dbEnv,
    SECRET_KEY,
    SOURCE_ID: String(source.id),
    SOURCE_TYPE: '2',
    VENDOR_ENDPOINTS: JSON.stringify(endpoints),
  };
  // a real worker (job queue and heartbeat) takes the run and is killed half-way through it
  // killed right after its first committed batch of orders (at most STORE_BATCH_RECORDS of the 3,000)
  const first = await runWorker({ ...env, SEND_SOURCE_ID: '1' }, 1);
  expect(first.killed, first.output).toBe(true);
  expect(first.output).not.toContain('done');
  // a fresh worker notices the dead one (heartbeat) and the source completes
  const restartedAt = Date.now();
  const second = await runWorker(env);
  expect(second.output, second.output).toContain('done succeeded');
  const line = second.output.split('\n').find((l) => l.startsWith('runs '));
  const reported = JSON.parse(line!.slice(5)) as Array<{ status: string; startedAt: string }>;
  const next = reported.find((r) => r.status === 'succeeded');
  expect(new Date(next!.startedAt).getTime() - restartedAt).toBeLessThan(60_000);

  const after = await openAs(dbEnv, endpoints);
  try {
    const stored = await countStored(after.database.db, account.id, source.id);
    expect(stored).toMatchObject({ customers: SIZES.customers, orders: SIZES.orders, products: SIZES.products });
    const runs = await after.database.db
      .select()
      .from(syncRuns)
      .where(eq(syncRuns.sourceId, source.id))
      .orderBy(syncRuns.id);
    expect(runs.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect(runs[0]!.error).toBe(WORKER_STOPPED);
    expect(runs[0]!.finishedAt).not.toBeNull();
    // the second run resumed: it pulled fewer orders than there are
    expect(runs[1]!.counts.pulled.orders).toBeLessThan(SIZES.orders);
    // every stored order with an email (the platform keys orders by email) reached the destination
    const withEmail = await countOrdersWithEmail(after.database.db, source.id);
    expect(withEmail).toBeGreaterThan(0);
    expect(zaius.orders.size).toBe(withEmail);
  } finally {
    await after.database.close();
  }
}, 180_000);
