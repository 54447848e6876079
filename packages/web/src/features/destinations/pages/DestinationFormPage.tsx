import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DestinationAnswer, ZaiusListsBody } from '@storelens/contract/api/destinations';
import {
  DESTINATION_DETAIL_FORMS,
  DESTINATION_SAVED,
  SUCCESS_TOAST_MS,
} from '@storelens/contract/domain/connector-forms';
import {
  DESTINATION_TYPE,
  DESTINATION_TYPE_IDS,
  DESTINATION_TYPE_NAMES,
  type DestinationTypeId,
  isDestinationTypeId,
  isMaskedSecret,
  KEY_LOOKUP_DEBOUNCE_MS,
} from '@storelens/contract/domain/connectors';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ConnectorFields } from '../../../components/connector-form/ConnectorFields.tsx';
import { ConnectorTypeSelect } from '../../../components/connector-form/ConnectorTypeSelect.tsx';
import { DemoValuesHint } from '../../../components/connector-form/DemoValuesHint.tsx';
import { detailValues } from '../../../components/connector-form/form-values.ts';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Redirect } from '../../../components/Redirect.tsx';
import { errorFields, saveErrorText } from '../../../lib/connector-format.ts';
import { useActiveAccount, useIsSystemUser } from '../../../lib/use-active-account.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useZaiusLists } from '../../../lib/vendor-lookups-api.ts';
import { useCreateDestination, useDestination, useUpdateDestination } from '../api.ts';
import {
  createDestinationBody,
  type DestinationFormValues,
  destinationFormSchema,
  destinationFormValues,
  updateDestinationBody,
} from '../destination-form.ts';

/** spec 2 §2 '/connectors/destinations/create'. */
export function CreateDestinationPage() {
  const account = useActiveAccount();
  return <DestinationForm accountId={account.id} />;
}

/** spec 2 §2 '/connectors/destinations/edit/{id}'. */
export function EditDestinationPage() {
  const account = useActiveAccount();
  const id = Number(useParams().id);
  const destination = useDestination(account.id, id, Number.isInteger(id) && id > 0);
  if (!Number.isInteger(id) || id <= 0 || destination.isError) return <Redirect to="/connectors" />;
  if (!destination.data) return <LoadingScreen />;
  // Keyed by the id only: a refetch (after saving, on focus) must not remount the form and lose the save or the user's edits
  return <DestinationForm key={destination.data.id} accountId={account.id} saved={destination.data} />;
}

interface DestinationFormProps {
  accountId: number;
  saved?: DestinationAnswer;
}

function DestinationForm({ accountId, saved }: DestinationFormProps) {
  const isEdit = saved !== undefined;
  const isSystemUser = useIsSystemUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const createDestination = useCreateDestination(accountId);
  const updateDestination = useUpdateDestination(accountId, saved?.id ?? 0);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => destinationFormSchema(saved), [saved]);
  const form = useForm<DestinationFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: useMemo(() => destinationFormValues(saved), [saved]),
  });
  const { control, handleSubmit, setValue, setError } = form;
  const type = useWatch({ control, name: 'type' });
  const isPending = createDestination.isPending || updateDestination.isPending;

  // mutateAsync rather than mutate's callbacks: those are dropped when the page re-renders from the refetch
  const handleValid = async (values: DestinationFormValues) => {
    setServerError(null);
    try {
      if (saved) await updateDestination.mutateAsync(updateDestinationBody(values));
      else await createDestination.mutateAsync(createDestinationBody(values));
    } catch (error) {
      // spec 2 §8: a vendor refusal shows on its field; any other error shows the server's text
      setServerError(saveErrorText(error));
      for (const [path, message] of Object.entries(errorFields(error))) {
        setError(path as Path<DestinationFormValues>, { type: 'server', message });
      }
      return;
    }
    // spec 2 §2: /connectors is the target after save, with the 2-second success toast of spec 2 §9
    enqueueSnackbar(DESTINATION_SAVED, { variant: 'success', autoHideDuration: SUCCESS_TOAST_MS });
    navigate('/connectors');
  };

  return (
    <FormProvider {...form}>
      <PageTitle>{isEdit ? 'Edit Destination' : 'Create Destination'}</PageTitle>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={handleSubmit(handleValid)}
        sx={{ p: 3, maxWidth: 860 }}
      >
        {serverError && (
          <Alert severity="error" sx={{ mb: 2.5 }} data-testid="save-error">
            {serverError}
          </Alert>
        )}
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}>
            <FormTextField control={control} name="name" label="Name" required />
            <ConnectorTypeSelect
              control={control}
              name="type"
              label="Destination Type"
              ids={DESTINATION_TYPE_IDS}
              names={DESTINATION_TYPE_NAMES}
              locked={isEdit}
              lockedText="The destination type cannot be changed once saved."
              onTypeChange={(next: DestinationTypeId) => {
                setValue('type', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
                setValue('detail', detailValues(DESTINATION_DETAIL_FORMS[next]));
              }}
            />
          </Box>
          {isDestinationTypeId(type) && !isEdit && (
            <DemoValuesHint
              kind="destinations"
              type={type}
              fields={DESTINATION_DETAIL_FORMS[type]}
              vendor={DESTINATION_TYPE_NAMES[type]}
            />
          )}
          {isDestinationTypeId(type) && DESTINATION_DETAIL_FORMS[type].length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {DESTINATION_TYPE_NAMES[type]} needs no settings here; its options are chosen on each source.
            </Typography>
          )}
          {isDestinationTypeId(type) && (
            <ConnectorFields
              fields={DESTINATION_DETAIL_FORMS[type]}
              prefix="detail"
              isEdit={isEdit}
              isSystemUser={isSystemUser}
              context={{ accountId, detailPath: 'detail', savedDetail: saved?.detail, destinationId: saved?.id }}
            />
          )}
          {type === DESTINATION_TYPE.zaius && <ZaiusListsLookup accountId={accountId} destinationId={saved?.id} />}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button color="inherit" onClick={() => navigate('/connectors')} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            Save
          </Button>
        </Stack>
      </Paper>
    </FormProvider>
  );
}

/**
 * The customer-data platform's lists for the typed private key, looked up 1 second after the
 * key stops changing (spec 2 §9); a saved, masked key is looked up by the destination's id.
 */
function ZaiusListsLookup({ accountId, destinationId }: { accountId: number; destinationId?: number }) {
  const privateKey = useWatch({ name: 'detail.privateKey' }) as unknown;
  const key = typeof privateKey === 'string' ? privateKey.trim() : '';
  const request: ZaiusListsBody | null =
    key !== '' && !isMaskedSecret(key)
      ? { privateKey: key }
      : destinationId !== undefined && isMaskedSecret(key)
        ? { destinationId }
        : null;
  const settled = useDebouncedValue(JSON.stringify(request), KEY_LOOKUP_DEBOUNCE_MS);
  const lists = useZaiusLists(accountId, JSON.parse(settled) as ZaiusListsBody | null);
  if (request === null) return null;
  return (
    <Box data-testid="zaius-lists">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Lists in this account
      </Typography>
      {lists.isFetching || settled !== JSON.stringify(request) ? (
        <Typography variant="body2" color="text.secondary">
          Looking up lists…
        </Typography>
      ) : lists.isError ? (
        <Typography variant="body2" color="text.secondary">
          The lists could not be loaded with this key.
        </Typography>
      ) : (lists.data?.lists.length ?? 0) === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No lists found.
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {lists.data?.lists.map((list) => (
            <Chip key={list.list_id} label={list.name} variant="outlined" />
          ))}
        </Stack>
      )}
    </Box>
  );
}
