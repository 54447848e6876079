import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { TIMELINE_PAGE_SIZE, type TimelineEntry, type TimelineRun } from '@storelens/contract/api/source-runs';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ServerTable } from '../../../components/ServerTable.tsx';
import { formatCounts, formatDateTime, formatElapsed } from '../../../lib/connector-format.ts';
import { fetchTimeline, timelineKey } from '../run-api.ts';

const RUN_KIND: Record<TimelineRun['kind'], string> = {
  scheduled: 'Scheduled run',
  manual: 'Run now',
  history: 'History run',
  resync: 'Re-sync',
};

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** A run's records: pulled per stream, then what each destination received (or why it did not). */
function runDetails(run: TimelineRun): string {
  const pulled = formatCounts(run.pulled) || 'nothing new';
  const delivered = run.deliveries.map((d) =>
    d.error
      ? `${d.name ?? 'a deleted destination'}: ${d.error}`
      : `${d.name ?? 'a deleted destination'} ${total(d.pushed).toLocaleString()}`,
  );
  return [`Pulled ${pulled}`, ...(delivered.length ? [`Delivered: ${delivered.join(', ')}`] : []), run.error]
    .filter(Boolean)
    .join(' — ');
}

const COLUMNS: GridColDef<TimelineEntry>[] = [
  { field: 'at', headerName: 'When', width: 180, valueFormatter: (v: string) => formatDateTime(v) },
  {
    field: 'what',
    headerName: 'What',
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, row) => (row.type === 'run' ? `${RUN_KIND[row.kind]}: ${row.status}` : row.summary),
  },
  {
    field: 'who',
    headerName: 'Who',
    width: 160,
    valueGetter: (_v, row) => (row.type === 'run' ? '' : (row.actor?.name ?? 'StoreLens')),
  },
  {
    field: 'details',
    headerName: 'Details',
    flex: 2,
    minWidth: 260,
    valueGetter: (_v, row) => (row.type === 'run' ? runDetails(row) : row.fields.join(', ')),
  },
  {
    field: 'duration',
    headerName: 'Duration',
    width: 110,
    valueGetter: (_v, row) =>
      row.type === 'run' ? (row.durationMs === null ? 'running' : formatElapsed(row.durationMs)) : '',
  },
];

const NO_SORT = [] as const;
const NEWEST_FIRST = { field: 'at', order: 'desc' } as const;

/** The source's runs and configuration changes, newest first, a page at a time from the server. */
export function SourceTimeline({ accountId, sourceId }: { accountId: number; sourceId: number }) {
  return (
    <SectionCard
      title="Timeline"
      subtitle="Runs (records per stream and destination) and changes to the settings, newest first."
      testId="source-timeline"
    >
      <Box sx={{ p: 2 }}>
        <ServerTable<TimelineEntry, 'at'>
          ariaLabel="Timeline"
          columns={COLUMNS}
          sortFields={NO_SORT}
          defaultSort={NEWEST_FIRST}
          queryKey={timelineKey(accountId, sourceId)}
          fetchPage={async (query, signal) => {
            const page = await fetchTimeline(accountId, sourceId, query.take, query.skip, signal);
            return { rows: page.items, total: page.total };
          }}
          getRowId={(row) => `${row.type}-${row.id}`}
          pageSize={TIMELINE_PAGE_SIZE}
          wrapRows
        />
      </Box>
    </SectionCard>
  );
}
