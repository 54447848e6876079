import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RESET_REQUESTED_MESSAGE, ResetRequestBody } from '@storelens/contract/api/auth';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useRequestReset } from '../api.ts';
import { flowErrorText } from '../errors.ts';

/** spec 2 §2 '/reset': ask for a reset link; the answer is always the same neutral message. */
export function ResetPage() {
  const reset = useRequestReset();
  const { control, handleSubmit } = useForm<ResetRequestBody>({
    resolver: zodResolver(ResetRequestBody),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  return (
    <>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Reset password
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Enter your email address and we will send you a link to choose a new password.
      </Typography>
      {reset.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2.5 }} data-testid="reset-sent">
          {reset.data.message ?? RESET_REQUESTED_MESSAGE}
        </Alert>
      ) : (
        <Stack
          component="form"
          spacing={2.5}
          noValidate
          onSubmit={handleSubmit((body) => reset.mutate(body))}
          sx={{ mb: 2.5 }}
        >
          {reset.error && (
            <Alert severity="error">{flowErrorText(reset.error, 'An unknown error has occurred.')}</Alert>
          )}
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            Send Reset Link
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/login" variant="body2">
        Back to sign in
      </Link>
    </>
  );
}
