import type { CellFormat } from '@storelens/contract/api/report-views';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A value as the report shows it (the CSV keeps the raw value). */
export function formatValue(value: string | number | null | undefined, format: CellFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string')
    return format === 'date' && value.length > 10 ? new Date(value).toLocaleString() : value;
  if (format === 'money') return money.format(value);
  if (format === 'percent') return `${number.format(value)}%`;
  return number.format(value);
}
