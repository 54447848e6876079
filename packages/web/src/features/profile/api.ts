import {
  type ChangeEmailBody,
  type ChangePasswordBody,
  MessageAnswer,
  Profile,
  RecoveryCodesAnswer,
  TwoFactorInitAnswer,
  type TwoFactorVerifyBody,
  type UpdateProfileBody,
} from '@storelens/contract/api/profile';
import { useMutation } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api.ts';
import { useRefreshingMutation } from '../../lib/query-hooks.ts';
import { profileQuery } from '../../lib/user-api.ts';

/** Every change here shows on the profile: reload it afterwards. */
const useProfileMutation = <Body, Answer>(mutationFn: (body: Body) => Promise<Answer>) =>
  useRefreshingMutation(profileQuery.queryKey, mutationFn);

/** PUT /user/profile */
export const useUpdateProfile = () =>
  useProfileMutation((body: UpdateProfileBody) => api.put('/user/profile', body, Profile));

/** PUT /user/email */
export const useChangeEmail = () =>
  useProfileMutation((body: ChangeEmailBody) => api.put('/user/email', body, MessageAnswer));

/** PUT /user/password */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordBody) => api.put('/user/password', body, MessageAnswer) });

/** GET /user/twoFactor/init: a fresh secret each time, so it is a mutation, not a cached query. */
export const useTwoFactorInit = () =>
  useMutation({ mutationFn: () => api.get('/user/twoFactor/init', TwoFactorInitAnswer) });

/** POST /user/twoFactor/verify: answers the recovery codes */
export const useTwoFactorVerify = () =>
  useProfileMutation((body: TwoFactorVerifyBody) => api.post('/user/twoFactor/verify', body, RecoveryCodesAnswer));

/** PUT /user/twoFactor/generateCodes */
export const useGenerateRecoveryCodes = () =>
  useMutation({
    mutationFn: (password: string) => api.put('/user/twoFactor/generateCodes', { password }, RecoveryCodesAnswer),
  });

/** DELETE /user/twoFactor (with the password in the body) */
export const useDisableTwoFactor = () =>
  useProfileMutation((password: string) =>
    apiRequest('DELETE', '/user/twoFactor', { body: { password }, schema: MessageAnswer }),
  );
