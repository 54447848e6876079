import { isRetailerKind } from '@storelens/contract/domain/accounts';
import { usesBrandColumns } from '@storelens/contract/domain/tagging';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import {
  findAccountSourceIds,
  findCatalogueCursor,
  findSourceAccount,
  foldSourceProducts,
  saveCatalogueCursor,
} from './catalogue.queries.ts';
import { retagAccount } from './retag.service.ts';
import { findAccountForTagging } from './tag-rules.queries.ts';

/** Products folded per transaction. */
export const CATALOGUE_BATCH = 5_000;

/** Only Brand and retailer-kind accounts are tagged (spec 3 §2): the others keep no catalogue. */
const keepsCatalogue = (accountType: string) => usesBrandColumns(accountType) || isRetailerKind(accountType);

/**
 * Brings the account's catalogue up to date with what its sources synced, batch by
 * batch — each batch and its cursor in one transaction, so a killed fold repeats nothing and loses
 * nothing — then re-tags the account when any product changed.
 */
export async function refreshCatalogue(db: Db, accountId: number): Promise<{ products: number }> {
  const account = await findAccountForTagging(db, accountId);
  if (!account || !keepsCatalogue(account.accountType)) return { products: 0 };
  let products = 0;
  for (const sourceId of await findAccountSourceIds(db, accountId)) {
    for (;;) {
      const folded = await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const batch = await foldSourceProducts(tx, sourceId, await findCatalogueCursor(tx, sourceId), CATALOGUE_BATCH);
        if (batch) await saveCatalogueCursor(tx, sourceId, batch.endSeq);
        return batch?.count ?? 0;
      });
      products += folded;
      if (folded < CATALOGUE_BATCH) break;
    }
  }
  if (products > 0) await retagAccount(db, accountId);
  return { products };
}

/** After a run of a source: queue its account's catalogue refresh (one queued job per account). */
export async function queueCatalogueRefresh(deps: Deps, sourceId: number): Promise<void> {
  const source = await findSourceAccount(deps.database.db, sourceId);
  if (source && keepsCatalogue(source.accountType))
    await deps.sendJob('catalogue-refresh', { accountId: source.accountId });
}
