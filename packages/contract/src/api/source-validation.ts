import { z } from 'zod';
import { text } from '../validation/fields.ts';
import { successAnswer } from './common.ts';

/**
 * Source validation links and OAuth (spec 2 §2, §4, §7, §8). The call bodies and answers the spec
 * names live in api/sources.ts (SourceValidationAnswer, RunSignupRequestTokenAnswer, SourceOAuthBody);
 * this file adds what the spec leaves "not shown": the token path parameter, the provider URL the
 * page sends the browser to, and the spec's texts.
 */

/** spec 2 §8 "Source validation": the texts and the error codes that carry them. */
export const SOURCE_VALIDATION_ERRORS = {
  invalidToken: { error: 'InvalidToken', message: 'The link is either invalid or has expired.' },
  saveFailed: {
    error: 'ValidationFailed',
    message: 'There was a problem saving your validation credentials. Please try again.',
  },
  invalidLogin: { error: 'InvalidLogin', message: 'Invalid Login or Password' },
} as const;

/** Shown by the pages once the credentials are saved (our text; the spec gives none). */
export const SOURCE_VALIDATION_SUCCESS = 'Your credentials were saved. You can close this page.';

/**
 * The validation token of /validateSource?t={token}. An invalid or missing token says 'The link is
 * either invalid or has expired.' (spec 2 §8) whatever its shape: one no link has becomes '' and
 * the service, finding no such link, says it.
 */
// (the shared text refuses NUL and lone surrogates; refused, the token is '' like any other failure)
const linkToken = text('Token').max(200).catch('');

/** The validation token, in a path. */
export const ValidationTokenParams = z.object({ token: linkToken });

/** GET /sources/runSignup/requestToken?token={validation token}: the link the request token is for. */
export const RunSignupRequestTokenQuery = z.object({ token: linkToken });

/**
 * GET /sources/validation/{token}/authorizeUrl: where the page sends the browser. For OAuth 2 types
 * the provider's authorize URL with `state` equal to the validation token; for RunSignup (OAuth
 * 1.0a) the provider's user-authorization URL, to which the page adds `oauth_token`.
 */
export const SourceAuthorizeUrlAnswer = z.object({
  flow: z.enum(['oauth1', 'oauth2']),
  url: z.string(),
});
export type SourceAuthorizeUrlAnswer = z.infer<typeof SourceAuthorizeUrlAnswer>;

/** PATCH /sources/oauth/{token} answer. */
export const SourceOAuthAnswer = successAnswer({});
export type SourceOAuthAnswer = z.infer<typeof SourceOAuthAnswer>;
