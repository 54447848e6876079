import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { JoinForm } from '@storelens/contract/api/auth';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
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
  const { control, handleSubmit } = useForm<JoinForm>({
    resolver: zodResolver(JoinForm),
    mode: 'onTouched', // spec 1 §5: validation runs eagerly once a field was visited
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '', ...defaultValues },
  });
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField label="Email" value={email} disabled slotProps={{ htmlInput: { readOnly: true } }} />
      <FormTextField
        control={control}
        name="firstName"
        label="First Name"
        autoComplete="given-name"
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="lastName"
        label="Last Name"
        autoComplete="family-name"
        disabled={disabled}
      />
      <PasswordFields control={control} disabled={disabled} />
      <Button type="submit" variant="contained" size="large" disabled={disabled} loading={isPending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
