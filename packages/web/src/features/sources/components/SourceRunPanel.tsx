import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SourceAnswer } from '@storelens/contract/api/sources';
import { SYNC_STREAM_LABELS } from '@storelens/contract/domain/source-health';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { formatDateTime, saveErrorText } from '../../../lib/connector-format.ts';
import { useRunSource } from '../run-api.ts';
import { ResumeButton } from './ResumeButton.tsx';
import { ResyncDialog } from './ResyncDialog.tsx';
import { CompleteThrough, StaleBadge } from './SourceFreshness.tsx';

/**
 * The source screen's run controls: a paused source's reason and Resume, how fresh each stream's
 * data is (and a stale badge), Run now and Re-sync. The server refuses a run of a paused source with
 * its own words, shown as they come.
 */
export function SourceRunPanel({ accountId, source }: { accountId: number; source: SourceAnswer }) {
  const runNow = useRunSource(accountId, source.id);
  const { enqueueSnackbar } = useSnackbar();
  const [isResyncOpen, setResyncOpen] = useState(false);
  const told = (message: string) => enqueueSnackbar(message, { variant: 'success', autoHideDuration: 3000 });
  const refused = (error: unknown) => enqueueSnackbar(saveErrorText(error), { variant: 'error' });

  return (
    <SectionCard
      title="Runs"
      subtitle="Pull now, or pull some streams again from a date."
      testId="source-runs"
      action={<StaleBadge freshness={source.freshness} />}
    >
      <Stack spacing={2} sx={{ p: 2.5 }}>
        {source.paused && (
          <Alert
            severity="error"
            data-testid="source-paused"
            action={<ResumeButton accountId={accountId} sourceId={source.id} name={source.name} />}
          >
            {source.paused.reason}. It has no scheduled runs until it is resumed.
          </Alert>
        )}
        <Stack spacing={0.5}>
          <CompleteThrough freshness={source.freshness} />
          {source.streams.map((stream) => {
            const through = source.freshness.completeThrough[stream];
            return (
              <Typography key={stream} variant="body2" color="text.secondary" data-testid={`stream-${stream}`}>
                {SYNC_STREAM_LABELS[stream]}:{' '}
                {through ? `complete through ${formatDateTime(through)}` : 'not pulled yet'}
              </Typography>
            );
          })}
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <Button
            variant="outlined"
            loading={runNow.isPending}
            onClick={() => runNow.mutate(undefined, { onSuccess: (answer) => told(answer.message), onError: refused })}
          >
            Run now
          </Button>
          <Button variant="outlined" onClick={() => setResyncOpen(true)}>
            Re-sync
          </Button>
        </Stack>
      </Stack>
      {isResyncOpen && (
        <ResyncDialog
          accountId={accountId}
          sourceId={source.id}
          streams={source.streams}
          onCancel={() => setResyncOpen(false)}
          onDone={(answer) => {
            setResyncOpen(false);
            told(answer.message);
          }}
        />
      )}
    </SectionCard>
  );
}
