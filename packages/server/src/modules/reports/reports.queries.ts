import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { firstRow } from '../../db/rows.ts';
import { accounts, verticals } from '../../db/schema.ts';

/** What opening a report and the report lists read of an account: type, vertical and its metadata, state, settings. */
export const findAccountForReportView = async (db: Db, accountId: number) =>
  firstRow(
    db
      .select({
        accountType: accounts.accountType,
        verticalId: accounts.verticalId,
        isActive: accounts.isActive,
        settings: accounts.settings,
        verticalMetadata: verticals.metadata,
      })
      .from(accounts)
      .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
      .where(eq(accounts.id, accountId)),
  );
