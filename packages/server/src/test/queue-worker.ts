/**
 * A real worker process for the kill test: the job queue with its heartbeat, as `ROLE=worker` runs
 * it, on the database in DATABASE_URL (or the PGlite directory in DATA_DIR). It prints a line per
 * committed store batch, so that the test can kill it half-way; with SEND_SOURCE_ID it first asks for a run of
 * that source. It prints the source's runs and exits once one of them succeeded.
 */

import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { syncRuns } from '../db/connectors.schema.ts';
import type { Deps } from '../deps.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import { startQueue } from '../jobs/queue.ts';
import { JOBS } from '../jobs/registry.ts';
import { SecretBox } from '../platform/crypto.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const connectors = createConnectorRegistry(JSON.parse(process.env.VENDOR_ENDPOINTS ?? '{}'));
const sourceId = Number(process.env.SOURCE_ID);
// the engine logs each committed store batch at debug level: the test kills this process on those lines
const storedLog = createLogger('debug', {
  write: (line: string) => {
    const entry = JSON.parse(line) as { msg?: string; stream?: string; records?: number };
    if (entry.msg === 'stored a batch') console.log(`stored ${entry.stream} ${entry.records}`);
  },
});
const deps: Deps = {
  config,
  database,
  secrets: new SecretBox(config.secretKey),
  log: storedLog,
  sendJob: async () => {},
  connectors,
  events: createEventBus(),
  now: () => new Date(),
};
// the test may shorten how soon a dead worker's run is noticed (the default is half a minute)
const queue = await startQueue(deps, JOBS, true, {
  ...(process.env.STALE_WORKER_MS ? { staleWorkerMs: Number(process.env.STALE_WORKER_MS) } : {}),
  ...(process.env.HEARTBEAT_MS ? { intervalMs: Number(process.env.HEARTBEAT_MS) } : {}),
});
deps.sendJob = async (name, payload) => {
  await queue.send(name, payload);
};
console.log(`worker ${queue.heartbeat?.id} started`);
if (process.env.SEND_SOURCE_ID) await deps.sendJob('source-sync', { sourceId, kind: 'manual' });

for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const runs = await database.db.select().from(syncRuns).where(eq(syncRuns.sourceId, sourceId)).orderBy(syncRuns.id);
  const done = runs.find((r) => r.status === 'succeeded');
  if (!done) continue;
  console.log(
    `runs ${JSON.stringify(runs.map((r) => ({ id: r.id, status: r.status, error: r.error, startedAt: r.startedAt, pulled: r.counts.pulled })))}`,
  );
  console.log(`done ${done.status} ${JSON.stringify(done.counts.pulled)}`);
  await queue.stop();
  await database.close();
  process.exit(0);
}
