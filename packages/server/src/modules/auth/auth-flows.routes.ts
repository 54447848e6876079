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
import { ErrorAnswer } from '@storelens/contract/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { allow } from '../../identity/route-access.ts';
import { acceptAdminInvite, acceptUserInvite, validateAdminInvite, validateUserInvite } from './join.service.ts';
import { changePasswordWithToken, requestPasswordReset, validateResetToken } from './reset.service.ts';

const errors = { 400: ErrorAnswer, 429: ErrorAnswer };

/** Public calls behind the emailed links: password reset and invites (spec 1 §7 Auth, spec 2 §4). */
export function registerAuthFlowRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const limited = { ...allow.anyone(), rateLimited: true };

  r.post(
    '/auth/reset',
    {
      schema: {
        tags,
        summary: 'Ask for a reset link',
        body: ResetRequestBody,
        response: { 200: ResetRequestAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => requestPasswordReset(deps, request.body.email, request.ip),
  );

  r.get(
    '/auth/validateReset/:token',
    {
      schema: {
        tags,
        summary: 'Check a reset link',
        params: TokenParam,
        response: { 200: ValidateResetAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => validateResetToken(deps, request.params.token),
  );

  r.put(
    '/auth/changePassword/:token',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        params: TokenParam,
        body: ChangePasswordWithTokenBody,
        response: { 200: StatusAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => changePasswordWithToken(deps, request.params.token, request.body.password, request.ip),
  );

  r.get(
    '/auth/join/validate/:token',
    {
      schema: {
        tags,
        summary: 'Check an invite link',
        params: TokenParam,
        response: { 200: ValidateJoinAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => validateUserInvite(deps, request.params.token),
  );

  r.put(
    '/auth/join/:token',
    {
      schema: {
        tags,
        summary: 'Accept an invite',
        params: TokenParam,
        body: JoinBody,
        response: { 200: StatusAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => acceptUserInvite(deps, request.params.token, request.body, request.ip),
  );

  r.get(
    '/auth/join/admin/validate/:token',
    {
      schema: {
        tags,
        summary: 'Check an internal user invite; answers the two-factor QR image and secret',
        params: TokenParam,
        response: { 200: ValidateAdminJoinAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => validateAdminInvite(deps, request.params.token),
  );

  r.put(
    '/auth/join/admin/:token',
    {
      schema: {
        tags,
        summary: 'Accept an internal user invite with the first authenticator code',
        params: TokenParam,
        body: AdminJoinBody,
        response: { 200: AdminJoinAnswer, ...errors },
      },
      config: limited,
    },
    async (request) => acceptAdminInvite(deps, request.params.token, request.body, request.ip),
  );
}
