import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CreateEmailListBody, type EmailList } from '@storelens/contract/api/email-lists';
import { type Resolver, useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { useVerticals } from '../../../lib/admin-lookups-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { useCreateEmailList } from '../api.ts';

type Values = { name: string; verticalId: string };

/** A new, empty list in one of the user's verticals (how an installation without demo data gets its first). */
export function NewListDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (list: EmailList) => void }) {
  const verticals = useVerticals();
  const create = useCreateEmailList();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { name: '', verticalId: '' },
    mode: 'all',
    resolver: zodResolver(CreateEmailListBody) as unknown as Resolver<Values>,
  });

  const onSubmit = async (values: Values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.name) setError('name', { message: fields.name });
      else if (fields.verticalId) setError('verticalId', { message: fields.verticalId });
      else setError('name', { message: error instanceof Error ? error.message : 'The list could not be created.' });
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="new-list-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="new-list-title">New Email List</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={control} name="name" label="Name" required autoFocus />
            <FormSelect
              control={control}
              name="verticalId"
              label="Vertical"
              required
              options={(verticals.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Create
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
