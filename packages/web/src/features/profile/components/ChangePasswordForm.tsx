import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ChangePasswordForm as ChangePasswordSchema,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
} from '@storelens/contract/api/profile';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useChangePassword } from '../api.ts';

type Values = { password: string; newPassword: string; confirmPassword: string };

/** spec 3 §5 Change password: current, new, confirm; InvalidPassword 'Current Password is incorrect' (§8). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { enqueueSnackbar } = useSnackbar();
  const { control, register, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const submit = ({ password, newPassword }: Values) =>
    change.mutate(
      { password, newPassword },
      {
        onSuccess: () => {
          reset();
          enqueueSnackbar(PROFILE_MESSAGES.passwordUpdated, { variant: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === PROFILE_ERRORS.invalidCurrentPassword.error)
            setError('password', { message: PROFILE_ERRORS.invalidCurrentPassword.message });
          else if (error instanceof ApiError) setError('password', { message: error.message });
        },
      },
    );

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(submit)} data-testid="password-form">
      <FormTextField
        control={control}
        name="password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        {...register('newPassword')}
        error={Boolean(errors.newPassword)}
        helperText={
          errors.newPassword?.message ??
          'At least 8 characters, with a lowercase letter, an uppercase letter and a number, symbol or space.'
        }
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        Update Password
      </Button>
    </Stack>
  );
}
