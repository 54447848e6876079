import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface ConnectorTypeSelectProps<Form extends FieldValues, Id extends number> {
  control: Control<Form>;
  name: Path<Form>;
  label: string;
  ids: readonly Id[];
  names: Record<Id, string>;
  /** a saved connector keeps its type: its settings were checked against that vendor */
  locked: boolean;
  lockedText: string;
  /** the form swaps in the new type's fields; the select only reports the choice */
  onTypeChange: (type: Id) => void;
}

/** The source or destination type select, shared by both forms. */
export function ConnectorTypeSelect<Form extends FieldValues, Id extends number>({
  control,
  name,
  label,
  ids,
  names,
  locked,
  lockedText,
  onTypeChange,
}: ConnectorTypeSelectProps<Form, Id>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => onTypeChange(Number(event.target.value) as Id)}
          disabled={locked}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (locked ? lockedText : undefined)}
        >
          {ids.map((id) => (
            <MenuItem key={id} value={id}>
              {names[id]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
