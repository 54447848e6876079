import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEAM_INVITATION_ERRORS } from '@storelens/contract/api/team';
import { useParams } from 'react-router';
import { WelcomeScreen } from '../../../components/WelcomeScreen.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAcceptTeamInvitation, useTeamInvitation } from '../api.ts';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * '/join/team/:token': someone who already has a user was invited to a team; they join it only
 * when they accept here (an invite adds nobody without asking).
 */
export function JoinTeamPage() {
  const { token = '' } = useParams();
  const invitation = useTeamInvitation(token);
  const accept = useAcceptTeamInvitation(token);

  if (accept.isSuccess) {
    return <WelcomeScreen message={accept.data.message} next={{ to: '/', label: 'Continue' }} />;
  }
  return (
    <Stack spacing={2.5}>
      <Typography variant="h1">Team invitation</Typography>
      {invitation.data && (
        <Typography variant="body1">
          You have been invited to join <strong>{invitation.data.accountName}</strong> as {invitation.data.email}.
        </Typography>
      )}
      {invitation.error && (
        <Alert severity="error">{errorText(invitation.error, TEAM_INVITATION_ERRORS.invalid.message)}</Alert>
      )}
      {accept.error && <Alert severity="error">{errorText(accept.error, 'An unknown error has occurred.')}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={!invitation.isSuccess || accept.isPending}
        onClick={() => accept.mutate()}
      >
        Accept the invitation
      </Button>
    </Stack>
  );
}
