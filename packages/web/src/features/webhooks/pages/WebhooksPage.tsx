import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CreatedWebhook, WEBHOOK_TEXTS, type Webhook } from '@storelens/contract/api/webhooks';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadState } from '../../../components/LoadState.tsx';
import { TitleBar } from '../../../components/PageTitle.tsx';
import { OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar.ts';
import { formatDateTime } from '../../../lib/connector-format.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useCreateWebhook, useDeleteWebhook, useTestWebhook, useUpdateWebhook, useWebhooks } from '../api.ts';
import { DeliveryLog } from '../components/DeliveryLog.tsx';
import { NewSecret } from '../components/NewSecret.tsx';
import { WebhookFormDialog, type WebhookValues } from '../components/WebhookFormDialog.tsx';

const COLUMNS = ['URL', 'Events', 'Status', { label: '', align: 'right' as const }];

/** Whether the endpoint is on, failing, or off (and why). */
function StatusOf({ webhook }: { webhook: Webhook }) {
  if (webhook.disabledAt)
    return <Chip size="small" color="error" label={`Disabled: ${webhook.disabledReason ?? ''}`} />;
  if (!webhook.enabled) return <Chip size="small" label="Off" />;
  if (webhook.failingSince)
    return <Chip size="small" color="warning" label={`Failing since ${formatDateTime(webhook.failingSince)}`} />;
  return <Chip size="small" color="success" label="On" />;
}

/** '/settings/webhooks': the account's signed webhooks, their delivery logs and a test button (account admins). */
export function WebhooksPage() {
  const { account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const webhooks = useWebhooks(accountId);
  const create = useCreateWebhook(accountId);
  const update = useUpdateWebhook(accountId);
  const remove = useDeleteWebhook(accountId);
  const test = useTestWebhook(accountId);
  const failed = useErrorSnackbar();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [shownLog, setShownLog] = useState<number | null>(null);
  const logOf = webhooks.data?.find((w) => w.id === shownLog) ?? null;

  const save = async (values: WebhookValues) => {
    if (editing === 'new') setCreated(await create.mutateAsync(values));
    else if (editing) await update.mutateAsync({ id: editing.id, body: values });
    setEditing(null);
  };
  const sendTest = (webhook: Webhook) =>
    test.mutate(webhook.id, {
      onSuccess: (attempt) => {
        setShownLog(webhook.id);
        const said = attempt.status === 'succeeded' ? `HTTP ${attempt.httpStatus}` : (attempt.error ?? 'failed');
        enqueueSnackbar(WEBHOOK_TEXTS.testSent(said), {
          variant: attempt.status === 'succeeded' ? 'success' : 'warning',
        });
      },
      onError: failed,
    });
  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    remove.mutate(id, {
      onSuccess: () => setShownLog((shown) => (shown === id ? null : shown)),
      onSettled: () => setDeleting(null),
      onError: failed,
    });
  };

  return (
    <Stack spacing={3}>
      <TitleBar title="Webhooks">
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add webhook
        </Button>
      </TitleBar>
      <Typography color="text.secondary">
        Each event you choose is POSTed to your https endpoint as JSON, signed as the Standard Webhooks specification
        says. A failed delivery is retried for 24 hours; an endpoint failing that long is disabled and the admins are
        emailed.
      </Typography>
      {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
      <LoadState query={webhooks} failure="The webhooks could not be loaded." />
      {webhooks.data && (
        <OutlinedTable
          label="Webhooks"
          columns={COLUMNS}
          emptyText={webhooks.data.length ? undefined : WEBHOOK_TEXTS.empty}
        >
          {webhooks.data.map((webhook) => (
            <TableRow key={webhook.id}>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {webhook.url}
                {webhook.description && (
                  <Typography variant="body2" color="text.secondary">
                    {webhook.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{webhook.events.join(', ')}</TableCell>
              <TableCell>
                <StatusOf webhook={webhook} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => setShownLog(webhook.id)}>
                  Deliveries
                </Button>
                <Button
                  size="small"
                  onClick={() => sendTest(webhook)}
                  loading={test.isPending && test.variables === webhook.id}
                >
                  Send test event
                </Button>
                <Button size="small" onClick={() => setEditing(webhook)}>
                  Edit
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(webhook)}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </OutlinedTable>
      )}
      {logOf && <DeliveryLog accountId={accountId} webhook={logOf} />}
      {editing && (
        <WebhookFormDialog
          webhook={editing === 'new' ? null : editing}
          saving={create.isPending || update.isPending}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete webhook"
        message={WEBHOOK_TEXTS.deleteConfirm(deleting?.url ?? '')}
        confirmLabel="Delete"
        isDestructive
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
