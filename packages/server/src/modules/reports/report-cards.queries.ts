import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, verticals } from '../../db/schema.ts';

/** What the report lists read of an account: its type, vertical (with metadata), state and settings. */
export const findAccountForReports = async (db: Db, accountId: number) =>
  (
    await db
      .select({
        accountType: accounts.accountType,
        verticalId: accounts.verticalId,
        isActive: accounts.isActive,
        settings: accounts.settings,
        verticalMetadata: verticals.metadata,
      })
      .from(accounts)
      .innerJoin(verticals, eq(verticals.id, accounts.verticalId))
      .where(eq(accounts.id, accountId))
  )[0];
