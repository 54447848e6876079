import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUTH_FLOW_ERRORS, AUTH_FLOW_MESSAGES, type JoinForm } from '@storelens/contract/api/auth';
import { totpCodeField } from '@storelens/contract/validation/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { PublicHeading } from '../../../components/PublicHeading.tsx';
import { RecoveryCodes } from '../../../components/RecoveryCodes.tsx';
import { TwoFactorSetup } from '../../../components/TwoFactorSetup.tsx';
import { WelcomeScreen } from '../../../components/WelcomeScreen.tsx';
import { ApiError } from '../../../lib/api.ts';
import { PRODUCT_NAME } from '../../../lib/product.ts';
import { useAdminJoin, useValidateAdminInvite } from '../api.ts';
import { JoinProfileForm } from '../components/JoinProfileForm.tsx';
import { flowErrorText } from '../errors.ts';

const codeField = totpCodeField('Code');

/**
 * spec 2 §2 '/join/admin/:token': step 1 names and password; step 2 the QR image and secret and
 * a 6-digit code (admin invite users must set up two-factor); then success with recovery codes.
 */
export function AdminJoinPage() {
  const { token = '' } = useParams();
  const invite = useValidateAdminInvite(token);
  const join = useAdminJoin(token);
  const [profile, setProfile] = useState<JoinForm | null>(null);
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const validateCode = (value: string) => {
    const result = codeField.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? false);
  };
  const codeRefused = join.error instanceof ApiError && join.error.code === AUTH_FLOW_ERRORS.invalidJoinCode.error;
  const codeError =
    formState.errors.code?.message ?? (codeRefused ? AUTH_FLOW_ERRORS.invalidJoinCode.message : undefined);

  if (join.isSuccess) {
    return (
      <WelcomeScreen message={AUTH_FLOW_MESSAGES.joined} next={{ to: '/login', label: 'Sign In' }}>
        <RecoveryCodes codes={join.data.codes} productName={PRODUCT_NAME} />
      </WelcomeScreen>
    );
  }

  const submitCode = ({ code }: { code: string }) => {
    if (!profile) return;
    const { confirmPassword: _confirm, ...rest } = profile;
    join.mutate({ ...rest, code: codeField.parse(code) });
  };

  return (
    <>
      <PublicHeading
        title={profile ? 'Set up two-factor authentication' : 'Accept your invite'}
        subtitle={profile ? 'Step 2 of 2' : 'Step 1 of 2: tell us your name and choose a password.'}
      />
      {invite.error && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {flowErrorText(invite.error, AUTH_FLOW_ERRORS.invalidInviteToken.message)}
        </Alert>
      )}
      {join.error && !codeRefused && (
        <Alert severity="error" sx={{ mb: 2.5 }}>
          {flowErrorText(join.error, 'An unknown error has occurred.')}
        </Alert>
      )}
      {profile && invite.data ? (
        <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(submitCode)}>
          <TwoFactorSetup imageUrl={invite.data.imageUrl} secret={invite.data.secret} />
          <TextField
            label="Code"
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            {...register('code', { validate: validateCode })}
            error={Boolean(codeError)}
            helperText={codeError}
          />
          <Button type="submit" variant="contained" size="large" loading={join.isPending}>
            Verify and Finish
          </Button>
          <Button
            onClick={() => {
              join.reset();
              setProfile(null);
            }}
          >
            Back
          </Button>
        </Stack>
      ) : (
        <JoinProfileForm
          email={invite.data?.email ?? ''}
          disabled={!invite.isSuccess}
          isPending={false}
          submitLabel="Next"
          defaultValues={profile ?? undefined}
          onSubmit={setProfile}
        />
      )}
    </>
  );
}
