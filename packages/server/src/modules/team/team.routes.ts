import { IdParam } from '@storelens/contract/api/accounts';
import { MessageAnswer } from '@storelens/contract/api/profile';
import {
  AccessLevelBody,
  AccountIdParam,
  AccountUserParams,
  InviteTeamUserBody,
  PermissionsAnswer,
  PermissionsQuery,
  SavePermissionsBody,
  TeamInviteAnswer,
  TeamUser,
  TeamUsersAnswer,
} from '@storelens/contract/api/team';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { getPermissions, savePermissions } from './permissions.service.ts';
import { inviteTeamUser, listTeam, removeTeamUser, resendTeamInvite, setTeamAccessLevel } from './team.service.ts';

/** Team users and permissions (spec 1 §7 Accounts, spec 3 Team users). Account admins only. */
export function registerTeamRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'team' });
  // spec 1 §6: team and permissions are the account admin's (system users count as account admins)
  const access = allow.accountAdmin('accountId');
  const forId = allow.accountAdmin('id');
  const params = AccountUserParams;

  route.get(
    '/accounts/users/:accountId',
    { summary: 'Team members', params: AccountIdParam, answer: TeamUsersAnswer, access },
    async (request) => listTeam(deps, accountAccessOf(request)),
  );
  route.post(
    '/accounts/users/:accountId',
    { summary: 'Invite by email', params: AccountIdParam, body: InviteTeamUserBody, answer: TeamInviteAnswer, access },
    async (request) => inviteTeamUser(deps, accountAccessOf(request), request.body.email, request.ip),
  );
  route.delete(
    '/accounts/users/:accountId/:userId',
    { summary: 'Remove a member', params, answer: MessageAnswer, access },
    async (request) => removeTeamUser(deps, accountAccessOf(request), request.params.userId, request.ip),
  );
  route.post(
    '/accounts/users/:accountId/:userId/resend',
    { summary: 'Resend an invite', params, answer: MessageAnswer, access },
    async (request) => resendTeamInvite(deps, accountAccessOf(request), request.params.userId, request.ip),
  );
  route.put(
    '/accounts/users/:accountId/:userId/accessLevel',
    { summary: 'Set a member’s access level', params, body: AccessLevelBody, answer: TeamUser, access },
    async (request) =>
      setTeamAccessLevel(deps, accountAccessOf(request), request.params.userId, request.body.accessLevel, request.ip),
  );
  route.get(
    '/accounts/permissions/:id',
    {
      summary: 'Permissions (typeId 1 global, 2 one retailer)',
      params: IdParam,
      query: PermissionsQuery,
      answer: PermissionsAnswer,
      access: forId,
    },
    async (request) => getPermissions(deps, accountAccessOf(request), request.query),
  );
  route.post(
    '/accounts/permissions/:id',
    {
      summary: 'Save permissions',
      params: IdParam,
      body: SavePermissionsBody,
      answer: PermissionsAnswer,
      access: forId,
    },
    async (request) => savePermissions(deps, accountAccessOf(request), request.body, request.ip),
  );
}
