import OutboxOutlinedIcon from '@mui/icons-material/OutboxOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { LinkState, SourceListItem } from '@storelens/contract/api/sources';
import { Link as RouterLink } from 'react-router';
import { ListCard } from '../../../components/ListCard.tsx';
import { type Column, SmallTable } from '../../../components/table/OutlinedTable.tsx';
import { EditDeleteActions, NameLink } from '../../../components/table/RowLinks.tsx';
import { useDeleteDestination } from '../api.ts';

interface DestinationsListProps {
  accountId: number;
  destinations: DestinationListItem[] | undefined;
  /** the sources' link states: each destination shows how its deliveries go */
  sources?: SourceListItem[];
}

interface UsedBy {
  sourceId: number;
  sourceName: string;
  link: LinkState;
}

const COLUMNS: Column[] = [
  'Name',
  'Type',
  'Deliveries',
  { label: 'Sources', align: 'right' },
  { label: null, align: 'right', sx: { width: 96 } },
];

const editPath = (id: number) => `/connectors/destinations/edit/${id}`;

/** spec 2 §2 "Dashboard lists": each destination's name, type name and source count. */
export function DestinationsList({ accountId, destinations, sources = [] }: DestinationsListProps) {
  const usedBy = (id: number): UsedBy[] =>
    sources.flatMap((source) =>
      source.links
        .filter((link) => link.destinationId === id)
        .map((link) => ({ sourceId: source.id, sourceName: source.name, link })),
    );
  return (
    <ListCard
      title="Destinations"
      subtitle="Where the data of your sources is delivered."
      testId="destinations-list"
      create={{ to: '/connectors/destinations/create', label: 'New Destination', variant: 'outlined' }}
      rows={destinations}
      skeletonLines={1}
      empty={{
        icon: <OutboxOutlinedIcon />,
        title: 'No destinations yet',
        text: 'Add a destination first: every source delivers to at least one.',
      }}
    >
      <SmallTable label="Destinations" columns={COLUMNS}>
        {destinations?.map((destination) => (
          <DestinationRow
            key={destination.id}
            accountId={accountId}
            destination={destination}
            usedBy={usedBy(destination.id)}
          />
        ))}
      </SmallTable>
    </ListCard>
  );
}

interface DestinationRowProps {
  accountId: number;
  destination: DestinationListItem;
  usedBy: UsedBy[];
}

function DestinationRow({ accountId, destination, usedBy }: DestinationRowProps) {
  const deleteDestination = useDeleteDestination(accountId);
  return (
    <TableRow hover data-testid={`destination-row-${destination.id}`}>
      <TableCell>
        <NameLink name={destination.name} to={editPath(destination.id)} />
      </TableCell>
      <TableCell>{destination.destinationTypeName}</TableCell>
      <TableCell data-testid="destination-deliveries">
        <Deliveries usedBy={usedBy} />
      </TableCell>
      <TableCell align="right" data-testid="destination-source-count">
        {destination.sourceCount}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <EditDeleteActions
          id={destination.id}
          name={destination.name}
          editTo={editPath(destination.id)}
          deletion={deleteDestination}
          confirm={{ title: 'Delete destination?', message: `${destination.name} will be removed.` }}
          deleteTitle={
            destination.sourceCount > 0
              ? `Used by ${usedBy.map((u) => u.sourceName).join(', ') || 'sources'}: remove it from them first (Edit Source)`
              : 'Delete'
          }
        />
      </TableCell>
    </TableRow>
  );
}

/**
 * How this destination's links are doing, from the states the server computed per
 * link: one line per link that needs attention, else one calm line.
 */
function Deliveries({ usedBy }: { usedBy: UsedBy[] }) {
  if (usedBy.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Not used by any source
      </Typography>
    );
  const attention = usedBy.filter((u) => u.link.state !== 'healthy');
  if (attention.length === 0)
    return (
      <Typography variant="body2" color="success.dark">
        Delivering
      </Typography>
    );
  return (
    <Box>
      {attention.map(({ sourceId, sourceName, link }) => (
        <Typography
          key={sourceId}
          variant="body2"
          color={link.state === 'loadingHistory' ? 'info.dark' : 'error'}
          data-state={link.state}
        >
          {link.state === 'loadingHistory'
            ? `Loading history from ${sourceName}`
            : `${link.state === 'historyFailed' ? 'History not loaded' : 'Failing'} for ${sourceName}: ${link.message ?? ''}`}
          {link.state !== 'loadingHistory' && (
            <>
              {' '}
              <Link component={RouterLink} to={`/connectors/sources/edit/${sourceId}`}>
                Edit Source
              </Link>
            </>
          )}
        </Typography>
      ))}
    </Box>
  );
}
