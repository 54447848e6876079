import { type ReportList, reportsInList } from '@storelens/contract/access/report-access';
import { isSystemUser } from '@storelens/contract/access/roles';
import {
  type ReportAccountType,
  type ReportCard,
  reportAccountTypeOf,
} from '@storelens/contract/api/report-management';
import type { AccountType } from '@storelens/contract/domain/accounts';
import type { Deps } from '../../deps.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { reportsForAccount } from '../report-management/report-management.service.ts';
import { findAccountForReportView } from './reports.queries.ts';

const selectedOf = (settings: Record<string, unknown>): number[] =>
  Array.isArray(settings.selectedReports)
    ? settings.selectedReports.filter((r): r is number => Number.isInteger(r))
    : [];

/**
 * GET /dashboards/reports|hiddenReports|internalReports/{accountId} (spec 3 §7): the cards of one list
 * for the account the guard checked, as the one rule of contract/access/report-access.ts decides.
 */
export async function listReportCards(deps: Deps, access: AccountAccess, list: ReportList): Promise<ReportCard[]> {
  const account = await findAccountForReportView(deps.database.db, access.account.id);
  if (!account) throw HttpError.from(404, { error: 'NotFound', message: 'Account not found' });
  const own = reportAccountTypeOf(account.accountType);
  const types: ReportAccountType[] = list === 'internalReports' ? ['admin'] : own ? [own] : [];
  if (types.length === 0) return [];
  const rows = await reportsForAccount(deps, account.verticalId, types);
  const visible = reportsInList(
    rows.map((r) => ({ ...r, accountType: r.accountType as ReportAccountType })),
    {
      accountType: account.accountType as AccountType,
      verticalId: account.verticalId,
      isActive: account.isActive,
      selectedReports: selectedOf(account.settings),
      verticalMetadata: account.verticalMetadata,
    },
    { isSystemUser: isSystemUser(toAccessUser(access.user)) },
    list,
  );
  return visible.map((r) => ({
    id: r.id,
    icon: r.icon,
    category: r.category,
    title: r.title,
    description: r.description,
    accountType: r.accountType,
    path: r.path,
  }));
}
