import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ChangeEmailForm as ChangeEmailSchema,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
} from '@storelens/contract/api/profile';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useChangeEmail } from '../api.ts';

type Values = { email: string; confirmEmail: string; password: string };

/** spec 3 §5 Change email: new, confirm, password; InvalidPassword and DuplicateEmail on their fields (§8). */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(ChangeEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '', confirmEmail: '', password: '' },
  });
  const { errors } = formState;
  const submit = ({ email, password }: Values) =>
    change.mutate(
      { email, password },
      {
        onSuccess: () => {
          reset();
          enqueueSnackbar(PROFILE_MESSAGES.emailUpdated, { variant: 'success' });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === PROFILE_ERRORS.invalidEmailPassword.error)
            setError('password', { message: PROFILE_ERRORS.invalidEmailPassword.message });
          else if (error.code === PROFILE_ERRORS.duplicateEmail.error)
            setError('email', { message: PROFILE_ERRORS.duplicateEmail.message });
          else setError('root', { message: error.message });
        },
      },
    );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(submit)} data-testid="email-form">
      <Typography variant="body2" color="text.secondary">
        Current email: {currentEmail}
      </Typography>
      <FormTextField control={control} name="email" label="New Email" type="email" />
      <FormTextField control={control} name="confirmEmail" label="Confirm Email" type="email" />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        helperText={errors.root?.message}
      />
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        Update Email
      </Button>
    </Stack>
  );
}
