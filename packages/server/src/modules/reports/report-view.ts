import type { ReportRuleAccount, ReportRuleViewer } from '@storelens/contract/access/report-access';
import { isSystemUser } from '@storelens/contract/access/roles';
import type { AccountType } from '@storelens/contract/domain/accounts';
import type { Db } from '../../db/client.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { findAccountForReportView } from './reports.queries.ts';

const selectedReportsOf = (settings: unknown): number[] => {
  const list = (settings as Record<string, unknown> | null)?.selectedReports;
  return Array.isArray(list) ? list.filter((r): r is number => Number.isInteger(r)) : [];
};

/**
 * The checked account and the caller as the report rules read them (contract/access/report-access.ts):
 * the same for the report cards and for opening one report. Undefined when the account is gone.
 */
export async function reportViewOf(
  db: Db,
  access: AccountAccess,
): Promise<{ account: ReportRuleAccount; viewer: ReportRuleViewer } | undefined> {
  const row = await findAccountForReportView(db, access.account.id);
  if (!row) return undefined;
  return {
    account: {
      accountType: row.accountType as AccountType,
      verticalId: row.verticalId,
      isActive: row.isActive,
      selectedReports: selectedReportsOf(row.settings),
      verticalMetadata: row.verticalMetadata,
    },
    viewer: { isSystemUser: isSystemUser(toAccessUser(access.user)) },
  };
}
