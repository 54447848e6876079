import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { refreshReportRollups } from '../warehouse/rollups.ts';
import { defineJob } from './job-definition.ts';

/**
 * After a sync run ends: folds the account's changed orders into the report rollups.
 * One queued job per account ('short' + key): runs of several sources of one account ending close
 * together fold in once.
 */
export const reportRollupsJob = defineJob({
  name: 'report-rollups',
  payload: JOB_PAYLOADS['report-rollups'],
  policy: 'short',
  singletonKey: (p) => `account-${p.accountId}`,
  expireInSeconds: 60 * 60,
  handler: async ({ accountId }, deps) => {
    const outcome = await refreshReportRollups(deps.database.db, accountId);
    if (outcome.orders > 0) deps.log.info({ accountId, ...outcome }, 'report rollups updated');
  },
});
