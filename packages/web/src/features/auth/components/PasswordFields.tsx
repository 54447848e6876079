import type { Control, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';

type PasswordValues = { password: string; confirmPassword: string };

interface PasswordFieldsProps<T extends PasswordValues & FieldValues> {
  control: Control<T>;
  disabled?: boolean;
}

/** A new password and its confirmation, with the policy stated up front (spec 2 §5). */
export function PasswordFields<T extends PasswordValues & FieldValues>({ control, disabled }: PasswordFieldsProps<T>) {
  // the two names exist on every form that uses these fields (T extends PasswordValues)
  const bound = control as unknown as Control<PasswordValues>;
  return (
    <>
      <FormTextField
        control={bound}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        helperText="At least 8 characters, with a lowercase letter, an uppercase letter and a number, symbol or space."
      />
      <FormTextField
        control={bound}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        disabled={disabled}
      />
    </>
  );
}
