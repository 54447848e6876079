import type { CellFormat, ReportChart, ReportTable } from '@storelens/contract/api/report-data';

/** The small builders every built-in page's sheets are made of (one neutral shape the web renders). */

export type Row = Record<string, string | number | null>;

export const col = (field: string, header: string, format: CellFormat = 'number') => ({ field, header, format });

export const table = (key: string, title: string, columns: ReportTable['columns'], rows: Row[]): ReportTable => ({
  key,
  title,
  columns,
  rows,
});

export const sum = (rows: Array<Record<string, unknown>>, field: string) =>
  Math.round(rows.reduce((n, r) => n + Number(r[field] ?? 0), 0) * 100) / 100;

export const chart = (
  key: string,
  title: string,
  kind: ReportChart['kind'],
  x: string[],
  series: ReportChart['series'],
): ReportChart => ({ key, title, kind, x, series });

/** A share in percent with one decimal (0 when there is nothing to share). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
