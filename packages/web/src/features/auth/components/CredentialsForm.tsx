import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LoginBody } from '@storelens/contract/api/auth';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';

const Credentials = LoginBody.pick({ email: true, password: true });
export type Credentials = { email: string; password: string };

interface CredentialsFormProps {
  isPending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** Step 1 of sign-in: email and password (spec 2 §2 '/login'). */
export function CredentialsForm({ isPending, onSubmit }: CredentialsFormProps) {
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: zodResolver(Credentials),
    mode: 'onTouched', // spec 1 §5: validation runs eagerly once a field was visited
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        {...register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
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
