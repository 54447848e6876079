import { z } from 'zod';
import { SYSTEM_ACCESS_LEVELS } from '../domain/users.ts';
import { confirmedForm, requiredEmail, text } from '../validation/fields.ts';
import {
  currentPasswordField,
  mobileField,
  nameField,
  newPasswordField,
  totpCodeField,
} from '../validation/identity.ts';
import { featureFlagFields, personFields, successAnswer } from './common.ts';

/** spec 3 §8 and §2: texts of the profile and security page. */
export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile has been updated',
  emailUpdated: 'Your email address has been updated',
  passwordUpdated: 'Your password has been updated',
  twoFactorEnabled: 'Two-factor authentication is enabled',
  twoFactorDisabled: 'Two-factor authentication is disabled',
} as const;

export const PROFILE_ERRORS = {
  /** change email: shown on the password field */
  invalidEmailPassword: { error: 'InvalidPassword', message: 'password is incorrect' },
  /** change password: shown on the current password field */
  invalidCurrentPassword: { error: 'InvalidPassword', message: 'Current Password is incorrect' },
  duplicateEmail: {
    error: 'DuplicateEmail',
    message: 'Oops. Looks like you already have an account with this email address. Please try to login.',
  },
  /** two-factor verify (spec 3 §8: InvalidToken shows 'Invalid code') */
  invalidTwoFactorCode: { error: 'InvalidToken', message: 'Invalid code' },
  noTwoFactorSetup: { error: 'NoTwoFactorSetup', message: 'Start the two-factor setup first.' },
  twoFactorNotEnabled: { error: 'TwoFactorNotEnabled', message: 'Two-factor authentication is not enabled.' },
  systemUserTwoFactor: {
    error: 'SystemUserTwoFactor',
    message: 'System users cannot disable two-factor authentication. Set up a new device instead.',
  },
  impersonating: { error: 'Impersonating', message: 'This cannot be changed while impersonating a user.' },
} as const;

/** PUT /user/profile */
export const UpdateProfileBody = z.object({
  firstName: nameField('First Name'),
  lastName: nameField('Last Name'),
  mobile: mobileField('Mobile'),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** PUT /user/email */
export const ChangeEmailBody = z.object({
  email: requiredEmail('New Email'),
  password: currentPasswordField('Password'),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** The email change form: new, confirm and password (spec 3 §5). The server takes email and password. */
export const ChangeEmailForm = confirmedForm(
  {
    email: ChangeEmailBody.shape.email,
    confirmEmail: requiredEmail('Confirm Email'),
    password: ChangeEmailBody.shape.password,
  },
  ['email', 'New Email'],
  ['confirmEmail', 'Confirm Email'],
  (email, confirmation) => email.toLowerCase() === confirmation.toLowerCase(),
);
export type ChangeEmailForm = z.infer<typeof ChangeEmailForm>;

/** PUT /user/password */
export const ChangePasswordBody = z.object({
  password: currentPasswordField('Current Password'),
  newPassword: newPasswordField('New Password'),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The password change form: current, new and confirm (spec 3 §5). */
export const ChangePasswordForm = confirmedForm(
  { ...ChangePasswordBody.shape, confirmPassword: currentPasswordField('Confirm Password') },
  ['newPassword', 'New Password'],
  ['confirmPassword', 'Confirm Password'],
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

export const MessageAnswer = successAnswer({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** GET /user/twoFactor/init: the QR image (a data: URL of a PNG) and the base32 secret. */
export const TwoFactorInitAnswer = z.object({ imageUrl: z.string(), secret: z.string() });
export type TwoFactorInitAnswer = z.infer<typeof TwoFactorInitAnswer>;

/**
 * POST /user/twoFactor/verify {token}. When two-factor is already on (a system user setting up a
 * new device), the password is asked again (re-authentication, ASVS 7.5.1).
 */
export const TwoFactorVerifyBody = z.object({
  token: totpCodeField('Code'),
  password: text('Password').optional(),
});
export type TwoFactorVerifyBody = z.infer<typeof TwoFactorVerifyBody>;

/** Re-authentication for regenerating codes and disabling two-factor. */
export const ReauthBody = z.object({ password: currentPasswordField('Password') });
export type ReauthBody = z.infer<typeof ReauthBody>;

/**
 * Answers of verify and generateCodes (spec 1 §7 'answer data.codes'), each code shown as 4-dash-4.
 * The spec's 'data.' reads as the answer's body for the time zone ('data.timeZone') and as a `data`
 * member for settings and reports ('data.data'): the codes stand both at the top and under `data`,
 * so either reading finds them.
 */
export const RecoveryCodesAnswer = z.object({
  codes: z.array(z.string()),
  data: z.object({ codes: z.array(z.string()) }),
});
export type RecoveryCodesAnswer = z.infer<typeof RecoveryCodesAnswer>;

/** spec 1 §3 "User profile". */
export const Profile = z.object({
  ...personFields(),
  timeZone: z.string().nullable(),
  systemAccessLevel: z.enum(SYSTEM_ACCESS_LEVELS).nullable(),
  twoFactorEnabled: z.boolean(),
  mobile: z.string().nullable(),
  impersonated: z.boolean(),
  ...featureFlagFields(),
});
export type Profile = z.infer<typeof Profile>;

export const TimeZoneBody = z.object({
  timeZone: text('Time Zone')
    .min(1)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'timeZone is not a valid IANA time zone'),
});
export const TimeZoneAnswer = z.object({ timeZone: z.string() });
