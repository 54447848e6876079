import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { CONNECTION_MESSAGES, type Connection } from '@storelens/contract/api/connections';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useRetailerAction, useRetailerConnections } from '../data-permissions-api.ts';
import { AddBrandsDialog } from './AddBrandsDialog.tsx';
import { BrandsTable, dateOf, HistoryButton, UserBadge } from './BrandsTable.tsx';
import { HistoryDialog, HistoryTable } from './HistoryDialog.tsx';
import { IndustrySettings } from './IndustrySettings.tsx';

const nameList = (names: string[]) => (
  <Box component="ul" sx={{ mb: 0 }}>
    {names.map((n) => (
      <li key={n}>{n}</li>
    ))}
  </Box>
);

/**
 * spec 3 §2 '/settings/dataPermissions' (retail account admin, page accountConnections), its
 * Permissions tab: pending requests with Approve or Deny, the Brands tab (connected brands, add,
 * remove), the Industry tab (data permission settings) and each connection's history. A managed
 * account's page is read-only. The page (its title and tabs) is the app's: app/pages/DataPermissionsPage.tsx.
 */
export function PermissionsTab() {
  const { account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const readOnly = account?.isManagedAccount === true;
  const connections = useRetailerConnections(accountId);
  const add = useRetailerAction(accountId, 'add');
  const remove = useRetailerAction(accountId, 'remove');
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmElement] = useConfirm();
  const [tab, setTab] = useState<'brands' | 'industry'>('brands');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [historyOf, setHistoryOf] = useState<Connection | null>(null);
  const [adding, setAdding] = useState(false);
  const [historyBrand, setHistoryBrand] = useState<number | ''>('');

  const rows = connections.data ?? [];
  const pending = rows.filter((r) => r.status === 'Pending');
  const connected = rows.filter((r) => r.status === 'Approved');
  const available = rows.filter((r) => r.status === null);

  const failed = (error: unknown) =>
    enqueueSnackbar(error instanceof ApiError ? error.message : 'Something went wrong', { variant: 'error' });
  const run = (mutation: typeof add, brands: Connection[], message: string) =>
    mutation.mutate(
      brands.map((b) => b.accountId),
      {
        onSuccess: () => {
          enqueueSnackbar(message, { variant: 'success' });
          setSelected(new Set());
          setAdding(false);
        },
        onError: failed,
      },
    );

  const ask = async (title: string, text: string, brands: Connection[], destructive: boolean) =>
    confirm({
      title,
      message: (
        <>
          {text}
          {nameList(brands.map((b) => b.name))}
        </>
      ),
      confirmLabel: title,
      isDestructive: destructive,
    });

  const approve = async (b: Connection) => {
    if (await ask('Approve', CONNECTION_MESSAGES.addBrandsConfirm, [b], false))
      run(add, [b], CONNECTION_MESSAGES.added);
  };
  const deny = async (b: Connection) => {
    if (await ask('Deny', CONNECTION_MESSAGES.denyConfirm, [b], true)) run(remove, [b], CONNECTION_MESSAGES.declined);
  };
  const removeSelected = async () => {
    const brands = connected.filter((b) => selected.has(b.accountId));
    if (await ask('Remove', CONNECTION_MESSAGES.removeBrandsConfirm, brands, true))
      run(remove, brands, CONNECTION_MESSAGES.removed);
  };
  const addChosen = async (brands: Connection[]) => {
    if (await ask('Add', CONNECTION_MESSAGES.addBrandsConfirm, brands, false))
      run(add, brands, CONNECTION_MESSAGES.added);
  };

  return (
    <>
      <Stack spacing={3}>
        {readOnly && (
          <Alert severity="info" data-testid="managed-notice">
            The data permissions of {account?.name} are controlled by {account?.parentName ?? 'its parent account'}.
            They are shown here read-only.
          </Alert>
        )}
        {connections.isPending && <CircularProgress size={28} />}
        {connections.error && (
          <Alert severity="error">
            {connections.error instanceof ApiError ? connections.error.message : 'The brands could not be loaded.'}
          </Alert>
        )}
        <SectionCard
          title="Pending Requests"
          subtitle="Brands asking for access to your data."
          testId="pending-requests"
        >
          <BrandsTable
            label="Pending requests"
            rows={pending}
            selected={null}
            emptyText="No pending requests."
            columns={[
              { header: 'Requested', cell: (b) => dateOf(b.statusDate) },
              { header: 'Note', cell: (b) => b.note ?? '' },
              {
                header: 'Actions',
                cell: (b) => (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" variant="contained" disabled={readOnly} onClick={() => void approve(b)}>
                      Approve
                    </Button>
                    <Button size="small" color="error" disabled={readOnly} onClick={() => void deny(b)}>
                      Deny
                    </Button>
                    <HistoryButton name={b.name} onClick={() => setHistoryOf(b)} />
                  </Stack>
                ),
              },
            ]}
          />
        </SectionCard>
        <SectionCard title="Sharing" subtitle="The brands that see your data, and which data you share.">
          <Tabs value={tab} onChange={(_e, next: 'brands' | 'industry') => setTab(next)} sx={{ px: 2 }}>
            <Tab value="brands" label={`Brands (${connected.length})`} />
            <Tab value="industry" label="Industry" />
          </Tabs>
          {tab === 'brands' && (
            <>
              <Stack direction="row" spacing={1} sx={{ px: 2, py: 1.5 }}>
                <Button variant="contained" disabled={readOnly} onClick={() => setAdding(true)}>
                  Add Brands
                </Button>
                <Button color="error" disabled={readOnly || selected.size === 0} onClick={() => void removeSelected()}>
                  Remove
                </Button>
              </Stack>
              <BrandsTable
                label="Connected brands"
                rows={connected}
                selected={readOnly ? null : selected}
                onSelectedChange={setSelected}
                emptyText="No brand sees your data yet."
                columns={[
                  { header: 'Connected Since', cell: (b) => dateOf(b.statusDate) },
                  { header: 'Users', cell: (b) => <UserBadge count={b.userCount} /> },
                  { header: 'History', cell: (b) => <HistoryButton name={b.name} onClick={() => setHistoryOf(b)} /> },
                ]}
              />
            </>
          )}
          {tab === 'industry' && <IndustrySettings accountId={accountId} readOnly={readOnly} />}
        </SectionCard>
        <SectionCard
          title="Connection History"
          subtitle="The last 10 changes of a brand's access: who made them and how."
          testId="connection-history"
        >
          <Box sx={{ p: 2 }}>
            <TextField
              select
              size="small"
              label="Brand"
              value={historyBrand}
              onChange={(e) => setHistoryBrand(Number(e.target.value))}
              sx={{ minWidth: 280, mb: 2 }}
            >
              {rows.map((b) => (
                <MenuItem key={b.accountId} value={b.accountId}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <HistoryTable accountId={accountId} brandAccountId={historyBrand === '' ? null : historyBrand} />
          </Box>
        </SectionCard>
      </Stack>
      <AddBrandsDialog
        open={adding}
        brands={available}
        isPending={add.isPending}
        onAdd={(brands) => void addChosen(brands)}
        onCancel={() => setAdding(false)}
      />
      <HistoryDialog accountId={accountId} brand={historyOf} onClose={() => setHistoryOf(null)} />
      {confirmElement}
    </>
  );
}
