import PgBoss from 'pg-boss';
import type { Deps } from '../deps.ts';
import type { JobDefinition } from './job-definition.ts';

export interface Queue {
  send(name: string, payload: Record<string, unknown>, options?: PgBoss.SendOptions): Promise<string | null>;
  stop(): Promise<void>;
  boss: PgBoss;
}

/**
 * Starts pg-boss on the app's database (PGlite through its SQL door, or the PostgreSQL server)
 * and declares every job's queue. Only a worker (ROLE all or worker) takes jobs and keeps schedules.
 */
export async function startQueue(deps: Deps, jobs: readonly JobDefinition[], isWorker: boolean): Promise<Queue> {
  const { database } = deps;
  const connection: PgBoss.ConstructorOptions =
    database.kind === 'postgres'
      ? { connectionString: database.url, max: 4 }
      : { db: { executeSql: database.executeSql } };
  const boss = new PgBoss({ ...connection, schedule: isWorker, supervise: isWorker });
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  await boss.start();

  for (const job of jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: job.retryBackoff,
      expireInSeconds: job.expireInSeconds,
    });
    if (!isWorker) continue;
    if (job.cron) await boss.schedule(job.name, job.cron, {});
    await boss.work(job.name, { pollingIntervalSeconds: 2 }, async ([first]) => {
      if (!first) return;
      const payload = job.payload.parse(first.data);
      await job.handler(payload, deps);
    });
  }

  return {
    boss,
    send: (name, payload, options = {}) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`unknown job ${name}`);
      const data = job.payload.parse(payload);
      const singletonKey = job.singletonKey?.(data);
      return boss.send(name, data as object, { ...(singletonKey ? { singletonKey } : {}), ...options });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 20_000 }),
  };
}
