import type { AccessUser } from '@storelens/contract/access/roles';
import { ERRORS } from '@storelens/contract/api/errors';
import type { SystemAccessLevel } from '@storelens/contract/domain/users';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../platform/errors.ts';
import type { AuthContext, UserRow } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by the session hook for every /api request that carries a live session */
    auth: AuthContext | null;
  }
}

export const toAccessUser = (user: UserRow): AccessUser => ({
  systemAccessLevel: (user.systemAccessLevel as SystemAccessLevel | null) ?? null,
  hasReportsManagement: user.hasReportsManagement,
  hasDataManagement: user.hasDataManagement,
  hasConnectors: user.hasConnectors,
  hasAccounts: user.hasAccounts,
});

/** The signed-in caller, or a 401 'Authentication Error'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw HttpError.from(401, ERRORS.authentication);
  return request.auth;
}
