/**
 * Lifetimes of the tokens sent in emails (security checklist A1 "Reset and invite tokens").
 * Reset: one hour, single use (OWASP: short-lived). Invites: seven days, single use (ASVS 6.4.1:
 * activation codes expire; a week lets a colleague act on it after a weekend). Preferences links:
 * 90 days, reusable (a person may change their mind), and a GET never changes anything.
 */
export const TOKEN_LIFETIME_MINUTES = {
  reset: 60,
  invite: 7 * 24 * 60,
  adminInvite: 7 * 24 * 60,
  preferences: 90 * 24 * 60,
} as const;

export const TOKEN_PURPOSES = ['reset', 'invite', 'adminInvite', 'preferences'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Recovery codes issued at two-factor setup and on regeneration. */
export const RECOVERY_CODE_COUNT = 10;

/** Reset requests per email per hour; above it the answer stays the same but no mail goes out. */
export const RESET_REQUESTS_PER_HOUR = 5;

/** /auth/reset answers no sooner than this, whether the email exists or not (timing parity). */
export const RESET_MIN_ANSWER_MS = 400;

/** spec 3 §3: team access levels. */
export const TEAM_ACCESS_LEVELS = ['admin', 'user'] as const;
export type TeamAccessLevel = (typeof TEAM_ACCESS_LEVELS)[number];

/** spec 3 §3, §6: permission types. 1 global (every connected retailer), 2 one retailer. */
export const PERMISSION_TYPES = { global: 1, retailer: 2 } as const;

/** The file name of the recovery-code download. */
export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';

/** spec 1 §9, spec 3 §9: the 'Invite resent' toast lasts 2 seconds. */
export const INVITE_RESENT_TOAST_MS = 2000;
