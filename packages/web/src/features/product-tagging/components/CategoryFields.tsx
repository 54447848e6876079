import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TaggingCategory } from '@storelens/contract/api/verticals';
import { CATEGORY_FIELDS } from '@storelens/contract/domain/tagging';
import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { categoryLevel, deeperCategoryFields, type TagRuleFormValues } from '../tag-rule-form-values.ts';

interface CategoryFieldsProps {
  control: Control<TagRuleFormValues>;
  setValue: UseFormSetValue<TagRuleFormValues>;
  categories: readonly TaggingCategory[];
  /** the vertical's isRequired flag of the primary category (spec 3 §5) */
  isCategoryRequired: boolean;
}

function CategoryLevel({
  control,
  level,
  label,
  options,
  disabled,
  required,
  onChosen,
}: {
  control: Control<TagRuleFormValues>;
  level: number;
  label: string;
  options: string[];
  disabled: boolean;
  required: boolean;
  onChosen: () => void;
}) {
  const name = CATEGORY_FIELDS[level]!;
  const { field, fieldState } = useController({ control, name });
  const value = field.value ?? '';
  // a saved value the vertical no longer lists is shown (and kept) rather than blanked
  const choices = value && !options.includes(value) ? [...options, value] : options;
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={required}
      name={field.name}
      value={value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      disabled={disabled}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChosen();
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      <MenuItem value="">None</MenuItem>
      {choices.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Category levels 1 to 5 from the vertical's categories (spec 3 §4): below a hierarchical category a
 * level offers the children of the one chosen above it; below one that is not hierarchical, the
 * level's label and values come from that category's definition. A level is enabled only once the
 * level above is set; changing a level clears every deeper level and the tags.
 */
export function CategoryFields({ control, setValue, categories, isCategoryRequired }: CategoryFieldsProps) {
  const chosen = useWatch({ control, name: [...CATEGORY_FIELDS] });
  return (
    <Grid container spacing={2}>
      {CATEGORY_FIELDS.map((field, level) => {
        const { label, options } = categoryLevel(categories, chosen, level);
        const parentSet = level === 0 || Boolean(chosen[level - 1]);
        return (
          <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
            <CategoryLevel
              control={control}
              level={level}
              label={label}
              required={level === 0 && isCategoryRequired}
              options={options}
              disabled={!parentSet || (options.length === 0 && !chosen[level])}
              onChosen={() => {
                for (const deeper of deeperCategoryFields(level)) setValue(deeper, '', { shouldValidate: true });
                setValue('tags', []);
              }}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
