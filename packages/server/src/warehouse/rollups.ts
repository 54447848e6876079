import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import {
  findAccountSourceIds,
  findRollupCursor,
  findSourceAccount,
  hasPendingOrders,
  nextOrderBatchEnd,
  recomputeCustomerFirst,
  recomputeDailyGroups,
  replaceOrderFacts,
  saveRollupCursor,
} from './rollups.queries.ts';

/** Orders folded per transaction: small enough to keep each short, large enough to be cheap. */
export const ROLLUP_BATCH_ORDERS = 5_000;

// pg advisory lock class of the rollups (the second key is the account): one folder per account
const LOCK_CLASS = 74_101;

export interface RollupOutcome {
  orders: number;
  batches: number;
}

/**
 * Folds every order the account's sources changed since their rollup cursors into the report
 * rollups, batch by batch. Each batch is one transaction holding the account's lock:
 * its orders' old facts out, current facts in, the touched daily groups and customers recomputed,
 * and the cursor moved — so a killed run or two workers at once never count an order twice.
 */
export async function refreshReportRollups(db: Db, accountId: number): Promise<RollupOutcome> {
  const outcome: RollupOutcome = { orders: 0, batches: 0 };
  for (const sourceId of await findAccountSourceIds(db, accountId)) {
    for (;;) {
      const folded = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${accountId})`);
        // every statement of a batch reads a few thousand rows by key; the facts' statistics lag behind
        // their growth (a first fold adds them by the hundred thousand), and a planner trusting them
        // chose scans that grew with the table: 18 s a batch at 230,000 orders, in place of under 1 s
        await tx.execute(sql`set local enable_seqscan = off`);
        const afterSeq = await findRollupCursor(tx, sourceId);
        const batch = await nextOrderBatchEnd(tx, sourceId, afterSeq, ROLLUP_BATCH_ORDERS);
        if (!batch) return 0;
        const keys = await replaceOrderFacts(tx, accountId, sourceId, afterSeq, batch.endSeq);
        await recomputeDailyGroups(tx, accountId, sourceId, keys.groups);
        await recomputeCustomerFirst(tx, accountId, keys.customers);
        await saveRollupCursor(tx, accountId, sourceId, batch.endSeq);
        return batch.count;
      });
      if (folded === 0) break;
      outcome.orders += folded;
      outcome.batches += 1;
      if (folded < ROLLUP_BATCH_ORDERS) break;
    }
  }
  return outcome;
}

/**
 * Before a report is read: folds in what the job has not yet (a sync that just ended, data stored
 * by the demo seed), so a report never shows numbers older than the warehouse. Usually one cheap
 * index probe per source.
 */
export async function ensureRollupsCurrent(db: Db, accountId: number): Promise<void> {
  if (await hasPendingOrders(db, accountId)) await refreshReportRollups(db, accountId);
}

/**
 * After a run of a source: queue the rollups of its account (one queued job per account). A
 * Connectors account has no reports, so its runs fold nothing; its cursors stay where they are, and
 * should the account become a Retailer, the next fold (or first report read) catches up.
 */
export async function queueReportRollups(deps: Deps, sourceId: number): Promise<void> {
  const source = await findSourceAccount(deps.database.db, sourceId);
  if (source && source.accountType !== 'Connectors')
    await deps.sendJob('report-rollups', { accountId: source.accountId });
}
