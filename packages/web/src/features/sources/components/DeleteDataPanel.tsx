import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DELETE_DATA_EXPECTED_MINUTES } from '@storelens/contract/domain/connectors';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { saveErrorText } from '../../../lib/connector-format.ts';
import { useDeleteData } from '../api.ts';

/** spec 2 §2: the background text of a data deletion. */
export const DELETE_DATA_NOTE = `Deletion runs in the background and should finish within about ${DELETE_DATA_EXPECTED_MINUTES} minutes.`;

/** spec 2 §2 "Delete Data": removes the account's stored data in the background. */
export function DeleteDataPanel({ accountId, accountName }: { accountId: number; accountName: string }) {
  const deleteData = useDeleteData(accountId);
  const [confirm, confirmDialog] = useConfirm();

  const handleDelete = async () => {
    const isSure = await confirm({
      title: 'Delete all data?',
      message: `Every record the sources of ${accountName} have pulled will be deleted. Sources and destinations stay. This cannot be undone.`,
      confirmLabel: 'Delete Data',
      isDestructive: true,
    });
    if (isSure) deleteData.mutate();
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Delete Data"
      sx={{ p: 2.5, borderColor: 'error.light', display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 320px' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
          Delete Data
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Removes the data stored from this account's sources, for example before loading history again.{' '}
          {DELETE_DATA_NOTE}
        </Typography>
        {deleteData.isSuccess && (
          <Alert severity="info" sx={{ mt: 1.5 }} data-testid="delete-data-started">
            Data deletion has started. {DELETE_DATA_NOTE}
          </Alert>
        )}
        {deleteData.isError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {saveErrorText(deleteData.error)}
          </Alert>
        )}
      </Box>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverOutlinedIcon />}
        onClick={handleDelete}
        loading={deleteData.isPending}
      >
        Delete Data
      </Button>
      {confirmDialog}
    </Paper>
  );
}
