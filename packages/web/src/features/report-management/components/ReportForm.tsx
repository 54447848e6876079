import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  permissionError,
  REPORT_LIMITS,
  ReportBody,
  reportPermissionChoices,
} from '@storelens/contract/api/report-management';
import type { VerticalListItem } from '@storelens/contract/api/verticals';
import { REPORT_ACCOUNT_TYPES } from '@storelens/contract/domain/accounts';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { showServerErrors, useWhenChanged } from '../../../components/form/server-errors.ts';
import { ImportExportButtons, INVALID_JSON, isJsonObject } from '../../../components/JsonDialog.tsx';
import { TitleBar } from '../../../components/PageTitle.tsx';
import { type ReportFormValues, toExport, toFormValues } from './report-form-values.ts';

const baseResolver = zodResolver(ReportBody) as unknown as Resolver<ReportFormValues>;

/** The contract's rules (spec 1 §5), plus the permission choices of the chosen vertical and type. */
const resolverFor =
  (verticals: VerticalListItem[]): Resolver<ReportFormValues> =>
  async (values, context, options) => {
    const result = await baseResolver(values, context, options);
    const metadata = verticals.find((v) => v.id === values.verticalId)?.metadata;
    const message = permissionError(metadata, values.accountType, values.permission);
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, permission: { type: 'custom', message } } };
  };

interface ReportFormProps {
  mode: 'create' | 'edit';
  initial: ReportFormValues;
  verticals: VerticalListItem[];
  onSubmit: (values: ReportFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** spec 1 §2 the report form (create and edit), with Import and Export (JSON). */
export function ReportForm({ mode, initial, verticals, onSubmit, onCancel }: ReportFormProps) {
  const { control, handleSubmit, setValue, setError, reset, getValues, trigger, formState } = useForm<ReportFormValues>(
    {
      defaultValues: initial,
      // spec 1 §5: validation runs eagerly
      mode: 'all',
      resolver: resolverFor(verticals),
    },
  );
  const accountType = useWatch({ control, name: 'accountType' });
  const verticalId = useWatch({ control, name: 'verticalId' });
  const permission = useWatch({ control, name: 'permission' });
  const description = useWatch({ control, name: 'description' });
  const metadata = verticals.find((v) => v.id === verticalId)?.metadata;
  const choices = reportPermissionChoices(metadata, accountType);

  // spec 1 §5: changing account type or vertical clears the permission
  const expectTypeAndVertical = useWhenChanged({ accountType, verticalId }, () =>
    setValue('permission', '', { shouldValidate: true }),
  );

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, setError);
    }
  });

  const handleImport = (value: unknown) => {
    if (!isJsonObject(value)) return INVALID_JSON;
    const next = toFormValues(value);
    // an imported permission belongs to the imported type and vertical: keep it
    expectTypeAndVertical({ accountType: next.accountType, verticalId: next.verticalId });
    reset(next, { keepDefaultValues: true });
    void trigger();
    return undefined;
  };

  const permissionOptions = [
    { value: '', label: 'None' },
    ...choices.map((c) => ({ value: c, label: c })),
    // a value the list no longer holds (an import, a list edited since) is shown, and refused
    ...(permission && !choices.includes(permission) ? [{ value: permission, label: permission }] : []),
  ];

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <TitleBar title={mode === 'create' ? 'Create Report' : 'Edit Report'}>
        <ImportExportButtons exportValue={() => toExport(getValues())} onImport={handleImport} />
      </TitleBar>
      <Paper sx={{ p: 3, maxWidth: 860 }}>
        <Stack spacing={2.5}>
          <FormTextField control={control} name="referenceName" label="Reference Name" required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelect
              control={control}
              name="accountType"
              label="Account Type"
              required
              fullWidth
              options={REPORT_ACCOUNT_TYPES.map((t) => ({ value: t, label: t }))}
              slotProps={{ select: { sx: { textTransform: 'capitalize' } } }}
            />
            <FormSelect
              control={control}
              name="verticalId"
              label="Vertical"
              required
              fullWidth
              options={verticals.map((v) => ({ value: v.id, label: v.name }))}
            />
          </Stack>
          <FormTextField
            control={control}
            name="path"
            label="Path"
            required
            helperText="Letters, numbers, underscores and dashes"
          />
          <FormTextField control={control} name="title" label="Title" required />
          <FormTextField control={control} name="category" label="Category" />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={2}
            helperText={`${description.length}/${REPORT_LIMITS.description}`}
          />
          <FormTextField
            control={control}
            name="icon"
            label="Icon"
            helperText="The icon name shown on the report card"
          />
          <FormTextField control={control} name="reportUrl" label="Report Url" required />
          <FormSelect
            control={control}
            name="permission"
            label="Permission"
            options={permissionOptions}
            // '' is a choice ('None'), so it is shown, and the label stays above it
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            helperText={
              accountType && verticalId
                ? choices.length === 0
                  ? 'The vertical offers no report permissions for this account type'
                  : undefined
                : 'Choose the account type and vertical first'
            }
          />
          <Stack direction="row" spacing={3}>
            <FormSwitch control={control} name="requireSystemUser" label="Require System User" />
            <FormSwitch control={control} name="isActive" label="Is Active" />
          </Stack>
          <FormTextField
            control={control}
            name="guide"
            label="Guide"
            multiline
            minRows={6}
            helperText="HTML; edited with the rich-text editor on the guide page"
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <FormActions submitting={formState.isSubmitting} onCancel={onCancel} error={formState.errors.root?.message} />
        </Stack>
      </Paper>
    </Box>
  );
}
