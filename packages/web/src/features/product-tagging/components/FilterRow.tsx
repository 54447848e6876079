import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TaggingColumn } from '@storelens/contract/api/verticals';
import { useState } from 'react';
import { type Control, type FieldError, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import {
  addValues,
  emptyFilter,
  type FilterFormValues,
  filterForColumn,
  filterTypesFor,
  sortValues,
  type TagRuleFormValues,
} from '../tag-rule-form-values.ts';
import { AddMultipleValuesDialog } from './AddMultipleValuesDialog.tsx';

interface FilterRowProps {
  control: Control<TagRuleFormValues>;
  setValue: UseFormSetValue<TagRuleFormValues>;
  index: number;
  columns: readonly TaggingColumn[];
  onRemove: () => void;
}

/** The first message of a field's error, or of one of its entries (a value too long, say). */
function messageOf(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const entries = Object.values(error as unknown as Record<string, FieldError | undefined>);
  return entries.find((e) => e && typeof e === 'object' && 'message' in e)?.message;
}

/**
 * One column filter (spec 3 §3–§5): Column, Filter Type (by the column's type) and Value, all
 * required. A String column takes many values, typed or pasted one a line in 'Add Multiple
 * Values'; a List column a multi-select of its values, kept sorted case-insensitively.
 */
export function FilterRow({ control, setValue, index, columns, onRemove }: FilterRowProps) {
  const filter = useWatch({ control, name: `filters.${index}` }) as FilterFormValues | undefined;
  const columnField = useController({ control, name: `filters.${index}.column` });
  const typeField = useController({ control, name: `filters.${index}.type` });
  const valuesField = useController({ control, name: `filters.${index}.values` });
  const [multipleOpen, setMultipleOpen] = useState(false);
  const column = columns.find((c) => c.value === filter?.column);
  const types = filterTypesFor(column);
  const values = valuesField.field.value ?? [];
  const valuesError = messageOf(valuesField.fieldState.error);
  const place = index + 1;

  const setValues = (next: string[]) => valuesField.field.onChange(next);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`filter-${index}`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label="Column"
          required
          sx={{ minWidth: 200 }}
          name={columnField.field.name}
          inputRef={columnField.field.ref}
          value={columnField.field.value ?? ''}
          onBlur={columnField.field.onBlur}
          onChange={(event) => {
            const next = columns.find((c) => c.value === event.target.value);
            setValue(`filters.${index}`, filterForColumn(filter ?? emptyFilter(), next), { shouldDirty: true });
          }}
          error={Boolean(columnField.fieldState.error)}
          helperText={columnField.fieldState.error?.message}
        >
          {columns.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Filter Type"
          required
          sx={{ minWidth: 160 }}
          disabled={!column}
          name={typeField.field.name}
          inputRef={typeField.field.ref}
          value={typeField.field.value ?? ''}
          onBlur={typeField.field.onBlur}
          onChange={(event) => typeField.field.onChange(event.target.value)}
          error={Boolean(typeField.fieldState.error)}
          helperText={typeField.fieldState.error?.message}
        >
          {types.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1, minWidth: 240, width: '100%' }}>
          {column?.type === 'List' ? (
            <Autocomplete
              multiple
              options={sortValues(column.values)}
              value={values}
              onChange={(_e, next) => setValues(sortValues(next))}
              onBlur={valuesField.field.onBlur}
              renderInput={(params) => (
                <TextField {...params} label="Values" required error={Boolean(valuesError)} helperText={valuesError} />
              )}
            />
          ) : (
            <Stack spacing={1}>
              {values.map((value, i) => (
                // String values have no identity but their place in the list
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <TextField
                    label={values.length > 1 ? `Value ${i + 1}` : 'Value'}
                    required
                    fullWidth
                    size="small"
                    disabled={!column}
                    value={value}
                    onBlur={valuesField.field.onBlur}
                    onChange={(e) => setValues(values.map((v, j) => (j === i ? e.target.value : v)))}
                    error={Boolean(valuesError) && value.trim() === ''}
                  />
                  {values.length > 1 && (
                    <IconButton
                      size="small"
                      aria-label={`Remove value ${i + 1}`}
                      onClick={() => setValues(values.filter((_v, j) => j !== i))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              ))}
              {valuesError && <FormHelperText error>{valuesError}</FormHelperText>}
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  disabled={!column}
                  onClick={() => setValues([...values, ''])}
                >
                  Add Value
                </Button>
                <Button size="small" disabled={!column} onClick={() => setMultipleOpen(true)}>
                  Add Multiple Values
                </Button>
              </Stack>
            </Stack>
          )}
        </Box>
        <IconButton aria-label={`Remove filter ${place}`} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      {multipleOpen && (
        <AddMultipleValuesDialog
          onAdd={(added) => setValues(addValues(values, added))}
          onClose={() => setMultipleOpen(false)}
        />
      )}
    </Paper>
  );
}
