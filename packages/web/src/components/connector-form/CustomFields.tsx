import SendIcon from '@mui/icons-material/Send';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BlueshiftTestEvent } from '@storelens/contract/domain/connectors';
import { isMaskedSecret, KEY_LOOKUP_DEBOUNCE_MS } from '@storelens/contract/domain/connectors';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  type ShopifyLocationsParams,
  useBlueshiftTestEvent,
  useHeartlandCustomFields,
  useShopifyLocations,
  useUqubeDatabases,
  useZaiusLists,
} from '../../lib/vendor-lookups-api.ts';
import { type DetailValues, getPath } from './form-values.ts';
import { helperOf, type WidgetProps } from './widget-props.ts';

/** What the hand-made widgets need to know beyond their own value. */
export interface CustomFieldContext {
  accountId: number;
  /** the form path of the detail the field belongs to ('detail', 'links.d7.detail') */
  detailPath: string;
  /** the form path of the source's detail: Heartland and Shopify lookups read its keys */
  sourceDetailPath?: string;
  /** the saved destination (of this link on the source screen, being edited on the destination screen): lookups by its stored key */
  destinationId?: number;
  /** on the destination screen when editing: the saved detail (saved list fields stay) */
  savedDetail?: DetailValues;
}

interface CustomFieldProps extends WidgetProps {
  context: CustomFieldContext;
}

/** The widgets the contract marks `custom` (form-fields.ts CustomWidget). */
export function CustomField(props: CustomFieldProps) {
  switch (props.field.custom) {
    case 'heartlandColumnMapping':
      return <HeartlandColumnField {...props} />;
    case 'zaiusLists':
      return <ZaiusListsField {...props} />;
    case 'zaiusListFields':
      return <ZaiusListFieldsEditor {...props} />;
    case 'shopifyLocations':
      return <ShopifyLocationsField {...props} />;
    case 'uqubeDatabases':
      return <UqubeDatabaseField {...props} />;
    case 'blueshiftTestEvent':
      return <BlueshiftTestEventField {...props} />;
    default:
      return null;
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
/** A key worth looking up: typed, and not the mask of a saved secret. */
const usableKey = (value: unknown) => (asText(value) !== '' && !isMaskedSecret(value) ? asText(value) : null);

interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps extends WidgetProps {
  choices: readonly Choice[];
  /** values not in `choices` may be typed (the lookup may fail silently) */
  isFreeSolo?: boolean;
  isLoading?: boolean;
}

/** A single or multiple pick among looked-up choices. */
function ChoiceField({
  field,
  input,
  error,
  isLocked,
  choices,
  isFreeSolo = false,
  isLoading = false,
}: ChoiceFieldProps) {
  const labelOf = (value: string) => choices.find((c) => c.value === value)?.label ?? value;
  const options = choices.map((c) => c.value);
  const renderInput = (params: object) => (
    <TextField
      {...params}
      label={field.label}
      required={field.required}
      error={Boolean(error)}
      helperText={helperOf(field, error)}
      onBlur={input.onBlur}
    />
  );
  if (field.multiple) {
    return (
      <Autocomplete<string, true, false, boolean>
        multiple
        freeSolo={isFreeSolo}
        disabled={isLocked}
        loading={isLoading}
        options={options}
        getOptionLabel={labelOf}
        value={asList(input.value)}
        onChange={(_event, next) => input.onChange(next)}
        renderInput={renderInput}
      />
    );
  }
  return (
    <Autocomplete<string, false, false, boolean>
      freeSolo={isFreeSolo}
      autoSelect={isFreeSolo}
      disabled={isLocked}
      loading={isLoading}
      options={options}
      getOptionLabel={labelOf}
      value={asText(input.value) || null}
      onChange={(_event, next) => input.onChange(next ?? '')}
      renderInput={renderInput}
    />
  );
}

/** spec 2 §3, §5: a Heartland column, from GET /sources/heartland/customFields with the source's API key. */
function HeartlandColumnField(props: CustomFieldProps) {
  const apiKey = useWatch({ name: `${props.context.sourceDetailPath ?? 'detail'}.apiKey` });
  const key = useDebouncedValue(usableKey(apiKey), KEY_LOOKUP_DEBOUNCE_MS);
  const lookup = useHeartlandCustomFields(key);
  const entity = props.field.name === 'selectedCustomerColumns' ? 'customer' : 'item';
  const choices = (lookup.data ?? []).filter((c) => c.entity === entity).map((c) => ({ value: c.key, label: c.name }));
  return <ChoiceField {...props} choices={choices} isFreeSolo isLoading={lookup.isFetching} />;
}

/** The customer-data platform's lists, looked up with the saved destination's key. */
function ZaiusListsField(props: CustomFieldProps) {
  const { accountId, destinationId } = props.context;
  const lookup = useZaiusLists(accountId, destinationId === undefined ? null : { destinationId });
  const choices = (lookup.data?.lists ?? []).map((l) => ({ value: l.list_id, label: l.name }));
  return <ChoiceField {...props} choices={choices} isFreeSolo isLoading={lookup.isFetching} />;
}

/** spec 2 §5: list field names; saved ones cannot be removed. The rules themselves are the contract's. */
function ZaiusListFieldsEditor({ field, input, error, context }: CustomFieldProps) {
  const [draft, setDraft] = useState('');
  const names = asList(input.value);
  const saved = new Set(asList(context.savedDetail?.listFields).map((n) => n.trim().toLowerCase()));
  const add = () => {
    if (draft.trim() === '') return;
    input.onChange([...names, draft.trim()]);
    setDraft('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {field.label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="New list field"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outlined" onClick={add} sx={{ flexShrink: 0 }}>
          Add
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="zaius-list-fields">
        {names.map((name, index) => (
          <Chip
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat until validation flags the duplicate
            key={`${name}-${index}`}
            label={name}
            onDelete={
              saved.has(name.trim().toLowerCase())
                ? undefined
                : () => input.onChange(names.filter((_, i) => i !== index))
            }
          />
        ))}
      </Stack>
      <FormHelperText error={Boolean(error)}>{helperOf(field, error)}</FormHelperText>
    </Box>
  );
}

/** spec 2 §7: Shopify locations, looked up again 1 second after a key field changes. */
function ShopifyLocationsField(props: CustomFieldProps) {
  const detail = useWatch({ name: props.context.sourceDetailPath ?? 'detail' }) as DetailValues | undefined;
  const params = useMemo((): ShopifyLocationsParams | null => {
    const appType = asText(getPath(detail, 'appType')) || 'custom';
    const storeName = asText(getPath(detail, 'storeName'));
    const names = appType === 'private' ? ['apiKey', 'password'] : ['accessToken'];
    const keys: Record<string, string> = {};
    for (const name of names) {
      const value = usableKey(getPath(detail, name));
      if (value === null) return null;
      keys[name] = value;
    }
    return storeName === '' ? null : { appType, storeName, ...keys };
  }, [detail]);
  const settled = useDebouncedValue(JSON.stringify(params), KEY_LOOKUP_DEBOUNCE_MS);
  const lookup = useShopifyLocations(JSON.parse(settled) as ShopifyLocationsParams | null);
  const choices = (lookup.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  return <ChoiceField {...props} choices={choices} isLoading={lookup.isFetching} />;
}

/** spec 2 §7: GET /destinations/uqube/databases; a database may also be typed. */
function UqubeDatabaseField(props: CustomFieldProps) {
  const lookup = useUqubeDatabases();
  const choices = (lookup.data ?? []).map((d) => ({ value: d.databaseName, label: d.databaseName }));
  return <ChoiceField {...props} choices={choices} isFreeSolo isLoading={lookup.isFetching} />;
}

/** spec 2 §7: sends one Blueshift test event with the form's event key (the choice is not saved). */
function BlueshiftTestEventField({ field, input, error, context }: CustomFieldProps) {
  const eventKey = asText(useWatch({ name: `${context.detailPath}.eventKey` }));
  const send = useBlueshiftTestEvent(context.accountId);
  const { enqueueSnackbar } = useSnackbar();
  // a saved key comes back masked: the server sends with the stored one, by the destination's id
  const savedKey = isMaskedSecret(eventKey) ? context.destinationId : undefined;
  const handleSend = () =>
    send.mutate(
      { eventKey, event: asText(input.value) as BlueshiftTestEvent, destinationId: savedKey },
      {
        onSuccess: () => enqueueSnackbar('Test event sent.', { variant: 'success', autoHideDuration: 2000 }),
        onError: (err) =>
          enqueueSnackbar(err instanceof ApiError ? err.message : 'The test event could not be sent.', {
            variant: 'error',
          }),
      },
    );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        label={field.label}
        value={asText(input.value)}
        onChange={(event) => input.onChange(event.target.value)}
        error={Boolean(error)}
        helperText={helperOf(field, error)}
      >
        {field.options?.map((option) => (
          <MenuItem key={String(option.value)} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<SendIcon />}
        onClick={handleSend}
        loading={send.isPending}
        disabled={eventKey === '' || (isMaskedSecret(eventKey) && savedKey === undefined)}
        sx={{ mt: 1, flexShrink: 0 }}
      >
        Send
      </Button>
    </Stack>
  );
}
