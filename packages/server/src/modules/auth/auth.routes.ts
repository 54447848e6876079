import { ExpirationAnswer, LoginAnswer, LoginBody, LogoutAnswer } from '@storelens/contract/api/auth';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { login } from './auth.service.ts';
import { requireAuth } from './guards.ts';
import { clearSessionCookie, deleteSession, extendSession, setSessionCookie, toExp } from './sessions.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 429: ErrorAnswer };

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  r.post(
    '/auth',
    {
      schema: { tags: ['auth'], summary: 'Sign in', body: LoginBody, response: { 200: LoginAnswer, ...errors } },
      config: { rateLimited: true },
    },
    async (request, reply) => {
      const result = await login(deps, request.body, request.ip);
      if (result.session) {
        // a new token at every sign-in: a previous session in this browser ends here
        if (request.auth) await deleteSession(db, request.auth.sessionId);
        setSessionCookie(reply, deps.config, result.session.token, result.session.absoluteExpiresAt);
      }
      return result.answer;
    },
  );

  r.get(
    '/auth/expiration',
    {
      schema: {
        tags: ['auth'],
        summary: 'Current session expiry',
        response: { 200: ExpirationAnswer, 401: ErrorAnswer },
      },
    },
    async (request) => ({ exp: toExp(requireAuth(request).idleExpiresAt) }),
  );

  r.get(
    '/user/refreshToken',
    {
      schema: { tags: ['auth'], summary: 'Extend the session', response: { 200: ExpirationAnswer, 401: ErrorAnswer } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { exp: toExp(await extendSession(db, auth.sessionId, deps.now())) };
    },
  );

  r.delete(
    '/auth',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: LogoutAnswer } } },
    async (request, reply) => {
      if (request.auth) {
        await deleteSession(db, request.auth.sessionId);
        await writeAudit(db, {
          action: 'auth.logout',
          actorUserId: request.auth.user.id,
          impersonatorUserId: request.auth.impersonatorUserId,
          ip: request.ip,
        });
      }
      // with no session there is nothing to end; sign-out still answers success
      clearSessionCookie(reply, deps.config);
      return { status: 'Success' as const };
    },
  );
}
