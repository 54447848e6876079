import { z } from 'zod';
import { deleteExpiredSessions } from '../modules/auth/sessions.ts';
import { defineJob } from './job-definition.ts';

/** Removes expired sessions every 15 minutes. */
export const sessionsCleanupJob = defineJob({
  name: 'sessions-cleanup',
  payload: z.object({}).passthrough(),
  cron: '*/15 * * * *',
  retryLimit: 1,
  handler: async (_payload, deps) => {
    const removed = await deleteExpiredSessions(deps.database.db, deps.now());
    deps.log.info({ removed }, 'expired sessions removed');
  },
});
