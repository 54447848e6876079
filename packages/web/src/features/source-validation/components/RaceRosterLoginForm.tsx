import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RaceRosterCredentials } from '@storelens/contract/validation/sources';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';

interface RaceRosterLoginFormProps {
  disabled: boolean;
  isPending: boolean;
  onSubmit: (credentials: RaceRosterCredentials) => void;
}

/** spec 2 §5: Race Roster login and password, both required. */
export function RaceRosterLoginForm({ disabled, isPending, onSubmit }: RaceRosterLoginFormProps) {
  const { control, handleSubmit } = useForm<RaceRosterCredentials>({
    resolver: zodResolver(RaceRosterCredentials),
    mode: 'onTouched',
    defaultValues: { login: '', password: '' },
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="login" label="Login" autoComplete="off" autoFocus disabled={disabled} />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="off"
        disabled={disabled}
      />
      <Button type="submit" variant="contained" size="large" disabled={disabled} loading={isPending}>
        Save
      </Button>
    </Stack>
  );
}
