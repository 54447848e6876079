import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RaceRosterCredentials } from '@storelens/contract/validation/sources';
import { useForm } from 'react-hook-form';

interface RaceRosterLoginFormProps {
  disabled: boolean;
  isPending: boolean;
  onSubmit: (credentials: RaceRosterCredentials) => void;
}

/** spec 2 §5: Race Roster login and password, both required. */
export function RaceRosterLoginForm({ disabled, isPending, onSubmit }: RaceRosterLoginFormProps) {
  const { register, handleSubmit, formState } = useForm<RaceRosterCredentials>({
    resolver: zodResolver(RaceRosterCredentials),
    mode: 'onTouched',
    defaultValues: { login: '', password: '' },
  });
  const { errors } = formState;

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label="Login"
        autoComplete="off"
        autoFocus
        disabled={disabled}
        {...register('login')}
        error={Boolean(errors.login)}
        helperText={errors.login?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="off"
        disabled={disabled}
        {...register('password')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled} loading={isPending}>
        Save
      </Button>
    </Stack>
  );
}
