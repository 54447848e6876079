import { z } from 'zod';
import type { AccountType } from '../domain/accounts.ts';
import {
  REPORT_SUBSCRIPTION_FREQUENCIES,
  type ReportSubscriptionFrequency,
} from '../domain/report-subscription-schedule.ts';
import { COMPARE_LABELS, REPORT_COMPARES, REPORT_GRAIN_LABELS, REPORT_GRAINS } from '../domain/retail-calendar.ts';
import { text } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { idParams } from './common.ts';
import { BUILTIN_REPORT_KEYS, BUILTIN_REPORTS, type BuiltinReportKey } from './report-data.ts';

/**
 * Report emails (docs/features/report-subscriptions.md): a signed-in user's standing order for one
 * built-in report of an account they may see, mailed daily, weekly or monthly at an hour of their time
 * zone, with the report's KPIs in the body and each table as CSV and XLSX attachments.
 */

export const REPORT_SUBSCRIPTION_LABELS = {
  reportKey: 'Report',
  frequency: 'Frequency',
  hour: 'Hour',
  timeZone: 'Time zone',
  filters: 'Filters',
  compare: 'Compare to',
  location: 'Location',
  grain: 'Group by',
} as const;
const L = REPORT_SUBSCRIPTION_LABELS;

export const FREQUENCY_LABELS: Record<ReportSubscriptionFrequency, string> = {
  daily: 'Daily (yesterday)',
  weekly: 'Weekly on Mondays (the week before)',
  monthly: 'Monthly on the 1st (the month before)',
};

export const REPORT_SUBSCRIPTION_MESSAGES = {
  frequency: `${L.frequency} must be one of ${REPORT_SUBSCRIPTION_FREQUENCIES.join(', ')}`,
  hour: `${L.hour} must be a whole number from 0 to 23`,
  timeZone: `${L.timeZone} is not a known IANA time zone (such as Europe/Paris)`,
  compare: `${L.compare} must be one of ${REPORT_COMPARES.join(', ')}, or null`,
  reportKey: `${L.reportKey} must be one of ${BUILTIN_REPORT_KEYS.join(', ')}`,
  location: 'Location is not one of the allowed options',
  grain: `Group by must be one of ${REPORT_GRAINS.join(', ')}`,
} as const;

/** Whether a zone name is one this runtime knows (the server's answer is the rule). */
export const isKnownTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
};

/** Which account types a built-in report is for (its audience in BUILTIN_REPORTS). */
export const reportAllowedFor = (key: BuiltinReportKey, type: AccountType): boolean => {
  const audience: string = BUILTIN_REPORTS[key].audience;
  return audience === 'any' || audience === type.toLowerCase();
};

const frequency = () =>
  z.enum(REPORT_SUBSCRIPTION_FREQUENCIES, {
    error: (issue) => (issue.input === undefined ? msg.required(L.frequency) : REPORT_SUBSCRIPTION_MESSAGES.frequency),
  });
const hour = () =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? msg.required(L.hour) : REPORT_SUBSCRIPTION_MESSAGES.hour),
    })
    .int(REPORT_SUBSCRIPTION_MESSAGES.hour)
    .min(0, REPORT_SUBSCRIPTION_MESSAGES.hour)
    .max(23, REPORT_SUBSCRIPTION_MESSAGES.hour);
const timeZone = () =>
  text(L.timeZone, {
    error: (issue) => (issue.input === undefined ? msg.required(L.timeZone) : REPORT_SUBSCRIPTION_MESSAGES.timeZone),
  })
    .max(100, REPORT_SUBSCRIPTION_MESSAGES.timeZone)
    .refine(isKnownTimeZone, REPORT_SUBSCRIPTION_MESSAGES.timeZone);
const compare = () => z.enum(REPORT_COMPARES, { error: REPORT_SUBSCRIPTION_MESSAGES.compare }).nullable();
const reportKey = () =>
  z.enum(BUILTIN_REPORT_KEYS as [BuiltinReportKey, ...BuiltinReportKey[]], {
    error: (issue) => (issue.input === undefined ? msg.required(L.reportKey) : REPORT_SUBSCRIPTION_MESSAGES.reportKey),
  });

/**
 * The report's own filters that make sense for a standing order: the location and the grouping
 * (the dates are the period's, the comparison is `compare`), checked with the report call's rules.
 * Other keys (a screen's from and to) are dropped.
 */
export const ReportSubscriptionFilters = z.object({
  location: text(L.location)
    .max(300, msg.max(L.location, 300))
    .regex(/^[0-9]{1,9}:/s, REPORT_SUBSCRIPTION_MESSAGES.location)
    .optional(),
  grain: z.enum(REPORT_GRAINS, { error: REPORT_SUBSCRIPTION_MESSAGES.grain }).optional(),
});
export type ReportSubscriptionFilters = z.infer<typeof ReportSubscriptionFilters>;

const filters = () =>
  z.preprocess(
    // a screen's empty values ("All locations") mean no filter
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null))
        : value,
    ReportSubscriptionFilters,
  );

export const CreateReportSubscriptionBody = z.object({
  reportKey: reportKey(),
  frequency: frequency(),
  hour: hour(),
  timeZone: timeZone(),
  filters: filters().default({}),
  compare: compare().optional().default(null),
});
export type CreateReportSubscriptionBody = z.input<typeof CreateReportSubscriptionBody>;

/** PATCH: any subset of the fields. */
export const UpdateReportSubscriptionBody = z.object({
  reportKey: reportKey().optional(),
  frequency: frequency().optional(),
  hour: hour().optional(),
  timeZone: timeZone().optional(),
  filters: filters().optional(),
  compare: compare().optional(),
});
export type UpdateReportSubscriptionBody = z.input<typeof UpdateReportSubscriptionBody>;

export const ReportSubscription = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  reportKey: z.enum(BUILTIN_REPORT_KEYS as [BuiltinReportKey, ...BuiltinReportKey[]]),
  reportName: z.string(),
  frequency: z.enum(REPORT_SUBSCRIPTION_FREQUENCIES),
  hour: z.number().int(),
  timeZone: z.string(),
  filters: ReportSubscriptionFilters,
  compare: z.enum(REPORT_COMPARES).nullable(),
  /** when the next email goes out */
  nextSendAt: z.string(),
  createdAt: z.string(),
});
export type ReportSubscription = z.infer<typeof ReportSubscription>;
export const ReportSubscriptionsAnswer = z.array(ReportSubscription);

/** The profile's list across accounts: each with its account's name. */
export const UserReportSubscription = ReportSubscription.extend({ accountName: z.string() });
export type UserReportSubscription = z.infer<typeof UserReportSubscription>;
export const UserReportSubscriptionsAnswer = z.array(UserReportSubscription);

export const ReportSubscriptionsParams = idParams('accountId');
export const ReportSubscriptionParams = idParams('accountId', 'id');

/** The one-click unsubscribe link's token (RFC 8058): the email's only key to its subscription. */
export const UnsubscribeParams = z.object({ token: text('Token').max(200, msg.max('Token', 200)) });
/** RFC 8058's body (`List-Unsubscribe=One-Click`, form-encoded); the confirmation page sends none. */
export const UnsubscribeBody = z.object({ 'List-Unsubscribe': text('List-Unsubscribe').max(50).optional() }).optional();
/** What the confirmation page shows before its button. */
export const UnsubscribeAnswer = z.object({ reportName: z.string(), accountName: z.string(), frequency: z.string() });
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswer>;

/** `send-report-subscriptions --now` and its admin call: how many went out, how many had gone already. */
export const SendNowAnswer = z.object({ sent: z.number().int(), alreadySent: z.number().int() });
export type SendNowAnswer = z.infer<typeof SendNowAnswer>;

export const REPORT_SUBSCRIPTION_ERRORS = {
  notFound: { error: 'NotFound', message: 'Report subscription not found' },
  unsubscribeNotFound: {
    error: 'NotFound',
    message: 'This unsubscribe link is not valid any more: the report email was already stopped.',
  },
  reportNotForAccount: (report: string, type: string) => ({
    error: 'ValidationError',
    message: `${report} is not a report for ${type} accounts`,
    fields: { reportKey: `${report} is not a report for ${type} accounts` },
  }),
} as const;

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** What the screens and the email say. */
export const REPORT_SUBSCRIPTION_TEXTS = {
  button: 'Email me this report',
  dialogTitle: 'Email me this report',
  saved: (when: string) => `Subscribed. The first email comes ${when}.`,
  profileTitle: 'Report emails',
  empty: 'No report emails yet. Open a report and choose "Email me this report".',
  loadFailed: 'Your report emails could not be loaded.',
  deleteConfirm: (report: string, account: string) => `Stop emailing ${report} of ${account}?`,
  deleted: 'Report email stopped.',
  updated: 'Report email changed.',
  schedule: (frequency: ReportSubscriptionFrequency, hour: number, zone: string) =>
    `${FREQUENCY_LABELS[frequency].split(' (')[0]} at ${hourLabel(hour)} (${zone})`,
  compare: (value: (typeof REPORT_COMPARES)[number] | null) => (value ? COMPARE_LABELS[value] : 'No comparison'),
  grain: (value: keyof typeof REPORT_GRAIN_LABELS) => REPORT_GRAIN_LABELS[value],
  unsubscribeTitle: 'Stop this report email',
  unsubscribeAsk: (report: string, account: string, frequency: string) =>
    `Stop the ${frequency} ${report} email of ${account}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed: this report email will not be sent again.',
  unsubscribeFailed: 'The unsubscribe link could not be checked. Try again later.',
  hourLabel,
} as const;
