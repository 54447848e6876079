import {
  ImpersonateParams,
  ImpersonationAnswer,
  InternalUser,
  InviteInternalUserBody,
  UserIdParam,
} from '@storelens/contract/api/admin-users';
import { ERRORS, ErrorAnswer } from '@storelens/contract/api/errors';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { CSRF_HEADER } from '@storelens/contract/domain/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { guard, requireAuth } from '../auth/guards.ts';
import { clearSessionCookie, setSessionCookie } from '../auth/sessions.ts';
import {
  endImpersonation,
  inviteInternalUser,
  resendInternalInvite,
  startImpersonation,
} from './admin-users.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer };

/**
 * The spec makes impersonation a GET, yet it swaps the session: it must not be reachable by a
 * link on another site, so it demands our custom header (which a cross-site page cannot send
 * without a preflight we never answer) and refuses a cross-site fetch.
 */
const requireSameSiteCall = async (request: FastifyRequest) => {
  if (!request.headers[CSRF_HEADER] || request.headers['sec-fetch-site'] === 'cross-site')
    throw HttpError.from(403, ERRORS.csrf);
};

/** Internal user invites and impersonation (spec 1 §7 Admin users, §6). System admins only. */
export function registerAdminUserRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-users'];

  r.post(
    '/admin/users/invite',
    {
      schema: {
        tags,
        summary: 'Invite an internal user',
        body: InviteInternalUserBody,
        response: { 200: InternalUser, ...errors },
      },
      preValidation: guard.systemAdmin,
    },
    async (request) => inviteInternalUser(deps, requireAuth(request), request.body, request.ip),
  );

  r.post(
    '/admin/users/:id/resendInvite',
    {
      schema: {
        tags,
        summary: 'Resend an internal user invite',
        params: UserIdParam,
        response: { 200: MessageAnswer, ...errors },
      },
      preValidation: guard.systemAdmin,
    },
    async (request) => resendInternalInvite(deps, requireAuth(request), request.params.id, request.ip),
  );

  r.get(
    '/admin/users/impersonate/:accountId/:userId',
    {
      schema: {
        tags,
        summary: 'Sign in as a customer user: {accountId}/{userId} (the user must be a member of the account)',
        params: ImpersonateParams,
        response: { 200: ImpersonationAnswer, ...errors },
      },
      preValidation: [guard.signedIn, requireSameSiteCall],
    },
    async (request, reply) => {
      const swap = await startImpersonation(
        deps,
        requireAuth(request),
        request.params.accountId,
        request.params.userId,
        request.ip,
      );
      setSessionCookie(reply, deps.config, swap.session.token, swap.session.absoluteExpiresAt);
      return swap.answer;
    },
  );

  r.delete(
    '/admin/users/impersonate',
    {
      schema: {
        tags,
        summary: 'Stop impersonating: back to one’s own user',
        response: { 200: ImpersonationAnswer, ...errors },
      },
      preValidation: guard.signedIn,
    },
    async (request, reply) => {
      const swap = await endImpersonation(deps, requireAuth(request), request.ip);
      if (!swap) {
        clearSessionCookie(reply, deps.config);
        throw HttpError.from(401, ERRORS.authentication);
      }
      setSessionCookie(reply, deps.config, swap.session.token, swap.session.absoluteExpiresAt);
      return swap.answer;
    },
  );
}
