import { nextRunTime } from '@storelens/contract/domain/schedule';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { sources } from '../db/connectors.schema.ts';
import type { Deps } from '../deps.ts';
import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { defineJob } from './job-definition.ts';

/**
 * Queues every source whose run time has come and moves its next run time on. The conditional
 * update means two schedulers can never queue the same slot twice. A source that paused itself
 * after failed runs is not due until it is resumed.
 */
export async function queueDueSources(deps: Deps): Promise<number[]> {
  const db = deps.database.db;
  const now = deps.now();
  const due = await db
    .select()
    .from(sources)
    .where(
      and(eq(sources.active, true), eq(sources.isSetup, true), isNull(sources.pausedAt), lte(sources.nextRunTime, now)),
    );
  const queued: number[] = [];
  for (const source of due) {
    const next = nextRunTime(now, source.anchorTime, source.frequencyMinutes, source.timezone);
    const claimed = await db
      .update(sources)
      .set({ nextRunTime: next })
      .where(and(eq(sources.id, source.id), eq(sources.nextRunTime, source.nextRunTime!)))
      .returning({ id: sources.id });
    if (claimed.length === 0) continue;
    await deps.sendJob('source-sync', { sourceId: source.id, kind: 'scheduled' });
    queued.push(source.id);
  }
  return queued;
}

/** Every minute: queues the sources whose next run time has come (queueDueSources). */
export const sourcesScheduleJob = defineJob({
  name: 'sources-schedule',
  payload: JOB_PAYLOADS['sources-schedule'],
  cron: '* * * * *',
  retryLimit: 0,
  handler: async (_payload, deps) => {
    const queued = await queueDueSources(deps);
    if (queued.length) deps.log.info({ queued }, 'due sources queued');
  },
});
