import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { workerHeartbeats } from '../db/runtime.schema.ts';
import type { Deps } from '../deps.ts';
import {
  type AbandonedRun,
  DEFAULT_STALE_WORKER_MS,
  failAbandonedRuns,
  loggableError,
  type RunKind,
} from '../modules/sync/sync-engine.service.ts';

type SendJob = (name: string, payload: Record<string, unknown>) => Promise<unknown>;

/** How often a worker beats and looks for dead workers' runs. */
export const DEFAULT_HEARTBEAT_MS = 5_000;

export interface HeartbeatOptions {
  intervalMs?: number;
  /** a worker whose last beat is older than this is dead */
  staleWorkerMs?: number;
}

export interface WorkerHeartbeat {
  /** this worker's id: runs record it */
  id: string;
  staleWorkerMs: number;
  /** fails dead workers' runs and releases their jobs; answers the runs it failed */
  check(): Promise<AbandonedRun[]>;
  /** stops beating and removes the row: what this worker still runs is taken over at once */
  stop(): Promise<void>;
}

const ENDED_JOB = 'Interrupted: the job of this run ended before the run did; it is run again automatically.';

/**
 * one mechanism: every worker keeps a row in worker_heartbeats,
 * beaten every few seconds. At start and on every beat it fails the runs whose worker's beat is
 * older than the limit (or whose job already ended) and releases their source-sync jobs, so that
 * this or another worker runs the source again within seconds.
 */
export async function startWorkerHeartbeat(
  deps: Deps,
  boss: PgBoss,
  send: SendJob,
  options: HeartbeatOptions = {},
): Promise<WorkerHeartbeat> {
  const db = deps.database.db;
  const id = randomUUID();
  const intervalMs = options.intervalMs ?? DEFAULT_HEARTBEAT_MS;
  const staleWorkerMs = options.staleWorkerMs ?? DEFAULT_STALE_WORKER_MS;
  await db.insert(workerHeartbeats).values({ id, host: hostname(), pid: process.pid });

  const check = async () => {
    const dead = await failAbandonedRuns(deps, { staleWorkerMs });
    const ended = await failRunsOfEndedJobs(deps);
    for (const run of [...dead, ...ended]) await releaseJob(deps, boss, send, run);
    return [...dead, ...ended];
  };
  const beat = async () => {
    // the database's clock, so that workers on other hosts compare alike
    await db.update(workerHeartbeats).set({ beatAt: sql`now()` }).where(eq(workerHeartbeats.id, id));
    // a row removed by an operator (or a clean-up) comes back
    await db.insert(workerHeartbeats).values({ id, host: hostname(), pid: process.pid }).onConflictDoNothing();
  };

  await check();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    beat()
      .then(check)
      .catch((err) => deps.log.error({ workerId: id, error: loggableError(err) }, 'worker heartbeat failed'))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();

  return {
    id,
    staleWorkerMs,
    check,
    stop: async () => {
      clearInterval(timer);
      await db.delete(workerHeartbeats).where(eq(workerHeartbeats.id, id));
    },
  };
}

/** Runs still 'running' whose pg-boss job is no longer active (expired, or failed while the database was away). */
async function failRunsOfEndedJobs(deps: Deps): Promise<AbandonedRun[]> {
  const { rows } = await deps.database.executeSql(
    `update sync_runs r set status = 'failed', finished_at = now(), error = $1, error_kind = 'interrupted'
     where r.status = 'running' and r.job_id is not null and r.started_at < now() - interval '10 seconds'
       and not exists (select 1 from pgboss.job j
                       where j.name = 'source-sync' and j.id::text = r.job_id and j.state = 'active')
     returning r.id, r.source_id, r.kind, r.job_id`,
    [ENDED_JOB],
  );
  return rows.map((r) => {
    deps.log.error(
      { sourceId: Number(r.source_id), runId: Number(r.id) },
      `source ${r.source_id} run ${r.id} failed: its job ended before the run did`,
    );
    return { id: Number(r.id), sourceId: Number(r.source_id), kind: r.kind as RunKind, jobId: null };
  });
}

/**
 * Releases the job of a failed run: an active job is failed, so pg-boss retries it after its short
 * delay; when none will run (retries used up, or no job), a new one is queued. The source is never
 * left without a run to come.
 */
async function releaseJob(deps: Deps, boss: PgBoss, send: SendJob, run: AbandonedRun): Promise<void> {
  try {
    if (run.jobId) {
      await boss.fail('source-sync', run.jobId, { message: 'the worker stopped during this run' });
      const job = await boss.getJobById('source-sync', run.jobId);
      if (job && (job.state === 'retry' || job.state === 'created')) return;
    }
    await send('source-sync', { sourceId: run.sourceId, kind: run.kind });
  } catch (err) {
    deps.log.error(
      { sourceId: run.sourceId, runId: run.id, error: loggableError(err) },
      `source ${run.sourceId}: the job of run ${run.id} could not be released`,
    );
  }
}
