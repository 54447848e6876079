import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LoginBody } from '@storelens/contract/api/auth';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form/FormTextField.tsx';

const Credentials = LoginBody.pick({ email: true, password: true });
export type Credentials = { email: string; password: string };

interface CredentialsFormProps {
  isPending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** Step 1 of sign-in: email and password (spec 2 §2 '/login'). */
export function CredentialsForm({ isPending, onSubmit }: CredentialsFormProps) {
  const { control, handleSubmit } = useForm<Credentials>({
    resolver: zodResolver(Credentials),
    mode: 'onTouched', // spec 1 §5: validation runs eagerly once a field was visited
    defaultValues: { email: '', password: '' },
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" loading={isPending}>
        Sign In
      </Button>
      <Link component={RouterLink} to="/reset" variant="body2" sx={{ alignSelf: 'center' }}>
        Forgot your password?
      </Link>
    </Stack>
  );
}
