import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export type FormSelectProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'defaultValue'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  options: readonly SelectOption[];
};

/** A select bound to react-hook-form; it shows each option's label, never its raw value. */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  options,
  helperText,
  ...props
}: FormSelectProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const isNumeric = options.length > 0 && options.every((o) => typeof o.value === 'number');
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      inputRef={field.ref}
      onChange={(event) => field.onChange(isNumeric ? Number(event.target.value) : event.target.value)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
