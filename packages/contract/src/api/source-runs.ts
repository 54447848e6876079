import { z } from 'zod';
import { SYNC_STREAM_LABELS, SYNC_STREAMS, type SyncStream } from '../domain/source-health.ts';
import { historicalDateField } from '../validation/sources.ts';
import { pagedAnswer } from './common.ts';

/**
 * What a source screen does with a source's runs: run now, re-sync some streams from a date, resume a
 * source that paused itself, and the run timeline (runs and configuration changes, newest first).
 */

/** The kinds of run: a 'resync' re-pulls the streams asked for from a date, leaving the others alone. */
export const RUN_KINDS = ['scheduled', 'history', 'manual', 'resync'] as const;
export type RunKindName = (typeof RUN_KINDS)[number];

export const SOURCE_RUN_MESSAGES = {
  runQueued: 'A run of this source is queued: it starts in a moment.',
  resyncQueued: (streams: readonly SyncStream[], since: string) =>
    `A re-sync of ${streams.map((s) => SYNC_STREAM_LABELS[s]).join(', ')} from ${since} is queued.`,
  resumed: 'The source is resumed: its runs start again on schedule.',
} as const;

/** 409 answers: the source is in a state where the call cannot act. */
export const SOURCE_RUN_ERRORS = {
  paused: {
    error: 'SourcePaused',
    message: 'This source is paused after failed runs. Resume it before running or re-syncing it.',
  },
  disabled: { error: 'SourceDisabled', message: 'This source is disabled. Enable it before running it.' },
  notSetUp: {
    error: 'SourceNotSetUp',
    message: 'This source is not set up yet. Complete its connection before running it.',
  },
  notPaused: { error: 'SourceNotPaused', message: 'This source is not paused.' },
} as const;

export const streamField = () => z.enum(SYNC_STREAMS, { error: `Stream must be one of ${SYNC_STREAMS.join(', ')}` });

/**
 * Whether the source's data is flowing: its last successful run, how far each stream is complete
 * (the start of the last successful run that pulled it), and `stale` when that run is older than
 * twice the frequency plus 15 minutes (domain/source-health.ts).
 */
export const SourceFreshness = z.object({
  lastSuccessAt: z.string().nullable(),
  completeThrough: z.record(z.string(), z.string()),
  stale: z.boolean(),
});
export type SourceFreshness = z.infer<typeof SourceFreshness>;

/** Set when the source paused itself after too many failed runs: no scheduled runs until it is resumed. */
export const SourcePause = z.object({ at: z.string(), reason: z.string() }).nullable();
export type SourcePause = z.infer<typeof SourcePause>;

/** POST /sources/{accountId}/{id}/resync */
export const ResyncBody = z.object({
  streams: z
    .array(streamField(), { error: 'Streams is required' })
    .min(1, 'Choose at least one stream')
    .max(SYNC_STREAMS.length)
    .refine((streams) => new Set(streams).size === streams.length, 'Each stream may be named once'),
  since: historicalDateField('Since'),
});
export type ResyncBody = z.infer<typeof ResyncBody>;

/** POST .../run, .../resync and .../resume: what was done, in words the screen shows. */
export const SourceRunAnswer = z.object({ id: z.number().int(), message: z.string() });
export type SourceRunAnswer = z.infer<typeof SourceRunAnswer>;

/** GET /sources/{accountId}/{id}/timeline?take&skip */
export const TIMELINE_PAGE_SIZE = 20;
export const TimelineQuery = z.object({
  take: z.coerce
    .number({ error: 'take must be a number' })
    .int('take must be a whole number')
    .min(1, 'take must be at least 1')
    .max(100, 'take must be at most 100')
    .default(TIMELINE_PAGE_SIZE),
  skip: z.coerce
    .number({ error: 'skip must be a number' })
    .int('skip must be a whole number')
    .min(0, 'skip must be at least 0')
    .max(10_000_000, 'skip must be at most 10000000')
    .default(0),
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

/** What one run delivered to one destination. */
export const TimelineDelivery = z.object({
  destinationId: z.number().int(),
  /** the destination's name (null when it was deleted since) */
  name: z.string().nullable(),
  pushed: z.record(z.string(), z.number()),
  error: z.string().nullable(),
});

/** A run on the timeline: how it ended, how long it took, records per stream and per destination. */
export const TimelineRun = z.object({
  type: z.literal('run'),
  at: z.string(),
  id: z.number().int(),
  kind: z.enum(RUN_KINDS),
  status: z.enum(['running', 'succeeded', 'failed', 'interrupted']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** null while it runs */
  durationMs: z.number().int().nullable(),
  pulled: z.record(z.string(), z.number()),
  deliveries: z.array(TimelineDelivery),
  error: z.string().nullable(),
});
export type TimelineRun = z.infer<typeof TimelineRun>;

/** A configuration change on the timeline: who, when, what kind and which fields (never their values). */
export const TimelineChange = z.object({
  type: z.literal('change'),
  at: z.string(),
  id: z.number().int(),
  action: z.string(),
  /** the change in words: 'Updated name, frequency', 'Added destination Bucket' */
  summary: z.string(),
  fields: z.array(z.string()),
  /** who made it (null: the product itself, e.g. the auto-pause) */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TimelineChange = z.infer<typeof TimelineChange>;

export const TimelineEntry = z.discriminatedUnion('type', [TimelineRun, TimelineChange]);
export type TimelineEntry = z.infer<typeof TimelineEntry>;
export const TimelineAnswer = pagedAnswer('items', TimelineEntry);
export type TimelineAnswer = z.infer<typeof TimelineAnswer>;
