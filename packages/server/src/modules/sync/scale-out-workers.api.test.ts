/**
 * Scale-out across processes: one ROLE=web and two ROLE=worker processes (the server entry point as
 * child processes) sharing one PostgreSQL database, WooCommerce fakes as the vendors. It needs a
 * database server several processes share, so it always runs on PostgreSQL: DATABASE_URL's server,
 * else CI's (.ci/run exports TEST_PG_URL), else this machine's 127.0.0.1:5432. PGlite cannot host it:
 * there is no multi-process PGlite deployment to test. CI runs it once, with the other API tests on
 * PostgreSQL (`npm test`), and leaves it out of its PGlite pass.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { scaleOutWorld } from '../../test/scale-out-world.ts';
import { freePort, overlappingRuns, readRuns, seedConnectorsAdmin, waitFor } from '../../test/server-processes.ts';
import { useCleanups } from '../../test/test-app.ts';
import { WORKER_STOPPED } from './sync-engine.service.ts';

const SECRET_KEY = 'scale-out-secret-key-scale-out-secret-key-01';
const OTHER_KEY = 'another-key-another-key-another-key-another-02';
/** the PostgreSQL server the processes share: CI's (.ci/run exports TEST_PG_URL) or this machine's */
const SHARED_SERVER_URL =
  process.env.DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const cleanups = useCleanups();
const { startFakes, postgresDatabase, start, startServing, createSources, waitForSucceeded, succeededOf } =
  scaleOutWorld(cleanups, SECRET_KEY);

describe('scale-out across processes', () => {
  it('one ROLE=web and two ROLE=worker processes on one PostgreSQL: every source completes, runs of a source never overlap, both workers take work, kill -9 of the worker holding a long run → the other completes it within 60 s, another SECRET_KEY is refused', async () => {
    const small = { orders: 1500, customers: 200, products: 20 };
    const long = { orders: 20_000, customers: 500, products: 20 };
    const { shops, vendorEndpoints } = await startFakes([small, small, small, small, long]);
    const longShop = shops.pop()!;
    const databaseUrl = await postgresDatabase(SHARED_SERVER_URL);
    const seeded = await seedConnectorsAdmin({ databaseUrl });
    const shared = { DATABASE_URL: databaseUrl, VENDOR_ENDPOINTS: vendorEndpoints };

    const { process: web, api } = await startServing('web', shared);
    // each worker its own PORT for its /healthz, /readyz and /metrics listener, as on one host in production
    const workerPorts = [await freePort(), await freePort()];
    const workers = workerPorts.map((p) =>
      start({ ...shared, ROLE: 'worker', SECRET_KEY, PORT: String(p), HOST: '127.0.0.1' }),
    );
    // a worker with another key is refused at start, naming SECRET_KEY; it starts while the
    // others run, after the web process set the database up (its key check is stored by then)
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
    // a worker beats as soon as its queue starts, a moment before its probe listener opens
    for (const p of workerPorts) {
      const health = await waitFor(`worker ${p}'s /healthz`, 30_000, () =>
        fetch(`http://127.0.0.1:${p}/healthz`).catch(() => undefined),
      );
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
