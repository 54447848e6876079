import { hasFeature, isSystemAdmin, isSystemUser } from '@storelens/contract/access/roles';
import { ERRORS } from '@storelens/contract/api/errors';
import type { FeatureFlag } from '@storelens/contract/domain/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { HttpError } from '../platform/errors.ts';
import type { AccountWithAccess } from './account-access.ts';
import { type AccountSources, accountIdOf, accountSourcesOf } from './account-source.ts';
import { toAccessUser } from './guards.ts';
import type { AuthContext, UserRow } from './sessions.ts';

/**
 * Who may call a route (docs/architecture.md, What guards every route), declared once in its `config`,
 * which the feature's routeTable (route-table.ts) fills from the route's `access`:
 *
 *   route.get('/sources/:accountId', { summary, params, answer, access: allow.systemUser('hasConnectors', 'accountId') }, handler)
 *
 * One preValidation hook enforces it, so an anonymous or unauthorised caller gets 401/403 before any
 * body is validated; the generated authorization matrix reads the same declarations. A rule that
 * names an account (`account`: see AccountSource — the path, a saved record, the query or the body)
 * is the only place that account is checked: the handler hands the checked access to its service,
 * which never checks again nor takes a bare account id.
 */
export type AccessRule =
  | { who: 'anyone' }
  | { who: 'signedIn' }
  /**
   * `whileImpersonating`: a session an admin started as a customer passes too (its service answers;
   * such a session's account is not checked, the customer's access being no admin's)
   */
  | { who: 'systemAdmin'; whileImpersonating?: boolean; account?: AccountSources }
  /** a system user; with a flag, one who holds it (a system admin holds every flag) */
  | { who: 'systemUser'; flag?: FeatureFlag; account?: AccountSources }
  /** a member of the account (`level: 'admin'`: its account admin); system users pass within their verticals */
  | { who: 'accountMember'; level: 'member' | 'admin'; account: AccountSources };

/** The account the guard checked, as the services see it. */
export interface CheckedAccount {
  id: number;
  /** the caller's level on the account; null for a system user who is not a member */
  accessLevel: string | null;
  /** the account and its vertical as the check read them, so a handler need not read them again */
  found: AccountWithAccess;
}

/** Handed to a service: the caller's session, and the account of the path once checked. */
export interface AccessContext extends AuthContext {
  account: CheckedAccount | null;
}

/** The account check the guard runs for `:account` params (members; system users within vertical limits). */
export type AccountChecker = (user: UserRow, accountId: number) => Promise<CheckedAccount>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** who may call this route; every /api route declares it */
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** set by the access hook once the route's rule has passed */
    accessContext: AccessContext | null;
  }
}

const rule = (access: AccessRule) => ({ access });

/** The declarations a route's `config` takes (spread it to add other config such as `rateLimited`). */
export const allow = {
  anyone: () => rule({ who: 'anyone' }),
  signedIn: () => rule({ who: 'signedIn' }),
  systemAdmin: (options: { whileImpersonating?: boolean; account?: AccountSources } = {}) =>
    rule({ who: 'systemAdmin', ...options }),
  systemUser: (flag?: FeatureFlag, account?: AccountSources) => rule({ who: 'systemUser', flag, account }),
  accountMember: (account: AccountSources) => rule({ who: 'accountMember', level: 'member', account }),
  accountAdmin: (account: AccountSources) => rule({ who: 'accountMember', level: 'admin', account }),
};

const forbidden = () => HttpError.from(403, ERRORS.forbidden);

/** Runs a route's rule; returns the context its handler receives, or throws 401/403/404. */
async function checkAccess(
  request: FastifyRequest,
  access: AccessRule,
  checkAccount: AccountChecker,
  db: Db,
): Promise<AccessContext | null> {
  if (access.who === 'anyone') return request.auth ? contextOf(request.auth, null) : null;
  const auth = request.auth;
  if (!auth) throw HttpError.from(401, ERRORS.authentication);
  const user = toAccessUser(auth.user);
  if (access.who === 'systemAdmin' && !isSystemAdmin(user)) {
    // only an admin can have started an impersonation, so its session is the admin's too
    if (!(access.whileImpersonating && auth.impersonatorUserId !== null)) throw forbidden();
  }
  if (access.who === 'systemUser') {
    if (!isSystemUser(user) || (access.flag && !hasFeature(user, access.flag))) throw forbidden();
  }
  const sources = accountSourcesOf('account' in access ? access.account : undefined);
  if (sources.length === 0) return contextOf(auth, null);
  // an impersonation let through by whileImpersonating is refused by its service, before any account
  if (access.who === 'systemAdmin' && auth.impersonatorUserId !== null) return contextOf(auth, null);
  // every account the request names is checked; the first is the one the service works on
  let account: CheckedAccount | null = null;
  for (const source of sources) {
    const accountId = await accountIdOf(db, request, source);
    if (accountId === null) continue;
    const checked = await checkAccount(auth.user, accountId);
    if (access.who === 'accountMember' && access.level === 'admin') {
      if (!isSystemUser(user) && checked.accessLevel !== 'admin') throw forbidden();
    }
    account ??= checked;
  }
  return contextOf(auth, account);
}

// written out, not spread: a session's and a key's contexts differ in shape, and a spread of either
// copies it through a slow generic path on every request
const contextOf = (auth: AuthContext, account: CheckedAccount | null): AccessContext => ({
  sessionId: auth.sessionId,
  user: auth.user,
  impersonatorUserId: auth.impersonatorUserId,
  idleExpiresAt: auth.idleExpiresAt,
  absoluteExpiresAt: auth.absoluteExpiresAt,
  apiKey: auth.apiKey,
  account,
});

/**
 * Enforces every route's declared rule before validation. A route under this plugin without a rule
 * is a programming error and stops the server at start.
 */
export function registerRouteAccess(app: FastifyInstance, checkAccount: AccountChecker, db: Db): void {
  app.decorateRequest('accessContext', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no access rule`);
    // published in the OpenAPI document, where the authorization matrix test reads it
    const published: Record<string, unknown> = {
      ...route.schema,
      'x-access': access,
      // route-table says which credentials a route takes; a route declared otherwise, the session
      ...(route.schema?.security === undefined && access.who !== 'anyone' ? { security: [{ session: [] }] } : {}),
    };
    route.schema = published;
  });
  app.addHook('preValidation', async (request) => {
    // an unknown path has no route and no rule: its not-found handler answers 404
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access) throw forbidden();
    request.accessContext = await checkAccess(request, access, checkAccount, db);
  });
}

/** The checked caller of a signed-in route. */
export function accessOf(request: FastifyRequest): AccessContext {
  if (!request.accessContext) throw HttpError.from(401, ERRORS.authentication);
  return request.accessContext;
}

/** The context of a route whose rule names an account: that account has been checked. */
export type AccountAccess = AccessContext & { account: CheckedAccount };

/**
 * The checked caller and the account the rule names; a route whose rule names no account (or whose
 * request named none: a malformed id, a record that does not exist) has none: 403.
 */
export function accountAccessOf(request: FastifyRequest): AccountAccess {
  const context = accessOf(request);
  if (!context.account) throw forbidden();
  return context as AccountAccess;
}
