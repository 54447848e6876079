import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { InternalUserStatus } from '@storelens/contract/api/admin-users';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadState } from '../../../components/LoadState.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useInternalUsers } from '../api.ts';
import { InternalUsersTable } from '../components/InternalUsersTable.tsx';

/** /admin/users (spec 1 §2): tabs Members and Deactivated; the tab is kept in the URL. */
export function InternalUsersPage() {
  const { profile } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const status: InternalUserStatus = params.get('tab') === 'deactivated' ? 'deactivated' : 'active';
  const users = useInternalUsers(status);
  return (
    <>
      <PageTitle>Admin Users</PageTitle>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Tabs
          value={status}
          onChange={(_, value: InternalUserStatus) =>
            setParams(value === 'deactivated' ? { tab: 'deactivated' } : {}, { replace: true })
          }
        >
          <Tab value="active" label="Members" />
          <Tab value="deactivated" label="Deactivated" />
        </Tabs>
        <Button component={RouterLink} to="/admin/users/create" variant="contained" sx={{ ml: 'auto' }}>
          + Invite User
        </Button>
      </Stack>
      <LoadState query={users} failure="The users could not be loaded." />
      {users.data && <InternalUsersTable status={status} users={users.data} currentUserId={profile.id} />}
    </>
  );
}
