import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useVerticals } from '../api.ts';

/** spec 1 §2 Vertical Management (/admin/verticalManagement): Id and Name; a row opens the vertical. */
export function VerticalListPage() {
  const verticals = useVerticals();
  const navigate = useNavigate();
  const open = (id: string) => navigate(`/admin/vertical/${encodeURIComponent(id)}`);

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <PageTitle>Vertical Management</PageTitle>
        <Button variant="contained" component={RouterLink} to="/admin/vertical/create">
          + Create Vertical
        </Button>
      </Box>
      {verticals.isPending && <CircularProgress size={28} />}
      {verticals.error && <Alert severity="error">The verticals could not be loaded.</Alert>}
      {verticals.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Verticals">
            <TableHead>
              <TableRow>
                <TableCell>Id</TableCell>
                <TableCell>Name</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {verticals.data.map((v) => (
                <TableRow
                  key={v.id}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => open(v.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') open(v.id);
                  }}
                >
                  <TableCell>{v.id}</TableCell>
                  <TableCell>{v.name}</TableCell>
                </TableRow>
              ))}
              {verticals.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={2}>No verticals yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
