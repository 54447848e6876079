import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { LinkState, SourceListItem, SourceStatus } from '@storelens/contract/api/sources';
import { sourceStatusText } from '@storelens/contract/domain/connectors';
import { closeSnackbar, type OptionsObject } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { ListCard } from '../../../components/ListCard.tsx';
import { type Column, SmallTable } from '../../../components/table/OutlinedTable.tsx';
import { EditDeleteActions, NameLink } from '../../../components/table/RowLinks.tsx';
import { formatDate, formatDateTime } from '../../../lib/connector-format.ts';
import { useDeleteSource } from '../api.ts';
import { LastRun } from './LastRun.tsx';
import { ResumeButton } from './ResumeButton.tsx';
import { CompleteThrough, StaleBadge } from './SourceFreshness.tsx';
import { SourceStateSwitch } from './SourceStateSwitch.tsx';

interface SourcesListProps {
  accountId: number;
  sources: SourceListItem[] | undefined;
  destinations: DestinationListItem[];
}

const editPath = (id: number) => `/connectors/sources/edit/${id}`;

/** spec 2 §2 "Dashboard lists": the account's sources with state, schedule, health and last run. */
export function SourcesList({ accountId, sources, destinations }: SourcesListProps) {
  return (
    <ListCard
      title="Sources"
      subtitle="Where data is pulled from, on a schedule."
      testId="sources-list"
      create={{ to: '/connectors/sources/create', label: 'New Source', variant: 'contained' }}
      rows={sources}
      skeletonLines={2}
      empty={{
        icon: <CloudSyncOutlinedIcon />,
        title: 'No sources yet',
        text: 'Connect a point-of-sale, e-commerce or booking system to start pulling its data.',
      }}
    >
      <Box sx={{ overflowX: 'auto' }}>
        <SmallTable label="Sources" columns={COLUMNS}>
          {sources?.map((source) => (
            <SourceRow key={source.id} accountId={accountId} source={source} destinations={destinations} />
          ))}
        </SmallTable>
      </Box>
    </ListCard>
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

// spec 2 §8: DataConstraint is a persistent error snackbar; the user has to act first
const DELETE_REFUSAL: OptionsObject = {
  persist: true,
  action: (key) => (
    <Button color="inherit" size="small" onClick={() => closeSnackbar(key)}>
      Dismiss
    </Button>
  ),
};

const COLUMNS: Column[] = [
  'Name',
  'State',
  'Status',
  'Last run',
  {
    label: (
      <Box component="span" sx={visuallyHidden}>
        Actions
      </Box>
    ),
    align: 'right',
    sx: { width: 96 },
  },
];

interface SourceRowProps {
  accountId: number;
  source: SourceListItem;
  destinations: DestinationListItem[];
}

function SourceRow({ accountId, source, destinations }: SourceRowProps) {
  const deleteSource = useDeleteSource(accountId);
  return (
    <TableRow hover data-testid={`source-row-${source.id}`} sx={{ '& td': { py: 1.5, verticalAlign: 'top' } }}>
      <TableCell>
        <NameLink name={source.name} to={editPath(source.id)} />
        <Typography variant="body2" color="text.secondary">
          {source.sourceName}
        </Typography>
      </TableCell>
      <TableCell>
        <SourceStateSwitch accountId={accountId} source={source} />
      </TableCell>
      <TableCell sx={{ maxWidth: 420 }}>
        <SourceStatusCell accountId={accountId} source={source} />
      </TableCell>
      <TableCell>
        <LastRun run={source.lastRun} destinations={destinations} />
      </TableCell>
      <TableCell align="right">
        <EditDeleteActions
          id={source.id}
          name={source.name}
          editTo={editPath(source.id)}
          deletion={deleteSource}
          confirm={{ title: 'Delete source?', message: `${source.name} and its schedule will be removed.` }}
          errorOptions={DELETE_REFUSAL}
        />
      </TableCell>
    </TableRow>
  );
}

const STATE_CHIP: Record<
  SourceStatus['state'],
  { label: string; color: 'success' | 'info' | 'warning' | 'error' | 'default' }
> = {
  healthy: { label: 'Healthy', color: 'success' },
  loadingHistory: { label: 'Loading history', color: 'info' },
  deliveryFailing: { label: 'Delivery failing', color: 'warning' },
  failing: { label: 'Failing', color: 'error' },
  reconnect: { label: 'Reconnect needed', color: 'error' },
  setupIncomplete: { label: 'Setup incomplete', color: 'warning' },
  disabled: { label: 'Disabled', color: 'default' },
  paused: { label: 'Paused', color: 'error' },
};

/**
 * The ONE state the server computed for the source, with the spec 2 §2 texts ('setup
 * has not been completed', 'historical data loaded from {startDate}' plus the next run, 'currently
 * loading historical data'), the reason and what to do, then the links that need attention.
 */
function SourceStatusCell({ accountId, source }: { accountId: number; source: SourceListItem }) {
  const { status } = source;
  const chip = STATE_CHIP[status.state];
  const nextRun =
    status.state === 'loadingHistory'
      ? sourceStatusText.loadingHistory
      : status.state === 'disabled'
        ? 'paused while disabled'
        : status.state === 'paused'
          ? 'none until resumed'
          : formatDateTime(source.nextRunTime) || 'not scheduled';
  const isLoaded = status.state === 'healthy' || status.state === 'deliveryFailing';
  const links = source.links.filter((link) => link.state !== 'healthy');
  return (
    <Stack spacing={0.5} data-testid="source-state" data-state={status.state}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          color={chip.color}
          icon={status.state === 'reconnect' ? <LinkOffIcon /> : undefined}
          label={chip.label}
          sx={{ fontWeight: 600 }}
          data-testid="source-state-chip"
        />
        <StaleBadge freshness={source.freshness} />
        {status.isRunning && (
          <Typography variant="body2" color="text.secondary">
            running now
          </Typography>
        )}
      </Stack>
      <Box data-testid="source-status">
        {status.state === 'setupIncomplete' ? (
          <Typography variant="body2" color="warning.dark">
            {sourceStatusText.notSetUp}
          </Typography>
        ) : (
          <>
            {isLoaded && (
              <Typography variant="body2">{sourceStatusText.historyLoaded(formatDate(source.startDate))}</Typography>
            )}
            {status.progress && (
              <Typography variant="body2">
                From {formatDate(status.progress.from)}: {status.progress.pulled.toLocaleString()} records pulled so far
              </Typography>
            )}
            {source.isSetup && <CompleteThrough freshness={source.freshness} />}
            <Typography variant="body2" color="text.secondary">
              Next run: {nextRun}
            </Typography>
          </>
        )}
      </Box>
      {status.message && (
        <Typography
          variant="body2"
          color={chip.color === 'warning' ? 'warning.dark' : 'error'}
          data-testid="source-state-message"
        >
          {status.message}
        </Typography>
      )}
      {status.action && (
        <Typography variant="body2" color="text.secondary" data-testid="source-state-action">
          {status.action}
          {status.state === 'paused' && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              <ResumeButton accountId={accountId} sourceId={source.id} name={source.name} />
            </Box>
          )}
          {status.state === 'reconnect' && (
            <>
              {' '}
              <Link component={RouterLink} to={editPath(source.id)}>
                Reconnect
              </Link>
            </>
          )}
        </Typography>
      )}
      {links.map((link) => (
        <LinkStateLine key={link.destinationId} sourceId={source.id} link={link} />
      ))}
    </Stack>
  );
}

const LINK_LABEL: Record<LinkState['state'], string> = {
  healthy: 'delivering',
  loadingHistory: 'loading history',
  failing: 'failing',
  historyFailed: 'history not loaded',
};

/** One destination link that is not simply delivering: its state, reason and what to do. */
function LinkStateLine({ sourceId, link }: { sourceId: number; link: LinkState }) {
  const isProblem = link.state === 'failing' || link.state === 'historyFailed';
  return (
    <Box
      data-testid={`link-state-${link.destinationId}`}
      data-state={link.state}
      sx={{ borderLeft: 3, borderColor: isProblem ? 'error.light' : 'info.light', pl: 1, mt: 0.5 }}
    >
      <Typography variant="body2">
        <strong>{link.name}</strong>: {LINK_LABEL[link.state]}
        {link.state === 'loadingHistory' && link.startDate && ` from ${formatDate(link.startDate)}`}
      </Typography>
      {link.message && (
        <Typography variant="body2" color="error">
          {link.message}
        </Typography>
      )}
      {link.action && (
        <Typography variant="body2" color="text.secondary">
          {link.action}{' '}
          {isProblem && (
            <Link component={RouterLink} to={editPath(sourceId)}>
              Edit Source
            </Link>
          )}
        </Typography>
      )}
    </Box>
  );
}
