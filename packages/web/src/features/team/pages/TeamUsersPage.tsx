import { isSystemAdmin } from '@storelens/contract/access/roles';
import { useSnackbar } from 'notistack';
import { LoadState } from '../../../components/LoadState.tsx';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { startImpersonation } from '../../../lib/impersonation.ts';
import { useTeam } from '../api.ts';
import { InviteForm } from '../components/InviteForm.tsx';
import { TeamTable } from '../components/TeamTable.tsx';

/** spec 3 §2 '/settings/users' (account admins; the role guard checks): the team of the active account. */
export function TeamUsersPage() {
  const { profile, account } = useCurrentUser();
  const accountId = account?.id ?? 0;
  const team = useTeam(accountId);
  const { enqueueSnackbar } = useSnackbar();

  const handleImpersonate = (userId: number) =>
    startImpersonation(accountId, userId).catch((error: unknown) =>
      enqueueSnackbar(error instanceof ApiError ? error.message : 'Impersonation failed.', { variant: 'error' }),
    );

  return (
    <>
      <PageTitle>Users & Permissions</PageTitle>
      <InviteForm accountId={accountId} />
      <LoadState query={team} failure="The team could not be loaded." />
      {team.data && (
        <TeamTable
          accountId={accountId}
          users={team.data}
          currentUserId={profile.id}
          // the server lets system admins impersonate (spec 1 §6); the button shows only where it works
          canImpersonate={isSystemAdmin(profile) && !profile.impersonated}
          onImpersonate={(user) => void handleImpersonate(user.id)}
        />
      )}
    </>
  );
}
