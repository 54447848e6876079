import {
  AdminJoinAnswer,
  type AdminJoinBody,
  type ChangePasswordWithTokenBody,
  type JoinBody,
  LoginAnswer,
  type LoginBody,
  ResetRequestAnswer,
  type ResetRequestBody,
  StatusAnswer,
  ValidateAdminJoinAnswer,
  ValidateJoinAnswer,
  ValidateResetAnswer,
} from '@storelens/contract/api/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { expirationQuery, setExpiration } from '../../lib/session.ts';

/** POST /auth: sign in; the answer says whether a second factor is still needed. */
export const login = (body: LoginBody) => api.post('/auth', body, LoginAnswer);

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (answer.status !== 'Success') return;
      // A new sign-in may be another person: drop everything cached for the previous one.
      queryClient.removeQueries();
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
  const expiration = useQuery({ ...expirationQuery, refetchOnMount: 'always' });
  if (expiration.isPending || (expiration.isFetching && !expiration.isFetchedAfterMount)) return null;
  const exp = expiration.data;
  return typeof exp === 'number' && exp * 1000 > Date.now();
};

// ---------------------------------------------------------------- reset and invites (spec 1 §7 Auth)

const tokenPath = (token: string) => encodeURIComponent(token);

/** POST /auth/reset: always the same neutral answer. */
export const useRequestReset = () =>
  useMutation({ mutationFn: (body: ResetRequestBody) => api.post('/auth/reset', body, ResetRequestAnswer) });

/** GET /auth/validateReset/{token}, on load of /changePassword. */
export const useValidateReset = (token: string) =>
  useQuery({
    queryKey: ['auth', 'validateReset', token],
    queryFn: () => api.get(`/auth/validateReset/${tokenPath(token)}`, ValidateResetAnswer),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** PUT /auth/changePassword/{token} */
export const useChangePasswordWithToken = (token: string) =>
  useMutation({
    mutationFn: (body: ChangePasswordWithTokenBody) =>
      api.put(`/auth/changePassword/${tokenPath(token)}`, body, StatusAnswer),
  });

/** GET /auth/join/validate/{token} */
export const useValidateInvite = (token: string) =>
  useQuery({
    queryKey: ['auth', 'join', token],
    queryFn: () => api.get(`/auth/join/validate/${tokenPath(token)}`, ValidateJoinAnswer),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** PUT /auth/join/{token} */
export const useJoin = (token: string) =>
  useMutation({ mutationFn: (body: JoinBody) => api.put(`/auth/join/${tokenPath(token)}`, body, StatusAnswer) });

/** GET /auth/join/admin/validate/{token}: also the QR image and secret for step 2. */
export const useValidateAdminInvite = (token: string) =>
  useQuery({
    queryKey: ['auth', 'joinAdmin', token],
    queryFn: () => api.get(`/auth/join/admin/validate/${tokenPath(token)}`, ValidateAdminJoinAnswer),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** PUT /auth/join/admin/{token}: answers the recovery codes. */
export const useAdminJoin = (token: string) =>
  useMutation({
    mutationFn: (body: AdminJoinBody) => api.put(`/auth/join/admin/${tokenPath(token)}`, body, AdminJoinAnswer),
  });
