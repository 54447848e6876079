import DeleteIcon from '@mui/icons-material/Delete';
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
import { EMAIL_LIST_TEXTS } from '@storelens/contract/api/email-lists';
import { useSnackbar } from 'notistack';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { useDeleteUnsubscribe, useUnsubscribes } from '../api.ts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** spec 1 §2 the Unsubscribes tab: email and Unsubscribed On, with delete. */
export function UnsubscribesTab({ typeId }: { typeId: number }) {
  const unsubscribes = useUnsubscribes(typeId);
  const remove = useDeleteUnsubscribe(typeId);
  const [confirm, confirmDialog] = useConfirm();
  const { enqueueSnackbar } = useSnackbar();

  const handleDelete = async (email: string) => {
    if (
      !(await confirm({
        title: 'Remove unsubscribe',
        message: EMAIL_LIST_TEXTS.confirmRemoveUnsubscribe(email),
        confirmLabel: 'Remove',
        isDestructive: true,
      }))
    )
      return;
    remove.mutate(email, {
      onSuccess: () => enqueueSnackbar(`The unsubscribe for ${email} was removed`, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  };

  if (unsubscribes.isPending) return <CircularProgress size={28} />;
  if (unsubscribes.error) return <Alert severity="error">The unsubscribes could not be loaded.</Alert>;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Unsubscribes">
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              <TableCell>Unsubscribed On</TableCell>
              <TableCell align="right">Delete</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
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
            {unsubscribes.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>Nobody has unsubscribed.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {confirmDialog}
    </>
  );
}
