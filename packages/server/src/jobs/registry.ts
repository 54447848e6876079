import type { JobDefinition } from './job-definition.ts';
import { mailJob } from './mail.job.ts';
import { sessionsCleanupJob } from './sessions-cleanup.job.ts';

/** Every job the worker runs. A feature adds its job here. */
export const JOBS: readonly JobDefinition[] = [sessionsCleanupJob, mailJob];
