import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CONNECTION_PAGE_SIZE } from '@storelens/contract/api/connections';
import type { PermissionsAnswer } from '@storelens/contract/api/team';
import { PERMISSION_TYPES } from '@storelens/contract/domain/identity';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { DialogSaveActions } from '../../../components/DialogSaveActions.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { FixedPagePagination } from '../../../components/table/FixedPagePagination.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useBrandPermissions, useBrandTeam, useSaveBrandPermissions } from '../api.ts';

const specificUsers = (perms: PermissionsAnswer | undefined, retailerId: number): number[] =>
  perms?.permissions.find((p) => p.typeId === PERMISSION_TYPES.retailer && p.referenceId === retailerId)?.users ?? [];

const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * spec 3 §6 brand-side permissions: global access (typeId 1) gives the chosen users every connected
 * retailer and overrides retailer-specific access (typeId 2).
 */
export function GlobalAccessCard({ accountId }: { accountId: number }) {
  const team = useBrandTeam(accountId);
  const perms = useBrandPermissions(accountId);
  const save = useSaveBrandPermissions(accountId);
  const { enqueueSnackbar } = useSnackbar();
  const [page, setPage] = useState(0);
  const globals = new Set(perms.data?.globalUsers ?? []);
  const users = team.data ?? [];

  const setGlobal = (userId: number, on: boolean) => {
    const next = new Set(globals);
    if (on) next.add(userId);
    else next.delete(userId);
    save.mutate(
      { permissions: [{ typeId: PERMISSION_TYPES.global, referenceId: null, users: [...next] }] },
      {
        onSuccess: () => enqueueSnackbar('Permissions saved', { variant: 'success' }),
        onError: (e) => enqueueSnackbar(e instanceof ApiError ? e.message : 'Saving failed', { variant: 'error' }),
      },
    );
  };

  return (
    <SectionCard
      title="User Permissions"
      subtitle="Global access shows every connected retailer to the user and overrides retailer-specific access."
      testId="user-permissions"
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>User</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Global Access</TableCell>
            <TableCell>Retailer-specific Access</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.slice(page * CONNECTION_PAGE_SIZE, (page + 1) * CONNECTION_PAGE_SIZE).map((u) => {
            const specific = (perms.data?.permissions ?? []).filter(
              (p) => p.typeId === PERMISSION_TYPES.retailer && p.users.includes(u.id),
            ).length;
            return (
              <TableRow key={u.id}>
                <TableCell>{fullName(u)}</TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>
                  <Checkbox
                    checked={globals.has(u.id)}
                    disabled={save.isPending || !perms.data}
                    onChange={(e) => setGlobal(u.id, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `Global access for ${fullName(u)}` } }}
                  />
                </TableCell>
                <TableCell>{globals.has(u.id) ? 'All connected retailers' : `${specific} retailers`}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <FixedPagePagination count={users.length} page={page} pageSize={CONNECTION_PAGE_SIZE} onPage={setPage} />
    </SectionCard>
  );
}

/** Chooses the users with access to one retailer (typeId 2); global users have it already. */
export function RetailerUsersDialog({
  accountId,
  retailer,
  onClose,
}: {
  accountId: number;
  retailer: { accountId: number; name: string } | null;
  onClose: () => void;
}) {
  const team = useBrandTeam(accountId);
  const perms = useBrandPermissions(accountId);
  const save = useSaveBrandPermissions(accountId);
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const retailerId = retailer?.accountId ?? 0;
  useEffect(() => {
    if (retailer) setChosen(new Set(specificUsers(perms.data, retailer.accountId)));
  }, [retailer, perms.data]);
  const globals = new Set(perms.data?.globalUsers ?? []);

  const submit = () =>
    save.mutate(
      { permissions: [{ typeId: PERMISSION_TYPES.retailer, referenceId: retailerId, users: [...chosen] }] },
      {
        onSuccess: () => {
          enqueueSnackbar('Permissions saved', { variant: 'success' });
          onClose();
        },
        onError: (e) => enqueueSnackbar(e instanceof ApiError ? e.message : 'Saving failed', { variant: 'error' }),
      },
    );

  return (
    <Dialog open={retailer !== null} onClose={save.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Users with access to {retailer?.name}</DialogTitle>
      <DialogContent>
        <Stack>
          {(team.data ?? []).map((u) => (
            <FormControlLabel
              key={u.id}
              control={
                <Checkbox
                  checked={globals.has(u.id) || chosen.has(u.id)}
                  disabled={globals.has(u.id)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(u.id);
                    else next.delete(u.id);
                    setChosen(next);
                  }}
                />
              }
              label={
                <>
                  {fullName(u)}
                  {globals.has(u.id) && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      (global access)
                    </Typography>
                  )}
                </>
              }
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogSaveActions onCancel={onClose} onSave={submit} saving={save.isPending} />
    </Dialog>
  );
}
