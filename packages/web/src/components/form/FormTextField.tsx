import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** turns what the user typed into the stored value (a mask, say) */
  transform?: (typed: string) => string;
};

/**
 * A text field bound to react-hook-form: its value, its touched state and its error message (the
 * contract's words, through zodResolver) in one element, so a form does not repeat the block.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  transform,
  helperText,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      inputRef={field.ref}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
