import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RefreshIcon from '@mui/icons-material/Refresh';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { VerticalPicker } from '../../../components/VerticalPicker.tsx';
import { useGuideVerticals, useVerticalReports } from '../guide-api.ts';

/**
 * spec 1 §2 Reports Admin (/admin/reports): a vertical selector (a plain heading with one vertical), a
 * search, a refresh button and whether each report has a guide; a row opens its guide page. The
 * vertical and the search live in the URL.
 */
export function GuideListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const verticals = useGuideVerticals();
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
            <TextField
              size="small"
              label="Search"
              value={search}
              onChange={(event) => setParam('search', event.target.value)}
              sx={{ minWidth: 260 }}
            />
            <Box>
              <Tooltip title="Refresh">
                <IconButton aria-label="Refresh" onClick={() => void reports.refetch()}>
                  {reports.isFetching ? <CircularProgress size={20} /> : <RefreshIcon />}
                </IconButton>
              </Tooltip>
            </Box>
          </Stack>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Reports">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell>Account Type</TableCell>
                  <TableCell>Reference Name</TableCell>
                  <TableCell>Guide</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((report) => {
                  const open = () => navigate(`/admin/reports/${report.id}/edit`);
                  return (
                    <TableRow
                      key={report.id}
                      hover
                      tabIndex={0}
                      sx={{ cursor: 'pointer' }}
                      onClick={open}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') open();
                      }}
                    >
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
                    </TableRow>
                  );
                })}
                {reports.data && shown.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>{needle ? 'No report matches the search.' : 'No reports yet.'}</TableCell>
                  </TableRow>
                )}
                {reports.isPending && (
                  <TableRow>
                    <TableCell colSpan={5}>
                      <CircularProgress size={20} />
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      )}
    </>
  );
}
