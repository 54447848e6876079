import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { scaleOutWorld } from '../../server/src/test/scale-out-world.ts';
import { runToExit, seedConnectorsAdmin } from '../../server/src/test/server-processes.ts';
import { useCleanups } from '../../server/src/test/test-app.ts';

const SECRET_KEY = 'client-example-secret-key-client-example-01';
const example = fileURLToPath(new URL('../../../examples/source-status.ts', import.meta.url));
const cleanups = useCleanups();
const world = scaleOutWorld(cleanups, SECRET_KEY);

it('examples/source-status.ts lists a Connectors account’s sources and their last runs with an API key, from a live server', async () => {
  const { shops, vendorEndpoints } = await world.startFakes([{ orders: 40, customers: 10, products: 5 }]);
  const serverUrl = process.env.DATABASE_URL;
  const target = serverUrl
    ? { databaseUrl: await world.postgresDatabase(serverUrl) }
    : { dataDir: world.pgliteDirectory() };
  const dbEnv: Record<string, string> = target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl }
    : { DATA_DIR: target.dataDir! };
  const seeded = await seedConnectorsAdmin(target);
  const { process: server, api } = await world.startServing('all', { ...dbEnv, VENDOR_ENDPOINTS: vendorEndpoints });
  await api.ready(90_000, server);
  await api.signIn(seeded.email, seeded.password);
  const [sourceId] = await world.createSources(api, seeded.accountId, shops);
  await world.waitForSucceeded(api, seeded.accountId, [sourceId!], 90_000);
  const { key } = await api.post<{ key: string }>('/api/user/apiKeys', {
    name: 'source status example',
    scope: 'read',
    expiresInDays: 1,
  });

  // the example is a process of its own, as a customer's script would be, with the key alone
  const run = await runToExit(example, {
    STORELENS_URL: api.baseUrl,
    STORELENS_API_KEY: key,
    ACCOUNT_ID: String(seeded.accountId),
  });
  expect(run.code, run.output).toBe(0);
  expect(run.output).toContain(`1 source of account ${seeded.accountId}`);
  expect(run.output).toMatch(/Shop 0.*WooCommerce.*succeeded/);

  // a wrong key: the example says why and fails
  const refused = await runToExit(example, {
    STORELENS_URL: api.baseUrl,
    STORELENS_API_KEY: 'sl_not-a-key',
    ACCOUNT_ID: String(seeded.accountId),
  });
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`GET /api/sources/${seeded.accountId}: 401`);
}, 240_000);
