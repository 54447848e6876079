import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { API_KEY_SCOPE_NAMES, type ApiKey } from '@storelens/contract/api/api-keys';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LoadState } from '../../../components/LoadState.tsx';
import { SmallTable } from '../../../components/table/OutlinedTable.tsx';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar.ts';
import { formatDate, formatDateTime } from '../../../lib/connector-format.ts';
import { apiKeysQuery, useRevokeApiKey } from '../api-keys-api.ts';
import { NewApiKeyForm } from './NewApiKeyForm.tsx';

const COLUMNS = ['Name', 'Scope', 'Key', 'Created', 'Expires', 'Last used', { label: '', align: 'right' as const }];

const isExpired = (key: ApiKey) => Date.parse(key.expiresAt) <= Date.now();

/** My Profile → Security → API keys: the user's keys for scripts, made and revoked here. */
export function ApiKeysSection() {
  const keys = useQuery(apiKeysQuery);
  const revoke = useRevokeApiKey();
  const failed = useErrorSnackbar();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, { onSettled: () => setRevoking(null), onError: failed });
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        A key lets a script call the API as you (send it in an “Authorization: Bearer” header). It can do what you can,
        a read key only reads, and no key can manage keys or change your password, email or two-factor.
      </Typography>
      <LoadState query={keys} failure="The API keys could not be loaded." />
      {keys.data && (
        <SmallTable label="API keys" columns={COLUMNS} emptyText={keys.data.length ? undefined : 'No API keys yet.'}>
          {keys.data.map((key) => (
            <TableRow key={key.id}>
              <TableCell>{key.name}</TableCell>
              <TableCell>{API_KEY_SCOPE_NAMES[key.scope]}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
              <TableCell>{formatDate(key.createdAt)}</TableCell>
              <TableCell>
                {isExpired(key) ? `Expired ${formatDate(key.expiresAt)}` : formatDate(key.expiresAt)}
              </TableCell>
              <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</TableCell>
              <TableCell align="right">
                <Button size="small" color="error" onClick={() => setRevoking(key)}>
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </SmallTable>
      )}
      <NewApiKeyForm />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        message={`Revoke “${revoking?.name ?? ''}”? Scripts using it stop working at once.`}
        confirmLabel="Revoke"
        isDestructive
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
