import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { JobDefinition } from './job-definition.ts';
import { type HeartbeatOptions, startWorkerHeartbeat, type WorkerHeartbeat } from './worker-heartbeat.ts';

export interface Queue {
  send(name: string, payload: Record<string, unknown>, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Stops taking jobs and tells the running handlers to wind down (their context's `stopping`: a
   * sync run ends at its next batch boundary and hands its job back), waits up to `timeoutMs` for
   * them, then stops the heartbeat.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** the jobs this process is running right now (what a stop that takes too long names) */
  active(): ActiveJob[];
  boss: PgBoss;
  /** a worker's heartbeat (null on a web process) */
  heartbeat: WorkerHeartbeat | null;
}

export interface ActiveJob {
  name: string;
  id: string;
  data: unknown;
  runningForMs: number;
}

/** A queue made but not started: its `send` can go into `deps` before anything uses them. */
export interface PendingQueue {
  send: Queue['send'];
  /** starts pg-boss, declares every queue; a worker also keeps the schedules and takes jobs */
  start(deps: Deps, heartbeatOptions?: HeartbeatOptions): Promise<Queue>;
}

/**
 * Makes pg-boss on the app's database (PGlite through its SQL door, or the PostgreSQL server).
 * Only a worker (ROLE all or worker) takes jobs and keeps schedules. Sending needs the queue
 * started: main starts it before the first job is sent.
 */
export function createQueue(
  database: Database,
  jobs: readonly JobDefinition[],
  isWorker: boolean,
  log: FastifyBaseLogger,
): PendingQueue {
  const connection: PgBoss.ConstructorOptions =
    database.kind === 'postgres'
      ? { connectionString: database.url, max: 4 }
      : { db: { executeSql: database.executeSql } };
  const boss = new PgBoss({ ...connection, schedule: isWorker, supervise: isWorker });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  const send: Queue['send'] = (name, payload, options = {}) => {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    const data = job.payload.parse(payload);
    const singletonKey = job.singletonKey?.(data);
    return boss.send(name, data as object, { ...(singletonKey ? { singletonKey } : {}), ...options });
  };
  return {
    send,
    start: (deps, heartbeatOptions = {}) => startMadeQueue(deps, boss, send, jobs, isWorker, heartbeatOptions),
  };
}

/** Makes and starts the queue in one go (tests and tools whose deps are already complete). */
export const startQueue = (
  deps: Deps,
  jobs: readonly JobDefinition[],
  isWorker: boolean,
  heartbeatOptions: HeartbeatOptions = {},
): Promise<Queue> => createQueue(deps.database, jobs, isWorker, deps.log).start(deps, heartbeatOptions);

async function startMadeQueue(
  deps: Deps,
  boss: PgBoss,
  send: Queue['send'],
  jobs: readonly JobDefinition[],
  isWorker: boolean,
  heartbeatOptions: HeartbeatOptions,
): Promise<Queue> {
  await boss.start();
  for (const job of jobs) {
    const queueOptions = {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: job.retryBackoff,
      expireInSeconds: job.expireInSeconds,
    } as const;
    await declareQueue(boss, queueOptions);
  }

  // the heartbeat starts (and fails dead workers' runs) before this worker takes any job
  const heartbeat = isWorker ? await startWorkerHeartbeat(deps, boss, send, heartbeatOptions) : null;
  const stopping = new AbortController();
  const running = new Map<string, { name: string; data: unknown; since: number }>();
  if (isWorker) {
    for (const job of jobs) {
      if (job.cron) await boss.schedule(job.name, job.cron, {});
      await boss.work(job.name, { pollingIntervalSeconds: 2 }, async ([first]) => {
        if (!first) return;
        const payload = job.payload.parse(first.data);
        running.set(first.id, { name: job.name, data: first.data, since: Date.now() });
        try {
          await job.handler(payload, deps, {
            jobId: first.id,
            workerId: heartbeat?.id ?? null,
            staleWorkerMs: heartbeat?.staleWorkerMs,
            stopping: stopping.signal,
          });
        } finally {
          running.delete(first.id);
        }
      });
    }
  }

  return {
    boss,
    heartbeat,
    send,
    stop: async ({ timeoutMs = 20_000 } = {}) => {
      stopping.abort();
      // graceful: no new job is fetched, the running ones end (past the timeout pg-boss fails them,
      // so they are retried); the heartbeat beats on meanwhile, so no other worker takes them over
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      // removing the beat lets another worker take over at once whatever is left
      await heartbeat?.stop();
      if (running.size > 0)
        throw new Error(
          `jobs still running after ${Math.round(timeoutMs / 1000)} s: ${[...running.keys()].join(', ')}`,
        );
    },
    active: () =>
      [...running].map(([id, job]) => ({ id, name: job.name, data: job.data, runningForMs: Date.now() - job.since })),
  };
}

/**
 * Creates a job's queue (or brings its options up to date: a queue made by an earlier version keeps
 * its options unless told, the declaration wins). Processes started together on a new PostgreSQL
 * database (web and workers) declare the same queues at once, and pg-boss 10's
 * create_queue then deadlocks on itself (40P01: one inserts the queue row while another attaches its
 * partition); PostgreSQL aborts one of them, which tries again once the other has committed.
 */
async function declareQueue(boss: PgBoss, options: PgBoss.Queue & { name: string }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(options.name, options);
      await boss.updateQueue(options.name, options);
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== '40P01' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
