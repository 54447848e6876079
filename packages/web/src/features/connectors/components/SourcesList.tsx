import AddIcon from '@mui/icons-material/Add';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { SourceListItem, SyncRunSummary } from '@storelens/contract/api/sources';
import { sourceStatusText } from '@storelens/contract/domain/connectors';
import { closeSnackbar, useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { useDeleteSource } from '../api.ts';
import { formatCounts, formatDate, formatDateTime, runTotals, saveErrorText } from '../format.ts';
import { EmptyState } from './EmptyState.tsx';
import { SectionCard } from './SectionCard.tsx';
import { SourceStateSwitch } from './SourceStateSwitch.tsx';

interface SourcesListProps {
  accountId: number;
  sources: SourceListItem[] | undefined;
  destinations: DestinationListItem[];
}

const editPath = (id: number) => `/connectors/sources/edit/${id}`;

/** spec 2 §2 "Dashboard lists": the account's sources with state, schedule, health and last run. */
export function SourcesList({ accountId, sources, destinations }: SourcesListProps) {
  const needsReconnect = (sources ?? []).filter((s) => s.health === 'reconnect');
  return (
    <SectionCard
      title="Sources"
      subtitle="Where data is pulled from, on a schedule."
      testId="sources-list"
      action={
        <Button component={RouterLink} to="/connectors/sources/create" variant="contained" startIcon={<AddIcon />}>
          New Source
        </Button>
      }
    >
      {needsReconnect.map((source) => (
        <Alert
          key={source.id}
          severity="error"
          icon={<LinkOffIcon />}
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={editPath(source.id)}>
              Reconnect
            </Button>
          }
        >
          <strong>{source.name}</strong> must be reconnected: the service refused its credentials.
          {source.lastError && ` ${source.lastError}`}
        </Alert>
      ))}
      {sources === undefined ? (
        <Box sx={{ p: 2.5 }}>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Box>
      ) : sources.length === 0 ? (
        <EmptyState icon={<CloudSyncOutlinedIcon />} title="No sources yet">
          Connect a point-of-sale, e-commerce or booking system to start pulling its data.
        </EmptyState>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Sources">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Schedule</TableCell>
                <TableCell>Last run</TableCell>
                <TableCell align="right" sx={{ width: 96 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sources.map((source) => (
                <SourceRow key={source.id} accountId={accountId} source={source} destinations={destinations} />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </SectionCard>
  );
}

// sx reads a width of 1 as 100%: the sizes must be in px
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

interface SourceRowProps {
  accountId: number;
  source: SourceListItem;
  destinations: DestinationListItem[];
}

function SourceRow({ accountId, source, destinations }: SourceRowProps) {
  const deleteSource = useDeleteSource(accountId);
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();

  const handleDelete = async () => {
    const isSure = await confirm({
      title: 'Delete source?',
      message: `${source.name} and its schedule will be removed.`,
      confirmLabel: 'Delete',
      isDestructive: true,
    });
    if (!isSure) return;
    deleteSource.mutate(source.id, {
      onSuccess: () => enqueueSnackbar(`${source.name} was deleted.`, { variant: 'success', autoHideDuration: 2000 }),
      // spec 2 §8: DataConstraint is a persistent error snackbar; the user has to act first
      onError: (error) =>
        enqueueSnackbar(saveErrorText(error), {
          variant: 'error',
          persist: true,
          action: (key) => (
            <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
              Dismiss
            </Button>
          ),
        }),
    });
  };

  return (
    <TableRow hover data-testid={`source-row-${source.id}`} sx={{ '& td': { py: 1.5, verticalAlign: 'top' } }}>
      <TableCell>
        <Link component={RouterLink} to={editPath(source.id)} underline="hover" sx={{ fontWeight: 600 }}>
          {source.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {source.sourceName}
        </Typography>
        <HealthChip source={source} />
      </TableCell>
      <TableCell>
        <SourceStateSwitch accountId={accountId} source={source} />
      </TableCell>
      <TableCell>
        <ScheduleText source={source} />
      </TableCell>
      <TableCell>
        <LastRun run={source.lastRun} destinations={destinations} />
      </TableCell>
      <TableCell align="right">
        <Tooltip title="Edit">
          <IconButton component={RouterLink} to={editPath(source.id)} aria-label={`Edit ${source.name}`} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton
            onClick={handleDelete}
            aria-label={`Delete ${source.name}`}
            size="small"
            disabled={deleteSource.isPending}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {confirmDialog}
      </TableCell>
    </TableRow>
  );
}

/** spec 2 §2: 'setup has not been completed', or the history text plus the next run. */
function ScheduleText({ source }: { source: SourceListItem }) {
  if (!source.isSetup) {
    return (
      <Typography variant="body2" color="warning.dark" data-testid="source-status">
        {sourceStatusText.notSetUp}
      </Typography>
    );
  }
  const nextRun = source.loadingHistory
    ? sourceStatusText.loadingHistory
    : source.active
      ? formatDateTime(source.nextRunTime) || 'not scheduled'
      : 'paused while disabled';
  return (
    <Box data-testid="source-status">
      <Typography variant="body2">{sourceStatusText.historyLoaded(formatDate(source.startDate))}</Typography>
      <Typography variant="body2" color="text.secondary">
        Next run: {nextRun}
      </Typography>
    </Box>
  );
}

/** 'reconnect' is loud; an error shows the last error; a healthy source shows nothing. */
function HealthChip({ source }: { source: SourceListItem }) {
  if (source.health === 'ok') return null;
  const isReconnect = source.health === 'reconnect';
  return (
    <Tooltip title={source.lastError ?? ''}>
      <Chip
        size="small"
        color={isReconnect ? 'error' : 'warning'}
        icon={isReconnect ? <LinkOffIcon /> : undefined}
        label={isReconnect ? 'Reconnect' : 'Error'}
        sx={{ mt: 0.75, fontWeight: 600 }}
        data-testid="source-health"
      />
    </Tooltip>
  );
}

const RUN_STATUS = {
  running: { label: 'Running', color: 'info' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;

/** The last run's status, time and counts (pulled per stream, pushed per destination). */
function LastRun({ run, destinations }: { run: SyncRunSummary | null; destinations: DestinationListItem[] }) {
  if (!run) {
    return (
      <Typography variant="body2" color="text.secondary">
        No runs yet
      </Typography>
    );
  }
  const status = RUN_STATUS[run.status];
  const totals = runTotals(run);
  const nameOf = (id: string) => destinations.find((d) => String(d.id) === id)?.name ?? `Destination ${id}`;
  const detail = [
    formatCounts(run.pulled) && `Pulled: ${formatCounts(run.pulled)}`,
    ...Object.entries(run.pushed).map(([id, counts]) => `${nameOf(id)}: ${formatCounts(counts) || 'nothing new'}`),
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <Stack spacing={0.5} data-testid="source-last-run">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" variant="outlined" color={status.color} label={status.label} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(run.finishedAt ?? run.startedAt)}
        </Typography>
      </Stack>
      <Tooltip title={detail ? <Box sx={{ whiteSpace: 'pre-line' }}>{detail}</Box> : ''}>
        <Typography variant="body2" data-testid="source-run-counts">
          {totals.pulled.toLocaleString()} pulled · {totals.pushed.toLocaleString()} pushed
        </Typography>
      </Tooltip>
      {run.error && (
        <Typography variant="body2" color="error" sx={{ maxWidth: 320 }}>
          {run.error}
        </Typography>
      )}
    </Stack>
  );
}
