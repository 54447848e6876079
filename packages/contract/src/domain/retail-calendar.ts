/**
 * The calendars a report's periods are cut by, and the comparison ranges of a report. Dates are
 * ISO days ('YYYY-MM-DD'), counted in whole UTC days so no time zone or daylight saving shifts them.
 *
 * `nrf-454` is the NRF retail calendar: a fiscal year starts on the Sunday nearest February 1 (so it
 * ends on the Saturday nearest January 31) and is named by the calendar year it starts in (FY2026
 * starts Sun 2026-02-01). Its quarters are 13 weeks cut 4-5-4 into periods (P01–P12); a year whose
 * next start is 53 weeks away has a 53rd week, which goes to the last period (P12 gets 5 weeks).
 */

export const RETAIL_CALENDARS = ['gregorian', 'nrf-454'] as const;
export type RetailCalendar = (typeof RETAIL_CALENDARS)[number];
export const DEFAULT_RETAIL_CALENDAR: RetailCalendar = 'gregorian';
export const RETAIL_CALENDAR_LABELS: Record<RetailCalendar, string> = {
  gregorian: 'Calendar (weeks from Monday, months January to December)',
  'nrf-454': 'Retail 4-5-4 (NRF: the year starts on the Sunday nearest February 1)',
};

/** The account's calendar from its stored settings (gregorian unless it says nrf-454). */
export const retailCalendarOf = (settings: unknown): RetailCalendar =>
  (settings as { retailCalendar?: unknown } | null)?.retailCalendar === 'nrf-454' ? 'nrf-454' : 'gregorian';

export const REPORT_GRAINS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];
export const REPORT_GRAIN_LABELS: Record<ReportGrain, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

export const REPORT_COMPARES = ['previous', 'lastYear'] as const;
export type ReportCompare = (typeof REPORT_COMPARES)[number];
/** The "Compare to" choices as the screens name them ('' = no comparison). */
export const COMPARE_LABELS: Record<ReportCompare | '', string> = {
  '': 'None',
  previous: 'Previous period',
  lastYear: 'Last year',
};
/** How a comparison series or column is named: "Revenue (last year)". */
export const COMPARE_SUFFIXES: Record<ReportCompare, string> = {
  previous: 'previous period',
  lastYear: 'last year',
};

const DAY_MS = 86_400_000;
/** An ISO day as a count of days since 1970-01-01. */
export const dayNumber = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOfDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
const weekday = (n: number): number => (((n + 4) % 7) + 7) % 7;
const ymd = (y: number, m: number, d: number): number => Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
const pad = (n: number) => String(n).padStart(2, '0');

/** The first day (a Sunday) of NRF fiscal year `fy`: the Sunday nearest February 1 of that year. */
export function nrfYearStart(fy: number): number {
  const feb1 = ymd(fy, 2, 1);
  const dow = weekday(feb1);
  // Sunday to Wednesday: the Sunday before (or on); Thursday to Saturday: the Sunday after
  return dow <= 3 ? feb1 - dow : feb1 + (7 - dow);
}

export interface NrfYear {
  fiscalYear: number;
  start: string;
  end: string;
  weeks: 52 | 53;
}

export function nrfYear(fy: number): NrfYear {
  const start = nrfYearStart(fy);
  const next = nrfYearStart(fy + 1);
  return {
    fiscalYear: fy,
    start: isoOfDay(start),
    end: isoOfDay(next - 1),
    weeks: (next - start) / 7 === 53 ? 53 : 52,
  };
}

/** The NRF fiscal year a day falls in. */
export function nrfFiscalYearOf(day: number): number {
  const year = new Date(day * DAY_MS).getUTCFullYear();
  return day < nrfYearStart(year) ? year - 1 : year;
}

/** The weeks of each period of a 4-5-4 year (the 53rd week goes to P12). */
export const nrfPeriodWeeks = (weeks: 52 | 53): number[] => [4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, weeks === 53 ? 5 : 4];

export interface Period {
  start: string;
  end: string;
  /** what the report shows: the start day, or a retail name such as "FY2026 P03 W2" */
  label: string;
}

function nrfPeriod(day: number, grain: Exclude<ReportGrain, 'day'>): Period {
  const fy = nrfFiscalYearOf(day);
  const yearStart = nrfYearStart(fy);
  const yearEnd = nrfYearStart(fy + 1) - 1;
  const span = (start: number, end: number, label: string): Period => ({
    start: isoOfDay(start),
    end: isoOfDay(end),
    label,
  });
  if (grain === 'year') return span(yearStart, yearEnd, `FY${fy}`);
  const week = Math.floor((day - yearStart) / 7);
  const periods = nrfPeriodWeeks((yearEnd + 1 - yearStart) / 7 === 53 ? 53 : 52);
  if (grain === 'quarter') {
    const q = Math.min(3, Math.floor(week / 13));
    const start = yearStart + q * 13 * 7;
    return span(start, q === 3 ? yearEnd : start + 13 * 7 - 1, `FY${fy} Q${q + 1}`);
  }
  let first = 0;
  let p = 0;
  while (week >= first + (periods[p] ?? 0)) first += periods[p++] ?? 0;
  const periodStart = yearStart + first * 7;
  if (grain === 'month') return span(periodStart, periodStart + (periods[p] ?? 0) * 7 - 1, `FY${fy} P${pad(p + 1)}`);
  const weekStart = yearStart + week * 7;
  return span(weekStart, weekStart + 6, `FY${fy} P${pad(p + 1)} W${week - first + 1}`);
}

function gregorianPeriod(day: number, grain: ReportGrain): Period {
  const date = new Date(day * DAY_MS);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + 1;
  const span = (start: number, end: number): Period => ({
    start: isoOfDay(start),
    end: isoOfDay(end),
    label: isoOfDay(start),
  });
  switch (grain) {
    case 'day':
      return span(day, day);
    case 'week': {
      // weeks from Monday, as PostgreSQL's date_trunc('week') and ISO 8601 cut them
      const start = day - ((weekday(day) + 6) % 7);
      return span(start, start + 6);
    }
    case 'month':
      return span(ymd(y, m, 1), ymd(y, m + 1, 1) - 1);
    case 'quarter': {
      const q = Math.floor((m - 1) / 3);
      return span(ymd(y, q * 3 + 1, 1), ymd(y, q * 3 + 4, 1) - 1);
    }
    case 'year':
      return span(ymd(y, 1, 1), ymd(y + 1, 1, 1) - 1);
  }
}

/** The period of `grain` a day falls in, cut by the calendar. */
export function periodOf(iso: string, grain: ReportGrain, calendar: RetailCalendar): Period {
  const day = dayNumber(iso);
  if (calendar === 'nrf-454' && grain !== 'day') return nrfPeriod(day, grain);
  return gregorianPeriod(day, grain);
}

/** The periods that cover from…to, in order (the first and last may reach past the range). */
export function periodsBetween(from: string, to: string, grain: ReportGrain, calendar: RetailCalendar): Period[] {
  const out: Period[] = [];
  const last = dayNumber(to);
  for (let day = dayNumber(from); day <= last; ) {
    const period = periodOf(isoOfDay(day), grain, calendar);
    out.push(period);
    day = dayNumber(period.end) + 1;
  }
  return out;
}

/**
 * How many days "last year" lies behind a range starting on `from`: 52 weeks (364 days), so the same
 * weekdays are compared. On the NRF calendar the shift is the length of the fiscal year before the
 * range's (the year `from` falls in): 371 days when that year had 53 weeks, so FY2024's week 1 is
 * compared with FY2023's week 1 and not its week 2. A range in the 53-week year itself (FY2023) goes
 * back 364 days; its 53rd week meets the week after the year before's last week.
 */
export function lastYearShiftDays(from: string, calendar: RetailCalendar): number {
  if (calendar !== 'nrf-454') return 364;
  const fy = nrfFiscalYearOf(dayNumber(from));
  return nrfYearStart(fy) - nrfYearStart(fy - 1);
}

/** The range a report is compared with: the same length just before, or the same weekdays last year. */
export function comparisonRange(
  range: { from: string; to: string },
  compare: ReportCompare,
  calendar: RetailCalendar,
): { from: string; to: string } {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  const shift = compare === 'previous' ? to - from + 1 : lastYearShiftDays(range.from, calendar);
  return { from: isoOfDay(from - shift), to: isoOfDay(to - shift) };
}

/** The change from `previous` to `current` as a fraction (0.125 = +12.5%); null when previous is 0. */
export const changeOf = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 10_000) / 10_000;
