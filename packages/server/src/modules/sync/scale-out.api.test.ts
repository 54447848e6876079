import { DESTINATION_TYPE } from '@storelens/contract/domain/connectors';
/**
 * Scale-out that holds, with real processes: the server entry point started as child
 * processes, sources created over HTTP on the web process, WooCommerce fakes as the vendors.
 *
 * Which test runs where (nothing here is skipped or turned into a no-op):
 * - 'the all-in-one process' runs in every pass, on embedded PGlite (`npm test`) and on PostgreSQL:
 *   one ROLE=all process is web and worker at once, the only deployment PGlite allows (its data
 *   directory belongs to one process). Sources created over HTTP are synced by the queue's worker in
 *   the same process, and a worker with another SECRET_KEY is refused on that database.
 * - 'one web and two workers' needs a database server several processes share, so it always runs on
 *   PostgreSQL: DATABASE_URL's server, else CI's (.ci/run exports TEST_PG_URL), else this machine's
 *   127.0.0.1:5432. PGlite cannot host it: there is no multi-process PGlite deployment to test.
 */

import type { SourceListItem } from '@storelens/contract/api/sources';
import { startWooCommerceFake, type WooCommerceFake } from '@storelens/fakes/woocommerce/woocommerce-fake';
import { DEFAULT_ZAIUS_PRIVATE_KEY, DEFAULT_ZAIUS_PUBLIC_KEY, startZaiusFake } from '@storelens/fakes/zaius/server';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import {
  ApiClient,
  createPgliteDirectory,
  createPostgresDatabase,
  freePort,
  overlappingRuns,
  type RecordedRun,
  readRuns,
  type ServerProcess,
  seedConnectorsAdmin,
  startServerProcess,
  WOO_FAKE_ENDPOINT,
  waitFor,
  wooSourceBody,
} from '../../test/server-processes.ts';
import { WORKER_STOPPED } from './sync-engine.service.ts';

const SECRET_KEY = 'scale-out-secret-key-scale-out-secret-key-01';
const OTHER_KEY = 'another-key-another-key-another-key-another-02';
const SERVER_URL = process.env.DATABASE_URL;
/** the PostgreSQL server the multi-process test shares: CI's (.ci/run exports TEST_PG_URL) or this machine's */
const SHARED_SERVER_URL = SERVER_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

/** The fakes every scenario syncs from: WooCommerce shops (one per source) and the Zaius destination. */
async function startFakes(sizes: Array<{ orders: number; customers: number; products: number }>) {
  const shops: WooCommerceFake[] = [];
  for (const [i, size] of sizes.entries()) shops.push(await startWooCommerceFake({ ...size, seed: 170 + i }));
  const zaius = await startZaiusFake();
  cleanups.push(...shops.map((shop) => () => shop.close()), () => zaius.close());
  const vendorEndpoints = JSON.stringify({ woocommerce: WOO_FAKE_ENDPOINT, zaius: zaius.endpoint });
  return { shops, zaius, vendorEndpoints };
}

/** A new database on the server, dropped after the file's tests (once the processes stopped). */
async function postgresDatabase(serverUrl: string): Promise<string> {
  const database = await createPostgresDatabase(serverUrl);
  cleanups.push(() => database.drop());
  return database.url;
}

function pgliteDirectory(): string {
  const directory = createPgliteDirectory();
  cleanups.push(() => directory.remove());
  return directory.dir;
}

/** A started process, stopped (gracefully) after the file's tests. */
function start(env: Record<string, string>): ServerProcess {
  const process = startServerProcess(env);
  cleanups.push(() => process.stop());
  return process;
}

/** Signs in on the web process and creates the Zaius destination and one source per shop over HTTP. */
async function createSources(api: ApiClient, accountId: number, shops: WooCommerceFake[], first = 0) {
  const destination = await api.post<{ id: number }>(`/api/destinations/${accountId}/`, {
    name: `CDP ${first}`,
    type: DESTINATION_TYPE.zaius,
    detail: { publicKey: DEFAULT_ZAIUS_PUBLIC_KEY, privateKey: DEFAULT_ZAIUS_PRIVATE_KEY, listFields: [] },
  });
  const ids: number[] = [];
  for (const [i, shop] of shops.entries()) {
    const body = wooSourceBody(`Shop ${first + i}`, shop.url, shop.credentials, destination.id);
    ids.push((await api.post<{ id: number }>(`/api/sources/${accountId}/`, body)).id);
  }
  return ids;
}

/** Waits until each source's last run succeeded, as the dashboard (GET /api/sources) shows it. */
async function waitForSucceeded(api: ApiClient, accountId: number, sourceIds: number[], ms: number) {
  return waitFor(`sources ${sourceIds.join(', ')} to complete`, ms, async () => {
    const list = await api.get<SourceListItem[]>(`/api/sources/${accountId}`);
    const mine = list.filter((s) => sourceIds.includes(s.id));
    const failed = mine.find((s) => s.lastRun?.status === 'failed' && !s.status.isRunning);
    if (failed) throw new Error(`source ${failed.id} failed: ${failed.lastRun?.error}`);
    return mine.length === sourceIds.length && mine.every((s) => s.lastRun?.status === 'succeeded') && mine;
  });
}

const succeededOf = (runs: RecordedRun[], sourceId: number) =>
  runs.find((r) => r.sourceId === sourceId && r.status === 'succeeded');

describe('scale-out', () => {
  it(`the all-in-one process (ROLE=all) on ${SERVER_URL ? 'PostgreSQL' : 'PGlite'}: sources created over HTTP complete, runs never overlap, a process with another SECRET_KEY is refused`, async () => {
    const sizes = [1, 2, 3].map(() => ({ orders: 400, customers: 60, products: 10 }));
    const { shops, zaius, vendorEndpoints } = await startFakes(sizes);
    const target = SERVER_URL ? { databaseUrl: await postgresDatabase(SERVER_URL) } : { dataDir: pgliteDirectory() };
    const dbEnv: Record<string, string> = target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl }
      : { DATA_DIR: target.dataDir! };
    const seeded = await seedConnectorsAdmin(target);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const all = start({
      ...dbEnv,
      ROLE: 'all',
      SECRET_KEY,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      VENDOR_ENDPOINTS: vendorEndpoints,
    });
    const api = new ApiClient(baseUrl);
    await api.ready(90_000, all);
    await api.signIn(seeded.email, seeded.password);
    const sourceIds = await createSources(api, seeded.accountId, shops);
    await waitForSucceeded(api, seeded.accountId, sourceIds, 90_000);
    expect(zaius.orders.size).toBeGreaterThan(0);
    await all.stop();
    expect(all.output()).not.toMatch(/"level":(50|60)/);

    // the process is gone, so the test may open the database itself (PGlite allows one at a time)
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir ?? '' });
    let runs: RecordedRun[];
    try {
      const { rows } = await database.executeSql('select id from worker_heartbeats');
      expect(rows).toEqual([]); // a clean stop removes the worker's heartbeat
      runs = await readRuns((text) => database.executeSql(text));
    } finally {
      await database.close();
    }
    for (const [i, id] of sourceIds.entries())
      expect(succeededOf(runs, id)?.pulled, `source ${id}`).toMatchObject({ orders: sizes[i]!.orders });
    expect(overlappingRuns(runs)).toEqual([]);
    // the all-in-one process is one worker: every run names the same heartbeat id
    expect(new Set(runs.map((r) => r.workerId)).size).toBe(1);
    expect(runs[0]!.workerId).toMatch(/^[0-9a-f-]{36}$/);

    const refused = start({ ...dbEnv, ROLE: 'all', SECRET_KEY: OTHER_KEY });
    expect(await refused.exited, refused.output()).not.toBe(0);
    expect(refused.output()).toContain('SECRET_KEY differs from the key this database was set up with');
    expect(refused.output()).not.toContain(OTHER_KEY);
  }, 180_000);

  it('one ROLE=web and two ROLE=worker processes on one PostgreSQL: every source completes, runs of a source never overlap, both workers take work, kill -9 of the worker holding a long run → the other completes it within 60 s, another SECRET_KEY is refused', async () => {
    const small = { orders: 1500, customers: 200, products: 20 };
    const long = { orders: 20_000, customers: 500, products: 20 };
    const { shops, vendorEndpoints } = await startFakes([small, small, small, small, long]);
    const longShop = shops.pop()!;
    const databaseUrl = await postgresDatabase(SHARED_SERVER_URL);
    const seeded = await seedConnectorsAdmin({ databaseUrl });
    const shared = { DATABASE_URL: databaseUrl, VENDOR_ENDPOINTS: vendorEndpoints };

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const web = start({
      ...shared,
      ROLE: 'web',
      SECRET_KEY,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
    });
    // each worker its own PORT for its /healthz, /readyz and /metrics listener, as on one host in production
    const workerPorts = [await freePort(), await freePort()];
    const workers = workerPorts.map((p) =>
      start({ ...shared, ROLE: 'worker', SECRET_KEY, PORT: String(p), HOST: '127.0.0.1' }),
    );
    // a worker with another key is refused at start, naming SECRET_KEY; it starts while the
    // others run, after the web process set the database up (its key check is stored by then)
    const api = new ApiClient(baseUrl);
    await api.ready(90_000, web);
    const refused = start({ ...shared, ROLE: 'worker', SECRET_KEY: OTHER_KEY });

    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    cleanups.push(() => pool.end());
    const query = (text: string) => pool.query(text);
    // each worker's heartbeat id, by its process id
    const idOf = await waitFor('both workers to beat', 60_000, async () => {
      const { rows } = await pool.query<{ id: string; pid: number }>('select id, pid from worker_heartbeats');
      const ids = new Map(rows.map((r) => [r.pid, r.id]));
      return workers.every((w) => ids.has(w.pid)) && ids;
    });
    const workerIds = workers.map((w) => idOf.get(w.pid)!);
    for (const p of workerPorts) {
      const health = await fetch(`http://127.0.0.1:${p}/healthz`);
      expect(health.status).toBe(200);
    }

    await api.signIn(seeded.email, seeded.password);
    const sourceIds = await createSources(api, seeded.accountId, shops);
    await waitForSucceeded(api, seeded.accountId, sourceIds, 90_000);
    let runs = await readRuns(query);
    for (const id of sourceIds) expect(succeededOf(runs, id)?.pulled, `source ${id}`).toMatchObject(small);
    // both workers took work
    expect(new Set(runs.map((r) => r.workerId))).toEqual(new Set(workerIds));

    expect(await refused.exited, refused.output()).not.toBe(0);
    expect(refused.output()).toContain('SECRET_KEY differs from the key this database was set up with');
    expect(refused.output()).not.toContain(OTHER_KEY);

    // a long run: the worker that holds it is killed (SIGKILL) part-way through its orders
    const longId = (await createSources(api, seeded.accountId, [longShop], sourceIds.length))[0]!;
    const held = await waitFor('the long run to be part-way', 60_000, async () => {
      const run = (await readRuns(query)).find((r) => r.sourceId === longId && r.status === 'running');
      return run && (run.pulled.orders ?? 0) >= long.orders * 0.3 && run;
    });
    const victim = workers[workerIds.indexOf(held.workerId!)]!;
    const survivorId = workerIds.find((id) => id !== held.workerId)!;
    victim.child.kill('SIGKILL');
    const killedAt = Date.now();
    await victim.exited;

    const done = await waitFor('the survivor to complete the long source', 90_000, async () =>
      succeededOf(await readRuns(query), longId),
    );
    expect(done.finishedAt!.getTime() - killedAt).toBeLessThan(60_000);
    expect(done.workerId).toBe(survivorId);
    expect(done.pulled.orders).toBeLessThan(long.orders); // it resumed where the killed run stopped

    runs = await readRuns(query);
    const killed = runs.find((r) => r.id === held.id)!;
    expect(killed.status).toBe('failed');
    expect(killed.error).toBe(WORKER_STOPPED);
    // runs of one source never overlap, and only the two workers ran anything
    expect(overlappingRuns(runs)).toEqual([]);
    expect(runs.every((r) => r.workerId && workerIds.includes(r.workerId))).toBe(true);
    expect(runs.filter((r) => r.status === 'running')).toEqual([]);
    expect(web.output()).not.toMatch(/"level":(50|60)/);
  }, 240_000);
});
