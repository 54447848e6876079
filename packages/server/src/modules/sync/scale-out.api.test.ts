/**
 * Scale-out that holds, with real processes: the server entry point started as a child process,
 * sources created over HTTP on it, WooCommerce fakes as the vendors. 'The all-in-one process' runs in
 * every pass, on embedded PGlite (`npm test`) and on PostgreSQL: one ROLE=all process is web and worker
 * at once, the only deployment PGlite allows (its data directory belongs to one process). Several
 * processes on one database: scale-out-workers.api.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { scaleOutWorld } from '../../test/scale-out-world.ts';
import { overlappingRuns, type RecordedRun, readRuns, seedConnectorsAdmin } from '../../test/server-processes.ts';
import { useCleanups } from '../../test/test-app.ts';

const SECRET_KEY = 'scale-out-secret-key-scale-out-secret-key-01';
const OTHER_KEY = 'another-key-another-key-another-key-another-02';
const SERVER_URL = process.env.DATABASE_URL;

const cleanups = useCleanups();
const {
  startFakes,
  postgresDatabase,
  pgliteDirectory,
  start,
  startServing,
  createSources,
  waitForSucceeded,
  succeededOf,
} = scaleOutWorld(cleanups, SECRET_KEY);

describe('scale-out', () => {
  it(`the all-in-one process (ROLE=all) on ${SERVER_URL ? 'PostgreSQL' : 'PGlite'}: sources created over HTTP complete, runs never overlap, a process with another SECRET_KEY is refused`, async () => {
    const sizes = [1, 2, 3].map(() => ({ orders: 400, customers: 60, products: 10 }));
    const { shops, zaius, vendorEndpoints } = await startFakes(sizes);
    const target = SERVER_URL ? { databaseUrl: await postgresDatabase(SERVER_URL) } : { dataDir: pgliteDirectory() };
    const dbEnv: Record<string, string> = target.databaseUrl
      ? { DATABASE_URL: target.databaseUrl }
      : { DATA_DIR: target.dataDir! };
    const seeded = await seedConnectorsAdmin(target);

    const { process: all, api } = await startServing('all', { ...dbEnv, VENDOR_ENDPOINTS: vendorEndpoints });
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
});
