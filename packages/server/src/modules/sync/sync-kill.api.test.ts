import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { syncRuns } from '../../db/connectors.schema.ts';
import { runToExit } from '../../test/server-processes.ts';
import { useCleanups } from '../../test/test-app.ts';
import { countOrdersWithEmail, startMidSyncWorld } from '../../test/woo-to-zaius.ts';
import { countStored } from '../../warehouse/records.queries.ts';
import { WORKER_STOPPED } from './sync-engine.service.ts';

const SECRET_KEY = 'kill-test-secret-key-kill-test-secret-key-0';
const SIZES = { customers: 300, orders: 3000, products: 50 };
const worker = fileURLToPath(new URL('../../test/queue-worker.ts', import.meta.url));
const cleanups = useCleanups();

/** Runs the worker; with `killAfterOrderPages` it is killed (SIGKILL) once that many order batches are committed. */
async function runWorker(
  env: Record<string, string>,
  killAfterOrderPages?: number,
): Promise<{ output: string; killed: boolean }> {
  let killed = false;
  const { output } = await runToExit(worker, env, (_chunk, child, soFar) => {
    const orderPages = (soFar.match(/^stored orders/gm) ?? []).length;
    if (killAfterOrderPages && !killed && orderPages >= killAfterOrderPages) {
      killed = true;
      child.kill('SIGKILL');
    }
  });
  return { output, killed };
}

it('loses nothing and duplicates nothing when the worker is killed half-way', async () => {
  const world = await startMidSyncWorld({ prefix: 'kill', secretKey: SECRET_KEY, sizes: SIZES, seed: 21, cleanups });
  const { zaius, endpoints, dbEnv, account, source } = world;
  await world.setup.database.close();

  const env = {
    ...dbEnv,
    SECRET_KEY,
    SOURCE_ID: String(source.id),
    SOURCE_TYPE: '2',
    VENDOR_ENDPOINTS: JSON.stringify(endpoints),
    // the dead worker is noticed 8 s after its last beat rather than the production 30 s
    STALE_WORKER_MS: '8000',
    HEARTBEAT_MS: '1000',
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

  await world.inspect(async (database) => {
    const stored = await countStored(database.db, account.id, source.id);
    expect(stored).toMatchObject({ customers: SIZES.customers, orders: SIZES.orders, products: SIZES.products });
    const runs = await database.db.select().from(syncRuns).where(eq(syncRuns.sourceId, source.id)).orderBy(syncRuns.id);
    expect(
      runs.map((r) => r.status),
      JSON.stringify(runs.map((r) => [r.kind, r.status, r.error])),
    ).toEqual(['failed', 'succeeded']);
    expect(runs[0]!.error).toBe(WORKER_STOPPED);
    expect(runs[0]!.finishedAt).not.toBeNull();
    // the second run resumed: it pulled fewer orders than there are
    expect(runs[1]!.counts.pulled.orders).toBeLessThan(SIZES.orders);
    // every stored order with an email (the platform keys orders by email) reached the destination
    const withEmail = await countOrdersWithEmail(database.db, source.id);
    expect(withEmail).toBeGreaterThan(0);
    expect(zaius.orders.size).toBe(withEmail);
  });
}, 180_000);
