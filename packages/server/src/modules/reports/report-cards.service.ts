import { type ReportList, reportsInList } from '@storelens/contract/access/report-access';
import {
  type ReportAccountType,
  type ReportCard,
  reportAccountTypeOf,
} from '@storelens/contract/api/report-management';
import type { Deps } from '../../deps.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { reportsForAccount } from '../report-management/report-management.service.ts';
import { reportViewOf } from './report-view.ts';

/**
 * GET /dashboards/reports|hiddenReports|internalReports/{accountId} (spec 3 §7): the cards of one list
 * for the account the guard checked, as the one rule of contract/access/report-access.ts decides.
 */
export async function listReportCards(deps: Deps, access: AccountAccess, list: ReportList): Promise<ReportCard[]> {
  const view = await reportViewOf(deps.database.db, access);
  if (!view) throw HttpError.from(404, { error: 'NotFound', message: 'Account not found' });
  const { account, viewer } = view;
  const own = reportAccountTypeOf(account.accountType);
  const types: ReportAccountType[] = list === 'internalReports' ? ['admin'] : own ? [own] : [];
  if (types.length === 0) return [];
  const rows = await reportsForAccount(deps, account.verticalId, types);
  const visible = reportsInList(
    rows.map((r) => ({ ...r, accountType: r.accountType as ReportAccountType })),
    account,
    viewer,
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
