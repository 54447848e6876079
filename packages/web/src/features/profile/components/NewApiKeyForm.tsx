import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  API_KEY_DAYS,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  CreateApiKeyBody,
  type CreatedApiKey,
} from '@storelens/contract/api/api-keys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { showServerErrors } from '../../../components/form/server-errors.ts';
import { ShownOnceSecret } from '../../../components/ShownOnceSecret.tsx';
import { useCreateApiKey } from '../api-keys-api.ts';

type Input = z.input<typeof CreateApiKeyBody>;
type Values = z.output<typeof CreateApiKeyBody>;

const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({ value: scope, label: API_KEY_SCOPE_LABELS[scope] }));

/** The key just made, shown this once with a copy button: the server keeps only its hash. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <ShownOnceSecret
      secret={created.key}
      warning={`Copy the key for “${created.name}” now: it will not be shown again. Anyone holding it can call the API as you.`}
      copyLabel="Copy key"
      testId="new-api-key"
      onDone={onDone}
    />
  );
}

/** A new API key: its name, what it may do and how long it lives. */
export function NewApiKeyForm() {
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { control, register, handleSubmit, formState, setError, reset } = useForm<Input, unknown, Values>({
    resolver: zodResolver(CreateApiKeyBody),
    mode: 'onTouched',
    defaultValues: { name: '', scope: 'read', expiresInDays: API_KEY_DAYS.default },
  });
  const submit = (values: Values) =>
    create.mutate(values, {
      onSuccess: (answer) => {
        setCreated(answer);
        reset();
      },
      onError: (error) => showServerErrors(error, setError),
    });

  if (created) return <NewKey created={created} onDone={() => setCreated(null)} />;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(submit)} aria-label="New API key">
      <FormTextField
        control={control}
        name="name"
        label="Name"
        helperText="What the key is for, e.g. the script using it"
      />
      <FormSelect control={control} name="scope" label="Scope" options={SCOPE_OPTIONS} />
      <TextField
        label="Expires in (days)"
        type="number"
        slotProps={{ htmlInput: { min: API_KEY_DAYS.min, max: API_KEY_DAYS.max } }}
        {...register('expiresInDays', { valueAsNumber: true })}
        error={Boolean(formState.errors.expiresInDays)}
        helperText={formState.errors.expiresInDays?.message ?? `${API_KEY_DAYS.min} to ${API_KEY_DAYS.max} days`}
      />
      {formState.errors.root && <Alert severity="error">{formState.errors.root.message}</Alert>}
      <Button type="submit" variant="contained" loading={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        Create Key
      </Button>
    </Stack>
  );
}
