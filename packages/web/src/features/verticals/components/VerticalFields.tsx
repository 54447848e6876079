import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { linesOf } from '@storelens/contract/validation/verticals';
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

/** The lines of a list as the JSON array the other editing mode shows. */
export const linesToJson = (lines: string): string => JSON.stringify(linesOf(lines), null, 2);

/** A JSON array of plain values as lines, or null when the text is not one. */
export function jsonToLines(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.some((v) => typeof v === 'object' && v !== null)) return null;
    return parsed.map(String).join('\n');
  } catch {
    return null;
  }
}

/**
 * A list edited one value per line, or as a JSON array (spec 1 §2: fields can be edited as text or
 * JSON); `sorted` sorts the lines when the field is left. The contract takes either text, and says
 * '{field} must be valid JSON' of a broken array.
 */
export function LinesField<Values extends FieldValues>({
  control,
  name,
  label,
  helperText,
  sorted,
}: FieldProps<Values> & { sorted?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const isJson = value.trimStart().startsWith('[');
  const switchTo = (mode: 'text' | 'json' | null) => {
    if (mode === 'json' && !isJson) field.onChange(linesToJson(value));
    if (mode === 'text' && isJson) {
      const lines = jsonToLines(value);
      // a broken array stays as it is, with its message, until it is mended
      if (lines !== null) field.onChange(sorted ? sortLines(lines) : lines);
    }
  };
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={isJson ? 'json' : 'text'}
        onChange={(_, mode: 'text' | 'json' | null) => switchTo(mode)}
        aria-label={`${label} editing mode`}
        sx={{ alignSelf: 'flex-end' }}
      >
        <ToggleButton value="text">Text</ToggleButton>
        <ToggleButton value="json">JSON</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label={label}
        name={field.name}
        value={value}
        inputRef={field.ref}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => {
          if (sorted && !isJson) field.onChange(sortLines(value));
          field.onBlur();
        }}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        error={Boolean(fieldState.error)}
        helperText={
          fieldState.error?.message ??
          helperText ??
          (isJson ? 'A JSON array of values' : sorted ? 'One per line, kept sorted' : 'One per line')
        }
        slotProps={isJson ? { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } } : {}}
      />
    </Stack>
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
