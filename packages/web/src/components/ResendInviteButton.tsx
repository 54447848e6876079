import Button from '@mui/material/Button';
import { TEAM_MESSAGES } from '@storelens/contract/api/team';
import { INVITE_RESENT_TOAST_MS } from '@storelens/contract/domain/identity';
import { useSnackbar } from 'notistack';

interface ResendInviteButtonProps {
  userId: number;
  /** the team's or the internal users' resend call: both answer the same way */
  resend: { mutate: (userId: number, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void };
  onError: (error: unknown) => void;
}

/** 'Resend Invite' on a user who has not joined yet, with the spec's 'Invite resent' for two seconds. */
export function ResendInviteButton({ userId, resend, onError }: ResendInviteButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      size="small"
      onClick={() =>
        resend.mutate(userId, {
          onSuccess: () =>
            enqueueSnackbar(TEAM_MESSAGES.inviteResent, {
              variant: 'success',
              autoHideDuration: INVITE_RESENT_TOAST_MS,
            }),
          onError,
        })
      }
    >
      Resend Invite
    </Button>
  );
}
