import type { SourceListItem } from '@storelens/contract/api/sources';
import { DESTINATION_TYPE } from '@storelens/contract/domain/connectors';
import { startWooCommerceFake, type WooCommerceFake } from '@storelens/fakes/woocommerce/woocommerce-fake';
import { DEFAULT_ZAIUS_PRIVATE_KEY, DEFAULT_ZAIUS_PUBLIC_KEY, startZaiusFake } from '@storelens/fakes/zaius/server';
import {
  ApiClient,
  createPgliteDirectory,
  createPostgresDatabase,
  freePort,
  type RecordedRun,
  type ServerProcess,
  startServerProcess,
  WOO_FAKE_ENDPOINT,
  waitFor,
  wooSourceBody,
} from './server-processes.ts';

type Cleanup = () => Promise<void> | void;

/**
 * What the scale-out tests share: WooCommerce shops and a Zaius destination (fakes), databases and
 * server processes, each closed or removed through `cleanups` after the file's tests; processes that
 * serve HTTP run under `secretKey`.
 */
export function scaleOutWorld(cleanups: Cleanup[], secretKey: string) {
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

  /** Starts a process that serves HTTP (ROLE all or web) on a free port, and a client of its API. */
  async function startServing(role: 'all' | 'web', env: Record<string, string>) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const process = start({
      ...env,
      ROLE: role,
      SECRET_KEY: secretKey,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
    });
    return { process, api: new ApiClient(baseUrl) };
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

  return {
    startFakes,
    postgresDatabase,
    pgliteDirectory,
    start,
    startServing,
    createSources,
    waitForSucceeded,
    succeededOf,
  };
}
