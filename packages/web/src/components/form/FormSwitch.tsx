import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormToggleProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  disabled?: boolean;
  helperText?: ReactNode;
}

function FormToggle<Values extends FieldValues>({
  control,
  name,
  label,
  disabled,
  helperText,
  kind,
}: FormToggleProps<Values> & { kind: 'switch' | 'checkbox' }) {
  const { field, fieldState } = useController({ control, name });
  const Toggle = kind === 'switch' ? Switch : Checkbox;
  return (
    <FormControl error={Boolean(fieldState.error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Toggle
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
          />
        }
      />
      {(fieldState.error?.message ?? helperText) && (
        <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}

/** A switch bound to a boolean of a react-hook-form form, with its error under it. */
export const FormSwitch = <Values extends FieldValues>(props: FormToggleProps<Values>) => (
  <FormToggle {...props} kind="switch" />
);

/** A checkbox bound to a boolean of a react-hook-form form, with its error under it. */
export const FormCheckbox = <Values extends FieldValues>(props: FormToggleProps<Values>) => (
  <FormToggle {...props} kind="checkbox" />
);
