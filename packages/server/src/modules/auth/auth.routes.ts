import { ExpirationAnswer, LoginAnswer, LoginBody, LogoutAnswer } from '@storelens/contract/api/auth';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { clearSessionCookie, setSessionCookie, toExp } from '../../identity/sessions.ts';
import { logout, refreshSession, signIn } from './auth.service.ts';

export function registerAuthRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'auth', errors: [401] });
  // the browser session's own calls: an API key has no session to read, extend or end
  const access = { ...allow.signedIn(), keyless: true };

  route.post(
    '/auth',
    {
      summary: 'Sign in',
      body: LoginBody,
      answer: LoginAnswer,
      access: { ...allow.anyone(), rateLimited: true },
      errors: [400, 401, 429],
    },
    async (request, reply) => {
      const result = await signIn(deps, request.body, request.ip, request.auth);
      if (result.session) setSessionCookie(reply, deps.config, result.session.token, result.session.absoluteExpiresAt);
      return result.answer;
    },
  );
  route.get(
    '/auth/expiration',
    { summary: 'Current session expiry', answer: ExpirationAnswer, access },
    async (request) => ({ exp: toExp(accessOf(request).idleExpiresAt) }),
  );
  route.get(
    '/user/refreshToken',
    { summary: 'Extend the session', answer: ExpirationAnswer, access },
    async (request) => refreshSession(deps, accessOf(request)),
  );
  route.delete(
    '/auth',
    { summary: 'Sign out', answer: LogoutAnswer, access: { ...allow.anyone(), keyless: true }, errors: [] },
    async (request, reply) => {
      await logout(deps, request.auth, request.ip);
      clearSessionCookie(reply, deps.config);
      return { status: 'Success' as const };
    },
  );
}
