import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AddEmailBody } from '@storelens/contract/api/email-lists';
import { useSnackbar } from 'notistack';
import { type Resolver, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAddEntry } from '../api.ts';

type Values = { email: string; type: string };

/** spec 1 §2 the add form (email, type); spec 1 §5: the email must be valid. */
export function AddEntryForm({ typeId, defaultType }: { typeId: number; defaultType: string }) {
  const add = useAddEntry(typeId);
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({
    defaultValues: { email: '', type: defaultType },
    mode: 'all',
    resolver: zodResolver(AddEmailBody) as unknown as Resolver<Values>,
  });

  const onSubmit = async (values: Values) => {
    try {
      const entry = await add.mutateAsync(values);
      enqueueSnackbar(`${entry.email} added to the list`, { variant: 'success' });
      reset({ email: '', type: values.type });
    } catch (error) {
      if (error instanceof ApiError && error.fields.email) setError('email', { message: error.fields.email });
      else
        enqueueSnackbar(error instanceof ApiError ? error.message : 'The email could not be added.', {
          variant: 'error',
        });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      alignItems="flex-start"
      onSubmit={handleSubmit(onSubmit)}
    >
      <FormTextField control={control} name="email" label="Email" type="email" size="small" sx={{ minWidth: 280 }} />
      <FormTextField control={control} name="type" label="Type" size="small" />
      <Button type="submit" variant="contained" loading={formState.isSubmitting}>
        Add
      </Button>
    </Stack>
  );
}
