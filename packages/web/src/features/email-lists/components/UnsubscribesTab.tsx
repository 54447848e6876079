import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { EMAIL_LIST_TEXTS } from '@storelens/contract/api/email-lists';
import { OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { useDeleteUnsubscribe, useUnsubscribes } from '../api.ts';
import { useConfirmedRemoval } from './useConfirmedRemoval.ts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** spec 1 §2 the Unsubscribes tab: email and Unsubscribed On, with delete. */
export function UnsubscribesTab({ typeId }: { typeId: number }) {
  const unsubscribes = useUnsubscribes(typeId);
  const [handleDelete, confirmDialog] = useConfirmedRemoval(useDeleteUnsubscribe(typeId), {
    title: 'Remove unsubscribe',
    confirmLabel: 'Remove',
    question: EMAIL_LIST_TEXTS.confirmRemoveUnsubscribe,
    done: (email) => `The unsubscribe for ${email} was removed`,
  });

  if (unsubscribes.isPending) return <CircularProgress size={28} />;
  if (unsubscribes.error) return <Alert severity="error">The unsubscribes could not be loaded.</Alert>;
  return (
    <>
      <OutlinedTable
        label="Unsubscribes"
        columns={['Email', 'Unsubscribed On', { label: 'Delete', align: 'right' }]}
        emptyText={unsubscribes.data.length === 0 ? 'Nobody has unsubscribed.' : undefined}
      >
        {unsubscribes.data.map((u) => (
          <TableRow key={u.email}>
            <TableCell>{u.email}</TableCell>
            <TableCell>{dateTime.format(new Date(u.createdAt))}</TableCell>
            <TableCell align="right">
              <IconButton aria-label={`Delete ${u.email}`} size="small" onClick={() => void handleDelete(u.email)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </OutlinedTable>
      {confirmDialog}
    </>
  );
}
