import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  requiredFieldErrors,
  TagFilter,
  type TaggingMetadataAnswer,
  TagRuleBody,
} from '@storelens/contract/api/product-tagging';
import { CATEGORY_FIELDS, TAGGING_LIMITS, TAGGING_TEXT } from '@storelens/contract/domain/tagging';
import { type ReactNode, useState } from 'react';
import { type FieldPath, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { FormActions } from '../../../components/form/FormActions.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePreviewTagRule } from '../api.ts';
import { categoryTags, emptyFilter, type TagRuleFormValues } from '../tag-rule-form-values.ts';
import { columnsOf, type TaggingMode } from '../tagging-mode.ts';
import { FilterRow } from './FilterRow.tsx';
import { OutcomeFields } from './OutcomeFields.tsx';
import { PreviewTable } from './PreviewTable.tsx';

type Resolved = Resolver<TagRuleFormValues>;

// the contract's TagRuleBody: the page and the API say the same words (spec 3 §5)
const baseResolver = zodResolver(TagRuleBody) as unknown as Resolved;

/** The contract's rules plus the vertical's isRequired flags, which are not in the body. */
const resolverFor =
  (metadata: TaggingMetadataAnswer): Resolved =>
  async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    const required = Object.entries(requiredFieldErrors(values, metadata.IS_REQUIRED, metadata.EXTENSION_FIELDS));
    if (required.length === 0) return result;
    const errors = { ...result.errors };
    for (const [field, message] of required) Object.assign(errors, { [field]: { type: 'required', message } });
    return { values: {}, errors };
  };

const Filters = z.array(TagFilter);

interface TagRuleFormProps {
  mode: TaggingMode;
  metadata: TaggingMetadataAnswer;
  initial: TagRuleFormValues;
  isEdit: boolean;
  onSubmit: (body: TagRuleBody) => Promise<unknown>;
  onDelete?: () => Promise<unknown>;
  onCancel: () => void;
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/**
 * spec 3 §2 the 'Create Tag Rule' form: name, what the rule sets, its filters with a preview, and
 * Save, Cancel, Preview, and Delete when editing. Other save errors show the server's text (spec 3 §8).
 */
export function TagRuleForm({ mode, metadata, initial, isEdit, onSubmit, onDelete, onCancel }: TagRuleFormProps) {
  const { columns, preview: previewColumns } = columnsOf(metadata, mode);
  const { control, handleSubmit, setValue, setError, trigger, getValues, formState } = useForm<TagRuleFormValues>({
    defaultValues: initial,
    mode: 'onTouched',
    resolver: resolverFor(metadata),
  });
  const filters = useFieldArray({ control, name: 'filters' });
  const gender = useWatch({ control, name: 'gender' });
  const chosenCategories = useWatch({ control, name: [...CATEGORY_FIELDS] });
  const color = useWatch({ control, name: 'color' });
  const extensions = useWatch({
    control,
    name: ['extensionField1', 'extensionField2', 'extensionField3', 'extensionField4', 'extensionField5'],
  });
  const preview = usePreviewTagRule(mode.owner);
  const [previewPage, setPreviewPage] = useState(0);
  // the filters the preview on screen was made for: once they change, it no longer shows what saving would do
  const [previewedFilters, setPreviewedFilters] = useState<string | null>(null);
  const watchedFilters = JSON.stringify(useWatch({ control, name: 'filters' }));
  const [confirm, confirmElement] = useConfirm();
  const [deleting, setDeleting] = useState(false);

  const submit = handleSubmit(async (values) => {
    try {
      // the resolver checked them: this only gives them the body's types (trimmed, '' as null)
      await onSubmit(TagRuleBody.parse(values));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setError('root', { message: 'The tag rule could not be saved.' });
        return;
      }
      for (const [field, message] of Object.entries(error.fields))
        setError(field as FieldPath<TagRuleFormValues>, { message });
      setError('root', { message: error.message });
    }
  });

  /** spec 3 §5: the filters must validate before preview; a failed preview is silent (§8). */
  const runPreview = async (page: number) => {
    if (!(await trigger('filters'))) return;
    const parsed = Filters.safeParse(getValues('filters'));
    if (!parsed.success) return;
    setPreviewPage(page);
    setPreviewedFilters(JSON.stringify(getValues('filters')));
    preview.mutate(
      { filters: parsed.data, take: TAGGING_LIMITS.previewPageSize, skip: page * TAGGING_LIMITS.previewPageSize },
      { onError: () => preview.reset() },
    );
  };

  const handleDelete = async () => {
    if (!onDelete) return;
    const yes = await confirm({
      title: 'Delete Tag Rule',
      message: TAGGING_TEXT.deleteRule,
      confirmLabel: 'Delete',
      isDestructive: true,
    });
    if (!yes) return;
    setDeleting(true);
    try {
      await onDelete();
    } catch (error) {
      setError('root', { message: error instanceof ApiError ? error.message : 'The tag rule could not be deleted.' });
    } finally {
      setDeleting(false);
    }
  };

  const extensionValues = Object.fromEntries(extensions.map((v, i) => [`extensionField${i + 1}`, v]));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {/* spec 3 §2 names the form screen 'Create Tag Rule', editing included; the line below says which */}
      <PageTitle>Create Tag Rule</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }} data-testid="tag-rule-form-mode">
        {isEdit ? 'Editing a saved rule — ' : ''}
        {mode.isGlobal ? `Global retailer rule of the vertical ${mode.accountName}` : `Rule of ${mode.accountName}`}
      </Typography>
      <Stack spacing={2.5} sx={{ maxWidth: 1100 }}>
        {formState.errors.root?.message && <Alert severity="error">{formState.errors.root.message}</Alert>}
        <Section title="Rule">
          <FormTextField
            control={control}
            name="name"
            label="Name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: TAGGING_LIMITS.ruleName } }}
          />
        </Section>
        <Section title="Outcome">
          <OutcomeFields
            control={control}
            setValue={setValue}
            metadata={metadata}
            values={{ gender, color, ...extensionValues }}
            tagChoices={categoryTags(metadata.CATEGORIES, chosenCategories)}
          />
        </Section>
        <Section
          title="Filters"
          action={
            <Button variant="outlined" onClick={() => void runPreview(0)} loading={preview.isPending}>
              Preview
            </Button>
          }
        >
          <Stack spacing={1.5}>
            {filters.fields.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No filters: the rule applies to every product.
              </Typography>
            )}
            {filters.fields.map((f, index) => (
              <FilterRow
                key={f.id}
                control={control}
                setValue={setValue}
                index={index}
                columns={columns}
                onRemove={() => filters.remove(index)}
              />
            ))}
            <Box>
              <Button
                startIcon={<AddIcon />}
                onClick={() => filters.append(emptyFilter())}
                disabled={filters.fields.length >= TAGGING_LIMITS.filters}
              >
                Add Filter
              </Button>
            </Box>
            {preview.data && previewedFilters !== watchedFilters && (
              <Typography variant="body2" color="text.secondary">
                The filters have changed since the preview: press Preview to see what they match now.
              </Typography>
            )}
            {preview.data && previewedFilters === watchedFilters && (
              <PreviewTable
                answer={preview.data}
                previewColumns={previewColumns}
                columns={columns}
                page={previewPage}
                onPage={(page) => void runPreview(page)}
              />
            )}
          </Stack>
        </Section>
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel}>
          <Box sx={{ flex: 1 }} />
          {isEdit && onDelete && (
            <Button color="error" variant="outlined" onClick={() => void handleDelete()} loading={deleting}>
              Delete
            </Button>
          )}
        </FormActions>
      </Stack>
      {confirmElement}
    </Box>
  );
}
