import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { TaggingMetadataAnswer } from '@storelens/contract/api/product-tagging';
import { TAGGING_LIMITS } from '@storelens/contract/domain/tagging';
import { type Control, type FieldError, type FieldPath, type UseFormSetValue, useController } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { enabledExtensionFields, type TagRuleFormValues } from '../tag-rule-form-values.ts';
import { CategoryFields } from './CategoryFields.tsx';

/** The message of the tags' error, or of one tag's (too long, say). */
const messageOf = (error: FieldError | undefined): string | undefined =>
  error?.message ??
  Object.values(error ?? {}).find((e): e is FieldError => typeof e === 'object' && e !== null && 'message' in e)
    ?.message;

const options = (values: readonly string[], current: string) => [
  { value: '', label: 'None' },
  ...values.map((v) => ({ value: v, label: v })),
  // a saved value the vertical no longer lists stays visible
  ...(current && !values.includes(current) ? [{ value: current, label: current }] : []),
];

/**
 * The rule's tags: the tags the chosen categories define (spec 3 §3 Category item `tags`), or any
 * typed tag where they define none. Changing a category level clears them (spec 3 §4).
 */
function TagsField({ control, choices }: { control: Control<TagRuleFormValues>; choices: string[] }) {
  const { field, fieldState } = useController({ control, name: 'tags' });
  const value = field.value ?? [];
  const isFree = choices.length === 0;
  return (
    <Autocomplete
      multiple
      freeSolo={isFree}
      options={choices}
      filterSelectedOptions
      value={value}
      onChange={(_e, next) => field.onChange([...new Set(next.map((t) => t.trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      // a typed tag is kept when the field loses focus, not only on Enter
      autoSelect={isFree}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Tags"
          error={Boolean(fieldState.error)}
          helperText={
            messageOf(fieldState.error) ?? (isFree ? 'Type a tag and press Enter' : "The chosen category's tags")
          }
        />
      )}
    />
  );
}

interface OutcomeFieldProps {
  control: Control<TagRuleFormValues>;
  name: FieldPath<TagRuleFormValues>;
  label: string;
  required: boolean;
  /** a list field: the values it offers and the current one; else free text up to `maxLength` */
  list?: { values: readonly string[]; current: string };
  maxLength?: number;
}

/** One field a rule sets: a select of the listed values, or free text. */
function OutcomeField({ control, name, label, required, list, maxLength }: OutcomeFieldProps) {
  return list ? (
    <FormSelect
      control={control}
      name={name}
      label={label}
      required={required}
      fullWidth
      options={options(list.values, list.current)}
    />
  ) : (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={required}
      fullWidth
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

interface OutcomeFieldsProps {
  control: Control<TagRuleFormValues>;
  setValue: UseFormSetValue<TagRuleFormValues>;
  metadata: TaggingMetadataAnswer;
  values: Pick<TagRuleFormValues, 'gender' | 'color'> & Record<string, unknown>;
  /** the tags the chosen categories offer */
  tagChoices: string[];
}

/**
 * What a rule sets (spec 3 §3): category levels 1–5, tags, gender, family, color and the vertical's
 * enabled extension fields (a List field offers its values, a String field is free text up to 500).
 */
export function OutcomeFields({ control, setValue, metadata, values, tagChoices }: OutcomeFieldsProps) {
  const required = metadata.IS_REQUIRED;
  const standard: Array<
    Pick<OutcomeFieldProps, 'label' | 'list' | 'maxLength'> & { name: 'gender' | 'family' | 'color' }
  > = [
    { name: 'gender', label: 'Gender', list: { values: metadata.GENDERS, current: values.gender } },
    { name: 'family', label: 'Family', maxLength: TAGGING_LIMITS.family },
    { name: 'color', label: 'Color', list: { values: metadata.COLORS, current: values.color } },
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <CategoryFields
          control={control}
          setValue={setValue}
          categories={metadata.CATEGORIES}
          isCategoryRequired={required.category}
        />
      </Grid>
      <Grid size={12}>
        <TagsField control={control} choices={tagChoices} />
      </Grid>
      {standard.map(({ name, label, list, maxLength }) => (
        <Grid key={name} size={{ xs: 12, sm: 4 }}>
          <OutcomeField
            control={control}
            name={name}
            label={label}
            required={required[name]}
            list={list}
            maxLength={maxLength}
          />
        </Grid>
      ))}
      {enabledExtensionFields(metadata.EXTENSION_FIELDS).map(({ field, key }) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <OutcomeField
            control={control}
            name={key}
            label={field.label}
            required={field.isRequired}
            list={field.type === 'list' ? { values: field.values, current: String(values[key] ?? '') } : undefined}
            maxLength={TAGGING_LIMITS.extensionField}
          />
        </Grid>
      ))}
    </Grid>
  );
}
