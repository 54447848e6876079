import { refreshCatalogue } from '../modules/product-tagging/catalogue.service.ts';
import { retagAccount, retagLanes } from '../modules/product-tagging/retag.service.ts';
import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { defineJob } from './job-definition.ts';

/**
 * Re-applies the tagging rules to one account's products: after a rule change, a
 * reorder, an upload or a sync that brought products. One queued job per account ('short' + key):
 * several changes in a row re-tag once.
 */
export const productRetagJob = defineJob({
  name: 'product-retag',
  payload: JOB_PAYLOADS['product-retag'],
  policy: 'short',
  singletonKey: (p) => `account-${p.accountId}`,
  expireInSeconds: 60 * 60,
  handler: async ({ accountId }, deps) => {
    const outcome = await retagAccount(deps.database.db, accountId, retagLanes(deps.database.kind));
    if (outcome.changed > 0) deps.log.info({ accountId, ...outcome }, 'products re-tagged');
  },
});

/**
 * After a sync run: copies what the account's sources synced into its catalogue and re-tags it.
 * One queued job per account.
 */
export const catalogueRefreshJob = defineJob({
  name: 'catalogue-refresh',
  payload: JOB_PAYLOADS['catalogue-refresh'],
  policy: 'short',
  singletonKey: (p) => `account-${p.accountId}`,
  expireInSeconds: 60 * 60,
  handler: async ({ accountId }, deps) => {
    const outcome = await refreshCatalogue(deps.database.db, accountId);
    if (outcome.products > 0) deps.log.info({ accountId, ...outcome }, 'catalogue refreshed');
  },
});
