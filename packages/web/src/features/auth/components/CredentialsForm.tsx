import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type Control, type Resolver, useController, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { SignInField } from './SignInField.tsx';

export type Credentials = { email: string; password: string };

// The contract's rules (LoginBody) load on the first validation: see sign-in-rules.ts.
const credentialsResolver: Resolver<Credentials> = async (values, context, options) =>
  (await import('../sign-in-rules.ts')).credentialsResolver(values, context, options);

interface CredentialsFormProps {
  isPending: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** Step 1 of sign-in: email and password (spec 2 §2 '/login'). */
export function CredentialsForm({ isPending, onSubmit }: CredentialsFormProps) {
  const { control, handleSubmit } = useForm<Credentials>({
    resolver: credentialsResolver,
    mode: 'onTouched', // spec 1 §5: validation runs eagerly once a field was visited
    defaultValues: { email: '', password: '' },
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onSubmit)}>
      <CredentialField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
      <CredentialField
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

interface CredentialFieldProps {
  control: Control<Credentials>;
  name: keyof Credentials;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
}

/** One field bound to the form: its value, touched state and the contract's message. */
function CredentialField({ control, name, ...props }: CredentialFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SignInField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
