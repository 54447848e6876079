import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { CONNECTION_HISTORY_LIMIT } from '@storelens/contract/api/connections';
import { SmallTable } from '../../../components/table/OutlinedTable.tsx';
import { useConnectionHistory } from '../data-permissions-api.ts';

/** spec 3 §2: a connection's history, the newest 10: status, who (system user or not), source, name, date. */
export function HistoryTable({ accountId, brandAccountId }: { accountId: number; brandAccountId: number | null }) {
  const history = useConnectionHistory(accountId, brandAccountId);
  if (brandAccountId === null) return null;
  if (history.isPending) return <CircularProgress size={24} />;
  if (!history.data) return null;
  return (
    <SmallTable
      label="Connection history"
      columns={['Status', 'Name', 'Account', 'Source', 'Date']}
      emptyText={history.data.length === 0 ? 'No history yet.' : undefined}
    >
      {history.data.slice(0, CONNECTION_HISTORY_LIMIT).map((e) => (
        <TableRow key={`${e.createdAt}-${e.status}`} data-testid="history-entry">
          <TableCell>{e.status}</TableCell>
          <TableCell>
            {`${e.firstName} ${e.lastName}`.trim() || 'System'}
            {e.isSystemUser && <Chip size="small" label="System user" sx={{ ml: 1 }} />}
          </TableCell>
          <TableCell>{e.accountName ?? ''}</TableCell>
          <TableCell>{e.source}</TableCell>
          <TableCell>{new Date(e.createdAt).toLocaleString('en-US')}</TableCell>
        </TableRow>
      ))}
    </SmallTable>
  );
}

/** The history of one brand's connection in a dialog (from a row's History button). */
export function HistoryDialog({
  accountId,
  brand,
  onClose,
}: {
  accountId: number;
  brand: { accountId: number; name: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={brand !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>History: {brand?.name}</DialogTitle>
      <DialogContent>
        <HistoryTable accountId={accountId} brandAccountId={brand?.accountId ?? null} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
