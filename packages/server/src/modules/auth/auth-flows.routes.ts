import {
  AdminJoinAnswer,
  AdminJoinBody,
  ChangePasswordWithTokenBody,
  JoinBody,
  ResetRequestAnswer,
  ResetRequestBody,
  StatusAnswer,
  TokenParam,
  ValidateAdminJoinAnswer,
  ValidateJoinAnswer,
  ValidateResetAnswer,
} from '@storelens/contract/api/auth';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { LINK_ERRORS, routeTable } from '../../identity/route-table.ts';
import { acceptAdminInvite, acceptUserInvite, validateAdminInvite, validateUserInvite } from './join.service.ts';
import { changePasswordWithToken, requestPasswordReset, validateResetToken } from './reset.service.ts';

/** Public calls behind the emailed links: password reset and invites (spec 1 §7 Auth, spec 2 §4). */
export function registerAuthFlowRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'auth', errors: LINK_ERRORS });
  const access = { ...allow.anyone(), rateLimited: true };
  const params = TokenParam;

  route.post(
    '/auth/reset',
    { summary: 'Ask for a reset link', body: ResetRequestBody, answer: ResetRequestAnswer, access },
    async (request) => requestPasswordReset(deps, request.body.email, request.ip),
  );
  route.get(
    '/auth/validateReset/:token',
    { summary: 'Check a reset link', params, answer: ValidateResetAnswer, access },
    async (request) => validateResetToken(deps, request.params.token),
  );
  route.put(
    '/auth/changePassword/:token',
    {
      summary: 'Set a new password with a reset link',
      params,
      body: ChangePasswordWithTokenBody,
      answer: StatusAnswer,
      access,
    },
    async (request) => changePasswordWithToken(deps, request.params.token, request.body.password, request.ip),
  );
  route.get(
    '/auth/join/validate/:token',
    { summary: 'Check an invite link', params, answer: ValidateJoinAnswer, access },
    async (request) => validateUserInvite(deps, request.params.token),
  );
  route.put(
    '/auth/join/:token',
    { summary: 'Accept an invite', params, body: JoinBody, answer: StatusAnswer, access },
    async (request) => acceptUserInvite(deps, request.params.token, request.body, request.ip),
  );
  route.get(
    '/auth/join/admin/validate/:token',
    {
      summary: 'Check an internal user invite; answers the two-factor QR image and secret',
      params,
      answer: ValidateAdminJoinAnswer,
      access,
    },
    async (request) => validateAdminInvite(deps, request.params.token),
  );
  route.put(
    '/auth/join/admin/:token',
    {
      summary: 'Accept an internal user invite with the first authenticator code',
      params,
      body: AdminJoinBody,
      answer: AdminJoinAnswer,
      access,
    },
    async (request) => acceptAdminInvite(deps, request.params.token, request.body, request.ip),
  );
}
