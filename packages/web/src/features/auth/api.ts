import {
  AdminJoinAnswer,
  type AdminJoinBody,
  type ChangePasswordWithTokenBody,
  type JoinBody,
  ResetRequestAnswer,
  type ResetRequestBody,
  StatusAnswer,
  ValidateAdminJoinAnswer,
  ValidateJoinAnswer,
  ValidateResetAnswer,
} from '@storelens/contract/api/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useTokenCheck } from '../../lib/query-hooks.ts';

// Sign-in itself is in login-api.ts: this file's answer schemas (and zod) load with the pages that use them.

// ---------------------------------------------------------------- reset and invites (spec 1 §7 Auth)

const tokenPath = (token: string) => encodeURIComponent(token);

/** POST /auth/reset: always the same neutral answer. */
export const useRequestReset = () =>
  useMutation({ mutationFn: (body: ResetRequestBody) => api.post('/auth/reset', body, ResetRequestAnswer) });

/** GET /auth/validateReset/{token}, on load of /changePassword. */
export const useValidateReset = (token: string) =>
  useTokenCheck(
    ['auth', 'validateReset', token],
    `/auth/validateReset/${tokenPath(token)}`,
    ValidateResetAnswer,
    token !== '',
  );

/** PUT /auth/changePassword/{token} */
export const useChangePasswordWithToken = (token: string) =>
  useMutation({
    mutationFn: (body: ChangePasswordWithTokenBody) =>
      api.put(`/auth/changePassword/${tokenPath(token)}`, body, StatusAnswer),
  });

/** GET /auth/join/validate/{token} */
export const useValidateInvite = (token: string) =>
  useTokenCheck(['auth', 'join', token], `/auth/join/validate/${tokenPath(token)}`, ValidateJoinAnswer);

/** PUT /auth/join/{token} */
export const useJoin = (token: string) =>
  useMutation({ mutationFn: (body: JoinBody) => api.put(`/auth/join/${tokenPath(token)}`, body, StatusAnswer) });

/** GET /auth/join/admin/validate/{token}: also the QR image and secret for step 2. */
export const useValidateAdminInvite = (token: string) =>
  useTokenCheck(['auth', 'joinAdmin', token], `/auth/join/admin/validate/${tokenPath(token)}`, ValidateAdminJoinAnswer);

/** PUT /auth/join/admin/{token}: answers the recovery codes. */
export const useAdminJoin = (token: string) =>
  useMutation({
    mutationFn: (body: AdminJoinBody) => api.put(`/auth/join/admin/${tokenPath(token)}`, body, AdminJoinAnswer),
  });
