import { z } from 'zod';
import { possessive } from '../domain/possessive.ts';
import {
  COMPARE_SUFFIXES,
  REPORT_COMPARES,
  REPORT_GRAINS,
  RETAIL_CALENDARS,
  type ReportCompare,
} from '../domain/retail-calendar.ts';
import { text } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { BRAND_DATA_MISSING, type BrandDataMissingReason, type ConnectionStatus } from './connections.ts';
import { isHttpUrl } from './report-management.ts';
import { REPORT_VIEW_TEXTS } from './reports.ts';

/**
 * The built-in StoreLens analytics pages: which reports exist, the data a page asks for and answers
 * (read by the report frame at EMBED_PATH), and the notices a brand's pages show.
 */

/**
 * The built-in StoreLens reports. A report definition names its provider by its URL (spec 1 §5 allows
 * only http and https): a URL whose path is `/analytics/{key}` or `/analytics/{accountType}/{key}`
 * with one of these keys is served by StoreLens itself, from the account's synced data, whatever its
 * host (the demo's definitions say `http://localhost:3000/analytics/retailer/sales-overview`).
 * Any other URL is an external page shown as it is.
 */
export const BUILTIN_REPORTS = {
  'sales-overview': { title: 'Sales Overview', audience: 'retailer' },
  products: { title: 'Products', audience: 'retailer' },
  customers: { title: 'Customers', audience: 'retailer' },
  'sell-through': { title: 'Sell-Through', audience: 'retailer' },
  'group-sales': { title: 'Group Sales', audience: 'retailer rollup' },
  'group-inventory': { title: 'Group Inventory', audience: 'retailer rollup' },
  'brand-performance': { title: 'Brand Performance', audience: 'brand' },
  'market-share': { title: 'Market Share', audience: 'brand' },
  'portfolio-sales': { title: 'Portfolio Sales', audience: 'brand rollup' },
  overview: { title: 'Overview', audience: 'any' },
  'connector-health': { title: 'Connector Health', audience: 'any' },
  'data-audit': { title: 'Data Audit', audience: 'any' },
} as const;
export type BuiltinReportKey = keyof typeof BUILTIN_REPORTS;
export const BUILTIN_REPORT_KEYS = Object.keys(BUILTIN_REPORTS) as BuiltinReportKey[];

export const isBuiltinReportKey = (key: string): key is BuiltinReportKey => Object.hasOwn(BUILTIN_REPORTS, key);

/** The built-in report a definition's URL names, or null for an external page. */
export function builtinReportKeyOf(url: string): BuiltinReportKey | null {
  if (!isHttpUrl(url)) return null;
  const parts = new URL(url).pathname.split('/').filter(Boolean);
  if (parts[0] !== 'analytics' || parts.length < 2 || parts.length > 3) return null;
  const key = parts[parts.length - 1] ?? '';
  return isBuiltinReportKey(key) ? key : null;
}

const isoDate = (field: string) =>
  text(field)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${field} must be a date (YYYY-MM-DD)`);

/** The built-in report's filters (date range and location); the account is in the token. */
export const ReportDataQuery = z
  .object({
    from: isoDate('From').optional(),
    to: isoDate('To').optional(),
    /** `{sourceId}:{locationId}` as the answer's `locations` list gives it; empty = every location */
    location: text('Location').max(300, msg.max('Location', 300)).optional(),
    /** day, week, month, quarter or year, cut by the account's calendar (settings.retailCalendar) */
    grain: z.enum(REPORT_GRAINS, { error: `Group by must be one of ${REPORT_GRAINS.join(', ')}` }).optional(),
    /** compare with the range of the same length just before, or the same weekdays 52 weeks earlier */
    compare: z.enum(REPORT_COMPARES, { error: `Compare to must be one of ${REPORT_COMPARES.join(', ')}` }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'From must be on or before To',
    path: ['from'],
  });
export type ReportDataQuery = z.input<typeof ReportDataQuery>;

export const ReportDataParams = z.object({
  key: z.enum(BUILTIN_REPORT_KEYS as [BuiltinReportKey, ...BuiltinReportKey[]]),
});

/** `change`: a fraction (0.25 = +25%), the comparison's change columns */
const Format = z.enum(['number', 'money', 'percent', 'text', 'date', 'change']);
export type CellFormat = z.infer<typeof Format>;

export const ReportChart = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['line', 'bar', 'pie']),
  x: z.array(z.string()),
  series: z.array(
    z.object({
      label: z.string(),
      data: z.array(z.number()),
      format: Format,
      /** the comparison range's series, aligned to the same x (only with `compare`) */
      comparison: z.boolean().optional().describe("true on the comparison range's series (only with compare)"),
    }),
  ),
});
export type ReportChart = z.infer<typeof ReportChart>;

export const ReportTable = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(z.object({ field: z.string(), header: z.string(), format: Format })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ReportTable = z.infer<typeof ReportTable>;

export const ReportSheet = z.object({
  key: z.string(),
  title: z.string(),
  /** one-line sentences under the sheet's title: what it counts, where another page counts otherwise */
  notes: z.array(z.string()).optional(),
  kpis: z.array(
    z.object({
      label: z.string(),
      value: z.number(),
      format: Format,
      /** the comparison range's value: present only when the query asked `compare` */
      previous: z
        .number()
        .optional()
        .describe("The comparison range's value; present only when the query asked compare"),
      /** (value − previous) ÷ previous as a fraction, null when previous is 0: only with `compare` */
      change: z
        .number()
        .nullable()
        .optional()
        .describe('(value − previous) ÷ previous as a fraction, null when previous is 0; present only with compare'),
    }),
  ),
  charts: z.array(ReportChart),
  tables: z.array(ReportTable),
});
export type ReportSheet = z.infer<typeof ReportSheet>;

/** One built-in report page for the filters asked: its sheets (tabs), or why it is empty. */
export const ReportDataAnswer = z.object({
  key: z.string(),
  title: z.string(),
  accountName: z.string(),
  filters: z.object({
    from: z.string(),
    to: z.string(),
    location: z.string(),
    grain: z.enum(REPORT_GRAINS),
    /** the calendar the periods are cut by (the account's settings.retailCalendar) */
    calendar: z.enum(RETAIL_CALENDARS),
    /** present only when the query asked `compare` */
    compare: z.enum(REPORT_COMPARES).optional(),
  }),
  /** the range compared with: present only when the query asked `compare` */
  comparison: z
    .object({ from: z.string(), to: z.string() })
    .optional()
    .describe('The range compared with; present only when the query asked compare'),
  locations: z.array(z.object({ value: z.string(), label: z.string() })),
  /** the sentences explaining an empty report (a brand's missing connection or permission) */
  empty: z.array(z.string()),
  sheets: z.array(ReportSheet),
});
export type ReportDataAnswer = z.infer<typeof ReportDataAnswer>;

/** The report screens' comparison texts (the options' names are COMPARE_LABELS). */
export const COMPARE_TEXTS = {
  selector: 'Compare to',
  /** under a KPI: what it is compared with, "vs $120.00 last year" */
  versus: (previous: string, compare: ReportCompare) => `vs ${previous} ${COMPARE_SUFFIXES[compare]}`,
  /** a change with nothing before it (previous 0) */
  noChange: 'no change to show',
} as const;

/** A connected retailer whose data this brand user may not read, and why (brandDataAccess's reasons). */
export interface DeniedRetailer {
  name: string;
  /** the brand's connection with it (a managed retailer's is its rollup's); null when none was ever made */
  status: ConnectionStatus | null;
  reasons: BrandDataMissingReason[];
}

/** Who reads the report, as far as the notice's advice goes: the pages they may open on the brand. */
export interface BrandNoticeReader {
  /** the role guard lets them open Retail Connect (an account admin of a Brand with connections) */
  canOpenRetailConnect: boolean;
  /** the role guard lets them open Users & Permissions (an account admin) */
  canOpenUsers: boolean;
}

const list = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The texts of the brand reports' one notice (ours: the spec leaves these states unnamed). */
export const BRAND_REPORT_NOTICES = {
  /** some retailers are read, others share with the brand but not with this user */
  limited: (seen: string[], unseen: string[], account: string, reader: BrandNoticeReader) =>
    `This report shows ${list(seen)} only. ${list(unseen)} also ${unseen.length === 1 ? 'shares' : 'share'} data with ${account}, but you have not been given access to ${unseen.length === 1 ? 'it' : 'them'}: ${
      reader.canOpenUsers
        ? 'give yourself global access or access to these retailers on Users & Permissions.'
        : `ask an account admin of ${account} for global access or access to these retailers.`
    }`,
  /** connected retailers, none of them open to this user */
  noPermission: (retailers: string[], account: string, reader: BrandNoticeReader) =>
    `${list(retailers)} ${retailers.length === 1 ? 'shares' : 'share'} data with ${account}, but you have not been given access to ${
      retailers.length === 1 ? `${possessive(retailers[0] ?? '')} data` : 'their data'
    }: ${
      reader.canOpenUsers
        ? 'give yourself global access or access to these retailers on Users & Permissions.'
        : `ask an account admin of ${account} for global access or access to these retailers.`
    }`,
  /** requests sent, none answered yet */
  waiting: (retailers: string[], account: string, reader: BrandNoticeReader) =>
    `${possessive(account)} access ${retailers.length === 1 ? 'request' : 'requests'} to ${list(retailers)} ${
      retailers.length === 1 ? 'is' : 'are'
    } waiting for an answer; the report fills once a retailer approves. ${
      reader.canOpenRetailConnect
        ? 'You can ask more retailers on Retail Connect.'
        : `An account admin of ${account} can ask more retailers.`
    }`,
  /** nothing connected (or every connection declined, withdrawn or removed) */
  none: (brand: string, account: string, reader: BrandNoticeReader) =>
    reader.canOpenRetailConnect
      ? REPORT_VIEW_TEXTS.noRetailers(brand)
      : `No retailer shares ${brand} sales with ${account} yet. Ask an account admin of ${account} to request access from retailers; the report fills once a retailer approves.`,
} as const;

/**
 * The one notice a brand report shows (never a stack of them): why it is empty or partial, and what
 * this reader can do about it, naming only pages they may open. The most useful one wins: a missing
 * permission (the reader's own fix), then a retailer that does not share this kind of data, then
 * requests waiting for an answer, then "no retailer yet". null when nothing needs saying.
 */
export function brandReportNotice(q: {
  brand: string;
  account: string;
  reader: BrandNoticeReader;
  allowed: string[];
  denied: DeniedRetailer[];
}): string | null {
  const connected = q.denied.filter((d) => d.status === 'Approved');
  const unpermitted = connected.filter((d) => d.reasons.includes('permission')).map((d) => d.name);
  if (q.allowed.length > 0)
    return unpermitted.length > 0 ? BRAND_REPORT_NOTICES.limited(q.allowed, unpermitted, q.account, q.reader) : null;
  if (unpermitted.length > 0) return BRAND_REPORT_NOTICES.noPermission(unpermitted, q.account, q.reader);
  const unshared = connected.find((d) => d.reasons.includes('setting'));
  if (unshared) return BRAND_DATA_MISSING.setting(unshared.name, 'Sales');
  const waiting = q.denied.filter((d) => d.status === 'Pending').map((d) => d.name);
  if (waiting.length > 0) return BRAND_REPORT_NOTICES.waiting(waiting, q.account, q.reader);
  return BRAND_REPORT_NOTICES.none(q.brand, q.account, q.reader);
}
