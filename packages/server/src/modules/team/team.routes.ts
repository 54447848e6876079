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
import { guard, requireAuth } from '../auth/guards.ts';
import { getPermissions, savePermissions } from './permissions.service.ts';
import { inviteTeamUser, listTeam, removeTeamUser, resendTeamInvite, setTeamAccessLevel } from './team.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/** Team users and permissions (spec 1 §7 Accounts, spec 3 Team users). Account admins only. */
export function registerTeamRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  const preValidation = guard.signedIn;

  r.get(
    '/accounts/users/:accountId',
    {
      schema: { tags, summary: 'Team members', params: AccountIdParam, response: { 200: TeamUsersAnswer, ...errors } },
      preValidation,
    },
    async (request) => listTeam(deps, requireAuth(request), request.params.accountId),
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
      preValidation,
    },
    async (request) =>
      inviteTeamUser(deps, requireAuth(request), request.params.accountId, request.body.email, request.ip),
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
      preValidation,
    },
    async (request) =>
      removeTeamUser(deps, requireAuth(request), request.params.accountId, request.params.userId, request.ip),
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
      preValidation,
    },
    async (request) =>
      resendTeamInvite(deps, requireAuth(request), request.params.accountId, request.params.userId, request.ip),
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
      preValidation,
    },
    async (request) =>
      setTeamAccessLevel(
        deps,
        requireAuth(request),
        request.params.accountId,
        request.params.userId,
        request.body.accessLevel,
        request.ip,
      ),
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
      preValidation,
    },
    async (request) => getPermissions(deps, requireAuth(request), request.params.id, request.query),
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
      preValidation,
    },
    async (request) => savePermissions(deps, requireAuth(request), request.params.id, request.body, request.ip),
  );
}
