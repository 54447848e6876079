import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RESET_REQUESTED_MESSAGE, ResetRequestBody } from '@storelens/contract/api/auth';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PublicHeading } from '../../../components/PublicHeading.tsx';
import { useRequestReset } from '../api.ts';
import { BackToSignIn } from '../components/BackToSignIn.tsx';
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
      <PublicHeading
        title="Reset password"
        subtitle="Enter your email address and we will send you a link to choose a new password."
      />
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
      <BackToSignIn />
    </>
  );
}
