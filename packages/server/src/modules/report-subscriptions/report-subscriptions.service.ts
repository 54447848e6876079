import { BUILTIN_REPORTS, type BuiltinReportKey } from '@storelens/contract/api/report-data';
import {
  type CreateReportSubscriptionBody,
  REPORT_SUBSCRIPTION_ERRORS,
  type ReportSubscription,
  type ReportSubscriptionFilters,
  reportAllowedFor,
  type UnsubscribeAnswer,
  type UpdateReportSubscriptionBody,
  type UserReportSubscription,
} from '@storelens/contract/api/report-subscriptions';
import type { AccountType } from '@storelens/contract/domain/accounts';
import { nextSendAt } from '@storelens/contract/domain/report-subscription-schedule';
import { retailCalendarOf } from '@storelens/contract/domain/retail-calendar';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { auditAccountChange } from '../../identity/account-audit.ts';
import type { AccessContext, AccountAccess } from '../../identity/route-access.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import {
  deleteSubscription as deleteSubscriptionRow,
  findOwnSubscription,
  insertSubscription,
  listOwnSubscriptions,
  listUserSubscriptions,
  type ReportSubscriptionRow,
  subscriptionsToSend,
  updateSubscription as updateSubscriptionRow,
} from './report-subscriptions.queries.ts';
import { subscriptionIdOfToken } from './unsubscribe-token.ts';

/** A row as the API answers it; `settings` are its account's (the calendar cuts a retail month). */
export const toSubscription = (row: ReportSubscriptionRow, settings: unknown, now: Date): ReportSubscription => {
  const key = row.reportKey as BuiltinReportKey;
  return {
    id: row.id,
    accountId: row.accountId,
    reportKey: key,
    reportName: BUILTIN_REPORTS[key]?.title ?? row.reportKey,
    frequency: row.frequency,
    hour: row.hour,
    timeZone: row.timeZone,
    filters: row.filters as ReportSubscriptionFilters,
    compare: row.compare === 'previous' || row.compare === 'lastYear' ? row.compare : null,
    nextSendAt: nextSendAt(now, row, retailCalendarOf(settings)).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
};

/** 400 when the account's type does not use this report (the same audience its report list follows). */
function requireReportForAccount(access: AccountAccess, key: BuiltinReportKey): void {
  const type = access.account.found.account.accountType as AccountType;
  if (!reportAllowedFor(key, type))
    throw HttpError.from(400, REPORT_SUBSCRIPTION_ERRORS.reportNotForAccount(BUILTIN_REPORTS[key].title, type));
}

async function requireOwn(deps: Deps, access: AccountAccess, id: number): Promise<ReportSubscriptionRow> {
  const row = await findOwnSubscription(deps.database.db, access.user.id, access.account.id, id);
  if (!row) throw HttpError.from(404, REPORT_SUBSCRIPTION_ERRORS.notFound);
  return row;
}

const settingsOf = (access: AccountAccess) => access.account.found.account.settings;

/** GET /accounts/{accountId}/reportSubscriptions: the caller's own, in this account. */
export async function listSubscriptions(deps: Deps, access: AccountAccess): Promise<ReportSubscription[]> {
  const rows = await listOwnSubscriptions(deps.database.db, access.user.id, access.account.id);
  return rows.map((row) => toSubscription(row, settingsOf(access), deps.now()));
}

/** GET /user/reportSubscriptions: the caller's, in every account, each with its account's name. */
export async function listUserReportSubscriptions(
  deps: Deps,
  caller: AccessContext,
): Promise<UserReportSubscription[]> {
  const rows = await listUserSubscriptions(deps.database.db, caller.user.id);
  return rows.map((r) => ({ ...toSubscription(r.subscription, r.settings, deps.now()), accountName: r.accountName }));
}

/** POST /accounts/{accountId}/reportSubscriptions. */
export async function createSubscription(
  deps: Deps,
  access: AccountAccess,
  body: z.output<typeof CreateReportSubscriptionBody>,
  ip: string,
): Promise<ReportSubscription> {
  requireReportForAccount(access, body.reportKey);
  return deps.database.db.transaction(async (tx) => {
    const row = await insertSubscription(tx, {
      userId: access.user.id,
      accountId: access.account.id,
      reportKey: body.reportKey,
      frequency: body.frequency,
      hour: body.hour,
      timeZone: body.timeZone,
      filters: body.filters,
      compare: body.compare,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    });
    await auditAccountChange(tx, access, {
      action: 'reportSubscription.create',
      targetType: 'reportSubscription',
      targetId: row.id,
      details: { reportKey: row.reportKey, frequency: row.frequency, hour: row.hour, timeZone: row.timeZone },
      ip,
    });
    return toSubscription(row, settingsOf(access), deps.now());
  });
}

/** PATCH /accounts/{accountId}/reportSubscriptions/{id}: any subset of the fields. */
export async function updateSubscription(
  deps: Deps,
  access: AccountAccess,
  id: number,
  body: z.output<typeof UpdateReportSubscriptionBody>,
  ip: string,
): Promise<ReportSubscription> {
  const existing = await requireOwn(deps, access, id);
  if (body.reportKey !== undefined) requireReportForAccount(access, body.reportKey);
  const changes: Partial<ReportSubscriptionRow> = { updatedAt: deps.now() };
  for (const field of ['reportKey', 'frequency', 'hour', 'timeZone', 'filters', 'compare'] as const) {
    if (body[field] !== undefined) Object.assign(changes, { [field]: body[field] });
  }
  return deps.database.db.transaction(async (tx) => {
    const row = await updateSubscriptionRow(tx, existing.id, changes);
    if (!row) throw HttpError.from(404, REPORT_SUBSCRIPTION_ERRORS.notFound);
    await auditAccountChange(tx, access, {
      action: 'reportSubscription.update',
      targetType: 'reportSubscription',
      targetId: row.id,
      details: { changed: Object.keys(changes).filter((k) => k !== 'updatedAt') },
      ip,
    });
    return toSubscription(row, settingsOf(access), deps.now());
  });
}

/** DELETE /accounts/{accountId}/reportSubscriptions/{id}. */
export async function deleteSubscription(deps: Deps, access: AccountAccess, id: number, ip: string): Promise<void> {
  const existing = await requireOwn(deps, access, id);
  await deps.database.db.transaction(async (tx) => {
    await deleteSubscriptionRow(tx, existing.id);
    await auditAccountChange(tx, access, {
      action: 'reportSubscription.delete',
      targetType: 'reportSubscription',
      targetId: existing.id,
      details: { reportKey: existing.reportKey },
      ip,
    });
  });
}

async function subscriptionOfToken(deps: Deps, token: string) {
  const id = subscriptionIdOfToken(deps.config.secretKey, token);
  const [found] = id === null ? [] : await subscriptionsToSend(deps.database.db, id);
  if (!found) throw HttpError.from(404, REPORT_SUBSCRIPTION_ERRORS.unsubscribeNotFound);
  return found;
}

/** GET /reportSubscriptions/unsubscribe/{token}: what the confirmation page names (nothing changes). */
export async function describeUnsubscribe(deps: Deps, token: string): Promise<UnsubscribeAnswer> {
  const { subscription, account } = await subscriptionOfToken(deps, token);
  const key = subscription.reportKey as BuiltinReportKey;
  return {
    reportName: BUILTIN_REPORTS[key]?.title ?? subscription.reportKey,
    accountName: account.name,
    frequency: subscription.frequency,
  };
}

/**
 * POST /reportSubscriptions/unsubscribe/{token} (RFC 8058 one-click, and the confirmation page's
 * button): deletes the subscription the token names. No session: the token is the authority; the
 * audit row names the subscription's user as the actor.
 */
export async function unsubscribe(deps: Deps, token: string, ip: string): Promise<void> {
  const { subscription } = await subscriptionOfToken(deps, token);
  await deps.database.db.transaction(async (tx) => {
    const deleted = await deleteSubscriptionRow(tx, subscription.id);
    if (!deleted) throw HttpError.from(404, REPORT_SUBSCRIPTION_ERRORS.unsubscribeNotFound);
    await writeAudit(tx, {
      action: 'reportSubscription.unsubscribe',
      actorUserId: subscription.userId,
      accountId: subscription.accountId,
      targetType: 'reportSubscription',
      targetId: subscription.id,
      details: { reportKey: subscription.reportKey, via: 'emailLink' },
      ip,
    });
  });
}
