import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type SignInFieldProps = Omit<OutlinedInputProps, 'error' | 'label'> & {
  label: string;
  /** the rule's message; the field is marked invalid while there is one */
  error?: string;
  /** shown under the field when there is no error */
  helperText?: string;
};

/**
 * TextField's outlined field made of the same parts (label, input, helper text, wired by id), for the
 * sign-in forms only: TextField imports Select, and with it Menu, Popover and Modal, ~20 kB gzip that
 * the first page has no use for. Looks and reads (label, describedby) as TextField does.
 */
export function SignInField({ label, error, helperText, id, ...input }: SignInFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const message = error ?? helperText;
  const helperId = message ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperId} />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
