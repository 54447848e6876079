import { BUILTIN_REPORTS, type BuiltinReportKey, type ReportDataAnswer } from '@storelens/contract/api/report-data';
import type { ReportSubscriptionFilters, SendNowAnswer } from '@storelens/contract/api/report-subscriptions';
import {
  currentSend,
  latestEndedPeriod,
  type ReportPeriod,
} from '@storelens/contract/domain/report-subscription-schedule';
import { type ReportCompare, retailCalendarOf } from '@storelens/contract/domain/retail-calendar';
import type { Deps } from '../../deps.ts';
import { signEmbedToken } from '../../identity/embed-token.ts';
import { HttpError } from '../../platform/errors.ts';
import { insertOutboxMail, queueOutboxMail } from '../../platform/mail.ts';
import { readBuiltinReport } from '../report-data/report-data.service.ts';
import { reportAttachments } from './report-files.ts';
import { reportMailContent } from './report-mail.ts';
import {
  claimPeriod,
  periodSent,
  type SubscriptionToSend,
  setSendOutbox,
  subscriptionsToSend,
} from './report-subscriptions.queries.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export type SendOutcome = 'sent' | 'alreadySent' | 'notDue' | 'skipped';

/**
 * The report as the subscription's user may see it now: the built-in report call itself, through a
 * token made for this one read (identity checks the user is active and may still open the account;
 * a brand's retailers go through brandDataAccess as on the screen, so a revoked permission empties
 * that retailer's part and the answer's `empty` says why). The embed token's report id is the
 * subscription's: there is no report definition behind an email.
 */
async function readReport(deps: Deps, s: SubscriptionToSend, period: ReportPeriod): Promise<ReportDataAnswer> {
  const sub = s.subscription;
  const key = sub.reportKey as BuiltinReportKey;
  const { token } = await signEmbedToken(
    deps.config.secretKey,
    { accountId: sub.accountId, reportId: sub.id, userId: sub.userId, key },
    deps.now(),
  );
  const filters = sub.filters as ReportSubscriptionFilters;
  // an email is a read like the screen's: a brand's is in each retailer's access log
  return readBuiltinReport(deps, `Bearer ${token}`, key, {
    from: period.from,
    to: period.to,
    ...(filters.location ? { location: filters.location } : {}),
    ...(filters.grain ? { grain: filters.grain } : {}),
    ...(sub.compare ? { compare: sub.compare as ReportCompare } : {}),
  });
}

/**
 * Sends one subscription's email for one period, at most once. The report and its files are built
 * first (slow, no lock held); then one transaction claims the period (insert on conflict do nothing)
 * and puts the email, its attachments and headers in the outbox. Either both commit or neither: a
 * crash before the commit leaves the period unclaimed and the next run sends it; after the commit the
 * outbox row is the mail's record, sent by the mail job (retried, and visible with its error if it
 * keeps failing). A concurrent run's claim waits on the unique index and then claims nothing.
 */
export async function sendPeriod(deps: Deps, s: SubscriptionToSend, period: ReportPeriod): Promise<SendOutcome> {
  const db = deps.database.db;
  const sub = s.subscription;
  if (await periodSent(db, sub.id, period.key)) return 'alreadySent';
  if (!s.user.isActive || !s.account.isActive) return 'skipped';
  let report: ReportDataAnswer;
  try {
    report = await readReport(deps, s, period);
  } catch (err) {
    // the user may no longer open the account: nothing of it is mailed (the next period tries again)
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    deps.log.warn(
      { subscriptionId: sub.id, status: err.statusCode },
      'report email not sent: the report is not readable',
    );
    return 'skipped';
  }
  const title = BUILTIN_REPORTS[sub.reportKey as BuiltinReportKey]?.title ?? sub.reportKey;
  const tables = report.sheets.flatMap((sheet) =>
    sheet.tables.map((t) => ({ ...t, title: report.sheets.length > 1 ? `${sheet.title} - ${t.title}` : t.title })),
  );
  const attachments = await reportAttachments(title, tables, period);
  const token = unsubscribeToken(deps.config.secretKey, sub.id);
  const unsubscribeApi = `${deps.config.publicUrl}/api/reportSubscriptions/unsubscribe/${token}`;
  const content = reportMailContent({
    productName: deps.config.productName,
    report,
    period,
    compare: (sub.compare as ReportCompare | null) ?? null,
    frequency: sub.frequency,
    attachments: attachments.map((a) => a.filename),
    unsubscribeUrl: `${deps.config.publicUrl}/unsubscribe/${token}`,
    reportUrl: `${deps.config.publicUrl}/reports`,
  });
  const outboxId = await db.transaction(async (tx) => {
    const sendId = await claimPeriod(tx, sub.id, period.key, deps.now());
    if (sendId === undefined) return null;
    const id = await insertOutboxMail(deps, tx, {
      to: s.user.email,
      kind: 'reportSubscription',
      content,
      extras: {
        // RFC 8058 one-click unsubscribe (RFC 2369 angle brackets)
        headers: { 'List-Unsubscribe': `<${unsubscribeApi}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        attachments,
      },
    });
    await setSendOutbox(tx, sendId, id);
    return id;
  });
  if (outboxId === null) return 'alreadySent';
  await queueOutboxMail(deps, outboxId);
  return 'sent';
}

/**
 * The scheduler's pass: each subscription whose current period's send time has come (and came after
 * it was made: a new subscription waits for its first send time) and has no send row yet.
 */
export async function sendDueSubscriptions(deps: Deps): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, alreadySent: 0, notDue: 0, skipped: 0 };
  const now = deps.now();
  for (const s of await subscriptionsToSend(deps.database.db)) {
    const { sendAt, period } = currentSend(now, s.subscription, retailCalendarOf(s.account.settings));
    if (sendAt.getTime() < s.subscription.createdAt.getTime()) {
      counts.notDue++;
      continue;
    }
    counts[await sendOne(deps, s, period)]++;
  }
  return counts;
}

/** One subscription's failure (a report that cannot be built) is logged; the others still go. */
async function sendOne(deps: Deps, s: SubscriptionToSend, period: ReportPeriod): Promise<SendOutcome> {
  try {
    return await sendPeriod(deps, s, period);
  } catch (err) {
    deps.log.error({ err, subscriptionId: s.subscription.id }, 'report email failed; the next run tries again');
    return 'skipped';
  }
}

/**
 * `send-report-subscriptions --now`: every subscription at once for its latest ended period (the one
 * today's send hour would send), still never twice for the same period.
 */
export async function sendAllNow(deps: Deps): Promise<SendNowAnswer> {
  let sent = 0;
  let alreadySent = 0;
  const now = deps.now();
  for (const s of await subscriptionsToSend(deps.database.db)) {
    const period = latestEndedPeriod(now, s.subscription, retailCalendarOf(s.account.settings));
    const outcome = await sendOne(deps, s, period);
    if (outcome === 'sent') sent++;
    if (outcome === 'alreadySent') alreadySent++;
  }
  return { sent, alreadySent };
}
