import { z } from 'zod';
import { runSource } from '../modules/connectors/sync-engine.ts';
import { defineJob } from './job-definition.ts';

/** One run of one source. The singleton policy keeps runs of a source from overlapping on any worker. */
export const sourceSyncJob = defineJob({
  name: 'source-sync',
  payload: z.object({
    sourceId: z.number().int(),
    kind: z.enum(['scheduled', 'history', 'manual']).default('scheduled'),
  }),
  policy: 'singleton',
  singletonKey: (p) => String(p.sourceId),
  // a run retries vendor calls itself; a job retry only covers a worker that died mid-run
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 60 * 60,
  handler: async ({ sourceId, kind }, deps) => {
    const outcome = await runSource(deps, sourceId, kind);
    deps.log.info(
      { sourceId, kind, status: outcome.status, counts: outcome.counts, error: outcome.error },
      'source run finished',
    );
  },
});
