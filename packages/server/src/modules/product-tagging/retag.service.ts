import { isRetailerKind } from '@storelens/contract/domain/accounts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  countProducts,
  findProductIdRange,
  firstMatchingRule,
  retagBatch,
  saveRetagProgress,
} from './retag.queries.ts';
import { findAccountForTagging, findRulesInPriority } from './tag-rules.queries.ts';

/** Products re-tagged per statement: one set-based UPDATE a batch. */
export const RETAG_BATCH = 5_000;

export interface RetagOutcome {
  products: number;
  changed: number;
}

/**
 * The rules that apply to an account, highest priority first: the account's own by
 * sort order, then — for a retailer-kind account — its vertical's global retailer rules by theirs.
 */
export async function rulesForAccount(db: Db, accountId: number) {
  const account = await findAccountForTagging(db, accountId);
  if (!account) return [];
  const own = await findRulesInPriority(db, { scope: 'account', accountId });
  // spec 3 §2: global rules are the vertical's 'global retailer tagging'
  if (!isRetailerKind(account.accountType)) return own;
  return [...own, ...(await findRulesInPriority(db, { scope: 'global', verticalId: account.verticalId }))];
}

/**
 * Re-applies the rules to every product of the account, batch by batch in id order, writing only
 * the products whose rule changed. Safe to repeat; a killed run leaves each product old or new.
 * `lanes` splits the ids into that many ranges worked side by side (on PostgreSQL, one connection
 * and so one core each; PGlite runs them one after another anyway).
 */
export async function retagAccount(db: Db, accountId: number, lanes = 1): Promise<RetagOutcome> {
  const match = firstMatchingRule(await rulesForAccount(db, accountId));
  const range = await findProductIdRange(db, accountId);
  await saveRetagProgress(db, accountId, { state: 'running', total: range ? await countProducts(db, accountId) : 0 });
  if (!range) {
    await saveRetagProgress(db, accountId, { state: 'done' });
    return { products: 0, changed: 0 };
  }
  const width = Math.ceil((range.max - range.min + 1) / lanes);
  const outcomes = await Promise.all(
    Array.from({ length: lanes }, (_, i) =>
      retagRange(db, accountId, match, range.min - 1 + i * width, Math.min(range.max, range.min - 1 + (i + 1) * width)),
    ),
  );
  await saveRetagProgress(db, accountId, { state: 'done' });
  return outcomes.reduce((a, b) => ({ products: a.products + b.products, changed: a.changed + b.changed }));
}

async function retagRange(db: Db, accountId: number, match: SQL, after: number, upTo: number): Promise<RetagOutcome> {
  const outcome: RetagOutcome = { products: 0, changed: 0 };
  let cursor = after;
  while (cursor < upTo) {
    const batch = await retagBatch(db, accountId, match, { after: cursor, upTo }, RETAG_BATCH);
    outcome.products += batch.seen;
    outcome.changed += batch.changed;
    if (batch.seen > 0) await saveRetagProgress(db, accountId, { state: 'running', add: batch.seen });
    if (batch.seen < RETAG_BATCH) break;
    cursor = batch.last;
  }
  return outcome;
}

/** Lanes for a re-tag: two on PostgreSQL (this machine's cores), one on PGlite. */
export const retagLanes = (kind: 'pglite' | 'postgres') => (kind === 'postgres' ? 2 : 1);
