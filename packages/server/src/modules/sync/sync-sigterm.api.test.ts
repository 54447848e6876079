import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sourceCursors, syncRuns } from '../../db/connectors.schema.ts';
import { startQueue } from '../../jobs/queue.ts';
import { JOBS } from '../../jobs/registry.ts';
import { runToExit } from '../../test/server-processes.ts';
import { useCleanups } from '../../test/test-app.ts';
import { countOrdersWithEmail, startMidSyncWorld } from '../../test/woo-to-zaius.ts';
import { countStored } from '../../warehouse/records.queries.ts';
import { RUN_INTERRUPTED } from './sync-engine.service.ts';

/**
 * SIGTERM during a long run, on the real server (`main.ts`, ROLE=all): the process ends the run at
 * its next batch boundary as interrupted, hands its job back and exits 0 within SHUTDOWN_TIMEOUT_S;
 * the next start resumes from the committed cursor and the warehouse holds every record once.
 * On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

const SECRET_KEY = 'sigterm-test-secret-key-sigterm-test-key-0';
const SIZES = { customers: 300, orders: 5000, products: 50 };
const SHUTDOWN_TIMEOUT_S = 25;
const mainTs = fileURLToPath(new URL('../../main.ts', import.meta.url));
const cleanups = useCleanups();

interface LogLine {
  msg?: string;
  stream?: string;
  status?: string;
  step?: string;
  ms?: number;
}

interface ServerRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  lines: LogLine[];
  output: string;
  /** from SIGTERM to the process's exit */
  stopMs: number | null;
  /** from the spawn to the exit */
  totalMs: number;
}

/**
 * Starts `main.ts` (JSON logs at debug level on stdout) and sends SIGTERM the first time `when`
 * holds for a log line; the answer comes once the process has exited.
 */
async function runServer(
  env: Record<string, string>,
  when: (line: LogLine, lines: LogLine[]) => boolean,
): Promise<ServerRun> {
  const lines: LogLine[] = [];
  let rest = '';
  let signalledAt = null as number | null;
  const spawnedAt = Date.now();
  const { code, signal, output } = await runToExit(mainTs, env, (chunk, child) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      const line = JSON.parse(part) as LogLine;
      lines.push(line);
      if (signalledAt === null && when(line, lines)) {
        signalledAt = Date.now();
        child.kill('SIGTERM');
      }
    }
  });
  return {
    code,
    signal,
    lines,
    output,
    stopMs: signalledAt === null ? null : Date.now() - signalledAt,
    totalMs: Date.now() - spawnedAt,
  };
}

it('ends a run at a batch boundary on SIGTERM, exits 0, and the next start resumes it', async () => {
  const world = await startMidSyncWorld({ prefix: 'sigterm', secretKey: SECRET_KEY, sizes: SIZES, seed: 33, cleanups });
  const { zaius, endpoints, dbEnv, setup, account, source } = world;
  // the run is asked for before the server starts: its worker takes it from the queue
  const sender = await startQueue(setup.deps, JOBS, false);
  await sender.send('source-sync', { sourceId: source.id, kind: 'manual' });
  await sender.stop();
  await setup.database.close();

  const env = {
    ...dbEnv,
    SECRET_KEY,
    ROLE: 'all',
    DEMO: '0',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'debug',
    SHUTDOWN_TIMEOUT_S: String(SHUTDOWN_TIMEOUT_S),
    VENDOR_ENDPOINTS: JSON.stringify(endpoints),
  };
  const isOrdersBatch = (l: LogLine) => l.msg === 'stored a batch' && l.stream === 'orders';
  // SIGTERM once the first batch of orders is committed: most of the run is still to come
  const first = await runServer(env, isOrdersBatch);
  expect(first.stopMs, first.output).not.toBeNull();
  expect({ code: first.code, signal: first.signal }, first.output).toEqual({ code: 0, signal: null });
  expect(first.stopMs!).toBeLessThan(SHUTDOWN_TIMEOUT_S * 1000);
  const finished = first.lines.find((l) => l.msg === 'source run finished');
  expect(finished?.status, first.output).toBe('interrupted');
  // the web server stopped first, then the queue drained, then the database closed
  const steps = first.lines.filter((l) => l.msg?.startsWith('stopped ')).map((l) => l.step);
  expect(steps).toEqual(['web server', 'job queue', 'database']);
  console.log(
    `SIGTERM mid-sync (${dbEnv.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): exit 0 after ${first.stopMs} ms (up ${first.totalMs} ms)`,
  );

  const pulledBefore = await world.inspect(async (database) => {
    const [run] = await database.db.select().from(syncRuns).where(eq(syncRuns.sourceId, source.id));
    expect(run!.status).toBe('interrupted');
    expect(run!.error).toBe(RUN_INTERRUPTED);
    expect(run!.finishedAt).not.toBeNull();
    const pulled = run!.counts.pulled.orders ?? 0;
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThan(SIZES.orders);
    // the cursor was committed with the last stored batch: the warehouse holds exactly what the run counted
    const [cursor] = await database.db
      .select()
      .from(sourceCursors)
      .where(and(eq(sourceCursors.sourceId, source.id), eq(sourceCursors.stream, 'orders')));
    expect(cursor?.cursor).toBeTruthy();
    expect((await countStored(database.db, account.id, source.id)).orders).toBe(pulled);
    // the job was handed back: a source-sync job waits for the next worker
    const { rows } = await database.executeSql(
      `select state from pgboss.job where name = 'source-sync' and data->>'sourceId' = $1 and state = 'created'`,
      [String(source.id)],
    );
    expect(rows).toHaveLength(1);
    return pulled;
  });

  // the next start takes the handed-back job and resumes from the cursor; an idle SIGTERM after it
  const second = await runServer(env, (l) => l.msg === 'source run finished');
  expect({ code: second.code, signal: second.signal }, second.output).toEqual({ code: 0, signal: null });
  expect(second.lines.find((l) => l.msg === 'source run finished')?.status, second.output).toBe('succeeded');
  expect(second.stopMs!).toBeLessThan(SHUTDOWN_TIMEOUT_S * 1000);
  console.log(
    `SIGTERM after the run (${dbEnv.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): exit 0 after ${second.stopMs} ms (up ${second.totalMs} ms)`,
  );

  await world.inspect(async (database) => {
    const stored = await countStored(database.db, account.id, source.id);
    expect(stored).toMatchObject(SIZES);
    const runs = await database.db.select().from(syncRuns).where(eq(syncRuns.sourceId, source.id)).orderBy(syncRuns.id);
    expect(
      runs.map((r) => r.status),
      JSON.stringify(runs.map((r) => [r.kind, r.status, r.error])),
    ).toEqual(['interrupted', 'succeeded']);
    // resumed from the cursor: together the two runs pulled every order once
    expect(runs[1]!.counts.pulled.orders).toBe(SIZES.orders - pulledBefore);
    // every stored order with an email (the platform keys orders by email) reached the destination
    const withEmail = await countOrdersWithEmail(database.db, source.id);
    expect(withEmail).toBeGreaterThan(0);
    expect(zaius.orders.size).toBe(withEmail);
  });
}, 240_000);
