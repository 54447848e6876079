import type { ExpirationAnswer } from '@storelens/contract/api/auth';
import { REFRESH_CHECK_MS, REFRESH_WINDOW_MS } from '@storelens/contract/domain/session';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api, isApiStatus } from './api.ts';

const REMEMBERED_ACCOUNT_KEY = 'storelens.activeAccount';

/**
 * The expiry of an expiration answer (`{ exp }`, whole seconds), checked by hand rather than with the
 * contract's zod schema: the sign-in page asks for it as it opens, and zod is not part of what that
 * page loads (issue 15 §5). Same rule as the contract's `Expiry`: an integer.
 */
export const readExpiry = (answer: unknown): ExpirationAnswer['exp'] => {
  const exp = (answer as Partial<ExpirationAnswer> | null)?.exp;
  if (!Number.isInteger(exp)) throw new Error('The expiration answer has no whole-second expiry');
  return exp as number;
};

/** GET /auth/expiration: the session's expiry in seconds since the epoch, or null when signed out. */
export const fetchExpiration = async (): Promise<number | null> => {
  try {
    return readExpiry(await api.get('/auth/expiration'));
  } catch (error) {
    if (isApiStatus(error, 401)) return null;
    throw error;
  }
};

export const expirationQuery = queryOptions({
  queryKey: ['auth', 'expiration'],
  queryFn: fetchExpiration,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useExpiration = () => useQuery(expirationQuery);

/** Records a fresh expiry, e.g. straight after sign-in. */
export const setExpiration = (queryClient: QueryClient, exp: number | null): void => {
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
    queryClient.clear();
    rememberAccountId(null);
    window.location.assign('/login');
  }, [queryClient]);
};

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export const safeRedirect = (value: string | null): string =>
  value?.startsWith('/') && !value.startsWith('//') ? value : '/';
