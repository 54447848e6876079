import TextField, { type TextFieldProps } from '@mui/material/TextField';

type SearchFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** the new search text */
  onChange: (value: string) => void;
};

/** A list's small Search box; more TextField props (sx, slotProps) pass through. */
export function SearchField({ value, onChange, ...rest }: SearchFieldProps) {
  return (
    <TextField size="small" label="Search" value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
  );
}
