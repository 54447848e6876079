import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RefreshIcon from '@mui/icons-material/Refresh';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchField } from '../../../components/form/SearchField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { OpenableRow, OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { VerticalPicker } from '../../../components/VerticalPicker.tsx';
import { useVerticalReports, useVerticals } from '../../../lib/admin-lookups-api.ts';

/**
 * spec 1 §2 Reports Admin (/admin/reports): a vertical selector (a plain heading with one vertical), a
 * search, a refresh button and whether each report has a guide; a row opens its guide page. The
 * vertical and the search live in the URL.
 */
export function GuideListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const verticals = useVerticals();
  const asked = params.get('vertical') ?? '';
  const verticalId = verticals.data?.some((v) => v.id === asked) ? asked : (verticals.data?.[0]?.id ?? '');
  const search = params.get('search') ?? '';
  const reports = useVerticalReports(verticalId);

  // spec 1 §8: a report list that cannot be loaded goes to /
  useEffect(() => {
    if (verticals.error || reports.error) navigate('/', { replace: true });
  }, [verticals.error, reports.error, navigate]);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'search' },
    );

  const needle = search.trim().toLowerCase();
  const shown = (reports.data ?? []).filter((r) =>
    [r.title, r.category, r.referenceName, r.accountType].some((v) => v.toLowerCase().includes(needle)),
  );

  return (
    <>
      <PageTitle>Reports Admin</PageTitle>
      {verticals.isPending && <CircularProgress size={28} />}
      {verticals.data && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <VerticalPicker
              verticals={verticals.data}
              value={verticalId}
              onChange={(value) => setParam('vertical', value)}
              sx={{ minWidth: 220 }}
            />
            <SearchField value={search} onChange={(value) => setParam('search', value)} sx={{ minWidth: 260 }} />
            <Box>
              <Tooltip title="Refresh">
                <IconButton aria-label="Refresh" onClick={() => void reports.refetch()}>
                  {reports.isFetching ? <CircularProgress size={20} /> : <RefreshIcon />}
                </IconButton>
              </Tooltip>
            </Box>
          </Stack>
          <OutlinedTable
            label="Reports"
            columns={['Title', 'Category', 'Account Type', 'Reference Name', 'Guide']}
            emptyText={
              reports.data && shown.length === 0
                ? needle
                  ? 'No report matches the search.'
                  : 'No reports yet.'
                : undefined
            }
          >
            {shown.map((report) => (
              <OpenableRow key={report.id} onOpen={() => navigate(`/admin/reports/${report.id}/edit`)}>
                <TableCell>{report.title}</TableCell>
                <TableCell>{report.category}</TableCell>
                <TableCell sx={{ textTransform: 'capitalize' }}>{report.accountType}</TableCell>
                <TableCell>{report.referenceName}</TableCell>
                <TableCell>
                  {report.guide ? (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <CheckCircleIcon color="success" fontSize="small" />
                      <span>Has guide</span>
                    </Stack>
                  ) : (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                      <RemoveCircleOutlineIcon fontSize="small" />
                      <span>No guide</span>
                    </Stack>
                  )}
                </TableCell>
              </OpenableRow>
            ))}
            {reports.isPending && (
              <TableRow>
                <TableCell colSpan={5}>
                  <CircularProgress size={20} />
                </TableCell>
              </TableRow>
            )}
          </OutlinedTable>
        </Stack>
      )}
    </>
  );
}
