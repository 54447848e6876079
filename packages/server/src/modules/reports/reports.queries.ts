import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/reports.schema.ts';
import { accounts, verticals } from '../../db/schema.ts';

/** What opening a report and the report lists read of an account: type, vertical and its metadata, state, settings. */
export const findAccountForReportView = async (db: Db, accountId: number) =>
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

/** A report definition by its key (vertical, report account type, path). */
export const findReportForView = async (db: Db, key: { verticalId: string; accountType: string; path: string }) =>
  (
    await db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.verticalId, key.verticalId),
          eq(reports.accountType, key.accountType),
          eq(reports.path, key.path),
        ),
      )
  )[0];

export const findReportRow = async (db: Db, id: number) =>
  (await db.select().from(reports).where(eq(reports.id, id)))[0];
