import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_FLOW_ERRORS, AUTH_FLOW_MESSAGES, ChangePasswordWithTokenForm } from '@storelens/contract/api/auth';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useChangePasswordWithToken, useValidateReset } from '../api.ts';
import { BackToSignIn } from '../components/BackToSignIn.tsx';
import { PasswordFields } from '../components/PasswordFields.tsx';
import { flowErrorText } from '../errors.ts';

/** spec 2 §2 '/changePassword?t=': the token is checked on load; submit is disabled once it worked. */
export function ChangePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const validation = useValidateReset(token);
  const change = useChangePasswordWithToken(token);
  const { control, handleSubmit } = useForm<ChangePasswordWithTokenForm>({
    resolver: zodResolver(ChangePasswordWithTokenForm),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const invalid = token === '' || validation.isError;
  const disabled = invalid || validation.isPending || change.isSuccess;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Choose a new password
      </Typography>
      <Stack
        component="form"
        spacing={2.5}
        noValidate
        onSubmit={handleSubmit(({ password }) => change.mutate({ password }))}
        sx={{ mb: 2.5 }}
      >
        {invalid && <Alert severity="error">{AUTH_FLOW_ERRORS.invalidResetToken.message}</Alert>}
        {change.error && (
          <Alert severity="error">{flowErrorText(change.error, AUTH_FLOW_ERRORS.invalidResetToken.message)}</Alert>
        )}
        {change.isSuccess && <Alert severity="success">{AUTH_FLOW_MESSAGES.passwordChanged}</Alert>}
        <PasswordFields control={control} disabled={disabled} />
        <Button type="submit" variant="contained" size="large" disabled={disabled} loading={change.isPending}>
          Change Password
        </Button>
      </Stack>
      <BackToSignIn />
    </>
  );
}
