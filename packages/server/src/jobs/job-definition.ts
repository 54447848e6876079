import type { z } from 'zod';
import type { Deps } from '../deps.ts';

/** A declared job (ARCHITECTURE §4): name, payload schema, retry policy, optional schedule, handler. */
export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  payload: Schema;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** cron expression, when the job also runs on a schedule */
  cron?: string;
  /** 'singleton' keeps at most one queued or active job per singletonKey (pg-boss 10 policies) */
  policy?: 'standard' | 'singleton' | 'stately';
  /** jobs with the same key never run at once (pg-boss singleton policy): one sync per source */
  singletonKey?: (payload: z.infer<Schema>) => string;
  handler: (payload: z.infer<Schema>, deps: Deps) => Promise<void>;
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
