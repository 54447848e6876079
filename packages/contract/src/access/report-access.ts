import { type ReportAccountType, reportAccountTypeOf, reportPermissionChoices } from '../api/report-management.ts';
import type { AccountType } from '../domain/accounts.ts';

/**
 * Which reports an account sees (spec 1 §6 "Reports are further governed by each
 * report's requireSystemUser and permission values; the exact evaluation of the permission value is
 * not shown"). Our definition, in the order the rules apply — the first that fails hides the report:
 *
 * 1. The report is active (`isActive`).
 * 2. The report belongs to the account's vertical.
 * 3. The account is active (spec 3 §2: /reports requires an active account).
 * 4. `permission`: empty needs nothing. Otherwise it must still be on the vertical's report permission
 *    list for the report's account type (spec 1 §3 metadata: retailerReportPermissions, ...). The lists
 *    are the report packages a vertical offers each kind of account: taking a permission off the list
 *    withdraws every report that needs it, from every account of the vertical, at once. An 'admin'
 *    report has no list, so a permission on it is never granted.
 * 5. An 'admin' report is an internal report: shown to system users only, in the internal list
 *    (spec 3 §2 /internalReports), whatever the account's type or chosen reports.
 * 6. Otherwise the report's account type is the account's ('Retailer Rollup' → 'retailer rollup');
 *    a Connectors account has no reports.
 * 7. The report is one of the account's chosen reports (spec 1 §3 settings.selectedReports).
 * 8. `requireSystemUser`: a hidden report, shown to system users only, in the hidden list (spec 3 §2
 *    "System users also see hidden reports"); otherwise it is in the account's report list.
 */

/** The three lists of spec 3 §7: GET /dashboards/reports|hiddenReports|internalReports/{accountId}. */
export type ReportList = 'reports' | 'hiddenReports' | 'internalReports';

/** What the rule reads of a report. */
export interface ReportRuleReport {
  id: number;
  accountType: ReportAccountType;
  verticalId: string;
  isActive: boolean;
  requireSystemUser: boolean;
  permission: string;
}

/** What the rule reads of the account whose reports are listed. */
export interface ReportRuleAccount {
  accountType: AccountType;
  verticalId: string;
  isActive: boolean;
  /** spec 1 §3 settings.selectedReports */
  selectedReports: readonly number[];
  /** the metadata of the account's vertical (its report permission lists) */
  verticalMetadata: unknown;
}

/** What the rule reads of the person looking. */
export interface ReportRuleViewer {
  isSystemUser: boolean;
}

/** The list a report appears in for this account and viewer, or null when it is not shown (rules above). */
export function reportListFor(
  report: ReportRuleReport,
  account: ReportRuleAccount,
  viewer: ReportRuleViewer,
): ReportList | null {
  if (!report.isActive) return null;
  if (report.verticalId !== account.verticalId) return null;
  if (!account.isActive) return null;
  if (
    report.permission !== '' &&
    !reportPermissionChoices(account.verticalMetadata, report.accountType).includes(report.permission)
  )
    return null;
  if (report.accountType === 'admin') return viewer.isSystemUser ? 'internalReports' : null;
  if (report.accountType !== reportAccountTypeOf(account.accountType)) return null;
  if (!account.selectedReports.includes(report.id)) return null;
  if (report.requireSystemUser) return viewer.isSystemUser ? 'hiddenReports' : null;
  return 'reports';
}

/** The reports of one list, by category then title (the order the cards are shown in). */
export function reportsInList<R extends ReportRuleReport & { category: string; title: string }>(
  reports: readonly R[],
  account: ReportRuleAccount,
  viewer: ReportRuleViewer,
  list: ReportList,
): R[] {
  return reports
    .filter((report) => reportListFor(report, account, viewer) === list)
    .sort((a, b) => a.category.localeCompare(b.category, 'en') || a.title.localeCompare(b.title, 'en') || a.id - b.id);
}
