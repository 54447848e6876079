/**
 * Readiness through a database outage, with a real ROLE=worker process (its probe listener on PORT)
 * and a TCP proxy between it and PostgreSQL: cutting the proxy is the database going away (every
 * connection dropped, new ones refused), restoring it is the database coming back.
 *
 * Runs in every pass: it needs a database server the process reaches over TCP, so it always uses
 * PostgreSQL — DATABASE_URL's server, else CI's (.ci/run exports TEST_PG_URL), else this machine's
 * 127.0.0.1:5432 (as the scale-out test does); the embedded database cannot be cut.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { parsePrometheusText } from '../../test/prometheus-text.ts';
import {
  createPostgresDatabase,
  freePort,
  type ServerProcess,
  startServerProcess,
  waitFor,
} from '../../test/server-processes.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';

const SERVER_URL = process.env.DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET_KEY = 'outage-test-secret-key-outage-test-secret-key';
const TOKEN = 'outage-test-metrics-token';

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

async function readyz(baseUrl: string): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } catch {
    return null;
  }
}

describe('readiness while PostgreSQL goes away and comes back', () => {
  it('a worker answers 503 naming the database within 10 s of the cut, does not crash, and is ready again within 30 s of the return', async () => {
    const database = await createPostgresDatabase(SERVER_URL, 'storelens_outage');
    cleanups.push(() => database.drop());
    const server = new URL(SERVER_URL);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    cleanups.push(() => proxy.close());
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const worker: ServerProcess = startServerProcess({
      ROLE: 'worker',
      DATABASE_URL: proxied.toString(),
      SECRET_KEY,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_TOKEN: TOKEN,
    });
    cleanups.push(() => worker.stop());
    let exited = false;
    void worker.exited.then(() => {
      exited = true;
    });

    const ready = await waitFor('the worker to be ready', 60_000, async () => {
      if (exited) throw new Error(`the worker exited:\n${worker.output()}`);
      const answer = await readyz(baseUrl);
      return answer?.status === 200 && answer.body;
    });
    expect(ready).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
    // the worker's listener serves the probes and metrics, nothing else
    const metrics = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(parsePrometheusText(await metrics.text()).some((s) => s.name === 'storelens_queue_jobs')).toBe(true);
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/user`)).status).toBe(404);

    // a connection checked out of a pool when the database goes (here a transaction): its error
    // reaches the caller as a rejection and ends nothing
    const pool = await openPostgres(proxied.toString(), 2, () => undefined);
    cleanups.push(() => pool.close());
    const inFlight = pool.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const outcome = inFlight.then(
      () => 'committed',
      () => 'rejected',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const cutAt = Date.now();
    await proxy.cut();
    const unready = await waitFor('/readyz to answer 503', 10_000, async () => {
      if (exited) throw new Error(`the worker exited when the database went away:\n${worker.output()}`);
      const answer = await readyz(baseUrl);
      return answer?.status === 503 && answer.body;
    });
    expect(Date.now() - cutAt).toBeLessThan(10_000);
    expect(unready).toMatchObject({ status: 'unready', checks: { database: 'unreachable' } });
    expect(await outcome).toBe('rejected');
    // the health check still answers: the process serves requests whatever the database does
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    // a few seconds without the database: pg-boss and the heartbeat fail and try again meanwhile
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(exited).toBe(false);

    const restoredAt = Date.now();
    await proxy.restore();
    const back = await waitFor('/readyz to answer 200 again', 30_000, async () => {
      if (exited) throw new Error(`the worker exited:\n${worker.output()}`);
      const answer = await readyz(baseUrl);
      return answer?.status === 200 && answer.body;
    });
    expect(Date.now() - restoredAt).toBeLessThan(30_000);
    expect(back).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
    expect(exited).toBe(false);
    // the in-process pool works again too
    await expect(pool.db.execute(sql`select 1`)).resolves.toBeDefined();
  }, 120_000);
});
