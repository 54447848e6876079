import { eq, inArray } from 'drizzle-orm';
import { deliveryCursors, sourceCursors, sources } from '../db/connectors.schema.ts';
import { JOB_PAYLOADS } from '../platform/job-payloads.ts';
import { deleteStoredData } from '../warehouse/records.queries.ts';
import { deleteRollupsOfSources } from '../warehouse/rollups.queries.ts';
import { defineJob } from './job-definition.ts';

/**
 * DELETE /sources/deleteData/{accountId} (spec 2 §2: about 30 minutes): removes every stored record
 * of the account's sources, and their cursors, so a later run pulls from the start date again.
 */
export const deleteAccountDataJob = defineJob({
  name: 'delete-account-data',
  payload: JOB_PAYLOADS['delete-account-data'],
  singletonKey: (p) => `account-${p.accountId}`,
  expireInSeconds: 2 * 60 * 60,
  handler: async ({ accountId }, deps) => {
    const db = deps.database.db;
    const ids = (await db.select({ id: sources.id }).from(sources).where(eq(sources.accountId, accountId))).map(
      (s) => s.id,
    );
    if (ids.length === 0) return;
    const removed = await deleteStoredData(db, ids);
    await deleteRollupsOfSources(db, accountId, ids);
    await db.delete(sourceCursors).where(inArray(sourceCursors.sourceId, ids));
    await db.update(deliveryCursors).set({ lastSeq: 0 }).where(inArray(deliveryCursors.sourceId, ids));
    deps.log.info({ accountId, removed }, 'account data deleted');
  },
});
