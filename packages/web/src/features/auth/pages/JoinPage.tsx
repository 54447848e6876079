import Alert from '@mui/material/Alert';
import { AUTH_FLOW_ERRORS, AUTH_FLOW_MESSAGES } from '@storelens/contract/api/auth';
import { useParams } from 'react-router';
import { PublicHeading } from '../../../components/PublicHeading.tsx';
import { WelcomeScreen } from '../../../components/WelcomeScreen.tsx';
import { useJoin, useValidateInvite } from '../api.ts';
import { JoinProfileForm } from '../components/JoinProfileForm.tsx';
import { flowErrorText } from '../errors.ts';

/** spec 2 §2 '/join/:token', §4 Invite join: validated on load; an invalid link disables the form. */
export function JoinPage() {
  const { token = '' } = useParams();
  const invite = useValidateInvite(token);
  const join = useJoin(token);

  if (join.isSuccess) {
    return <WelcomeScreen message={AUTH_FLOW_MESSAGES.joined} next={{ to: '/login', label: 'Sign In' }} />;
  }
  return (
    <>
      <PublicHeading title="Accept your invite" subtitle="Tell us your name and choose a password." />
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
