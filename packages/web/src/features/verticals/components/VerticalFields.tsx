import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController, useFormState } from 'react-hook-form';
import { sortLines } from './vertical-form-values.ts';

/** The first message at `path` or below it (a JSON field's error may sit on an item inside it). */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const search = (value: unknown, where: string[]): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) return where.length ? `${where.join('.')}: ${message}` : message;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'ref' || key === 'type' || key === 'types') continue;
      const found = search(child, [...where, key]);
      if (found) return found;
    }
    return undefined;
  };
  return search(node, []);
}

interface FieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  helperText?: string;
}

/** A list edited one value per line; `sorted` sorts it when the field is left (spec 1 §2). */
export function LinesField<Values extends FieldValues>({
  control,
  name,
  label,
  helperText,
  sorted,
}: FieldProps<Values> & { sorted?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={() => {
        if (sorted) field.onChange(sortLines(String(field.value ?? '')));
        field.onBlur();
      }}
      multiline
      minRows={2}
      maxRows={10}
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText ?? (sorted ? 'One per line, kept sorted' : 'One per line')}
    />
  );
}

/** A field edited as JSON; its message is '{field} must be valid JSON' or the first problem inside it. */
export function JsonField<Values extends FieldValues>({ control, name, label, helperText }: FieldProps<Values>) {
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const message = errorAt(errors, name);
  return (
    <TextField
      label={label}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      multiline
      minRows={3}
      maxRows={16}
      fullWidth
      error={Boolean(message)}
      helperText={message ?? helperText ?? 'JSON'}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );
}
