import TextField from '@mui/material/TextField';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';

type PasswordValues = { password: string; confirmPassword: string };

interface PasswordFieldsProps<T extends PasswordValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordValues>;
  disabled?: boolean;
}

/** A new password and its confirmation, with the policy stated up front (spec 2 §5). */
export function PasswordFields<T extends PasswordValues>({ register, errors, disabled }: PasswordFieldsProps<T>) {
  return (
    <>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        {...register('password' as Path<T>)}
        error={Boolean(errors.password)}
        helperText={
          errors.password?.message ??
          'At least 8 characters, with a lowercase letter, an uppercase letter and a number, symbol or space.'
        }
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        {...register('confirmPassword' as Path<T>)}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
    </>
  );
}
