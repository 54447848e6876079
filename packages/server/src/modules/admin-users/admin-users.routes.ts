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
import { ERRORS } from '@storelens/contract/api/errors';
import { MessageAnswer } from '@storelens/contract/api/profile';
import { CSRF_HEADER } from '@storelens/contract/domain/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
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
  const route = routeTable(app, { tag: 'admin-users' });
  const access = allow.systemAdmin();
  const params = UserIdParam;

  route.get(
    '/admin/users',
    {
      summary: 'Internal users by status (active: members, activated or pending; deactivated)',
      query: InternalUsersQuery,
      answer: InternalUsersAnswer,
      access,
    },
    async (request) => listInternalUsers(deps, request.query.status),
  );
  route.get(
    '/admin/users/:id',
    { summary: 'An internal user', params, answer: InternalUserListItem, access },
    async (request) => getInternalUser(deps, request.params.id),
  );
  route.put(
    '/admin/users/:id',
    {
      summary: 'Edit an internal user: access level, flags, verticals (not oneself)',
      params,
      body: UpdateInternalUserBody,
      answer: InternalUserListItem,
      access,
    },
    async (request) => updateInternalUser(deps, accessOf(request), request.params.id, request.body, request.ip),
  );
  for (const [action, active, summary] of [
    ['activate', true, 'Reactivate a deactivated internal user'],
    ['deactivate', false, 'Deactivate an internal user: their sessions end and sign-in is refused (not oneself)'],
  ] as const)
    route.put(`/admin/users/:id/${action}`, { summary, params, answer: MessageAnswer, access }, async (request) =>
      setInternalUserActive(deps, accessOf(request), request.params.id, active, request.ip),
    );
  route.post(
    '/admin/users/invite',
    { summary: 'Invite an internal user', body: InviteInternalUserBody, answer: InternalUser, access },
    async (request) => inviteInternalUser(deps, accessOf(request), request.body, request.ip),
  );
  route.post(
    '/admin/users/:id/resendInvite',
    { summary: 'Resend an internal user invite', params, answer: MessageAnswer, access },
    async (request) => resendInternalInvite(deps, accessOf(request), request.params.id, request.ip),
  );

  route.get(
    '/admin/users/impersonate/:accountId/:userId',
    {
      summary: 'Sign in as a customer user: {accountId}/{userId} (the user must be a member of the account)',
      params: ImpersonateParams,
      answer: ImpersonationAnswer,
      // nested impersonation passes the guard so that the service can say AlreadyImpersonating
      access: { ...allow.systemAdmin({ whileImpersonating: true, account: 'accountId' }), keyless: true },
      preValidation: requireSameSiteCall,
    },
    async (request, reply) => {
      const swap = await startImpersonation(deps, accessOf(request), request.params.userId, request.ip);
      setSessionCookie(reply, deps.config, swap.session.token, swap.session.absoluteExpiresAt);
      return swap.answer;
    },
  );
  route.delete(
    '/admin/users/impersonate',
    {
      summary: 'Stop impersonating: back to one’s own user',
      answer: ImpersonationAnswer,
      access: { ...allow.signedIn(), keyless: true },
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
