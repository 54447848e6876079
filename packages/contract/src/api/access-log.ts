import { z } from 'zod';
import {
  COMPARE_SUFFIXES,
  REPORT_GRAIN_LABELS,
  type ReportCompare,
  type ReportGrain,
} from '../domain/retail-calendar.ts';
import { idParams, MAX_ID } from './common.ts';
import { BUILTIN_REPORTS, isBuiltinReportKey } from './report-data.ts';

/**
 * The retailer's access log: every read of its data by a brand (a report read through the connections
 * rule brandDataAccess), with the brand, the user, the report and its filters. The retailer's admins
 * read it on Data Permissions (docs/features/access-log.md). Days are UTC days.
 */

/** How long a read stays in the log. */
export const ACCESS_LOG_KEEP_DAYS = 400;
export const ACCESS_LOG_PAGE_SIZE = 25;
export const ACCESS_LOG_MAX_TAKE = 100;

/** Every message the access log's calls and screen give, said once. */
export const ACCESS_LOG_MESSAGES = {
  take: `take must be a whole number from 1 to ${ACCESS_LOG_MAX_TAKE}`,
  skip: 'skip must be a whole number of at least 0',
  brandId: 'Brand must be an account id',
  userId: 'User must be a user id',
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  range: 'From must be on or before To',
  empty: 'No brand has read your data in this period.',
  loadFailed: 'The access log could not be loaded.',
} as const;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const day = (message: string) => z.string({ error: message }).refine(isCalendarDay, message).optional();
const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message).optional();

/** The filters the log and its export share: brand, user and an inclusive range of UTC days. */
const filterShape = {
  brandId: id(ACCESS_LOG_MESSAGES.brandId),
  userId: id(ACCESS_LOG_MESSAGES.userId),
  from: day(ACCESS_LOG_MESSAGES.from),
  to: day(ACCESS_LOG_MESSAGES.to),
};
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const AccessLogExportQuery = z
  .object(filterShape)
  .refine(rangeInOrder, { error: ACCESS_LOG_MESSAGES.range, path: ['from'] });
export type AccessLogExportQuery = z.input<typeof AccessLogExportQuery>;

export const AccessLogQuery = z
  .object({
    take: z.coerce
      .number({ error: ACCESS_LOG_MESSAGES.take })
      .int(ACCESS_LOG_MESSAGES.take)
      .min(1, ACCESS_LOG_MESSAGES.take)
      .max(ACCESS_LOG_MAX_TAKE, ACCESS_LOG_MESSAGES.take)
      .default(ACCESS_LOG_PAGE_SIZE),
    skip: z.coerce
      .number({ error: ACCESS_LOG_MESSAGES.skip })
      .int(ACCESS_LOG_MESSAGES.skip)
      .min(0, ACCESS_LOG_MESSAGES.skip)
      .max(10_000_000, ACCESS_LOG_MESSAGES.skip)
      .default(0),
    ...filterShape,
  })
  .refine(rangeInOrder, { error: ACCESS_LOG_MESSAGES.range, path: ['from'] });
export type AccessLogQuery = z.input<typeof AccessLogQuery>;

export const AccessLogParams = idParams('accountId');

/** One read: when, by which brand and user (null once the user is deleted), which report with which filters. */
export const AccessLogEntry = z.object({
  id: z.number().int(),
  readAt: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  report: z.object({ key: z.string(), name: z.string() }),
  /** the report's filters as the brand's request gave them */
  filters: z.record(z.string(), z.unknown()),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

export const AccessLogAnswer = z.object({ total: z.number().int(), items: z.array(AccessLogEntry) });
export type AccessLogAnswer = z.infer<typeof AccessLogAnswer>;

/** The brands and users found in the retailer's log: the screen's filter choices. */
export const AccessLogReadersAnswer = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  users: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type AccessLogReadersAnswer = z.infer<typeof AccessLogReadersAnswer>;

/** The export's columns, in order. */
export const ACCESS_LOG_CSV_COLUMNS = ['Read at', 'Brand', 'User', 'Email', 'Report', 'Filters'] as const;

/** The report's name for a logged key (a report since renamed or removed keeps its key). */
export const reportNameOf = (key: string): string => (isBuiltinReportKey(key) ? BUILTIN_REPORTS[key].title : key);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A read's filters in words, as the screen and the export show them:
 * "2026-10-01 to 2026-10-31 · by week · location 3:store-1 · compared with last year".
 */
export function describeReadFilters(filters: Record<string, unknown>): string {
  const from = text(filters.from);
  const to = text(filters.to);
  const parts = [
    from && to ? `${from} to ${to}` : from ? `from ${from}` : to ? `up to ${to}` : 'the report’s default dates',
  ];
  const grain = text(filters.grain);
  if (grain && grain in REPORT_GRAIN_LABELS)
    parts.push(`by ${REPORT_GRAIN_LABELS[grain as ReportGrain].toLowerCase()}`);
  const location = text(filters.location);
  parts.push(location ? `location ${location}` : 'every location');
  const compare = text(filters.compare);
  if (compare && compare in COMPARE_SUFFIXES) parts.push(`compared with ${COMPARE_SUFFIXES[compare as ReportCompare]}`);
  return parts.join(' · ');
}
