import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { InviteTeamUserBody } from '@storelens/contract/api/team';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useInviteMember } from '../api.ts';

/** spec 3 §2 Team users: the invite-by-email box; DuplicateUser and SystemUser show on the field (§8). */
export function InviteForm({ accountId }: { accountId: number }) {
  const invite = useInviteMember(accountId);
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, setError, reset } = useForm<InviteTeamUserBody>({
    resolver: zodResolver(InviteTeamUserBody),
    mode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const submit = ({ email }: InviteTeamUserBody) =>
    invite.mutate(email, {
      onSuccess: (answer) => {
        reset();
        enqueueSnackbar(answer.message, { variant: 'success' });
      },
      onError: (error) => setError('email', { message: error instanceof ApiError ? error.message : 'Invite failed' }),
    });

  return (
    <Stack component="form" direction="row" spacing={1.5} noValidate onSubmit={handleSubmit(submit)} sx={{ mb: 3 }}>
      <FormTextField
        control={control}
        name="email"
        label="Invite by email"
        type="email"
        size="small"
        sx={{ maxWidth: 420 }}
      />
      <Button type="submit" variant="contained" loading={invite.isPending} sx={{ alignSelf: 'flex-start', height: 40 }}>
        Invite
      </Button>
    </Stack>
  );
}
