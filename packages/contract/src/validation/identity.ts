import { requiredLine, requiredText, text } from './fields.ts';
import { msg } from './messages.ts';

/** spec 2 §5: the one failure message of the password policy. */
export const PASSWORD_POLICY_MESSAGE = 'Password does not meet the password policy';

/** The longest password we take (ASVS 6.2.9 asks for at least 64). argon2 hashes any length; this bounds the work. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * spec 2 §5 password policy: at least 8 characters, a lowercase letter, an uppercase letter, one
 * number, symbol or whitespace character, no leading or trailing whitespace.
 */
export const meetsPasswordPolicy = (password: string): boolean =>
  password.length >= 8 &&
  password.length <= PASSWORD_MAX_LENGTH &&
  /\p{Ll}/u.test(password) &&
  /\p{Lu}/u.test(password) &&
  /[^\p{L}]/u.test(password) &&
  password === password.trim();

/** A new password: required, then the policy (never trimmed: whitespace is part of a password). */
export const newPasswordField = (field = 'Password') =>
  text(field, { error: (i) => (i.input == null ? msg.required(field) : undefined) })
    .min(1, msg.required(field))
    .refine(meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE);

/** A password being checked (current password, re-authentication): only required. */
export const currentPasswordField = (field = 'Password') =>
  text(field, { error: (i) => (i.input == null ? msg.required(field) : undefined) }).min(1, msg.required(field));

/** First and last name: required and trimmed (spec 2 §5, spec 3 §5); 100 is our bound. */
export const NAME_MAX_LENGTH = 100;
export const nameField = (field: string) => requiredLine(field, NAME_MAX_LENGTH);

/** spec 3 §5, spec 1 §9: mobile with the ###-###-#### mask, exactly 12 characters. */
export const MOBILE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
export const MOBILE_MASK = '###-###-####';
/** Formats typed digits with the mask as the user types (the page's input mask). */
export const maskMobile = (input: string): string => {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
};
/** Optional mobile: empty means none; otherwise exactly the mask. */
export const mobileField = (field = 'Mobile') =>
  text(field)
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (v.length === 12 && MOBILE_PATTERN.test(v)), msg.phone(field));

/** spec 2 §5, spec 3 §5: two-factor code, required, numeric, 6 digits. */
export const TOTP_CODE_LENGTH = 6;
export const totpCodeField = (field = 'Code') =>
  requiredText(field).regex(/^\d{6}$/, msg.code(field, TOTP_CODE_LENGTH));

/** spec 2 §5: recovery code, required, numeric, 8 digits (shown as 4-dash-4, the dash is optional). */
export const RECOVERY_CODE_LENGTH = 8;
export const recoveryCodeField = (field = 'Recovery Code') =>
  requiredText(field)
    .transform((v) => v.replace(/[-\s]/g, ''))
    .refine((v) => /^\d{8}$/.test(v), msg.code(field, RECOVERY_CODE_LENGTH));

/** spec 1 §9: a recovery code is displayed as 4 characters, a dash, 4 characters. */
export const formatRecoveryCode = (digits: string): string => `${digits.slice(0, 4)}-${digits.slice(4)}`;
