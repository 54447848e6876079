import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { TEAM_MESSAGES, type TeamUser } from '@storelens/contract/api/team';
import { useState } from 'react';
import { ResendInviteButton } from '../../../components/ResendInviteButton.tsx';
import { type Column, OutlinedTable } from '../../../components/table/OutlinedTable.tsx';
import { useErrorSnackbar } from '../../../components/useErrorSnackbar.ts';
import { formatDay } from '../../../lib/format.ts';
import { useRemoveMember, useResendInvite, useSetAccessLevel } from '../api.ts';

interface TeamTableProps {
  accountId: number;
  users: TeamUser[];
  currentUserId: number;
  canImpersonate: boolean;
  onImpersonate: (user: TeamUser) => void;
}

const TEAM_COLUMNS: Column[] = [
  'Name',
  'Email',
  'Access Level',
  '2FA',
  'Created',
  { label: 'Actions', align: 'right' },
];

const nameOf = (u: TeamUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * spec 3 §2 Team users: name, email, access level toggle, 2FA check, created date, Delete Member,
 * Resend Invite (unactivated), Impersonate. A user cannot change their own level or delete themselves.
 */
export function TeamTable({ accountId, users, currentUserId, canImpersonate, onImpersonate }: TeamTableProps) {
  const resend = useResendInvite(accountId);
  const setLevel = useSetAccessLevel(accountId);
  const remove = useRemoveMember(accountId);
  const [toDelete, setToDelete] = useState<TeamUser | null>(null);
  const fail = useErrorSnackbar();

  return (
    <>
      <OutlinedTable label="Team members" columns={TEAM_COLUMNS}>
        {users.map((user) => {
          const isSelf = user.id === currentUserId;
          return (
            <TableRow key={user.id} data-testid={`member-${user.email}`}>
              <TableCell>{user.activated ? nameOf(user) : 'Pending'}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>
                <FormControlLabel
                  control={
                    <Switch
                      size="small"
                      checked={user.accessLevel === 'admin'}
                      disabled={isSelf || setLevel.isPending}
                      onChange={(event) =>
                        setLevel.mutate(
                          { userId: user.id, accessLevel: event.target.checked ? 'admin' : 'user' },
                          { onError: fail },
                        )
                      }
                      slotProps={{ input: { 'aria-label': `Admin access for ${user.email}` } }}
                    />
                  }
                  label={user.accessLevel === 'admin' ? 'Admin' : 'User'}
                />
              </TableCell>
              <TableCell>
                {user.twoFactorEnabled && (
                  <CheckCircleIcon
                    color="success"
                    fontSize="small"
                    aria-label="Two-factor on"
                    titleAccess="Two-factor on"
                  />
                )}
              </TableCell>
              <TableCell>{formatDay(user.createdAt)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  {!user.activated && <ResendInviteButton userId={user.id} resend={resend} onError={fail} />}
                  {canImpersonate && user.activated && !isSelf && (
                    <Button size="small" onClick={() => onImpersonate(user)}>
                      Impersonate
                    </Button>
                  )}
                  {!isSelf && (
                    <Button size="small" color="error" onClick={() => setToDelete(user)}>
                      Delete Member
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </OutlinedTable>
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)}>
        <DialogTitle>Delete Member</DialogTitle>
        <DialogContent>
          <DialogContentText>{toDelete ? TEAM_MESSAGES.deleteConfirm(nameOf(toDelete)) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() =>
              toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null), onError: fail })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
