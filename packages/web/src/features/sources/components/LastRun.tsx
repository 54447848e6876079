import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { SyncRunSummary } from '@storelens/contract/api/sources';
import { useEffect, useState } from 'react';
import { formatCounts, formatDateTime, formatElapsed, runTotals } from '../../../lib/connector-format.ts';

const RUN_STATUS = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  // the server stopped mid-run; the next run resumes where it stopped
  interrupted: 'Interrupted (resumes on the next run)',
} as const;

interface LastRunProps {
  run: SyncRunSummary | null;
  destinations: DestinationListItem[];
}

/**
 * The last run as a plain record: when, how it ended and its counts. Its reasons are in the state
 * (one place), so nothing here competes with it in colour. A run under way shows its progress
 * live instead: the list refreshes while a run is going.
 */
export function LastRun({ run, destinations }: LastRunProps) {
  if (!run) {
    return (
      <Typography variant="body2" color="text.secondary">
        No runs yet
      </Typography>
    );
  }
  const nameOf = (id: string) => destinations.find((d) => String(d.id) === id)?.name ?? `Destination ${id}`;
  if (run.status === 'running') return <RunProgress run={run} nameOf={nameOf} />;
  const totals = runTotals(run);
  const detail = [
    formatCounts(run.pulled) && `Pulled: ${formatCounts(run.pulled)}`,
    ...Object.entries(run.pushed).map(([id, counts]) => `${nameOf(id)}: ${formatCounts(counts) || 'nothing new'}`),
  ]
    .filter(Boolean)
    .join('\n');
  // a run that pulled but could not deliver everywhere did not simply succeed
  const label = run.status === 'succeeded' && run.error ? 'Pulled; delivery failed' : RUN_STATUS[run.status];
  return (
    <Stack spacing={0.5} data-testid="source-last-run">
      <Typography variant="body2">
        {label}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          · {formatDateTime(run.finishedAt ?? run.startedAt)}
        </Box>
      </Typography>
      <Tooltip title={detail ? <Box sx={{ whiteSpace: 'pre-line' }}>{detail}</Box> : ''}>
        <Typography variant="body2" color="text.secondary" data-testid="source-run-counts">
          {totals.pulled.toLocaleString()} pulled · {totals.pushed.toLocaleString()} pushed
        </Typography>
      </Tooltip>
    </Stack>
  );
}

/** The clock, ticking once a second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** A run under way: elapsed time, then what it pulled and delivered so far, stream by stream. */
function RunProgress({ run, nameOf }: { run: SyncRunSummary; nameOf: (id: string) => string }) {
  const now = useNow();
  const kind = run.kind === 'history' ? 'Loading history' : 'Running';
  const pulled = formatCounts(run.pulled);
  return (
    <Stack spacing={0.25} data-testid="source-last-run" data-running="true">
      <Typography variant="body2">
        {kind}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }} data-testid="source-run-elapsed">
          · for {formatElapsed(now - Date.parse(run.startedAt))}
        </Box>
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="source-run-progress">
        Pulled so far: {pulled || 'nothing yet'}
      </Typography>
      {Object.entries(run.pushed).map(([id, counts]) => (
        <Typography key={id} variant="body2" color="text.secondary">
          Delivered to {nameOf(id)}: {formatCounts(counts) || 'nothing yet'}
        </Typography>
      ))}
    </Stack>
  );
}
