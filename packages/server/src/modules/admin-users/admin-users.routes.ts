import {
  ImpersonateParams,
  ImpersonationAnswer,
  InternalUser,
  InternalUserListItem,
  InternalUsersAnswer,
  InternalUsersQuery,
  InviteInternalUserBody,
  UpdateInternalUserBody,
  UserIdParam,
} from '@storelens/contract/api/admin-users';
import { ERRORS, ErrorAnswer } from '@storelens/contract/api/errors';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { CSRF_HEADER } from '@storelens/contract/domain/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { clearSessionCookie, setSessionCookie } from '../../identity/sessions.ts';
import { HttpError } from '../../platform/errors.ts';
import {
  endImpersonation,
  getInternalUser,
  inviteInternalUser,
  listInternalUsers,
  resendInternalInvite,
  setInternalUserActive,
  startImpersonation,
  updateInternalUser,
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

/** Internal users: list, get, invite, resend, edit, activate, deactivate; impersonation (spec 1 §7 Admin users, §6). System admins only. */
export function registerAdminUserRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin-users'];

  r.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Internal users by status (active: members, activated or pending; deactivated)',
        querystring: InternalUsersQuery,
        response: { 200: InternalUsersAnswer, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => listInternalUsers(deps, request.query.status),
  );

  r.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'An internal user',
        params: UserIdParam,
        response: { 200: InternalUserListItem, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => getInternalUser(deps, request.params.id),
  );

  r.put(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Edit an internal user: access level, flags, verticals (not oneself)',
        params: UserIdParam,
        body: UpdateInternalUserBody,
        response: { 200: InternalUserListItem, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => updateInternalUser(deps, accessOf(request), request.params.id, request.body, request.ip),
  );

  r.put(
    '/admin/users/:id/activate',
    {
      schema: {
        tags,
        summary: 'Reactivate a deactivated internal user',
        params: UserIdParam,
        response: { 200: MessageAnswer, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => setInternalUserActive(deps, accessOf(request), request.params.id, true, request.ip),
  );

  r.put(
    '/admin/users/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate an internal user: their sessions end and sign-in is refused (not oneself)',
        params: UserIdParam,
        response: { 200: MessageAnswer, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => setInternalUserActive(deps, accessOf(request), request.params.id, false, request.ip),
  );

  r.post(
    '/admin/users/invite',
    {
      schema: {
        tags,
        summary: 'Invite an internal user',
        body: InviteInternalUserBody,
        response: { 200: InternalUser, ...errors },
      },
      config: allow.systemAdmin(),
    },
    async (request) => inviteInternalUser(deps, accessOf(request), request.body, request.ip),
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
      config: allow.systemAdmin(),
    },
    async (request) => resendInternalInvite(deps, accessOf(request), request.params.id, request.ip),
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
      // nested impersonation passes the guard so that the service can say AlreadyImpersonating
      config: allow.systemAdmin({ whileImpersonating: true, account: 'accountId' }),
      preValidation: requireSameSiteCall,
    },
    async (request, reply) => {
      const swap = await startImpersonation(deps, accessOf(request), request.params.userId, request.ip);
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
      config: allow.signedIn(),
    },
    async (request, reply) => {
      const swap = await endImpersonation(deps, accessOf(request), request.ip);
      if (!swap) {
        clearSessionCookie(reply, deps.config);
        throw HttpError.from(401, ERRORS.authentication);
      }
      setSessionCookie(reply, deps.config, swap.session.token, swap.session.absoluteExpiresAt);
      return swap.answer;
    },
  );
}
