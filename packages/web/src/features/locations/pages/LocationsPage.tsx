import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CONNECTION_PAGE_SIZE } from '@storelens/contract/api/connections';
import type { Location } from '@storelens/contract/api/locations';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SearchField } from '../../../components/form/SearchField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { EmptyTableRow } from '../../../components/table/EmptyTableRow.tsx';
import { FixedPagePagination } from '../../../components/table/FixedPagePagination.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useLocations } from '../api.ts';

const address = (l: Location) =>
  [l.street1, l.street2, l.city, [l.state, l.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * spec 3 §2 '/settings/locations': the stores the retailer's sources bring, with store id, name,
 * address, location type, status, open and close dates, entity and market type, and an edit button.
 */
export function LocationsPage() {
  const { account } = useCurrentUser();
  const locations = useLocations(account?.id ?? 0);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const q = search.trim().toLowerCase();
  const rows = (locations.data ?? []).filter(
    (l) => q === '' || `${l.storeId} ${l.name} ${address(l)}`.toLowerCase().includes(q),
  );
  const visible = rows.slice(page * CONNECTION_PAGE_SIZE, (page + 1) * CONNECTION_PAGE_SIZE);

  return (
    <>
      <PageTitle>Locations</PageTitle>
      <SearchField
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
        sx={{ mb: 2 }}
      />
      {locations.isPending && <CircularProgress size={28} sx={{ display: 'block' }} />}
      {locations.error && (
        <Alert severity="error">
          {locations.error instanceof ApiError ? locations.error.message : 'The locations could not be loaded.'}
        </Alert>
      )}
      {locations.data && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label="Locations">
              <TableHead>
                <TableRow>
                  <TableCell>Store Id</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Address</TableCell>
                  <TableCell>Location Type</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Open Date</TableCell>
                  <TableCell>Close Date</TableCell>
                  <TableCell>Entity Type</TableCell>
                  <TableCell>Market Type</TableCell>
                  <TableCell>Source</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {visible.length === 0 && (
                  <EmptyTableRow columns={11}>
                    {q
                      ? 'No location matches the search.'
                      : 'No locations yet: they arrive with the first sync of a point-of-sale or e-commerce source.'}
                  </EmptyTableRow>
                )}
                {visible.map((l) => (
                  <TableRow key={`${l.accountSourceId}/${l.storeId}`} hover data-testid={`location-${l.storeId}`}>
                    <TableCell>{l.storeId}</TableCell>
                    <TableCell>{l.name}</TableCell>
                    <TableCell>{address(l)}</TableCell>
                    <TableCell>{l.locationType ?? ''}</TableCell>
                    <TableCell>{l.status ?? ''}</TableCell>
                    <TableCell>{l.openDate ?? ''}</TableCell>
                    <TableCell>{l.closeDate ?? ''}</TableCell>
                    <TableCell>{l.entityType ?? ''}</TableCell>
                    <TableCell>{l.marketType ?? ''}</TableCell>
                    <TableCell>{l.sourceName}</TableCell>
                    <TableCell>
                      <IconButton
                        component={RouterLink}
                        to={`/settings/locations/edit/${l.accountSourceId}/${encodeURIComponent(l.storeId)}`}
                        aria-label={`Edit ${l.name}`}
                        size="small"
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <FixedPagePagination count={rows.length} page={page} pageSize={CONNECTION_PAGE_SIZE} onPage={setPage} />
        </Paper>
      )}
    </>
  );
}
