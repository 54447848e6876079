import type { ReportCalendarBody } from '@storelens/contract/api/report-calendar';
import { retailCalendarOf } from '@storelens/contract/domain/retail-calendar';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccountAccess } from '../../identity/route-access.ts';
import { findAccountSettings, saveRetailCalendar } from './report-calendar.queries.ts';

/** GET /accounts/{accountId}/reportCalendar: the calendar the account's reports are cut by. */
export async function getReportCalendar(deps: Deps, access: AccountAccess): Promise<ReportCalendarBody> {
  return { retailCalendar: retailCalendarOf(await findAccountSettings(deps.database.db, access.account.id)) };
}

/** PUT /accounts/{accountId}/reportCalendar: sets it (audited with the calendar before and after). */
export async function setReportCalendar(
  deps: Deps,
  access: AccountAccess,
  body: ReportCalendarBody,
  ip: string,
): Promise<ReportCalendarBody> {
  return deps.database.db.transaction(async (tx) => {
    const before = retailCalendarOf(await findAccountSettings(tx, access.account.id));
    await saveRetailCalendar(tx, access.account.id, body.retailCalendar);
    await auditAccountChange(tx, access, {
      action: 'account.reportCalendar',
      targetType: 'account',
      targetId: access.account.id,
      details: { before, after: body.retailCalendar },
      ip,
    });
    return { retailCalendar: body.retailCalendar };
  });
}
