import { z } from 'zod';
import { pathText, text } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { idParams, pathId } from './common.ts';
import { isHttpUrl } from './report-management.ts';

/**
 * Viewing a report (spec 3 §2 report screen, §7 `GET /dashboards/{accountType}/{accountId}/{reportSlug}`,
 * `POST /dashboards/test/{id}`); the built-in analytics pages' data is in report-data.ts.
 */

/** The built-in page's route in the web app (served by StoreLens, inside the report frame). */
export { EMBED_PATH } from '../domain/report-embed.ts';

/** The one message an embedded report posts to its parent when it has loaded. */
export const REPORT_LOADED_MESSAGE = { type: 'storelens:report-loaded' } as const;

/**
 * The message the report screen posts to a built-in page with a fresh token before the old one runs out,
 * so a report left open keeps working without reloading (and losing its filters).
 */
export const REPORT_TOKEN_MESSAGE = { type: 'storelens:report-token' } as const;
export const tokenOfEmbedSrc = (src: string): string => new URLSearchParams(src.split('#')[1] ?? '').get('token') ?? '';

/** How long an embed token lives: the report screen asks for a new one before it runs out. */
export const EMBED_TOKEN_SECONDS = 30 * 60;

export const DashboardReportParams = z.object({
  accountType: pathText('Account Type', 50),
  accountId: pathId(),
  reportSlug: pathText('Report', 100),
});

/**
 * Who serves a report: StoreLens itself, Tableau (a connected app's signed token for the
 * Embedding API's `<tableau-viz>`), Metabase (a signed static embed), or any other page as it is.
 */
export const REPORT_PROVIDERS = ['storelens', 'external', 'tableau', 'metabase'] as const;
export type ReportProviderName = (typeof REPORT_PROVIDERS)[number];

/** spec 3 §7: id, title, url, guide — plus how the frame shows it (our addition). */
export const DashboardReportAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  guide: z.string(),
  embed: z.object({
    provider: z.enum(REPORT_PROVIDERS),
    /** the frame's address: for a built-in report a path of this site with a signed token */
    src: z.string(),
    /** the origin whose messages the page accepts; null = this site's own */
    origin: z.string().nullable(),
    expiresAt: z.string().nullable(),
    /** Tableau: the connected app's short-lived JWT that `<tableau-viz token>` takes (never a secret) */
    token: z.string().optional(),
    /** why the report cannot be shown here, e.g. its provider is not set up on this server */
    error: z.string().optional(),
  }),
});
export type DashboardReportAnswer = z.infer<typeof DashboardReportAnswer>;

export const ReportIdParam = idParams('id');

/** POST /dashboards/test/{id} (spec 3 §7 "body url"): the URL to try, the saved one when empty. */
export const ReportTestBody = z.object({
  url: text('Report Url')
    .trim()
    .max(2000, msg.max('Report Url', 2000))
    .refine((v) => v === '' || isHttpUrl(v), msg.url('Report Url'))
    .default(''),
});
export type ReportTestBody = z.input<typeof ReportTestBody>;

/** spec 3 §7 says the result is not shown: ours says whether it loaded and what was found. */
export const ReportTestAnswer = z.object({
  url: z.string(),
  ok: z.boolean(),
  provider: z.enum(REPORT_PROVIDERS),
  status: z.number().int().nullable(),
  message: z.string(),
});
export type ReportTestAnswer = z.infer<typeof ReportTestAnswer>;

/** The walkthrough of spec 3 §2 (4 steps); the texts are ours. */
export const REPORT_WALKTHROUGH = [
  {
    title: 'Welcome',
    body: 'This is your report. It reads the data StoreLens has synced for the account you are signed into.',
  },
  {
    title: 'Downloading Data',
    body: 'Every table has a Download CSV button: the file holds the rows shown, for the dates and location chosen.',
  },
  {
    title: 'Report Toolbar',
    body: 'The toolbar sets the date range, the location and day or week; the report follows at once.',
  },
  {
    title: 'Report Sheets',
    body: 'The tabs along the top are the sheets of the report: each looks at the data another way.',
  },
] as const;

/** The user setting finishing the walkthrough saves (spec 3 §2, §7). */
export const REPORT_GUIDE_SETTING = 'hasViewedReportGuide';

export const REPORT_VIEW_TEXTS = {
  noReports: 'Reporting is not enabled for this account.',
  expired: 'This report view has expired. Reload the page to continue.',
  noRetailers: (brand: string) =>
    `No retailer shares ${brand} sales with you yet. Request access on Retail Connect; the report fills once a retailer approves.`,
  noData: 'No data for these dates and this location.',
} as const;
