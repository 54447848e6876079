import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CustomFieldDefinition,
  customFieldErrors,
  customFieldsOf,
  parentTypeFor,
  UpdateAdminAccountBody,
} from '@storelens/contract/api/admin-accounts';
import { REPORT_CALENDAR_TEXTS } from '@storelens/contract/api/report-calendar';
import { type Report, reportAccountTypeOf } from '@storelens/contract/api/report-management';
import type { VerticalListItem } from '@storelens/contract/api/verticals';
import { ACCOUNT_TYPES } from '@storelens/contract/domain/accounts';
import {
  RETAIL_CALENDAR_LABELS,
  RETAIL_CALENDARS,
  type RetailCalendar,
} from '@storelens/contract/domain/retail-calendar';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { showServerErrors, useWhenChanged } from '../../../components/form/server-errors.ts';
import { useVerticalReports } from '../../../lib/admin-lookups-api.ts';
import { useParentAccounts } from '../api.ts';

/** The form's values: the PUT body (create sends the same without isActive). */
export interface AccountFormValues {
  name: string;
  accountType: string;
  verticalId: string;
  isHidden: boolean;
  showPreview: boolean;
  isActive: boolean;
  parentAccountId: number | null;
  settings: {
    customFields: Record<string, string>;
    selectedReports: number[];
    brand: string;
    isAccountManager: boolean;
    retailCalendar: RetailCalendar;
  };
}

export const emptyAccount: AccountFormValues = {
  name: '',
  accountType: '',
  verticalId: '',
  isHidden: false,
  showPreview: false,
  isActive: true,
  parentAccountId: null,
  settings: { customFields: {}, selectedReports: [], brand: '', isAccountManager: false, retailCalendar: 'gregorian' },
};

const baseResolver = zodResolver(UpdateAdminAccountBody) as unknown as Resolver<AccountFormValues>;

/** The contract's rules (spec 1 §5), plus the chosen vertical's custom fields. */
const resolverFor =
  (fields: CustomFieldDefinition[]): Resolver<AccountFormValues> =>
  async (raw, context, options) => {
    // a custom field's select registers before it has a value: undefined is "empty", not a wrong type
    const customFields = Object.fromEntries(
      Object.entries(raw.settings.customFields ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
    const values = { ...raw, settings: { ...raw.settings, customFields } };
    const result = await baseResolver(values, context, options);
    const extra = customFieldErrors(fields, values.settings.customFields);
    if (Object.keys(extra).length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    const settings = { ...((errors.settings as Record<string, unknown>) ?? {}) };
    settings.customFields = Object.fromEntries(
      Object.entries(extra).map(([property, message]) => [property, { type: 'custom', message }]),
    );
    errors.settings = settings;
    return { values: {}, errors: errors as typeof result.errors };
  };

interface AccountFormProps {
  mode: 'create' | 'edit';
  initial: AccountFormValues;
  verticals: VerticalListItem[];
  /** spec 1 §5: once set, the vertical is locked for everyone except system admins */
  canChangeVertical: boolean;
  onSubmit: (values: AccountFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** spec 1 §2 Account create/edit form. */
export function AccountForm({ mode, initial, verticals, canChangeVertical, onSubmit, onCancel }: AccountFormProps) {
  const fieldsOf = (verticalId: string) => customFieldsOf(verticals.find((v) => v.id === verticalId)?.metadata);
  const form = useForm<AccountFormValues>({
    defaultValues: initial,
    mode: 'onChange',
    resolver: (values, context, options) => resolverFor(fieldsOf(values.verticalId))(values, context, options),
  });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const accountType = useWatch({ control, name: 'accountType' });
  const verticalId = useWatch({ control, name: 'verticalId' });
  const customFields = fieldsOf(verticalId);
  const parents = useParentAccounts(verticalId);
  const parentType = parentTypeFor(accountType);
  const parentChoices = (parents.data ?? []).filter((p) => p.accountType === parentType);
  const verticalReports = useVerticalReports(verticalId);
  const reportType = reportAccountTypeOf(accountType);
  // spec 1 §2 Reports: the active reports of the account's vertical and type
  const reportChoices = (verticalReports.data ?? []).filter((r) => r.accountType === reportType);

  // spec 1 §5: changing account type or vertical clears selected reports and parent account
  useWhenChanged({ accountType, verticalId }, () => {
    setValue('parentAccountId', null);
    setValue('settings.selectedReports', []);
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, setError);
    }
  });

  const verticalLocked = mode === 'edit' && !canChangeVertical;
  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormSelect
          control={control}
          name="accountType"
          label="Account Type"
          required
          options={ACCOUNT_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <FormSwitch control={control} name="isHidden" label="Hide Account" />
        <FormSwitch control={control} name="showPreview" label="Show Preview" />
        <FormSelect
          control={control}
          name="verticalId"
          label="Vertical"
          required
          disabled={verticalLocked}
          helperText={verticalLocked ? 'Only a system admin can change the vertical of an account.' : undefined}
          options={verticals.map((v) => ({ value: v.id, label: v.name }))}
        />
        {parentType && <ParentSelect control={control} choices={parentChoices} />}
        {mode === 'edit' && <FormSwitch control={control} name="isActive" label="Active Account" />}
        {customFields.map((field) =>
          field.type === 'list' ? (
            <FormSelect
              key={field.property}
              control={control}
              name={`settings.customFields.${field.property}`}
              label={field.label}
              required={field.required}
              options={[
                ...(field.required ? [] : [{ value: '', label: 'None' }]),
                ...field.values.map((v) => ({ value: v, label: v })),
              ]}
            />
          ) : (
            <FormTextField
              key={field.property}
              control={control}
              name={`settings.customFields.${field.property}`}
              label={field.label}
              required={field.required}
            />
          ),
        )}
        {reportType && verticalId && (
          <ReportsSelect control={control} choices={reportChoices} isLoading={verticalReports.isPending} />
        )}
        {accountType === 'Brand' && (
          <>
            <Typography variant="subtitle2">Brand</Typography>
            <FormTextField control={control} name="settings.brand" label="Brand Name" required />
          </>
        )}
        {accountType === 'Retailer Rollup' && (
          <FormSwitch
            control={control}
            name="settings.isAccountManager"
            label="Control Data Permissions for child accounts"
          />
        )}
        {/* the calendar the account's built-in reports cut periods by */}
        <FormSelect
          control={control}
          name="settings.retailCalendar"
          label={REPORT_CALENDAR_TEXTS.field}
          options={RETAIL_CALENDARS.map((c) => ({ value: c, label: RETAIL_CALENDAR_LABELS[c] }))}
        />
        <FormActions
          submitting={formState.isSubmitting}
          onCancel={onCancel}
          submitLabel={mode === 'create' ? 'Create' : 'Save'}
          error={formState.errors.root?.message}
        />
      </Stack>
    </Paper>
  );
}

/** Parent Account: the rollups of the chosen vertical of the one type allowed (spec 1 §5), or none. */
function ParentSelect({
  control,
  choices,
}: {
  control: ReturnType<typeof useForm<AccountFormValues>>['control'];
  choices: Array<{ id: number; name: string }>;
}) {
  const { field, fieldState } = useController({ control, name: 'parentAccountId' });
  return (
    <TextField
      select
      label="Parent Account"
      name={field.name}
      value={field.value === null ? '' : String(field.value)}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      <MenuItem value="">None</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Reports (spec 1 §2): a multi-select of the active reports of the account's vertical and type. A
 * chosen report switched off since stays listed (marked) so that it can be removed.
 */
function ReportsSelect({
  control,
  choices,
  isLoading,
}: {
  control: ReturnType<typeof useForm<AccountFormValues>>['control'];
  choices: Report[];
  isLoading: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'settings.selectedReports' });
  const selected: number[] = field.value ?? [];
  const shown = choices.filter((r) => r.isActive || selected.includes(r.id));
  const labelOf = (id: number) => {
    const report = choices.find((r) => r.id === id);
    return report ? report.title : `Report ${id}`;
  };
  const empty = !isLoading && shown.length === 0;
  return (
    <TextField
      select
      label="Reports"
      name={field.name}
      value={selected.map(String)}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        const list = Array.isArray(value) ? value : value.split(',');
        field.onChange(list.filter((v) => v !== '').map(Number));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={empty}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ??
        (empty ? 'The vertical has no reports for this account type yet' : 'The reports this account shows')
      }
      slotProps={{
        select: {
          multiple: true,
          renderValue: (value) => (value as string[]).map((v) => labelOf(Number(v))).join(', '),
        },
      }}
    >
      {shown.map((report) => (
        <MenuItem key={report.id} value={String(report.id)}>
          <Checkbox checked={selected.includes(report.id)} size="small" />
          <ListItemText
            primary={report.title}
            secondary={
              [report.category, report.requireSystemUser ? 'system users only' : '', report.isActive ? '' : 'inactive']
                .filter(Boolean)
                .join(' · ') || undefined
            }
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
