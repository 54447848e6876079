import { ERRORS } from '@storelens/contract/api/errors';
import { PUBLIC_URL_FIELD } from '@storelens/contract/domain/error-codes';
import { AUTH_RATE_LIMIT_PER_MINUTE, CSRF_HEADER } from '@storelens/contract/domain/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Deps } from '../deps.ts';
import { HttpError } from '../platform/errors.ts';
import { routeHasLinkToken } from '../platform/link-tokens.ts';
import { takeRateLimit } from '../platform/rate-limit.ts';
import { bearerKeyOf, checkKeyMayCall, findApiKeyCaller, KeyRateLimiter } from './api-key-auth.ts';
import { findSession, readSessionToken } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** counts calls per client address against AUTH_RATE_LIMIT_PER_MINUTE */
    rateLimited?: boolean;
    /**
     * a public call a mail provider's server posts as a form (RFC 8058 one-click unsubscribe): no
     * cross-site check, and no session is read — its path token is its only authority
     */
    sessionlessFormPost?: boolean;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The loopback names a browser on the server's own machine may use for it. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The browser origins that are the app's own: PUBLIC_URL's; or, when it is not set, every loopback
 * address on PORT — a newcomer opening http://127.0.0.1:3000 instead of http://localhost:3000 is on
 * the same server (URL drops a default port, as the browser's Origin does).
 */
export const ownOriginsOf = (config: Pick<Config, 'publicUrl' | 'publicUrlIsSet' | 'port'>): ReadonlySet<string> =>
  new Set(
    config.publicUrlIsSet
      ? [new URL(config.publicUrl).origin]
      : LOOPBACK_HOSTS.map((host) => new URL(`http://${host}:${config.port}`).origin),
  );

/**
 * CSRF defence for a cookie-authenticated JSON API (security checklist A1, ASVS 3.5):
 * - a browser marks cross-site requests with Sec-Fetch-Site; those are refused;
 * - an Origin other than PUBLIC_URL's is refused (so is the opaque 'null');
 * - the only unsafe call a page on another site can send without a CORS preflight is a POST with a
 *   form or text body, so a POST must carry JSON or our custom header (which forces a preflight,
 *   and we answer no preflight).
 */
export function isCrossSiteRequest(request: FastifyRequest, ownOrigins: ReadonlySet<string>): boolean {
  if (!UNSAFE.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  // only PUBLIC_URL's origin is ours: the Host header is the client's to choose, so it proves nothing
  if (origin !== undefined && !ownOrigins.has(origin)) return true;
  if (request.method === 'POST' && !request.headers[CSRF_HEADER]) {
    const type = request.headers['content-type'] ?? '';
    return !(type.startsWith('application/json') || type === '');
  }
  return false;
}

/**
 * The refusal's answer. With PUBLIC_URL set it names that address (no secret: every link we mail
 * carries it), so that our own page opened at another address can say where to go. Sent as it is:
 * an HttpError's answer hides loopback and private addresses, and PUBLIC_URL may well be one.
 */
const refuseCrossSite = (reply: FastifyReply, config: Config): FastifyReply =>
  reply.status(403).send({
    ...ERRORS.csrf,
    ...(config.publicUrlIsSet ? { fields: { [PUBLIC_URL_FIELD]: config.publicUrl } } : {}),
  });

/** The hooks every /api request goes through: API key or CSRF check and session lookup, sign-in throttling. */
export function registerApiHooks(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('auth', null);
  const ownOrigins = ownOriginsOf(deps.config);

  const keyLimiter = new KeyRateLimiter(deps.config.apiKeyRatePerMinute);
  app.addHook('onRequest', async (request, reply) => {
    // A script's key: no cookie, Origin or CSRF header is looked at (a browser never sends this header
    // on its own, so no other site can make it send ours).
    const key = bearerKeyOf(request);
    if (key !== undefined) {
      request.auth = await findApiKeyCaller(deps.database.db, key, deps.now());
      if (!request.auth?.apiKey) throw HttpError.from(401, ERRORS.authentication);
      checkKeyMayCall(request, request.auth.apiKey.scope);
      const retryAfter = keyLimiter.take(request.auth.apiKey.id, Date.now());
      if (retryAfter !== null) {
        reply.header('retry-after', String(retryAfter));
        throw HttpError.from(429, ERRORS.rateLimited);
      }
      return;
    }
    if (request.routeOptions.config.sessionlessFormPost) return;
    if (isCrossSiteRequest(request, ownOrigins)) return refuseCrossSite(reply, deps.config);
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

  // A link token's answer (the admin invite's TOTP secret, a validation link's source) is for the
  // link's holder alone: no browser or proxy cache keeps it.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  app.addHook('onRoute', (route) => {
    if (!routeHasLinkToken(route.url, route.config?.linkTokenParams)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, noStore];
  });
}
