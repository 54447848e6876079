import {
  ChangeEmailBody,
  ChangePasswordBody,
  MessageAnswer,
  Profile,
  ReauthBody,
  RecoveryCodesAnswer,
  TwoFactorInitAnswer,
  TwoFactorVerifyBody,
  UpdateProfileBody,
} from '@storelens/contract/api/profile';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { routeTable } from '../../identity/route-table.ts';
import { changeEmail, changePassword, updateProfile } from './security.service.ts';
import { disableTwoFactor, generateRecoveryCodes, initTwoFactor, verifyTwoFactor } from './two-factor.service.ts';

/** Profile and security (spec 3 §2): profile, email, password and two-factor of the signed-in user. */
export function registerSecurityRoutes(app: FastifyInstance, deps: Deps): void {
  const route = routeTable(app, { tag: 'profile', errors: [400, 401, 403] });
  const access = allow.signedIn();
  // what could take an account over belongs to a browser session, never to an API key
  const keyless = { ...access, keyless: true };

  route.put(
    '/user/profile',
    { summary: 'Update name and mobile', body: UpdateProfileBody, answer: Profile, access },
    async (request) => updateProfile(deps, accessOf(request), request.body),
  );
  route.put(
    '/user/email',
    { summary: 'Change the email address', body: ChangeEmailBody, answer: MessageAnswer, access: keyless },
    async (request) => changeEmail(deps, accessOf(request), request.body, request.ip),
  );
  route.put(
    '/user/password',
    { summary: 'Change the password', body: ChangePasswordBody, answer: MessageAnswer, access: keyless },
    async (request) => changePassword(deps, accessOf(request), request.body, request.ip),
  );
  route.get(
    '/user/twoFactor/init',
    { summary: 'Start two-factor setup: QR image and secret', answer: TwoFactorInitAnswer, access: keyless },
    async (request) => initTwoFactor(deps, accessOf(request)),
  );
  route.post(
    '/user/twoFactor/verify',
    {
      summary: 'Verify the first code; answers the recovery codes',
      body: TwoFactorVerifyBody,
      answer: RecoveryCodesAnswer,
      access: keyless,
    },
    async (request) => verifyTwoFactor(deps, accessOf(request), request.body, request.ip),
  );
  route.put(
    '/user/twoFactor/generateCodes',
    { summary: 'New recovery codes', body: ReauthBody, answer: RecoveryCodesAnswer, access: keyless },
    async (request) => generateRecoveryCodes(deps, accessOf(request), request.body.password, request.ip),
  );
  route.delete(
    '/user/twoFactor',
    { summary: 'Turn two-factor off (not for system users)', body: ReauthBody, answer: MessageAnswer, access: keyless },
    async (request) => disableTwoFactor(deps, accessOf(request), request.body.password, request.ip),
  );
}
