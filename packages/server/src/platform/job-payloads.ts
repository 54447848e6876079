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
    kind: z.enum(['scheduled', 'history', 'manual', 'resync']).default('scheduled'),
  }),
  'sources-schedule': z.object({}).passthrough(),
  'delete-account-data': z.object({ accountId: z.number().int() }),
  'report-rollups': z.object({ accountId: z.number().int() }),
  'product-retag': z.object({ accountId: z.number().int() }),
  'catalogue-refresh': z.object({ accountId: z.number().int() }),
  /** one attempt at one webhook message (its retries are queued again with startAfter) */
  'webhook-delivery': z.object({ messageId: z.number().int() }),
  'webhooks-cleanup': z.object({}).passthrough(),
  'report-subscriptions': z.object({}).passthrough(),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<Name extends JobName> = z.input<(typeof JOB_PAYLOADS)[Name]>;

/** When a job may start: `startAfter` holds it back until then (a webhook's next retry). */
export interface SendJobOptions {
  startAfter?: Date;
}

/** Queues a job; the payload is the one declared for its name. */
export type SendJob = <Name extends JobName>(
  name: Name,
  payload: JobPayload<Name>,
  options?: SendJobOptions,
) => Promise<void>;
