import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DestinationListItem } from '@storelens/contract/api/destinations';
import type { SourceAnswer } from '@storelens/contract/api/sources';
import {
  SOURCE_COMMON_FIELDS,
  SOURCE_DETAIL_FORMS,
  SOURCE_SAVED,
  SUCCESS_TOAST_MS,
  suppliesCredentialsByLink,
} from '@storelens/contract/domain/connector-forms';
import {
  CREDENTIAL_FLOWS,
  isSourceTypeId,
  NO_DESTINATIONS_CONFIRM,
  SOURCE_TYPE_IDS,
  SOURCE_TYPE_NAMES,
  type SourceTypeId,
  supportsPreview,
} from '@storelens/contract/domain/connectors';
import { SUB_HOURLY_LIMIT_MINUTES } from '@storelens/contract/domain/schedule-options';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ConfirmDialog.tsx';
import { ConnectorFields } from '../../../components/connector-form/ConnectorFields.tsx';
import { ConnectorTypeSelect } from '../../../components/connector-form/ConnectorTypeSelect.tsx';
import { DemoValuesHint } from '../../../components/connector-form/DemoValuesHint.tsx';
import { detailValues } from '../../../components/connector-form/form-values.ts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorFields, saveErrorText } from '../../../lib/connector-format.ts';
import { useIsSystemUser } from '../../../lib/use-active-account.ts';
import { useCreateSource, useUpdateSource } from '../api.ts';
import {
  createSourceBody,
  DESTINATIONS_ERROR,
  isLinkAllowed,
  linkKey,
  linkValues,
  type SourceFormValues,
  selectedDestinations,
  sourceFormSchema,
  sourceFormValues,
  toFormPaths,
  updateSourceBody,
} from '../source-form.ts';
import { type HistoryChoice, HistoryDialog } from './HistoryDialog.tsx';
import { PreviewButton } from './PreviewButton.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { SourceDestinations } from './SourceDestinations.tsx';
import { FormPanel, SectionBlock } from './SourceFormPanels.tsx';
import { ValidationLinkDialog } from './ValidationLinkDialog.tsx';

interface SourceFormProps {
  accountId: number;
  destinations: DestinationListItem[];
  saved?: SourceAnswer;
}

type Panel = 'source' | 'destinations';

const nameField = SOURCE_COMMON_FIELDS.find((f) => f.name === 'name')!;
const typeField = SOURCE_COMMON_FIELDS.find((f) => f.name === 'type')!;

/** The source screen (spec 2 §2, §4, §5): the source panel, the destinations panel and the save. */
export function SourceForm({ accountId, destinations, saved }: SourceFormProps) {
  const isEdit = saved !== undefined;
  const isSystemUser = useIsSystemUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();
  const createSource = useCreateSource(accountId);
  const updateSource = useUpdateSource(accountId, saved?.id ?? 0);
  const [expanded, setExpanded] = useState<Record<Panel, boolean>>({ source: true, destinations: true });
  const [serverError, setServerError] = useState<string | null>(null);
  const errorRef = useSaveErrorInView(serverError);
  const [historyFor, setHistoryFor] = useState<SourceFormValues | null>(null);
  const [validation, setValidation] = useState<{ name: string; token: string } | null>(null);

  const schema = useMemo(
    () => sourceFormSchema({ destinations, saved, isSystemUser }),
    [destinations, saved, isSystemUser],
  );
  const form = useForm<SourceFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: useMemo(() => sourceFormValues(destinations, saved), [destinations, saved]),
  });
  const { control, handleSubmit, setValue, getValues, setError, trigger, formState } = form;
  const sourceType = useWatch({ control, name: 'type' });
  const isPending = createSource.isPending || updateSource.isPending;

  const openBoth = () => setExpanded({ source: true, destinations: true });

  /** A new type brings its own detail form and link forms; incompatible destinations are unticked. */
  const handleTypeChange = (type: SourceTypeId) => {
    setValue('type', type);
    setValue('detail', detailValues(SOURCE_DETAIL_FORMS[type]));
    const fresh = linkValues(destinations, type);
    for (const destination of destinations) {
      const key = linkKey(destination.id);
      const isKept = getValues(`links.${key}.selected`) && isLinkAllowed(destination, type);
      setValue(`links.${key}`, { selected: isKept, detail: fresh[key]?.detail ?? {} });
    }
    // spec 2 §5: a frequency only WooCommerce may use is flagged at once
    if (getValues('frequency') < SUB_HOURLY_LIMIT_MINUTES || formState.isSubmitted) void trigger('frequency');
    if (formState.isSubmitted) void trigger();
  };

  // spec 2 §4: a successful save reloads (the mutation refreshes the account's connectors) and goes to
  // /connectors, with the 2-second success toast of spec 2 §9
  const handleSaved = (values: SourceFormValues, token?: string) => {
    if (token) return setValidation({ name: values.name, token });
    enqueueSnackbar(SOURCE_SAVED, { variant: 'success', autoHideDuration: SUCCESS_TOAST_MS });
    navigate('/connectors');
  };

  const handleFailed = (values: SourceFormValues, error: unknown) => {
    // spec 2 §4: a failed save reopens both panels and shows the server's error
    openBoth();
    setServerError(saveErrorText(error));
    const sentIds = selectedDestinations(values, destinations).map((d) => d.id);
    for (const [path, message] of Object.entries(toFormPaths(errorFields(error), sentIds))) {
      setError(path as Path<SourceFormValues>, { type: 'server', message });
    }
  };

  // mutateAsync rather than mutate's callbacks: those are dropped when the page re-renders from the refetch
  const save = async (values: SourceFormValues, history?: HistoryChoice) => {
    setServerError(null);
    try {
      if (!saved) {
        const answer = await createSource.mutateAsync(createSourceBody(values, destinations));
        return handleSaved(values, answer.validationToken);
      }
      await updateSource.mutateAsync(updateSourceBody(values, destinations, history));
      setHistoryFor(null);
      handleSaved(values);
    } catch (error) {
      setHistoryFor(null);
      handleFailed(values, error);
    }
  };

  const handleValid = async (values: SourceFormValues) => {
    if (!saved) return save(values);
    const selected = selectedDestinations(values, destinations);
    if (selected.length === 0) {
      const isSure = await confirm({
        title: 'No destinations',
        message: NO_DESTINATIONS_CONFIRM,
        confirmLabel: 'Continue',
      });
      if (!isSure) return;
    }
    // spec 2 §4: adding destinations to a saved source asks about historical data
    const isAdding = selected.some((d) => !saved.destinations.some((link) => link.id === d.id));
    if (isAdding) return setHistoryFor(values);
    save(values);
  };

  // spec 2 §5: source and destination forms are validated together and the error panel opens
  const handleInvalid = (errors: FieldErrors<SourceFormValues>) => {
    setExpanded((open) => ({
      source: open.source || hasSourceErrors(errors),
      destinations: open.destinations || Boolean(errors.links || destinationsError(errors)),
    }));
  };

  const errors = formState.errors;
  const addedNames = historyFor
    ? selectedDestinations(historyFor, destinations)
        .filter((d) => !saved?.destinations.some((link) => link.id === d.id))
        .map((d) => d.name)
    : [];
  const selectedCount = Object.values(useWatch({ control, name: 'links' }) ?? {}).filter((l) => l?.selected).length;
  const flow = isSourceTypeId(sourceType) ? CREDENTIAL_FLOWS[sourceType] : undefined;

  return (
    <FormProvider {...form}>
      <PageTitle>{isEdit ? 'Edit Source' : 'Create Source'}</PageTitle>
      <Box component="form" noValidate onSubmit={handleSubmit(handleValid, handleInvalid)} sx={{ maxWidth: 960 }}>
        {serverError && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="save-error" ref={errorRef} tabIndex={-1}>
            {serverError}
          </Alert>
        )}
        <FormPanel
          title="Source"
          summary={isSourceTypeId(sourceType) ? SOURCE_TYPE_NAMES[sourceType] : 'Connection and schedule'}
          hasError={hasSourceErrors(errors)}
          expanded={expanded.source}
          onToggle={() => setExpanded((open) => ({ ...open, source: !open.source }))}
        >
          <Stack spacing={3}>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}
            >
              <FormTextField control={control} name="name" label={nameField.label} required />
              <ConnectorTypeSelect
                control={control}
                name="type"
                label={typeField.label}
                ids={SOURCE_TYPE_IDS}
                names={SOURCE_TYPE_NAMES}
                locked={isEdit}
                lockedText="The source type cannot be changed once saved."
                onTypeChange={handleTypeChange}
              />
            </Box>
            {isSourceTypeId(sourceType) && (
              <SectionBlock title="Connection">
                {flow && suppliesCredentialsByLink(sourceType) && (
                  <Alert severity="info" sx={{ mb: SOURCE_DETAIL_FORMS[sourceType].length ? 2 : 0 }}>
                    {SOURCE_TYPE_NAMES[sourceType]} credentials are supplied through a secure validation link after
                    saving{flow.flow === 'login' ? '' : ', which signs in to the service'}.
                  </Alert>
                )}
                {!isEdit && (
                  <DemoValuesHint
                    kind="sources"
                    type={sourceType}
                    fields={SOURCE_DETAIL_FORMS[sourceType]}
                    vendor={SOURCE_TYPE_NAMES[sourceType]}
                  />
                )}
                <ConnectorFields
                  fields={SOURCE_DETAIL_FORMS[sourceType]}
                  prefix="detail"
                  isEdit={isEdit}
                  isSystemUser={isSystemUser}
                  context={{ accountId, detailPath: 'detail', sourceDetailPath: 'detail' }}
                />
                {supportsPreview(sourceType) && (
                  <Box sx={{ mt: 2 }}>
                    <PreviewButton sourceType={sourceType} sourceId={saved?.id} />
                  </Box>
                )}
              </SectionBlock>
            )}
            <SectionBlock title="Schedule">
              <ScheduleFields isEdit={isEdit} />
            </SectionBlock>
          </Stack>
        </FormPanel>
        <FormPanel
          title="Destinations"
          summary={`${selectedCount} selected`}
          hasError={Boolean(errors.links || destinationsError(errors))}
          expanded={expanded.destinations}
          onToggle={() => setExpanded((open) => ({ ...open, destinations: !open.destinations }))}
        >
          <SourceDestinations
            accountId={accountId}
            sourceType={sourceType}
            destinations={destinations}
            saved={saved}
            isSystemUser={isSystemUser}
          />
        </FormPanel>
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => navigate('/connectors')} disabled={isPending}>
            Cancel
          </Button>
          {/* spec 2 §5: Save is disabled while the account has no destinations */}
          <Button type="submit" variant="contained" loading={isPending} disabled={destinations.length === 0}>
            Save
          </Button>
        </Stack>
      </Box>
      {historyFor && saved && (
        <HistoryDialog
          added={addedNames}
          defaultDate={saved.startDate}
          isPending={updateSource.isPending}
          onConfirm={(choice) => void save(historyFor, choice)}
          onCancel={() => setHistoryFor(null)}
        />
      )}
      {validation && (
        <ValidationLinkDialog
          sourceName={validation.name}
          token={validation.token}
          onClose={() => navigate('/connectors')}
        />
      )}
      {confirmDialog}
    </FormProvider>
  );
}

/**
 * A failed save is answered at the top of the form, while the user pressed Save at its foot (or in
 * the history dialog): bring the error into view and focus it, or the save looks like it did nothing.
 */
function useSaveErrorInView(error: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [error]);
  return ref;
}

/** The error about the destinations as a whole (not a field of the values). */
const destinationsError = (errors: FieldErrors<SourceFormValues>) => (errors as FieldErrors)[DESTINATIONS_ERROR];

const hasSourceErrors = (errors: FieldErrors<SourceFormValues>) =>
  (['name', 'type', 'detail', 'frequency', 'anchorTime', 'timezone', 'startDate'] as const).some((k) => errors[k]);
