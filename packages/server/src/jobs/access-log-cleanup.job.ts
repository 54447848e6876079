import { z } from 'zod';
import { deleteExpiredBrandDataReads } from '../modules/access-log/access-log.service.ts';
import { defineJob } from './job-definition.ts';

/** Deletes the access-log rows (brands' reads of retailer data) older than 400 days, daily. */
export const accessLogCleanupJob = defineJob({
  name: 'access-log-cleanup',
  // only the schedule starts it: no service sends it, so its payload is declared here
  payload: z.object({}).passthrough(),
  cron: '41 3 * * *',
  retryLimit: 1,
  handler: async (_payload, deps) => {
    const removed = await deleteExpiredBrandDataReads(deps);
    deps.log.info({ removed }, 'old access-log reads removed');
  },
});
