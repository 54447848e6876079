import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InternalUserListItem, InternalUserStatus } from '@storelens/contract/api/admin-users';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { ResendInviteButton } from '../../../components/ResendInviteButton.tsx';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar.ts';
import { formatDay } from '../../../lib/format.ts';
import { useResendInternalInvite, useSetInternalUserActive, useUpdateInternalUser } from '../api.ts';

const nameOf = (u: InternalUserListItem) => `${u.firstName} ${u.lastName}`.trim();

interface InternalUsersTableProps {
  status: InternalUserStatus;
  users: InternalUserListItem[];
  currentUserId: number;
}

/** spec 1 §2 Internal Users: the Members tab (edit, name and email, admin, status, created, Resend Invite, Deactivate Member) or the Deactivated tab (Activate Member). */
export function InternalUsersTable({ status, users, currentUserId }: InternalUsersTableProps) {
  const resend = useResendInternalInvite();
  const setActive = useSetInternalUserActive();
  const update = useUpdateInternalUser();
  const [confirm, confirmElement] = useConfirm();
  const fail = useErrorSnackbar();

  const toggleAdmin = (user: InternalUserListItem, isAdmin: boolean) =>
    update.mutate(
      {
        id: user.id,
        body: {
          accessLevel: isAdmin ? 'admin' : 'accountManager',
          hasAccounts: user.hasAccounts,
          hasConnectors: user.hasConnectors,
          hasDataManagement: user.hasDataManagement,
          hasReportsManagement: user.hasReportsManagement,
          verticals: user.verticals,
        },
      },
      { onError: fail },
    );

  const deactivate = async (user: InternalUserListItem) => {
    const yes = await confirm({
      title: 'Deactivate Member',
      message: `Are you sure you want to deactivate ${user.email}? Their sessions end at once.`,
      confirmLabel: 'Deactivate',
      isDestructive: true,
    });
    if (yes) setActive.mutate({ id: user.id, isActive: false }, { onError: fail });
  };

  if (users.length === 0)
    return <Typography sx={{ py: 2 }}>{status === 'active' ? 'No members.' : 'No deactivated members.'}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={status === 'active' ? 'Members' : 'Deactivated'}>
        <TableHead>
          <TableRow>
            {status === 'active' && <TableCell padding="checkbox" />}
            <TableCell>Name</TableCell>
            {status === 'active' && <TableCell>Admin</TableCell>}
            {status === 'active' && <TableCell>Status</TableCell>}
            <TableCell>Create Date</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <TableRow key={user.id} data-testid={`internal-user-${user.email}`}>
                {status === 'active' && (
                  <TableCell padding="checkbox">
                    {!isSelf && (
                      <IconButton
                        component={RouterLink}
                        to={`/admin/users/${user.id}`}
                        aria-label={`Edit ${user.email}`}
                        size="small"
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                )}
                <TableCell>
                  <Typography variant="body2">{nameOf(user) || '—'}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {user.email}
                  </Typography>
                </TableCell>
                {status === 'active' && (
                  <TableCell>
                    <Switch
                      size="small"
                      checked={user.accessLevel === 'admin'}
                      onChange={(event) => toggleAdmin(user, event.target.checked)}
                      disabled={isSelf || update.isPending}
                      slotProps={{ input: { 'aria-label': `Admin access for ${user.email}` } }}
                    />
                  </TableCell>
                )}
                {status === 'active' && <TableCell>{user.activated ? 'Active' : 'Pending'}</TableCell>}
                <TableCell>{formatDay(user.createdAt)}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {status === 'active' && !user.activated && (
                      <ResendInviteButton userId={user.id} resend={resend} onError={fail} />
                    )}
                    {status === 'active' && !isSelf && (
                      <Button size="small" color="error" onClick={() => void deactivate(user)}>
                        Deactivate Member
                      </Button>
                    )}
                    {status === 'deactivated' && (
                      <Button
                        size="small"
                        onClick={() => setActive.mutate({ id: user.id, isActive: true }, { onError: fail })}
                      >
                        Activate Member
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {confirmElement}
    </TableContainer>
  );
}
