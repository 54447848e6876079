/**
 * Session lifetimes. The web checks every 30 minutes and refreshes when the expiry is
 * within an hour (spec 1 §9), so the idle lifetime must be longer than an hour plus one
 * check interval for an open tab to stay signed in.
 */
export const SESSION_IDLE_MINUTES = 120;
/** Hard limit from sign-in, whatever the refreshes (ASVS 4 L2: 12 hours). */
export const SESSION_ABSOLUTE_HOURS = 12;

/** spec 1 §9 */
export const REFRESH_CHECK_MS = 1_800_000;
export const REFRESH_WINDOW_MS = 3_600_000;
export const ACCOUNT_POLL_MS = 60_000;

/** Sign-in lockout: this many failures in a row lock the email for LOCKOUT_MINUTES. */
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_MINUTES = 15;

/** Per-IP ceiling on sign-in and other credential calls, per minute. */
export const AUTH_RATE_LIMIT_PER_MINUTE = 60;

/** The header the web app sends on every call: it forces a CORS preflight (CSRF defence). */
export const CSRF_HEADER = 'x-storelens-csrf';
