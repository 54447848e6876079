import type { ExpirationAnswer } from '@storelens/contract/api/auth';
import { REFRESH_CHECK_MS, REFRESH_WINDOW_MS } from '@storelens/contract/domain/session';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api, isApiStatus } from './api.ts';

const REMEMBERED_ACCOUNT_KEY = 'storelens.activeAccount';

/**
 * The expiry of an expiration answer (`{ exp }`, whole seconds), checked by hand rather than with the
 * contract's zod schema: the sign-in page asks for it as it opens, and zod is not part of what that
 * page loads. Same rule as the contract's `Expiry`: an integer.
 */
export const readExpiry = (answer: unknown): ExpirationAnswer['exp'] => {
  const exp = (answer as Partial<ExpirationAnswer> | null)?.exp;
  if (!Number.isInteger(exp)) throw new Error('The expiration answer has no whole-second expiry');
  return exp as number;
};

const SESSION_HINT_KEY = 'storelens.hasSession';

/**
 * Whether this browser may hold a session: remembered from the last expiry seen (set by a sign-in or
 * an expiration answer, dropped by a signed-out answer and by sign-out). The session cookie itself
 * is HttpOnly, so this is how the sign-in page knows not to ask (a signed-out ask is a 401 that every
 * visit to /login would print in the browser console). Storage that cannot be read means "ask".
 */
export const mayHaveSession = (): boolean => {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return true;
  }
};

const rememberSession = (exp: number | null): void => {
  try {
    if (exp === null) window.localStorage.removeItem(SESSION_HINT_KEY);
    else window.localStorage.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // private modes may refuse storage: the sign-in page then simply asks
  }
};

/** GET /auth/expiration: the session's expiry in seconds since the epoch, or null when signed out. */
export const fetchExpiration = async (): Promise<number | null> => {
  let exp: number | null;
  try {
    exp = readExpiry(await api.get('/auth/expiration'));
  } catch (error) {
    if (!isApiStatus(error, 401)) throw error;
    exp = null;
  }
  rememberSession(exp);
  return exp;
};

export const expirationQuery = queryOptions({
  queryKey: ['auth', 'expiration'],
  queryFn: fetchExpiration,
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * "Is this browser signed in?", as the sign-in page and the session guard ask it: of the server only
 * when this browser may hold a session, else answered "no" at once, so a signed-out visit to any page
 * prints no 401 in the console. Every way to a session goes through sign-in (impersonation swaps a
 * session that is already remembered), which records the hint; a browser whose session predates the
 * hint signs in once more.
 */
export const signInPageExpirationQuery = queryOptions({
  ...expirationQuery,
  queryFn: async () => (mayHaveSession() ? fetchExpiration() : null),
});

export const useExpiration = () => useQuery(signInPageExpirationQuery);

/** A sign-in succeeded: remember that this browser holds a session, even before its expiry is known. */
export const rememberSignIn = (): void => {
  try {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // storage refused: mayHaveSession then says "ask"
  }
};

/** Records a fresh expiry, e.g. straight after sign-in. */
export const setExpiration = (queryClient: QueryClient, exp: number | null): void => {
  rememberSession(exp);
  queryClient.setQueryData(expirationQuery.queryKey, exp);
};

/** spec 1 §4: refresh only when the expiry is in the future but within the refresh window. */
export const shouldRefresh = (expSeconds: number, nowMs: number): boolean => {
  const left = expSeconds * 1000 - nowMs;
  return left > 0 && left <= REFRESH_WINDOW_MS;
};

/**
 * spec 1 §4: every REFRESH_CHECK_MS look at the expiry and extend the session when it is
 * close. Lives as long as the signed-in part of the app is mounted, so leaving it stops it.
 */
export const useSessionRefresh = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(async () => {
      const exp = queryClient.getQueryData(expirationQuery.queryKey);
      if (typeof exp !== 'number' || !shouldRefresh(exp, Date.now())) return;
      const fresh = await api
        .get('/user/refreshToken')
        .then(readExpiry)
        .catch(() => null);
      if (fresh !== null) setExpiration(queryClient, fresh);
    }, REFRESH_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
};

/** The account this browser tab last chose (spec 1 §4: one account per tab). */
export const rememberedAccountId = (): number | null => {
  const value = Number(window.sessionStorage.getItem(REMEMBERED_ACCOUNT_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
};

export const rememberAccountId = (id: number | null): void => {
  if (id === null) window.sessionStorage.removeItem(REMEMBERED_ACCOUNT_KEY);
  else window.sessionStorage.setItem(REMEMBERED_ACCOUNT_KEY, String(id));
};

/**
 * spec 1 §4 sign-out: end the session on the server, forget everything cached, and start
 * over on the sign-in page. A fresh document stops every timer and leaves no state of the
 * previous user behind.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await api.delete('/auth').catch(() => undefined);
    rememberSession(null);
    queryClient.clear();
    rememberAccountId(null);
    window.location.assign('/login');
  }, [queryClient]);
};

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export const safeRedirect = (value: string | null): string =>
  value?.startsWith('/') && !value.startsWith('//') ? value : '/';
