import type { CellFormat, ReportChart, ReportSheet, ReportTable } from '@storelens/contract/api/report-data';

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

/** A product's name and SKU, the first columns of every per-product table. */
export const productColumns = [col('product', 'Product', 'text'), col('sku', 'SKU', 'text')];
/** The units on hand of a product and the locations that hold it. */
export const stockColumns = [...productColumns, col('onHand', 'On hand'), col('locations', 'Locations')];

/** One headline number of a sheet (a count unless `format` says otherwise). */
export const kpi = (label: string, value: number, format: CellFormat = 'number'): ReportSheet['kpis'][number] => ({
  label,
  value,
  format,
});

export const chart = (
  key: string,
  title: string,
  kind: ReportChart['kind'],
  x: string[],
  series: ReportChart['series'],
): ReportChart => ({ key, title, kind, x, series });

/** One measure of a chart's rows (a count unless `format` says otherwise). */
export interface Measure<T> {
  label: string;
  value: (row: T) => number;
  format?: CellFormat;
}

/** A chart with one point per row, named by `x`, and one series per measure. */
export const chartOf = <T>(
  key: string,
  title: string,
  kind: ReportChart['kind'],
  rows: readonly T[],
  x: (row: T) => string,
  ...measures: Measure<T>[]
): ReportChart =>
  chart(
    key,
    title,
    kind,
    rows.map(x),
    measures.map((m) => ({ label: m.label, data: rows.map(m.value), format: m.format ?? 'number' })),
  );

/** A bar chart with one bar per row (see chartOf). */
export const bars = <T>(
  key: string,
  title: string,
  rows: readonly T[],
  x: (row: T) => string,
  ...measures: Measure<T>[]
) => chartOf(key, title, 'bar', rows, x, ...measures);

/** The measures several pages chart. */
export const revenueMeasure: Measure<{ revenue: number }> = {
  label: 'Revenue',
  value: (r) => r.revenue,
  format: 'money',
};
export const sellThroughMeasure: Measure<{ sellThrough: number }> = {
  label: 'Sell-through %',
  value: (r) => r.sellThrough,
  format: 'percent',
};

/** An account's name on the page (its id where the page has no name for it). */
export const accountName = (names: Map<number, string>, id: number) => names.get(id) ?? String(id);

/**
 * The rows added up per account name: each of `fields` summed (to the cent, as money is), the name
 * under `nameField`, in the order the names first come.
 */
export function totalsPerAccount<F extends string, K extends string>(
  rows: ReadonlyArray<{ accountId: number } & Record<NoInfer<F>, number>>,
  names: Map<number, string>,
  nameField: K,
  fields: readonly F[],
): Array<Record<K, string> & Record<F, number>> {
  const totals = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const name = accountName(names, row.accountId);
    const total = totals.get(name) ?? { [nameField]: name, ...Object.fromEntries(fields.map((f) => [f, 0])) };
    for (const f of fields) total[f] = Math.round((Number(total[f]) + row[f]) * 100) / 100;
    totals.set(name, total);
  }
  return [...totals.values()] as Array<Record<K, string> & Record<F, number>>;
}

/** A share in percent with one decimal (0 when there is nothing to share). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
