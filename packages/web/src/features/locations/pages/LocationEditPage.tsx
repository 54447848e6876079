import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  LOCATION_ENTITY_TYPES,
  LOCATION_LABELS,
  LOCATION_MARKET_TYPES,
  LOCATION_MESSAGES,
  LOCATION_MIN_DATE,
  LOCATION_NAME_MAX,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  type Location,
  LocationBody,
} from '@storelens/contract/api/locations';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useLocation, useSaveLocation } from '../api.ts';

type FormValues = Record<
  | 'name'
  | 'street1'
  | 'street2'
  | 'city'
  | 'state'
  | 'zip'
  | 'status'
  | 'entityType'
  | 'marketType'
  | 'openDate'
  | 'closeDate'
  | 'locationType',
  string
>;

const toForm = (l: Location): FormValues => ({
  name: l.name,
  street1: l.street1 ?? '',
  street2: l.street2 ?? '',
  city: l.city ?? '',
  state: l.state ?? '',
  zip: l.zip ?? '',
  status: l.status ?? '',
  entityType: l.entityType ?? '',
  marketType: l.marketType ?? '',
  openDate: l.openDate ?? '',
  closeDate: l.closeDate ?? '',
  locationType: l.locationType ?? '',
});

const options = (values: readonly string[]) => [
  { value: '', label: 'None' },
  ...values.map((v) => ({ value: v, label: v })),
];

/** spec 3 §2 '/settings/locations/edit/{accountSourceId}/{storeId}': the store id is read-only. */
export function LocationEditPage() {
  const { accountSourceId = '', storeId = '' } = useParams();
  const { account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const location = useLocation(accountId, accountSourceId, storeId);
  const save = useSaveLocation(accountId, accountSourceId, storeId);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, setError } = useForm<FormValues>({
    // the contract's rules and words; the form keeps strings ('' = not set), the server takes them as they are
    resolver: zodResolver(LocationBody) as unknown as Resolver<FormValues>,
    mode: 'onTouched',
  });
  useEffect(() => {
    if (location.data) reset(toForm(location.data));
  }, [location.data, reset]);

  const onSubmit = (values: FormValues) =>
    save.mutate(values, {
      onSuccess: () => {
        enqueueSnackbar(LOCATION_MESSAGES.saved, { variant: 'success' });
        void navigate('/settings/locations');
      },
      // spec 3 §8: location save errors are swallowed; a field the server names still gets its message
      onError: (error) => {
        if (error instanceof ApiError)
          for (const [field, message] of Object.entries(error.fields))
            setError(field as FieldPath<FormValues>, { message });
      },
    });

  const text = (name: keyof FormValues, extra: object = {}) => (
    <FormTextField control={control} name={name} label={LOCATION_LABELS[name]} fullWidth {...extra} />
  );
  const dateField = (name: 'openDate' | 'closeDate') =>
    text(name, { type: 'date', slotProps: { inputLabel: { shrink: true }, htmlInput: { min: LOCATION_MIN_DATE } } });
  const select = (name: keyof FormValues, values: readonly string[]) => (
    <FormSelect control={control} name={name} label={LOCATION_LABELS[name]} options={options(values)} fullWidth />
  );

  return (
    <>
      <PageTitle>Edit Location</PageTitle>
      {location.isPending && <CircularProgress size={28} />}
      {location.error && (
        <Alert severity="error">
          {location.error instanceof ApiError ? location.error.message : 'The location could not be loaded.'}
        </Alert>
      )}
      {location.data && (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 900 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            From {location.data.sourceName}. What you change here is kept when the source syncs again.
          </Typography>
          <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={3}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField label={LOCATION_LABELS.storeId} value={location.data.storeId} fullWidth disabled />
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>
                {text('name', { required: true, slotProps: { htmlInput: { maxLength: LOCATION_NAME_MAX } } })}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('street1')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('street2')}</Grid>
              <Grid size={{ xs: 12, sm: 5 }}>{text('city')}</Grid>
              <Grid size={{ xs: 6, sm: 3 }}>{text('state')}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{text('zip')}</Grid>
              <Grid size={{ xs: 12, sm: 4 }}>{select('locationType', LOCATION_TYPES)}</Grid>
              <Grid size={{ xs: 12, sm: 4 }}>{select('status', LOCATION_STATUSES)}</Grid>
              <Grid size={{ xs: 12, sm: 4 }}>{select('entityType', LOCATION_ENTITY_TYPES)}</Grid>
              <Grid size={{ xs: 12, sm: 4 }}>{select('marketType', LOCATION_MARKET_TYPES)}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{dateField('openDate')}</Grid>
              <Grid size={{ xs: 6, sm: 4 }}>{dateField('closeDate')}</Grid>
            </Grid>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" loading={save.isPending}>
                Save
              </Button>
              <Button component={RouterLink} to="/settings/locations" color="inherit">
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </>
  );
}
