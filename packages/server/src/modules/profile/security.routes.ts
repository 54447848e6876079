import { ErrorAnswer } from '@storelens/contract/api/errors';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { accessOf, allow } from '../../identity/route-access.ts';
import { changeEmail, changePassword, updateProfile } from './security.service.ts';
import { disableTwoFactor, generateRecoveryCodes, initTwoFactor, verifyTwoFactor } from './two-factor.service.ts';

const errors = { 400: ErrorAnswer, 401: ErrorAnswer, 403: ErrorAnswer };

/** Profile and security (spec 3 §2): profile, email, password and two-factor of the signed-in user. */
export function registerSecurityRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  const config = allow.signedIn();

  r.put(
    '/user/profile',
    {
      schema: {
        tags,
        summary: 'Update name and mobile',
        body: UpdateProfileBody,
        response: { 200: Profile, ...errors },
      },
      config,
    },
    async (request) => updateProfile(deps, accessOf(request), request.body),
  );

  r.put(
    '/user/email',
    {
      schema: {
        tags,
        summary: 'Change the email address',
        body: ChangeEmailBody,
        response: { 200: MessageAnswer, ...errors },
      },
      config,
    },
    async (request) => changeEmail(deps, accessOf(request), request.body, request.ip),
  );

  r.put(
    '/user/password',
    {
      schema: {
        tags,
        summary: 'Change the password',
        body: ChangePasswordBody,
        response: { 200: MessageAnswer, ...errors },
      },
      config,
    },
    async (request) => changePassword(deps, accessOf(request), request.body, request.ip),
  );

  r.get(
    '/user/twoFactor/init',
    {
      schema: {
        tags,
        summary: 'Start two-factor setup: QR image and secret',
        response: { 200: TwoFactorInitAnswer, ...errors },
      },
      config,
    },
    async (request) => initTwoFactor(deps, accessOf(request)),
  );

  r.post(
    '/user/twoFactor/verify',
    {
      schema: {
        tags,
        summary: 'Verify the first code; answers the recovery codes',
        body: TwoFactorVerifyBody,
        response: { 200: RecoveryCodesAnswer, ...errors },
      },
      config,
    },
    async (request) => verifyTwoFactor(deps, accessOf(request), request.body, request.ip),
  );

  r.put(
    '/user/twoFactor/generateCodes',
    {
      schema: {
        tags,
        summary: 'New recovery codes',
        body: ReauthBody,
        response: { 200: RecoveryCodesAnswer, ...errors },
      },
      config,
    },
    async (request) => generateRecoveryCodes(deps, accessOf(request), request.body.password, request.ip),
  );

  r.delete(
    '/user/twoFactor',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off (not for system users)',
        body: ReauthBody,
        response: { 200: MessageAnswer, ...errors },
      },
      config,
    },
    async (request) => disableTwoFactor(deps, accessOf(request), request.body.password, request.ip),
  );
}
