import { accessLogCleanupJob } from './access-log-cleanup.job.ts';
import { deleteAccountDataJob } from './delete-account-data.job.ts';
import type { JobDefinition } from './job-definition.ts';
import { mailJob } from './mail.job.ts';
import { catalogueRefreshJob, productRetagJob } from './product-data.jobs.ts';
import { reportRollupsJob } from './report-rollups.job.ts';
import { reportSubscriptionsJob } from './report-subscriptions.job.ts';
import { sessionsCleanupJob } from './sessions-cleanup.job.ts';
import { sourceSyncJob } from './source-sync.job.ts';
import { sourcesScheduleJob } from './sources-schedule.job.ts';
import { webhookDeliveryJob, webhooksCleanupJob } from './webhooks.jobs.ts';

/** Every job the worker runs. A feature adds its job here. */
export const JOBS: readonly JobDefinition[] = [
  sessionsCleanupJob,
  mailJob,
  sourceSyncJob,
  sourcesScheduleJob,
  deleteAccountDataJob,
  reportRollupsJob,
  productRetagJob,
  catalogueRefreshJob,
  webhookDeliveryJob,
  webhooksCleanupJob,
  accessLogCleanupJob,
  reportSubscriptionsJob,
];
