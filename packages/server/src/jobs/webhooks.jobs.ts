import { attemptMessage, cleanUpDeliveries } from '../modules/webhooks/webhook-delivery.service.ts';
import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { defineJob } from './job-definition.ts';

/**
 * One attempt at one webhook message. The handler schedules the next try itself (startAfter, with
 * the webhooks' own backoff), so pg-boss retries only a handler that crashed.
 */
export const webhookDeliveryJob = defineJob({
  name: 'webhook-delivery',
  payload: JOB_PAYLOADS['webhook-delivery'],
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
  handler: async (payload, deps) => {
    await attemptMessage(deps, payload.messageId);
  },
});

/** Deletes delivery-log rows older than 30 days, daily. */
export const webhooksCleanupJob = defineJob({
  name: 'webhooks-cleanup',
  payload: JOB_PAYLOADS['webhooks-cleanup'],
  cron: '23 3 * * *',
  retryLimit: 1,
  handler: async (_payload, deps) => {
    const removed = await cleanUpDeliveries(deps);
    deps.log.info(removed, 'old webhook deliveries removed');
  },
});
