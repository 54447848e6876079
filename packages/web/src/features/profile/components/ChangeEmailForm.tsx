import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import {
  ChangeEmailForm as ChangeEmailSchema,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
} from '@storelens/contract/api/profile';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useChangeEmail } from '../api.ts';
import { SectionForm, useSavedSnackbar } from './SectionForm.tsx';

type Values = { email: string; confirmEmail: string; password: string };

/** spec 3 §5 Change email: new, confirm, password; InvalidPassword and DuplicateEmail on their fields (§8). */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const { control, handleSubmit, formState, setError, reset } = useForm<Values>({
    resolver: zodResolver(ChangeEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '', confirmEmail: '', password: '' },
  });
  const { errors } = formState;
  const saved = useSavedSnackbar(PROFILE_MESSAGES.emailUpdated, reset);
  const submit = ({ email, password }: Values) =>
    change.mutate(
      { email, password },
      {
        onSuccess: saved,
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
    <SectionForm
      testId="email-form"
      onSubmit={handleSubmit(submit)}
      submitting={change.isPending}
      submitLabel="Update Email"
    >
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
    </SectionForm>
  );
}
