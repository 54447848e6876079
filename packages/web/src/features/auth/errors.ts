import { ERRORS, ORIGIN_GUIDANCE, PUBLIC_URL_FIELD } from '@storelens/contract/domain/error-codes';
import { ApiError } from '../../lib/api.ts';
import { PRODUCT_NAME } from '../../lib/product.ts';

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

/** Where a sign-in refused for its address should go instead (first contact). */
export type OriginHint =
  | { kind: 'openAt'; text: string; publicUrl: string; href: string }
  | { kind: 'setPublicUrl'; text: string };

/**
 * A CsrfRejected answer to our own page means the page is open at an address the server does not
 * take as its own: with PUBLIC_URL set the answer names it, and the page links to the same page
 * there; without it, the operator is told how to make this address the app's own.
 */
export const originHintOf = (
  error: unknown,
  here: { origin: string; pathname: string; search: string },
): OriginHint | null => {
  if (!(error instanceof ApiError) || error.code !== ERRORS.csrf.error) return null;
  const publicUrl = error.fields[PUBLIC_URL_FIELD];
  if (publicUrl && /^https?:\/\//i.test(publicUrl))
    return {
      kind: 'openAt',
      text: ORIGIN_GUIDANCE.openAt(PRODUCT_NAME, publicUrl),
      publicUrl,
      href: `${publicUrl.replace(/\/+$/, '')}${here.pathname}${here.search}`,
    };
  return { kind: 'setPublicUrl', text: ORIGIN_GUIDANCE.setPublicUrl(PRODUCT_NAME, here.origin) };
};
