import type { LOGIN_STATUSES, LoginAnswer, LoginBody } from '@storelens/contract/api/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { readExpiry, rememberSignIn, setExpiration, signInPageExpirationQuery } from '../../lib/session.ts';

// The sign-in calls, apart from the other auth calls (api.ts): the sign-in page is the app's first
// chunk, and these check their two small answers by hand so that zod and the contract's schemas are
// not part of what it loads. The types keep them in step with the contract.
const STATUSES = ['Success', 'TwoFactorRequired'] as const satisfies typeof LOGIN_STATUSES;

/** The contract's LoginAnswer rule: a known status and, when present, a whole-second expiry. */
export const readLoginAnswer = (answer: unknown): LoginAnswer => {
  const { status, exp } = (answer ?? {}) as Partial<Record<keyof LoginAnswer, unknown>>;
  const known = STATUSES.find((s) => s === status);
  if (!known) throw new Error('The sign-in answer has no known status');
  return exp === undefined ? { status: known } : { status: known, exp: readExpiry({ exp }) };
};

/** POST /auth: sign in; the answer says whether a second factor is still needed. */
export const login = async (body: LoginBody) => readLoginAnswer(await api.post('/auth', body));

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (answer.status !== 'Success') return;
      // A new sign-in may be another person: drop everything cached for the previous one.
      queryClient.removeQueries();
      rememberSignIn();
      // Without an expiry in the answer the session guard asks the server for it.
      if (answer.exp !== undefined) setExpiration(queryClient, answer.exp);
    },
  });
};

/**
 * Whether this browser has a live session, asked afresh on mount: the cached expiry may be stale when
 * a 401 just sent the user here. null until the answer arrives.
 */
export const useIsSignedIn = (): boolean | null => {
  const expiration = useQuery({ ...signInPageExpirationQuery, refetchOnMount: 'always' });
  if (expiration.isPending || (expiration.isFetching && !expiration.isFetchedAfterMount)) return null;
  const exp = expiration.data;
  return typeof exp === 'number' && exp * 1000 > Date.now();
};
