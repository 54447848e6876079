import { z } from 'zod';
import { confirmedForm, requiredEmail, text } from '../validation/fields.ts';
import { nameField, newPasswordField, totpCodeField } from '../validation/identity.ts';
import { msg } from '../validation/messages.ts';
import { successAnswer } from './common.ts';

/** Session expiry, in seconds since the Unix epoch (the convention of a JWT's `exp`). */
export const Expiry = z.number().int();

export const LoginBody = z.object({
  email: requiredEmail('Email'),
  password: text('Password', { error: (i) => (i.input == null ? msg.required('Password') : undefined) }).min(
    1,
    msg.required('Password'),
  ),
  code: text('Code').trim().optional(),
  recoveryCode: text('Recovery Code').trim().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LOGIN_STATUSES = ['Success', 'TwoFactorRequired'] as const;

export const LoginAnswer = z.object({
  status: z.enum(LOGIN_STATUSES),
  exp: Expiry.optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const ExpirationAnswer = z.object({ exp: Expiry });
export type ExpirationAnswer = z.infer<typeof ExpirationAnswer>;

export const LogoutAnswer = successAnswer({});

// ---------------------------------------------------------------- password reset and invites (spec 1 §7, spec 2 §4)

/** Codes and texts of the reset and join pages (spec 2 §8). */
export const AUTH_FLOW_ERRORS = {
  invalidResetToken: {
    error: 'InvalidToken',
    message: 'The reset password token has either expired or been previously used.',
  },
  invalidInviteToken: { error: 'InvalidToken', message: 'The invite link is no longer valid.' },
  alreadyActivated: { error: 'AlreadyActivated', message: 'Your account has already been activated.' },
  invalidJoinCode: { error: 'InvalidCode', message: 'Invalid Code' },
} as const;

/** spec 2 §2 /reset: the neutral answer, the same whether the email exists or not. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email address, a link to reset the password has been sent to it.';

/** POST /auth/reset */
export const ResetRequestBody = z.object({ email: requiredEmail('Email') });
export type ResetRequestBody = z.infer<typeof ResetRequestBody>;
export const ResetRequestAnswer = successAnswer({ message: z.string() });
export type ResetRequestAnswer = z.infer<typeof ResetRequestAnswer>;

export const TokenParam = z.object({ token: text('Token').min(1).max(200) });

/** GET /auth/validateReset/{token} */
export const ValidateResetAnswer = successAnswer({});

/** PUT /auth/changePassword/{token} (the confirmation is checked on the page). */
export const ChangePasswordWithTokenBody = z.object({ password: newPasswordField('Password') });
export type ChangePasswordWithTokenBody = z.infer<typeof ChangePasswordWithTokenBody>;

export const StatusAnswer = successAnswer({});
export type StatusAnswer = z.infer<typeof StatusAnswer>;

/** GET /auth/join/validate/{token} */
export const ValidateJoinAnswer = z.object({ email: z.string() });
export type ValidateJoinAnswer = z.infer<typeof ValidateJoinAnswer>;

/** GET /auth/join/admin/validate/{token}: step 2 shows the QR image and the secret (spec 2 §3). */
export const ValidateAdminJoinAnswer = z.object({ email: z.string(), imageUrl: z.string(), secret: z.string() });
export type ValidateAdminJoinAnswer = z.infer<typeof ValidateAdminJoinAnswer>;

/** PUT /auth/join/{token} */
export const JoinBody = z.object({
  firstName: nameField('First Name'),
  lastName: nameField('Last Name'),
  password: newPasswordField('Password'),
});
export type JoinBody = z.infer<typeof JoinBody>;

/** PUT /auth/join/admin/{token}: admin invite users must set up two-factor (spec 2 §1). */
export const AdminJoinBody = JoinBody.extend({ code: totpCodeField('Code') });
export type AdminJoinBody = z.infer<typeof AdminJoinBody>;

/** The admin's recovery codes are issued with the two-factor setup, shown once. */
export const AdminJoinAnswer = successAnswer({ codes: z.array(z.string()) });
export type AdminJoinAnswer = z.infer<typeof AdminJoinAnswer>;

/** /changePassword form: the password and its confirmation (spec 2 §5). */
export const ChangePasswordWithTokenForm = confirmedForm(
  { password: newPasswordField('Password'), confirmPassword: text('Confirm Password') },
  ['password', 'Password'],
  ['confirmPassword', 'Confirm Password'],
);
export type ChangePasswordWithTokenForm = z.infer<typeof ChangePasswordWithTokenForm>;

/** /join and /join/admin step 1: names, the password and its confirmation. */
export const JoinForm = confirmedForm(
  { ...JoinBody.shape, confirmPassword: text('Confirm Password') },
  ['password', 'Password'],
  ['confirmPassword', 'Confirm Password'],
);
export type JoinForm = z.infer<typeof JoinForm>;

/** The page's text after a successful reset or join. */
export const AUTH_FLOW_MESSAGES = {
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  joined: 'Your account is ready. Sign in to get started.',
} as const;
