import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll } from 'vitest';
import type { Deps } from '../deps.ts';
import type { VendorEndpoints } from '../integrations/connector.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import { SecretBox } from '../platform/crypto.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';
import { seedDemoConnections } from '../seed/demo-connections.ts';
import { seedDemoConnectors } from '../seed/demo-connectors.ts';
import { type DemoFakes, demoVendorValues, startDemoFakes } from '../seed/demo-connectors-fakes.ts';
import { seedDemoData } from '../seed/demo-data.ts';
import { DEMO_SNAPSHOTS_ENV, demoSnapshotDatabasePrefix, TEST_RUN_ENV } from './database-template.ts';
import { createTestContext, type TestContext, testConfig } from './harness.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The demo's seed, made once per test run and copied for each test file that needs it: seeding
 * pulls Main Street Shoes' two years of orders from its fake vendor, which several test files
 * would otherwise each do again. Without the API project's global setup (which names the run's
 * snapshot folder) each file seeds its own database as before.
 */

/**
 * 'data': seedDemoData's accounts, users, reports and product data.
 * 'connections': that, plus the demo Connectors account's sources and destinations
 * (seedDemoConnectors) and the connection states and synced stores (seedDemoConnections).
 */
export type DemoSeed = 'data' | 'connections';

export interface DemoContextOptions {
  env?: Record<string, string>;
  endpoints?: VendorEndpoints;
  extra?: Pick<Deps, 'demoVendorValues'>;
  /** the demo fakes ('connections' syncs from them; their credentials are the same in every start) */
  fakes?: DemoFakes;
}

/**
 * A test app (as createTestContext makes it) whose database holds the demo seed, and the seeded
 * accounts' ids (seedDemoData's answer). Each call gets its own copy: no test sees another's writes.
 */
export async function createDemoTestContext(
  seed: DemoSeed,
  options: DemoContextOptions = {},
): Promise<{ t: TestContext; ids: Record<string, number> }> {
  const { env = {}, endpoints = {}, extra = {}, fakes } = options;
  const seedInto = async (deps: Deps) => {
    const ids = await seedDemoData(deps.database.db);
    if (seed === 'connections') {
      if (!fakes) throw new Error("the 'connections' demo seed syncs from the demo fakes: pass them");
      await seedDemoConnectors(deps, fakes);
      await seedDemoConnections(deps, fakes);
    }
    return ids;
  };
  const dir = process.env[DEMO_SNAPSHOTS_ENV];
  const run = process.env[TEST_RUN_ENV];
  if (!dir || !run) {
    const t = await createTestContext(env, endpoints, extra);
    return { t, ids: await seedInto(t.deps) };
  }
  const config = testConfig(env);
  // what the seed depends on besides its code: the key it seals secrets with, and the day (the
  // fakes' history ends at the start of the current UTC day, and the seed dates its stories from now)
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const keyDigest = createHash('sha256').update(config.secretKey).digest('hex').slice(0, 8);
  const key = `${seed}_${day}_${keyDigest}`;
  const snapshot = process.env.DATABASE_URL ? `${demoSnapshotDatabasePrefix(run)}${key}` : join(dir, `${key}.tar`);
  // written once the snapshot is complete: the seeded accounts' ids
  const ready = join(dir, `${key}.json`);
  await withLock(join(dir, `${key}.lock`), async () => {
    if (existsSync(ready)) return;
    const built = await openTestDatabase();
    try {
      const deps: Deps = {
        config,
        database: built.database,
        secrets: new SecretBox(config.secretKey),
        log: createLogger('silent'),
        sendJob: async () => {},
        connectors: createConnectorRegistry(endpoints, config.oauthClients),
        events: createEventBus(),
        now: () => new Date(),
        ...extra,
      };
      const ids = await seedInto(deps);
      await built.keepAs(snapshot);
      writeFileSync(ready, JSON.stringify(ids));
    } catch (err) {
      await built.drop();
      throw err;
    }
  });
  const ids = JSON.parse(readFileSync(ready, 'utf8')) as Record<string, number>;
  const t = await createTestContext(env, endpoints, extra, { from: snapshot });
  return { t, ids };
}

/** One test process at a time (a directory is made or not, atomically); the others wait their turn. */
async function withLock(path: string, work: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      mkdirSync(path);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      await sleep(250);
    }
  }
  try {
    await work();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}

/**
 * The whole demo (its fakes and the 'connections' seed) for one describe block: started before its
 * tests, closed after. Read `world.t`, `world.ids` and `world.fakes` inside the tests.
 */
export function useDemoWorld(): { t: TestContext; ids: Record<string, number>; fakes: DemoFakes } {
  const world = {} as { t: TestContext; ids: Record<string, number>; fakes: DemoFakes };
  beforeAll(async () => {
    world.fakes = await startDemoFakes();
    Object.assign(
      world,
      await createDemoTestContext('connections', {
        endpoints: world.fakes.endpoints,
        extra: { demoVendorValues: demoVendorValues(world.fakes) },
        fakes: world.fakes,
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await world.t?.close();
    await world.fakes?.close();
  });
  return world;
}
