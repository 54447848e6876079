import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { JoinForm } from '@storelens/contract/api/auth';
import { useForm } from 'react-hook-form';
import { PasswordFields } from './PasswordFields.tsx';

interface JoinProfileFormProps {
  email: string;
  disabled: boolean;
  isPending: boolean;
  submitLabel: string;
  defaultValues?: Partial<JoinForm>;
  onSubmit: (values: JoinForm) => void;
}

/** Invite step 1 (spec 2 §2 /join): first name, last name, password, confirmation. */
export function JoinProfileForm({
  email,
  disabled,
  isPending,
  submitLabel,
  defaultValues,
  onSubmit,
}: JoinProfileFormProps) {
  const { register, handleSubmit, formState } = useForm<JoinForm>({
    resolver: zodResolver(JoinForm),
    mode: 'onTouched', // spec 1 §5: validation runs eagerly once a field was visited
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '', ...defaultValues },
  });
  const { errors } = formState;
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Email" value={email} disabled slotProps={{ htmlInput: { readOnly: true } }} />
      <TextField
        label="First Name"
        autoComplete="given-name"
        disabled={disabled}
        {...register('firstName')}
        error={Boolean(errors.firstName)}
        helperText={errors.firstName?.message}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        disabled={disabled}
        {...register('lastName')}
        error={Boolean(errors.lastName)}
        helperText={errors.lastName?.message}
      />
      <PasswordFields register={register} errors={errors} disabled={disabled} />
      <Button type="submit" variant="contained" size="large" disabled={disabled} loading={isPending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
