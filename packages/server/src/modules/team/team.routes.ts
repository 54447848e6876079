import { IdParam } from '@storelens/contract/api/accounts';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import { MessageAnswer } from '@storelens/contract/api/profile';
import {
  AccessLevelBody,
  AccountIdParam,
  AccountUserParams,
  InviteTeamUserBody,
  PermissionsAnswer,
  PermissionsQuery,
  SavePermissionsBody,
  TeamUser,
  TeamUsersAnswer,
} from '@storelens/contract/api/team';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accountAccessOf, allow } from '../../identity/route-access.ts';
import { getPermissions, savePermissions } from './permissions.service.ts';
import { inviteTeamUser, listTeam, removeTeamUser, resendTeamInvite, setTeamAccessLevel } from './team.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** Team users and permissions (spec 1 §7 Accounts, spec 3 Team users). Account admins only. */
export function registerTeamRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  // spec 1 §6: team and permissions are the account admin's (system users count as account admins)
  const forAccount = allow.accountAdmin('accountId');
  const forId = allow.accountAdmin('id');

  r.get(
    '/accounts/users/:accountId',
    {
      schema: { tags, summary: 'Team members', params: AccountIdParam, response: { 200: TeamUsersAnswer, ...errors } },
      config: forAccount,
    },
    async (request) => listTeam(deps, accountAccessOf(request)),
  );

  r.post(
    '/accounts/users/:accountId',
    {
      schema: {
        tags,
        summary: 'Invite by email',
        params: AccountIdParam,
        body: InviteTeamUserBody,
        response: { 200: TeamUser, ...errors },
      },
      config: forAccount,
    },
    async (request) => inviteTeamUser(deps, accountAccessOf(request), request.body.email, request.ip),
  );

  r.delete(
    '/accounts/users/:accountId/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member',
        params: AccountUserParams,
        response: { 200: MessageAnswer, ...errors },
      },
      config: forAccount,
    },
    async (request) => removeTeamUser(deps, accountAccessOf(request), request.params.userId, request.ip),
  );

  r.post(
    '/accounts/users/:accountId/:userId/resend',
    {
      schema: {
        tags,
        summary: 'Resend an invite',
        params: AccountUserParams,
        response: { 200: MessageAnswer, ...errors },
      },
      config: forAccount,
    },
    async (request) => resendTeamInvite(deps, accountAccessOf(request), request.params.userId, request.ip),
  );

  r.put(
    '/accounts/users/:accountId/:userId/accessLevel',
    {
      schema: {
        tags,
        summary: 'Set a member’s access level',
        params: AccountUserParams,
        body: AccessLevelBody,
        response: { 200: TeamUser, ...errors },
      },
      config: forAccount,
    },
    async (request) =>
      setTeamAccessLevel(deps, accountAccessOf(request), request.params.userId, request.body.accessLevel, request.ip),
  );

  r.get(
    '/accounts/permissions/:id',
    {
      schema: {
        tags,
        summary: 'Permissions (typeId 1 global, 2 one retailer)',
        params: IdParam,
        querystring: PermissionsQuery,
        response: { 200: PermissionsAnswer, ...errors },
      },
      config: forId,
    },
    async (request) => getPermissions(deps, accountAccessOf(request), request.query),
  );

  r.post(
    '/accounts/permissions/:id',
    {
      schema: {
        tags,
        summary: 'Save permissions',
        params: IdParam,
        body: SavePermissionsBody,
        response: { 200: PermissionsAnswer, ...errors },
      },
      config: forId,
    },
    async (request) => savePermissions(deps, accountAccessOf(request), request.body, request.ip),
  );
}
