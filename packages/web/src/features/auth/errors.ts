import { ERRORS } from '@storelens/contract/domain/error-codes';
import { ApiError } from '../../lib/api.ts';

// spec 2 §8 "Login": the codes sign-in may answer, with the words the page shows.
const LOGIN_ERRORS = [
  ERRORS.invalidEmailPassword,
  ERRORS.accountLocked,
  ERRORS.invalidCode,
  ERRORS.invalidRecoveryCode,
];

/** The text a failed sign-in shows: the spec's wording for known codes, else the server's message. */
export const loginErrorText = (error: unknown): string => {
  if (!(error instanceof ApiError)) return 'An unknown error has occurred.';
  return LOGIN_ERRORS.find((e) => e.error === error.code)?.message ?? error.message;
};

/** The text of a failed reset/join/preferences call: the server's message for our codes, else a generic one. */
export const flowErrorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;
