import { ERRORS } from '@storelens/contract/api/errors';
import { AUTH_RATE_LIMIT_PER_MINUTE, CSRF_HEADER } from '@storelens/contract/domain/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { HttpError } from '../platform/errors.ts';
import { takeRateLimit } from '../platform/rate-limit.ts';
import { findSession, readSessionToken } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** counts calls per client address against AUTH_RATE_LIMIT_PER_MINUTE */
    rateLimited?: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** PUBLIC_URL's origin, parsed once per configured URL rather than on every unsafe request. */
const origins = new Map<string, string>();
const originOf = (publicUrl: string): string => {
  let origin = origins.get(publicUrl);
  if (origin === undefined) {
    origin = new URL(publicUrl).origin;
    origins.set(publicUrl, origin);
  }
  return origin;
};

/**
 * CSRF defence for a cookie-authenticated JSON API (security checklist A1, ASVS 3.5):
 * - a browser marks cross-site requests with Sec-Fetch-Site; those are refused;
 * - an Origin other than PUBLIC_URL's is refused (so is the opaque 'null');
 * - the only unsafe call a page on another site can send without a CORS preflight is a POST with a
 *   form or text body, so a POST must carry JSON or our custom header (which forces a preflight,
 *   and we answer no preflight).
 */
export function isCrossSiteRequest(request: FastifyRequest, publicUrl: string): boolean {
  if (!UNSAFE.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  // only PUBLIC_URL's origin is ours: the Host header is the client's to choose, so it proves nothing
  if (origin !== undefined && origin !== originOf(publicUrl)) return true;
  if (request.method === 'POST' && !request.headers[CSRF_HEADER]) {
    const type = request.headers['content-type'] ?? '';
    return !(type.startsWith('application/json') || type === '');
  }
  return false;
}

/** The hooks every /api request goes through: CSRF check, session lookup, sign-in throttling. */
export function registerApiHooks(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (isCrossSiteRequest(request, deps.config.publicUrl)) throw HttpError.from(403, ERRORS.csrf);
    const token = readSessionToken(request, deps.config);
    request.auth = token ? await findSession(deps.database.db, token, deps.now()) : null;
  });

  // The throttle is a hook of the routes that ask for it only: the others pay nothing per request.
  const throttle = async (request: FastifyRequest) => {
    const key = `ip:${request.ip}:${request.routeOptions.url}`;
    if (!(await takeRateLimit(deps.database.executeSql, key, AUTH_RATE_LIMIT_PER_MINUTE, 60)))
      throw HttpError.from(429, ERRORS.rateLimited);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.rateLimited) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [throttle, ...own];
  });
}
