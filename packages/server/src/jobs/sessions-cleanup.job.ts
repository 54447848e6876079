import { deleteExpiredSessions } from '../identity/sessions.ts';
import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { defineJob } from './job-definition.ts';

/** Removes expired sessions every 15 minutes. */
export const sessionsCleanupJob = defineJob({
  name: 'sessions-cleanup',
  payload: JOB_PAYLOADS['sessions-cleanup'],
  cron: '*/15 * * * *',
  retryLimit: 1,
  handler: async (_payload, deps) => {
    const removed = await deleteExpiredSessions(deps.database.db, deps.now());
    deps.log.info({ removed }, 'expired sessions removed');
  },
});
