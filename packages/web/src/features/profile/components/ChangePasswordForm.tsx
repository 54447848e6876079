import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import {
  ChangePasswordForm as ChangePasswordSchema,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
} from '@storelens/contract/api/profile';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useChangePassword } from '../api.ts';
import { SectionForm, useSavedSnackbar } from './SectionForm.tsx';

type Values = { password: string; newPassword: string; confirmPassword: string };

/** spec 3 §5 Change password: current, new, confirm; InvalidPassword 'Current Password is incorrect' (§8). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { control, register, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const saved = useSavedSnackbar(PROFILE_MESSAGES.passwordUpdated, reset);
  const submit = ({ password, newPassword }: Values) =>
    change.mutate(
      { password, newPassword },
      {
        onSuccess: saved,
        onError: (error) => {
          if (error instanceof ApiError && error.code === PROFILE_ERRORS.invalidCurrentPassword.error)
            setError('password', { message: PROFILE_ERRORS.invalidCurrentPassword.message });
          else if (error instanceof ApiError) setError('password', { message: error.message });
        },
      },
    );

  return (
    <SectionForm
      testId="password-form"
      onSubmit={handleSubmit(submit)}
      submitting={change.isPending}
      submitLabel="Update Password"
    >
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
    </SectionForm>
  );
}
