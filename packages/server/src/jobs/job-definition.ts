import type { z } from 'zod';
import type { Deps } from '../deps.ts';

/** A declared job (docs/architecture.md, Jobs): name, payload schema, retry policy, optional schedule, handler. */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  payload: Schema;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** cron expression, when the job also runs on a schedule */
  cron?: string;
  /** pg-boss 10 policies: 'short' keeps one queued job per singletonKey, 'singleton' one active */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /** the key the policy folds jobs by (one queued sync per source) */
  singletonKey?: (payload: z.infer<Schema>) => string;
  handler: (payload: z.infer<Schema>, deps: Deps, context?: JobContext) => Promise<void>;
}

/** Which job and which worker process a handler runs as (a run records both, so that a run whose worker died can be found and failed). */
export interface JobContext {
  jobId: string | null;
  workerId: string | null;
  /** heartbeat age after which another worker counts as dead */
  staleWorkerMs?: number;
  /** aborted when the process stops: a long handler ends at its next safe point */
  stopping?: AbortSignal;
}

/** The defaults every job starts from. */
type JobDefaults = Pick<JobDefinition, 'retryLimit' | 'retryDelaySeconds' | 'retryBackoff' | 'expireInSeconds'>;
export const JOB_DEFAULTS: JobDefaults = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

export const defineJob = <Schema extends z.ZodType>(
  job: Omit<JobDefinition<Schema>, keyof JobDefaults> & Partial<JobDefaults>,
): JobDefinition<Schema> => ({ ...JOB_DEFAULTS, ...job });
