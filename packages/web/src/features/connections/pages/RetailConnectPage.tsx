import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CONNECTION_MESSAGES, type Connection } from '@storelens/contract/api/connections';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { SearchField } from '../../../components/form/SearchField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useBrandAction, useBrandConnections } from '../api.ts';
import { NoteDialog } from '../components/NoteDialog.tsx';
import { RetailerTable } from '../components/RetailerTable.tsx';
import { GlobalAccessCard, RetailerUsersDialog } from '../components/UserPermissions.tsx';

type TabKey = 'active' | 'pending' | 'available';
const TAB_LABELS: Record<TabKey, string> = { active: 'Active', pending: 'Pending', available: 'Available' };
const tabOf = (c: Connection): TabKey =>
  c.status === 'Approved' ? 'active' : c.status === 'Pending' ? 'pending' : 'available';
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '');

/**
 * spec 3 §2 '/settings/retailConnect' (Brand account admin, page accountConnections): search, tabs
 * Active, Pending and Available with counts, request, resend, revoke and remove; and who of the
 * team sees which retailer (spec 3 §6).
 */
export function RetailConnectPage() {
  const { account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const connections = useBrandConnections(accountId);
  const request = useBrandAction(accountId, 'request');
  const resend = useBrandAction(accountId, 'resend');
  const revoke = useBrandAction(accountId, 'revoke');
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmElement] = useConfirm();
  const [tab, setTab] = useState<TabKey>('active');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [noteFor, setNoteFor] = useState<'request' | 'resend' | null>(null);
  const [usersOf, setUsersOf] = useState<Connection | null>(null);

  const all = connections.data ?? [];
  const matching = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (connections.data ?? []).filter((c) => q === '' || c.name.toLowerCase().includes(q));
  }, [connections.data, search]);
  const byTab = (key: TabKey) => matching.filter((c) => tabOf(c) === key);
  const rows = byTab(tab);
  const chosen = all.filter((c) => selected.has(c.accountId) && tabOf(c) === tab);
  const names = chosen.map((c) => c.name);

  const done = (message: string) => {
    enqueueSnackbar(message, { variant: 'success' });
    setSelected(new Set());
    setNoteFor(null);
  };
  const failed = (error: unknown) =>
    enqueueSnackbar(error instanceof ApiError ? error.message : 'Something went wrong', { variant: 'error' });

  const send = (note: string) => {
    const mutation = noteFor === 'resend' ? resend : request;
    mutation.mutate(
      { accounts: chosen.map((c) => c.accountId), note },
      { onSuccess: (a) => done(a.message), onError: failed },
    );
  };

  const remove = async () => {
    const ok = await confirm({
      title: tab === 'pending' ? 'Revoke Requests' : 'Remove Retailers',
      message: (
        <>
          {CONNECTION_MESSAGES.removeRetailersConfirm}
          <Box component="ul" sx={{ mb: 0 }}>
            {names.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </Box>
        </>
      ),
      confirmLabel: tab === 'pending' ? 'Revoke' : 'Remove',
      isDestructive: true,
    });
    if (ok)
      revoke.mutate(
        { accounts: chosen.map((c) => c.accountId) },
        { onSuccess: (a) => done(a.message), onError: failed },
      );
  };

  const columns = {
    active: [
      { header: 'Connected Since', cell: (c: Connection) => date(c.statusDate) },
      {
        header: 'Users',
        cell: (c: Connection) => (
          <Link component="button" onClick={() => setUsersOf(c)} aria-label={`Users of ${c.name}`}>
            {c.userCount}
          </Link>
        ),
      },
    ],
    pending: [
      { header: 'Requested', cell: (c: Connection) => date(c.statusDate) },
      { header: 'Note', cell: (c: Connection) => c.note ?? '' },
    ],
    available: [],
  }[tab];

  return (
    <>
      <PageTitle>Retail Connect</PageTitle>
      <Stack spacing={3}>
        <SectionCard
          title="Retailers"
          subtitle="Ask retailers for their sell-through data. Retailers managed by a parent account follow their parent."
          action={
            <SearchField
              value={search}
              onChange={setSearch}
              slotProps={{ htmlInput: { 'aria-label': 'Search retailers' } }}
            />
          }
        >
          <Tabs
            value={tab}
            onChange={(_e, next: TabKey) => {
              setTab(next);
              setSelected(new Set());
            }}
            sx={{ px: 2 }}
          >
            {(Object.keys(TAB_LABELS) as TabKey[]).map((key) => (
              <Tab key={key} value={key} label={`${TAB_LABELS[key]} (${byTab(key).length})`} />
            ))}
          </Tabs>
          <Stack direction="row" spacing={1} sx={{ px: 2, py: 1.5 }}>
            {tab === 'available' && (
              <Button variant="contained" disabled={chosen.length === 0} onClick={() => setNoteFor('request')}>
                Request Access
              </Button>
            )}
            {tab === 'pending' && (
              <>
                <Button variant="contained" disabled={chosen.length === 0} onClick={() => setNoteFor('resend')}>
                  Resend Request
                </Button>
                <Button color="error" disabled={chosen.length === 0} onClick={() => void remove()}>
                  Revoke Request
                </Button>
              </>
            )}
            {tab === 'active' && (
              <Button color="error" disabled={chosen.length === 0} onClick={() => void remove()}>
                Remove Access
              </Button>
            )}
          </Stack>
          {connections.isPending && <CircularProgress size={28} sx={{ m: 2 }} />}
          {connections.error && (
            <Alert severity="error" sx={{ m: 2 }}>
              {connections.error instanceof ApiError ? connections.error.message : 'The retailers could not be loaded.'}
            </Alert>
          )}
          {connections.data && (
            <RetailerTable
              rows={rows}
              selected={selected}
              onSelectedChange={setSelected}
              columns={columns}
              emptyText={search ? 'No retailer matches the search.' : `No ${TAB_LABELS[tab].toLowerCase()} retailers.`}
            />
          )}
        </SectionCard>
        <GlobalAccessCard accountId={accountId} />
      </Stack>
      <NoteDialog
        open={noteFor !== null}
        title={noteFor === 'resend' ? 'Resend Access Request' : 'Request Access'}
        confirmLabel={noteFor === 'resend' ? 'Resend' : 'Send Request'}
        names={names}
        isPending={request.isPending || resend.isPending}
        onSend={send}
        onCancel={() => setNoteFor(null)}
      />
      <RetailerUsersDialog accountId={accountId} retailer={usersOf} onClose={() => setUsersOf(null)} />
      {confirmElement}
    </>
  );
}
