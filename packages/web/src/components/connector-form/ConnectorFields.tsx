import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SECRET_MASK } from '@storelens/contract/domain/connectors';
import type { FieldOption, FormField } from '@storelens/contract/domain/form-fields';
import { Controller, useWatch } from 'react-hook-form';
import { CustomField, type CustomFieldContext } from './CustomFields.tsx';
import { type DetailValues, isFieldShown } from './form-values.ts';
import { helperOf, type WidgetProps } from './widget-props.ts';

interface ConnectorFieldsProps {
  /** the declarative form of the contract (connector-forms.ts) */
  fields: readonly FormField[];
  /** where the detail sits in the form values: 'detail', 'links.d7.detail' */
  prefix: string;
  isEdit: boolean;
  isSystemUser: boolean;
  context: CustomFieldContext;
}

/**
 * Draws a connector's detail form from its declaration (the Airbyte way): one control per
 * widget, with hand-made widgets only for the custom ones the contract names.
 */
export function ConnectorFields({ fields, prefix, isEdit, isSystemUser, context }: ConnectorFieldsProps) {
  const values = useWatch({ name: prefix }) as DetailValues | undefined;
  const shown = fields.filter((field) => isFieldShown(field, values, isSystemUser));
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}>
      {shown.map((field) => (
        <Box key={field.name} sx={isWide(field) ? { gridColumn: '1 / -1' } : undefined}>
          <ConnectorField
            field={field}
            name={`${prefix}.${field.name}`}
            isLocked={isEdit && field.lockedOnEdit === true}
            context={context}
          />
        </Box>
      ))}
    </Box>
  );
}

const isWide = (field: FormField) =>
  field.widget === 'textarea-lines' || field.widget === 'multiselect' || field.custom === 'zaiusListFields';

interface ConnectorFieldProps {
  field: FormField;
  /** the full form path */
  name: string;
  isLocked: boolean;
  context: CustomFieldContext;
}

/** One declared field, bound to the form. */
export function ConnectorField({ field, name, isLocked, context }: ConnectorFieldProps) {
  return (
    <Controller
      name={name}
      render={({ field: input, fieldState }) =>
        field.custom ? (
          <CustomField field={field} input={input} error={fieldState.error} isLocked={isLocked} context={context} />
        ) : (
          <PlainField field={field} input={input} error={fieldState.error} isLocked={isLocked} />
        )
      }
    />
  );
}

const optionByValue = (options: readonly FieldOption[] | undefined, raw: unknown) =>
  options?.find((option) => String(option.value) === String(raw));

const linesText = (value: unknown) =>
  Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';

function PlainField({ field, input, error, isLocked }: WidgetProps) {
  const common = {
    label: field.label,
    required: field.required,
    disabled: isLocked,
    error: Boolean(error),
    name: input.name,
    onBlur: input.onBlur,
    inputRef: input.ref,
  };
  switch (field.widget) {
    case 'checkbox':
      return (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            label={field.label}
            disabled={isLocked}
            control={
              <Checkbox
                checked={input.value === true}
                onChange={(event) => input.onChange(event.target.checked)}
                onBlur={input.onBlur}
                name={input.name}
                inputRef={input.ref}
              />
            }
          />
          {helperOf(field, error) && <FormHelperText sx={{ mt: -0.5 }}>{helperOf(field, error)}</FormHelperText>}
        </FormControl>
      );
    case 'select':
      return (
        <TextField
          {...common}
          select
          value={optionByValue(field.options, input.value)?.value ?? ''}
          onChange={(event) => input.onChange(optionByValue(field.options, event.target.value)?.value ?? '')}
          helperText={helperOf(field, error)}
        >
          {!field.required && (
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
          )}
          {field.options?.map((option) => (
            <MenuItem key={String(option.value)} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'multiselect': {
      const selected = Array.isArray(input.value) ? (input.value as string[]) : [];
      return (
        <Autocomplete
          multiple
          disabled={isLocked}
          options={(field.options ?? []).map((option) => String(option.value))}
          getOptionLabel={(value) => optionByValue(field.options, value)?.label ?? value}
          value={selected}
          onChange={(_event, next) => input.onChange(next)}
          onBlur={input.onBlur}
          renderInput={(params) => (
            <TextField {...params} label={field.label} error={Boolean(error)} helperText={helperOf(field, error)} />
          )}
        />
      );
    }
    case 'textarea-lines':
      return (
        <TextField
          {...common}
          multiline
          minRows={3}
          value={linesText(input.value)}
          onChange={(event) => input.onChange(event.target.value)}
          helperText={helperOf(field, error)}
        />
      );
    case 'secret': {
      const isMasked = input.value === SECRET_MASK;
      return (
        <TextField
          {...common}
          type="password"
          autoComplete="new-password"
          value={input.value ?? ''}
          onChange={(event) => input.onChange(event.target.value)}
          // a saved secret is masked: focusing selects it so that typing replaces it
          onFocus={(event) => isMasked && event.target.select()}
          helperText={helperOf(field, error, isMasked ? 'Saved; type a new value to replace it.' : undefined)}
        />
      );
    }
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          value={input.value ?? ''}
          onChange={(event) => input.onChange(event.target.value)}
          helperText={helperOf(field, error)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    default:
      return (
        <TextField
          {...common}
          value={input.value ?? ''}
          onChange={(event) => input.onChange(event.target.value)}
          helperText={helperOf(field, error)}
        />
      );
  }
}
