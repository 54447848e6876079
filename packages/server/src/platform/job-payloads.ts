import { z } from 'zod';

/**
 * Every background job's name and payload (docs/architecture.md, Layers: the declarations a service needs to
 * send a typed job sit here, below the features; the handlers, retry policies and schedules are in
 * jobs/). `deps.sendJob('source-sync', { sourceId, kind })` is checked against these at compile time.
 */
export const JOB_PAYLOADS = {
  'sessions-cleanup': z.object({}).passthrough(),
  'mail-send': z.object({ outboxId: z.number().int().positive() }),
  'source-sync': z.object({
    sourceId: z.number().int(),
    kind: z.enum(['scheduled', 'history', 'manual']).default('scheduled'),
  }),
  'sources-schedule': z.object({}).passthrough(),
  'delete-account-data': z.object({ accountId: z.number().int() }),
  'report-rollups': z.object({ accountId: z.number().int() }),
  'product-retag': z.object({ accountId: z.number().int() }),
  'catalogue-refresh': z.object({ accountId: z.number().int() }),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<Name extends JobName> = z.input<(typeof JOB_PAYLOADS)[Name]>;

/** Queues a job; the payload is the one declared for its name. */
export type SendJob = <Name extends JobName>(name: Name, payload: JobPayload<Name>) => Promise<void>;
