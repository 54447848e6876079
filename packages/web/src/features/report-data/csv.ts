import type { ReportTable } from '@storelens/contract/api/report-data';

const cell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = String(value);
  // a cell a spreadsheet would run as a formula is written as text (CSV injection)
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A table as CSV: the header row, then every row, in the columns' order (RFC 4180). */
export function tableToCsv(table: Pick<ReportTable, 'columns' | 'rows'>): string {
  const lines = [table.columns.map((c) => cell(c.header)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((c) => cell(row[c.field] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name for a sheet's table: "Sales Overview - Sales by day - 2026-01-01 to 2026-01-31.csv". */
export const csvFileName = (report: string, table: string, from: string, to: string) =>
  `${report} - ${table} - ${from} to ${to}.csv`.replace(/[\\/:*?"<>|]/g, '-');
