import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateVerticalBody } from '@storelens/contract/api/verticals';
import { PAGE_FLAGS } from '@storelens/contract/domain/accounts';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FormSwitch } from '../../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ImportExportButtons, INVALID_JSON, isJsonObject } from '../../../components/JsonDialog.tsx';
import { TitleBar } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCreateVertical, useUpdateVertical, useVertical } from '../api.ts';
import { JsonField, LinesField } from '../components/VerticalFields.tsx';
import {
  METADATA_JSON,
  PAGE_LABELS,
  PERMISSION_LISTS,
  REQUIRED_TAGGING_FIELDS,
  TAGGING_JSON,
  TAGGING_LINES,
  toExport,
  toFormValues,
  type VerticalFormValues,
} from '../components/vertical-form-values.ts';

type Saved = z.output<typeof CreateVerticalBody>;

/** The shapes of the tagging JSON whose items are more than a name (spec 3 §3). */
const TAGGING_JSON_HELP: Partial<Record<(typeof TAGGING_JSON)[number][0], string>> = {
  categories:
    'JSON list of {name, isHierarchy, categories (children), tags, category2 to category5: {name, values}}; a category that is not a hierarchy names its own deeper levels',
  extensionFields: 'JSON list of {label, type: "text" or "list", enabled, values, isRequired}',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** spec 1 §2 the vertical form (create and edit): four collapsible sections, Export and Import. */
function VerticalForm({ initial, verticalId }: { initial: VerticalFormValues; verticalId: string | null }) {
  const isEdit = verticalId !== null;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateVertical();
  const update = useUpdateVertical(verticalId ?? '');
  const { control, handleSubmit, reset, getValues, setError, trigger, formState } = useForm<VerticalFormValues>({
    defaultValues: initial,
    // spec 1 §5: validation runs eagerly, with the contract's rules and words
    mode: 'all',
    resolver: zodResolver(CreateVerticalBody) as unknown as Resolver<VerticalFormValues>,
  });

  const onSubmit = async (values: VerticalFormValues) => {
    // the resolver hands over the parsed vertical; parsing again types it (and is idempotent)
    const body: Saved = CreateVerticalBody.parse(values);
    try {
      if (isEdit) {
        const { verticalId: _id, ...rest } = body;
        const saved = await update.mutateAsync(rest);
        reset(toFormValues({ ...saved, verticalId: saved.id }));
        enqueueSnackbar('Vertical saved', { variant: 'success' });
      } else {
        const saved = await create.mutateAsync(body);
        enqueueSnackbar('Vertical created', { variant: 'success' });
        navigate(`/admin/vertical/${encodeURIComponent(saved.id)}`, { replace: true });
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [path, message] of Object.entries(error.fields))
          setError(path as FieldPath<VerticalFormValues>, { message });
      } else {
        enqueueSnackbar(error instanceof ApiError ? error.message : 'The vertical could not be saved.', {
          variant: 'error',
        });
      }
    }
  };

  const handleImport = (value: unknown) => {
    if (!isJsonObject(value)) return INVALID_JSON;
    const next = toFormValues(value);
    // the verticalId is chosen once (spec 1 §3): an import into a saved vertical keeps it
    if (isEdit || !next.verticalId) next.verticalId = getValues('verticalId');
    reset(next, { keepDefaultValues: true });
    // show at once what the imported values break
    void trigger();
    return undefined;
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <TitleBar title={isEdit ? 'Edit Vertical' : 'Create Vertical'}>
        <ImportExportButtons exportValue={() => toExport(getValues())} onImport={handleImport} />
      </TitleBar>
      <Stack spacing={2}>
        <Section title="Vertical Information">
          <FormTextField
            control={control}
            name="verticalId"
            label="Vertical Id"
            required
            disabled={isEdit}
            helperText={isEdit ? 'The id cannot change once created' : 'Letters, numbers, underscores and dashes'}
          />
          <FormTextField control={control} name="name" label="Name" required />
        </Section>
        <Section title="Pages">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {PAGE_FLAGS.map((page) => (
              <FormSwitch key={page} control={control} name={`pages.${page}`} label={PAGE_LABELS[page]} />
            ))}
          </Box>
        </Section>
        <Section title="Metadata">
          <FormTextField control={control} name="metadata.reportingTeam" label="Reporting Team" />
          {PERMISSION_LISTS.map(([key, label]) => (
            <LinesField key={key} control={control} name={`metadata.${key}`} label={label} sorted />
          ))}
          {METADATA_JSON.map(([key, label]) => (
            <JsonField
              key={key}
              control={control}
              name={`metadata.${key}`}
              label={label}
              helperText={
                key === 'accountCustomFields'
                  ? 'JSON list of {label, property, type: "text" or "list", values, required}'
                  : 'JSON list of {typeId, title, description, defaultValue}'
              }
            />
          ))}
        </Section>
        <Section title="Tagging">
          {TAGGING_JSON.map(([key, label]) => (
            <JsonField
              key={key}
              control={control}
              name={`tagging.${key}`}
              label={label}
              helperText={TAGGING_JSON_HELP[key]}
            />
          ))}
          {TAGGING_LINES.map(([key, label]) => (
            <LinesField key={key} control={control} name={`tagging.${key}`} label={label} />
          ))}
          <Typography variant="subtitle2">Standard Columns</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="tagging.standardColumns.gender" label="Gender Column" fullWidth />
            <FormTextField control={control} name="tagging.standardColumns.family" label="Family Column" fullWidth />
            <FormTextField control={control} name="tagging.standardColumns.color" label="Color Column" fullWidth />
          </Stack>
          <Typography variant="subtitle2">Required On Tag Rules</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {REQUIRED_TAGGING_FIELDS.map(([key, label]) => (
              <FormSwitch key={key} control={control} name={`tagging.isRequired.${key}`} label={`${label} Required`} />
            ))}
          </Box>
        </Section>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          Save
        </Button>
        <Button color="inherit" onClick={() => navigate('/admin/verticalManagement')}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

/** /admin/vertical/create */
export function CreateVerticalPage() {
  return <VerticalForm initial={toFormValues({})} verticalId={null} />;
}

/** /admin/vertical/{id} */
export function EditVerticalPage() {
  const { id = '' } = useParams();
  const vertical = useVertical(id);
  const navigate = useNavigate();
  useEffect(() => {
    if (vertical.error instanceof ApiError && vertical.error.status === 404) navigate('/admin/verticalManagement');
  }, [vertical.error, navigate]);
  if (vertical.isPending) return <CircularProgress size={28} />;
  if (vertical.error) return <Alert severity="error">The vertical could not be loaded.</Alert>;
  return (
    <VerticalForm
      key={vertical.data.id}
      initial={toFormValues({ ...vertical.data, verticalId: vertical.data.id })}
      verticalId={vertical.data.id}
    />
  );
}
