import { ExpirationAnswer, LoginAnswer, LoginBody, LogoutAnswer } from '@storelens/contract/api/auth';
import { ErrorAnswer } from '@storelens/contract/api/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { clearSessionCookie, setSessionCookie, toExp } from '../../identity/sessions.ts';
import { logout, refreshSession, signIn } from './auth.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 429: ErrorAnswer };

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth',
    {
      schema: { tags: ['auth'], summary: 'Sign in', body: LoginBody, response: { 200: LoginAnswer, ...errors } },
      config: { ...allow.anyone(), rateLimited: true },
    },
    async (request, reply) => {
      const result = await signIn(deps, request.body, request.ip, request.auth);
      if (result.session) setSessionCookie(reply, deps.config, result.session.token, result.session.absoluteExpiresAt);
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
      config: allow.signedIn(),
    },
    async (request) => ({ exp: toExp(accessOf(request).idleExpiresAt) }),
  );

  r.get(
    '/user/refreshToken',
    {
      schema: { tags: ['auth'], summary: 'Extend the session', response: { 200: ExpirationAnswer, 401: ErrorAnswer } },
      config: allow.signedIn(),
    },
    async (request) => refreshSession(deps, accessOf(request)),
  );

  r.delete(
    '/auth',
    { schema: { tags: ['auth'], summary: 'Sign out', response: { 200: LogoutAnswer } }, config: allow.anyone() },
    async (request, reply) => {
      await logout(deps, request.auth, request.ip);
      clearSessionCookie(reply, deps.config);
      return { status: 'Success' as const };
    },
  );
}
