import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type InternalUserListItem, InviteInternalUserBody } from '@storelens/contract/api/admin-users';
import type { VerticalListItem } from '@storelens/contract/api/verticals';
import { FEATURE_FLAGS, type FeatureFlag, SYSTEM_ACCESS_LEVELS } from '@storelens/contract/domain/users';
import { useSnackbar } from 'notistack';
import { type Resolver, useController, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormActions } from '../../../components/form/FormActions.tsx';
import { FormSelect } from '../../../components/form/FormSelect.tsx';
import { FormCheckbox } from '../../../components/form/FormSwitch.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { showServerErrors } from '../../../components/form/server-errors.ts';
import { LoadState } from '../../../components/LoadState.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { Redirect } from '../../../components/Redirect.tsx';
import { useVerticals } from '../../../lib/admin-lookups-api.ts';
import { isApiStatus } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useInternalUser, useInviteInternalUser, useUpdateInternalUser } from '../api.ts';

interface UserFormValues {
  email: string;
  accessLevel: (typeof SYSTEM_ACCESS_LEVELS)[number];
  hasReportsManagement: boolean;
  hasDataManagement: boolean;
  hasConnectors: boolean;
  hasAccounts: boolean;
  verticals: string[];
}

const ACCESS_LEVEL_LABELS: Record<(typeof SYSTEM_ACCESS_LEVELS)[number], string> = {
  admin: 'Admin',
  accountManager: 'Account Manager',
};
const FLAG_LABELS: Record<FeatureFlag, string> = {
  hasReportsManagement: 'Reports Management',
  hasDataManagement: 'Data Management',
  hasConnectors: 'Connectors',
  hasAccounts: 'Accounts',
};

const emptyUser: UserFormValues = {
  email: '',
  accessLevel: 'accountManager',
  hasReportsManagement: false,
  hasDataManagement: false,
  hasConnectors: false,
  hasAccounts: false,
  verticals: [],
};

// spec 1 §5: email required and valid on create; the edit form has no email (its placeholder passes)
const resolver = zodResolver(InviteInternalUserBody) as unknown as Resolver<UserFormValues>;

/** spec 1 §2 Internal user form: email (create only), access level, the four flags, the verticals the user is limited to. */
function UserForm({
  mode,
  initial,
  verticals,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  verticals: VerticalListItem[];
  onSubmit: (values: UserFormValues) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const { control, handleSubmit, setError, formState } = useForm<UserFormValues>({
    defaultValues: mode === 'edit' ? { ...initial, email: 'unchanged@example.com' } : initial,
    mode: 'onChange',
    resolver,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, setError);
    }
  });
  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 3, maxWidth: 560 }}>
      <Stack spacing={2.5}>
        {mode === 'create' && <FormTextField control={control} name="email" label="Email" type="email" required />}
        <FormSelect
          control={control}
          name="accessLevel"
          label="Access Level"
          required
          options={SYSTEM_ACCESS_LEVELS.map((level) => ({ value: level, label: ACCESS_LEVEL_LABELS[level] }))}
        />
        <Stack>
          {FEATURE_FLAGS.map((flag) => (
            <FormCheckbox key={flag} control={control} name={flag} label={FLAG_LABELS[flag]} />
          ))}
        </Stack>
        <VerticalsSelect control={control} verticals={verticals} />
        <FormActions
          submitting={formState.isSubmitting}
          onCancel={() => navigate('/admin/users')}
          submitLabel={mode === 'create' ? 'Invite' : 'Save'}
          error={formState.errors.root?.message}
        />
      </Stack>
    </Paper>
  );
}

/** The verticals the user is limited to: none chosen = every vertical. */
function VerticalsSelect({
  control,
  verticals,
}: {
  control: ReturnType<typeof useForm<UserFormValues>>['control'];
  verticals: VerticalListItem[];
}) {
  const { field, fieldState } = useController({ control, name: 'verticals' });
  const nameOf = (id: string) => verticals.find((v) => v.id === id)?.name ?? id;
  return (
    <TextField
      select
      label="Verticals"
      name={field.name}
      value={field.value}
      onChange={(event) => {
        const value = event.target.value as unknown;
        field.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'None chosen: every vertical.'}
      slotProps={{
        select: { multiple: true, renderValue: (selected) => (selected as string[]).map(nameOf).join(', ') },
      }}
    >
      {verticals.map((v) => (
        <MenuItem key={v.id} value={v.id}>
          {v.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const bodyOf = ({ email: _email, ...rest }: UserFormValues) => rest;

/** /admin/users/create: invites the user (UserExists on the email field, spec 1 §8). */
export function CreateInternalUserPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const verticals = useVerticals();
  const invite = useInviteInternalUser();
  return (
    <>
      <PageTitle>Invite Admin User</PageTitle>
      <LoadState query={verticals} failure="The verticals could not be loaded." />
      {verticals.data && (
        <UserForm
          mode="create"
          initial={emptyUser}
          verticals={verticals.data}
          onSubmit={async (values) => {
            const user = await invite.mutateAsync(values);
            enqueueSnackbar(`Invite sent to ${user.email}`, { variant: 'success' });
            navigate('/admin/users');
          }}
        />
      )}
    </>
  );
}

const toValues = (u: InternalUserListItem): UserFormValues => ({
  email: u.email,
  accessLevel: u.accessLevel,
  hasReportsManagement: u.hasReportsManagement,
  hasDataManagement: u.hasDataManagement,
  hasConnectors: u.hasConnectors,
  hasAccounts: u.hasAccounts,
  verticals: u.verticals,
});

/** /admin/users/{id}: not for oneself (spec 1 §2); an unknown user goes back to the list. */
export function EditInternalUserPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { profile } = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const user = useInternalUser(Number.isInteger(id) ? id : 0);
  const verticals = useVerticals();
  const update = useUpdateInternalUser();
  if (!Number.isInteger(id) || id <= 0 || id === profile.id || isApiStatus(user.error, 404))
    return <Redirect to="/admin/users" />;
  return (
    <>
      <PageTitle>Edit Admin User</PageTitle>
      {user.data && <Typography sx={{ mb: 2 }}>{user.data.email}</Typography>}
      <LoadState query={[user, verticals]} failure="The user could not be loaded." />
      {user.data && verticals.data && (
        <UserForm
          key={user.data.id}
          mode="edit"
          initial={toValues(user.data)}
          verticals={verticals.data}
          onSubmit={async (values) => {
            await update.mutateAsync({ id, body: bodyOf(values) });
            enqueueSnackbar('User saved', { variant: 'success' });
            navigate('/admin/users');
          }}
        />
      )}
    </>
  );
}
