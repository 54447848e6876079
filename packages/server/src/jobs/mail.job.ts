import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { deliverMail, MAIL_JOB } from '../platform/mail.ts';
import { defineJob } from './job-definition.ts';

/** Sends one outbox email; retried with backoff (30 s, 60 s, 120 s, ...) up to 6 times. */
export const mailJob = defineJob({
  name: MAIL_JOB,
  payload: JOB_PAYLOADS[MAIL_JOB],
  retryLimit: 6,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  handler: async ({ outboxId }, deps) => deliverMail(deps, outboxId),
});
