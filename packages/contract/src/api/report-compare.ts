import {
  COMPARE_SUFFIXES,
  changeOf,
  periodsBetween,
  type ReportCompare,
  type ReportGrain,
  type RetailCalendar,
} from '../domain/retail-calendar.ts';
import type { ReportChart, ReportSheet, ReportTable } from './report-data.ts';

type Row = ReportTable['rows'][number];
/** How a report's days are grouped: the grain, cut by the account's calendar. */
export type PeriodCut = { grain: ReportGrain; calendar: RetailCalendar };

/**
 * A report compared with another range: the same page built for the comparison range, laid beside
 * the page asked for. KPIs get `previous` and `change`; charts a second series per measure; tables
 * with a measure column its previous value and change. Rows and points meet by name (a location, a
 * product, a store); periods by their place in the range (the first week with the first week).
 */
export interface Comparison {
  compare: ReportCompare;
  /** a compared period's name → the name of the period at the same place in the range asked */
  periods: Map<string, string>;
  /** every period name of the comparison range (one with no counterpart is left out) */
  comparedPeriods: Set<string>;
}

type Range = { from: string; to: string };

/** The periods of the two ranges, paired by their place (the first with the first). */
export function comparisonOf(compare: ReportCompare, range: Range, compared: Range, cut: PeriodCut): Comparison {
  const now = periodsBetween(range.from, range.to, cut.grain, cut.calendar);
  const then = periodsBetween(compared.from, compared.to, cut.grain, cut.calendar);
  const periods = new Map<string, string>();
  then.forEach((p, i) => {
    const counterpart = now[i];
    if (counterpart) periods.set(p.label, counterpart.label);
  });
  return { compare, periods, comparedPeriods: new Set(then.map((p) => p.label)) };
}

/** The name a compared point or row has on the page asked for (null: no counterpart). */
function counterpart(c: Comparison, name: string): string | null {
  const period = c.periods.get(name);
  if (period !== undefined) return period;
  return c.comparedPeriods.has(name) ? null : name;
}

function compareChart(chart: ReportChart, before: ReportChart | undefined, c: Comparison): ReportChart {
  const suffix = COMPARE_SUFFIXES[c.compare];
  const added = chart.series
    .filter((s) => !s.comparison)
    .map((s, i) => {
      const values = new Map<string, number>();
      before?.x.forEach((x, j) => {
        const name = counterpart(c, x);
        if (name !== null) values.set(name, before.series[i]?.data[j] ?? 0);
      });
      return {
        label: `${s.label} (${suffix})`,
        data: chart.x.map((x) => values.get(x) ?? 0),
        format: s.format,
        comparison: true,
      };
    });
  return { ...chart, series: [...chart.series, ...added] };
}

/** The column a table is compared on: its first money column, else its first count. */
const measureOf = (t: ReportTable) =>
  t.columns.find((col) => col.format === 'money') ?? t.columns.find((col) => col.format === 'number');

/**
 * The columns that name a row: the text columns before the first figure, and a leading date (a
 * period). A later date (a last run) is a figure of the row, not its name.
 */
function keyFields(t: ReportTable): string[] {
  const keys: string[] = [];
  for (const [i, col] of t.columns.entries()) {
    if (col.format === 'text' || (col.format === 'date' && i === 0)) keys.push(col.field);
    else break;
  }
  return keys;
}

function compareTable(table: ReportTable, before: ReportTable | undefined, c: Comparison): ReportTable {
  const measure = measureOf(table);
  if (!measure) return table;
  const keys = keyFields(table);
  const keyOf = (row: Row, rename: boolean): string | null => {
    const parts: string[] = [];
    for (const field of keys) {
      const value = String(row[field] ?? '');
      const name = rename ? counterpart(c, value) : value;
      if (name === null) return null;
      parts.push(name);
    }
    return parts.join('\u0000');
  };
  const previous = new Map<string, number>();
  for (const row of before?.rows ?? []) {
    const key = keyOf(row, true);
    if (key !== null && !previous.has(key)) previous.set(key, Number(row[measure.field] ?? 0));
  }
  const suffix = COMPARE_SUFFIXES[c.compare];
  const previousField = `${measure.field}Previous`;
  const changeField = `${measure.field}Change`;
  const at = table.columns.indexOf(measure) + 1;
  const columns = [
    ...table.columns.slice(0, at),
    { field: previousField, header: `${measure.header} (${suffix})`, format: measure.format },
    { field: changeField, header: `${measure.header} change`, format: 'change' as const },
    ...table.columns.slice(at),
  ];
  const rows = table.rows.map((row) => {
    const before = previous.get(keyOf(row, false) ?? '') ?? 0;
    return { ...row, [previousField]: before, [changeField]: changeOf(Number(row[measure.field] ?? 0), before) };
  });
  return { ...table, columns, rows };
}

/** The sheets asked for, each with its counterpart in `previous` laid beside it (see Comparison). */
export function withComparison(current: ReportSheet[], previous: ReportSheet[], c: Comparison): ReportSheet[] {
  return current.map((sheet) => {
    const before = previous.find((p) => p.key === sheet.key);
    return {
      ...sheet,
      kpis: sheet.kpis.map((k) => {
        const was = before?.kpis.find((p) => p.label === k.label)?.value ?? 0;
        return { ...k, previous: was, change: changeOf(k.value, was) };
      }),
      charts: sheet.charts.map((chart) =>
        compareChart(
          chart,
          before?.charts.find((b) => b.key === chart.key),
          c,
        ),
      ),
      tables: sheet.tables.map((table) =>
        compareTable(
          table,
          before?.tables.find((b) => b.key === table.key),
          c,
        ),
      ),
    };
  });
}
