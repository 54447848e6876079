import { describe, expect, it } from 'vitest';
import { comparisonOf, withComparison } from './report-compare.ts';
import type { ReportSheet } from './report-data.ts';

const sheet = (over: Partial<ReportSheet>): ReportSheet => ({
  key: 's',
  title: 'S',
  kpis: [],
  charts: [],
  tables: [],
  ...over,
});
const weeks = { grain: 'week', calendar: 'gregorian' } as const;

describe('withComparison', () => {
  it('pairs periods by their place, even where the two ranges share a week', () => {
    // Wed 2026-03-04 … Tue 2026-03-10 against the 7 days before: both touch the week of Mon 2026-03-02
    const c = comparisonOf(
      'previous',
      { from: '2026-03-04', to: '2026-03-10' },
      { from: '2026-02-25', to: '2026-03-03' },
      weeks,
    );
    const series = (x: string[], data: number[]) => ({
      key: 'revenue',
      title: 'Revenue',
      kind: 'line' as const,
      x,
      series: [{ label: 'Revenue', data, format: 'money' as const }],
    });
    const [out] = withComparison(
      [sheet({ charts: [series(['2026-03-02', '2026-03-09'], [10, 20])] })],
      [sheet({ charts: [series(['2026-02-23', '2026-03-02'], [1, 2])] })],
      c,
    );
    expect(out?.charts[0]?.series[1]).toEqual({
      label: 'Revenue (previous period)',
      data: [1, 2],
      format: 'money',
      comparison: true,
    });
  });

  it('names a row by its text columns before the first figure, not by a later date', () => {
    const table = (rows: ReportSheet['tables'][number]['rows']) => ({
      key: 'sources',
      title: 'Runs per source',
      columns: [
        { field: 'source', header: 'Source', format: 'text' as const },
        { field: 'runs', header: 'Runs', format: 'number' as const },
        { field: 'lastRun', header: 'Last run', format: 'date' as const },
      ],
      rows,
    });
    const c = comparisonOf(
      'lastYear',
      { from: '2026-03-02', to: '2026-03-08' },
      { from: '2025-03-03', to: '2025-03-09' },
      weeks,
    );
    const [out] = withComparison(
      [
        sheet({
          tables: [
            table([
              { source: 'Shop', runs: 12, lastRun: '2026-03-08T10:00:00Z' },
              { source: 'New', runs: 3, lastRun: '' },
            ]),
          ],
        }),
      ],
      [sheet({ tables: [table([{ source: 'Shop', runs: 8, lastRun: '2025-03-09T10:00:00Z' }])] })],
      c,
    );
    expect(out?.tables[0]?.columns.map((col) => col.field)).toEqual([
      'source',
      'runs',
      'runsPrevious',
      'runsChange',
      'lastRun',
    ]);
    expect(out?.tables[0]?.rows).toEqual([
      { source: 'Shop', runs: 12, runsPrevious: 8, runsChange: 0.5, lastRun: '2026-03-08T10:00:00Z' },
      { source: 'New', runs: 3, runsPrevious: 0, runsChange: null, lastRun: '' },
    ]);
  });

  it('gives a KPI missing from the compared page a previous of 0 and no change', () => {
    const c = comparisonOf(
      'previous',
      { from: '2026-03-01', to: '2026-03-01' },
      { from: '2026-02-28', to: '2026-02-28' },
      weeks,
    );
    const [out] = withComparison([sheet({ kpis: [{ label: 'Orders', value: 4, format: 'number' }] })], [], c);
    expect(out?.kpis[0]).toEqual({ label: 'Orders', value: 4, format: 'number', previous: 0, change: null });
  });
});
