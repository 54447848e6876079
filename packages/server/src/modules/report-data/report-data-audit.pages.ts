import type { ReportSheet } from '@storelens/contract/api/report-data';
import type { Db } from '../../db/client.ts';
import { orderDayGaps, storedRecordsByStream } from './report-audit.queries.ts';
import { bars, col, kpi, sum, table } from './report-sheet-parts.ts';

/**
 * Data Audit: what StoreLens holds for each source and stream — records stored, when the last one
 * arrived, duplicates of a natural key, and days without orders — for checking a new connection.
 * Connector Health is the other side: the runs that pulled them.
 */
export async function dataAuditSheets(db: Db, accountId: number, from: string, to: string): Promise<ReportSheet[]> {
  const [streams, gaps] = await Promise.all([
    storedRecordsByStream(db, accountId),
    orderDayGaps(db, accountId, from, to),
  ]);
  const perSource = new Map<string, number>();
  for (const s of streams) perSource.set(s.source, (perSource.get(s.source) ?? 0) + s.records);
  const sources = [...perSource.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const gapKpi = kpi('Days without orders', sum(gaps, 'gapDays'));
  return [
    {
      key: 'streams',
      title: 'Records Stored',
      notes: ['Records stored now, whatever their date; a duplicate is a second record with the same key.'],
      kpis: [
        kpi('Records stored', sum(streams, 'records')),
        kpi('Sources', perSource.size),
        kpi('Duplicate records', sum(streams, 'duplicates')),
        gapKpi,
      ],
      charts: [
        bars('records-by-source', 'Records stored per source', sources, ([name]) => name, {
          label: 'Records stored',
          value: ([, n]) => n,
        }),
      ],
      tables: [
        table(
          'streams',
          'Records per source and stream',
          [
            col('source', 'Source', 'text'),
            col('status', 'Status', 'text'),
            col('stream', 'Stream', 'text'),
            col('records', 'Records stored'),
            col('lastStored', 'Last stored', 'date'),
            col('lastUpdated', 'Last vendor update', 'date'),
            col('duplicates', 'Duplicates'),
            col('duplicateKey', 'Duplicate key', 'text'),
          ],
          streams.map(({ sourceId: _s, active, ...s }) => ({
            ...s,
            status: active ? 'enabled' : 'disabled',
            stream: s.stream || '(nothing stored)',
          })),
        ),
      ],
    },
    {
      key: 'order-days',
      title: 'Order Days',
      notes: ['Days between a source’s first and last order in these dates on which it has no orders.'],
      kpis: [gapKpi],
      charts: [
        bars('gaps', 'Days without orders per source', gaps, (g) => g.source, {
          label: 'Days without orders',
          value: (g) => g.gapDays,
        }),
      ],
      tables: [
        table(
          'order-days',
          'Order days per source',
          [
            col('source', 'Source', 'text'),
            col('firstDay', 'First order day', 'date'),
            col('lastDay', 'Last order day', 'date'),
            col('days', 'Days with orders'),
            col('gapDays', 'Days without orders'),
            col('longestGap', 'Longest gap (days)'),
          ],
          gaps,
        ),
      ],
    },
  ];
}
