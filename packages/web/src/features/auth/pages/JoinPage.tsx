import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_FLOW_ERRORS, AUTH_FLOW_MESSAGES } from '@storelens/contract/api/auth';
import { Link as RouterLink, useParams } from 'react-router';
import { useJoin, useValidateInvite } from '../api.ts';
import { JoinProfileForm } from '../components/JoinProfileForm.tsx';
import { flowErrorText } from '../errors.ts';

/** spec 2 §2 '/join/:token', §4 Invite join: validated on load; an invalid link disables the form. */
export function JoinPage() {
  const { token = '' } = useParams();
  const invite = useValidateInvite(token);
  const join = useJoin(token);

  if (join.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h1">Welcome</Typography>
        <Alert severity="success">{AUTH_FLOW_MESSAGES.joined}</Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Sign In
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Accept your invite
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Tell us your name and choose a password.
      </Typography>
      {invite.error && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {flowErrorText(invite.error, AUTH_FLOW_ERRORS.invalidInviteToken.message)}
        </Alert>
      )}
      {join.error && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {flowErrorText(join.error, 'An unknown error has occurred.')}
        </Alert>
      )}
      <JoinProfileForm
        email={invite.data?.email ?? ''}
        disabled={!invite.isSuccess}
        isPending={join.isPending}
        submitLabel="Join"
        onSubmit={({ confirmPassword: _confirm, ...body }) => join.mutate(body)}
      />
    </>
  );
}
