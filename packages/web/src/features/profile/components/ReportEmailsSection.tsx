import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { REPORT_SUBSCRIPTION_TEXTS, type UserReportSubscription } from '@storelens/contract/api/report-subscriptions';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadState } from '../../../components/LoadState.tsx';
import { ReportSubscriptionDialog, type ScheduleValues } from '../../../components/ReportSubscriptionDialog.tsx';
import { SmallTable } from '../../../components/table/OutlinedTable.tsx';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar.ts';
import {
  useDeleteReportSubscription,
  useUpdateReportSubscription,
  useUserReportSubscriptions,
} from '../../../lib/report-subscriptions-api.ts';

const COLUMNS = ['Report', 'Account', 'Schedule', 'Compare to', { label: '', align: 'right' as const }];
const T = REPORT_SUBSCRIPTION_TEXTS;

/** My Profile → Report emails: the user's report subscriptions in every account, changed or stopped here. */
export function ReportEmailsSection() {
  const subscriptions = useUserReportSubscriptions();
  const update = useUpdateReportSubscription();
  const remove = useDeleteReportSubscription();
  const failed = useErrorSnackbar();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<UserReportSubscription | null>(null);
  const [deleting, setDeleting] = useState<UserReportSubscription | null>(null);

  const save = async (values: ScheduleValues) => {
    if (!editing) return;
    await update.mutateAsync({ accountId: editing.accountId, id: editing.id, body: values });
    setEditing(null);
    enqueueSnackbar(T.updated, { variant: 'success' });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { accountId: deleting.accountId, id: deleting.id },
      {
        onSuccess: () => enqueueSnackbar(T.deleted, { variant: 'success' }),
        onError: failed,
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <LoadState query={subscriptions} failure={T.loadFailed} />
      {subscriptions.data && (
        <SmallTable label="Report emails" columns={COLUMNS} emptyText={subscriptions.data.length ? undefined : T.empty}>
          {subscriptions.data.map((s) => (
            <TableRow key={s.id}>
              <TableCell>{s.reportName}</TableCell>
              <TableCell>{s.accountName}</TableCell>
              <TableCell>{T.schedule(s.frequency, s.hour, s.timeZone)}</TableCell>
              <TableCell>{T.compare(s.compare)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setEditing(s)} aria-label={`Change ${s.reportName} email`}>
                  Change
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(s)}
                  aria-label={`Delete ${s.reportName} email`}
                >
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
      )}
      {editing && (
        <ReportSubscriptionDialog
          title={`Change the ${editing.reportName} email`}
          summary={`${editing.reportName} of ${editing.accountName}, ${T.compare(editing.compare).toLowerCase()}.`}
          initial={{ frequency: editing.frequency, hour: editing.hour, timeZone: editing.timeZone }}
          saving={update.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Stop report email"
        message={deleting ? T.deleteConfirm(deleting.reportName, deleting.accountName) : ''}
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
