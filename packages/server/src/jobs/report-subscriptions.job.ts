import { sendDueSubscriptions } from '../modules/report-subscriptions/report-send.service.ts';
import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { defineJob } from './job-definition.ts';

/**
 * Every five minutes: mails each report subscription whose send time for its current period has come
 * and whose period has no send row (sendDueSubscriptions). Two runs at once, or a run retried after a
 * restart, send nothing twice: each period is claimed once (report-send.service.ts).
 */
export const reportSubscriptionsJob = defineJob({
  name: 'report-subscriptions',
  payload: JOB_PAYLOADS['report-subscriptions'],
  cron: '*/5 * * * *',
  policy: 'singleton',
  retryLimit: 0,
  handler: async (_payload, deps) => {
    const counts = await sendDueSubscriptions(deps);
    if (counts.sent || counts.skipped) deps.log.info(counts, 'report emails sent');
  },
});
