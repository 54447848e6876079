import type { CellFormat } from '@storelens/contract/api/report-data';
import type { ReportGrain } from '@storelens/contract/domain/retail-calendar';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A value as the report shows it (the CSV keeps the raw value). */
export function formatValue(value: string | number | null | undefined, format: CellFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    if (format !== 'date' || value.length <= 10) return value;
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? value : dateTime.format(at);
  }
  if (format === 'money') return money.format(value);
  if (format === 'percent') return `${number.format(value)}%`;
  if (format === 'change') return formatChange(value);
  return number.format(value);
}

const change = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A change (a fraction) as a signed percentage: +25.0%, −12.5%, 0.0%. */
export function formatChange(value: number): string {
  const text = change.format(Math.abs(value));
  return value > 0 ? `+${text}` : value < 0 ? `\u2212${text}` : text;
}

/** A value on a chart's axis: short enough for its ticks ($400K, 12K, 45%). */
export function formatAxisValue(value: number | null, format: CellFormat): string {
  if (value === null) return '';
  if (format === 'money') return compactMoney.format(value);
  if (format === 'percent') return `${number.format(value)}%`;
  if (format === 'change') return formatChange(value);
  return compactNumber.format(value);
}

/** Whether a chart's labels are days (YYYY-MM-DD): a time axis, not categories. */
export const isDayAxis = (labels: string[]) => labels.length > 0 && labels.every((l) => /^\d{4}-\d{2}-\d{2}$/.test(l));

/** Whether a chart's labels are retail periods ("FY2026 P03 W2"): a time axis too. */
export const isRetailAxis = (labels: string[]) => labels.length > 0 && labels.every((l) => /^FY\d{4}( |$)/.test(l));

/** A day on a time axis: 'Feb 3'. */
export const formatAxisDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/**
 * A calendar period on a time axis, named by its first day: 'Feb 3' (a day or week), 'Feb 2026'
 * (a month), 'Q1 2026', '2026'.
 */
export function formatAxisPeriod(day: string, grain: ReportGrain): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (grain === 'month') return shortMonth.format(at);
  if (grain === 'quarter') return `Q${Math.floor(at.getUTCMonth() / 3) + 1} ${at.getUTCFullYear()}`;
  if (grain === 'year') return String(at.getUTCFullYear());
  return formatAxisDay(day);
}

let canvas: CanvasRenderingContext2D | null | undefined;
/**
 * The width in pixels of a text in the given CSS font, measured by the browser (a rough per-letter
 * estimate where there is no canvas, as in tests).
 */
export function textWidth(text: string, font: string): number {
  if (canvas === undefined)
    canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * 8;
  canvas.font = font;
  return canvas.measureText(text).width;
}
