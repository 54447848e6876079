import {
  SOURCE_VALIDATION_ERRORS,
  SourceAuthorizeUrlAnswer,
  SourceOAuthAnswer,
} from '@storelens/contract/api/source-validation';
import {
  RunSignupRequestTokenAnswer,
  type SourceOAuthBody,
  SourceValidationAnswer,
} from '@storelens/contract/api/sources';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';

const tokenPath = (token: string) => encodeURIComponent(token);

/** GET /sources/validation/{token}: the source type and its (masked) detail, on load of /validateSource. */
export const useSourceValidation = (token: string) =>
  useQuery({
    queryKey: ['sourceValidation', token],
    queryFn: () => api.get(`/sources/validation/${tokenPath(token)}`, SourceValidationAnswer),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /sources/validation/{token}/authorizeUrl: where the Connect button sends the browser. */
export const fetchAuthorizeUrl = (token: string) =>
  api.get(`/sources/validation/${tokenPath(token)}/authorizeUrl`, SourceAuthorizeUrlAnswer);

/** GET /sources/runSignup/requestToken: RunSignup's OAuth 1.0a request token for this link. */
export const fetchRunSignupRequestToken = (token: string) =>
  api.get(`/sources/runSignup/requestToken?token=${tokenPath(token)}`, RunSignupRequestTokenAnswer);

/**
 * The provider URL to go to: the OAuth 2 authorize URL as it is, or (RunSignup) the
 * user-authorization URL with a fresh request token.
 */
export async function providerUrl(token: string): Promise<string> {
  const target = await fetchAuthorizeUrl(token);
  if (target.flow === 'oauth2') return target.url;
  const request = await fetchRunSignupRequestToken(token);
  const url = new URL(target.url);
  url.searchParams.set('oauth_token', request.token);
  return url.toString();
}

/** The Connect button: find the provider URL, then leave for it. */
export const useConnectProvider = (token: string) =>
  useMutation({
    mutationFn: () => providerUrl(token),
    onSuccess: (url) => window.location.assign(url),
  });

/** PATCH /sources/oauth/{token}: Race Roster login, RunSignup return or OAuth 2 return. */
export const useSaveSourceCredentials = (token: string) =>
  useMutation({
    mutationFn: (body: SourceOAuthBody) => api.patch(`/sources/oauth/${tokenPath(token)}`, body, SourceOAuthAnswer),
  });

const KNOWN = Object.values(SOURCE_VALIDATION_ERRORS);

/** spec 2 §8: the server's text for our codes; anything else is the save failure. */
export const validationErrorText = (error: unknown): string =>
  error instanceof ApiError && KNOWN.some((known) => known.error === error.code)
    ? error.message
    : SOURCE_VALIDATION_ERRORS.saveFailed.message;
