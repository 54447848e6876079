import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';
import { bodyFields, DEFAULT_OAUTH_CLIENT, type OAuthClientCredentials } from './oauth2-provider.ts';

/**
 * Race Roster's token call (reference source-apis.md §10), below a base path:
 * `POST /api/oauth/authorize` (form) with `grant_type=access_token`, the client id and secret and
 * the user's `username` and `password`, or `grant_type=refresh_token` + `refresh_token`. Errors are
 * OAuth-style JSON `{error, error_description, hint}` with a non-2xx status.
 */
export interface RaceRosterAuthOptions {
  client?: OAuthClientCredentials;
  /** the accounts that may sign in */
  users?: Array<{ username: string; password: string }>;
}

export const DEFAULT_RACEROSTER_USER = { username: 'director@race.example', password: 'Race-Roster-1' };

const failure = (status: number, error: string, description: string, hint = ''): FakeResponse => ({
  status,
  body: { error, error_description: description, hint },
});

export function createRaceRosterAuth(options: RaceRosterAuthOptions = {}) {
  const client = options.client ?? DEFAULT_OAUTH_CLIENT;
  const users = options.users ?? [DEFAULT_RACEROSTER_USER];
  const refreshTokens = new Set<string>();
  const accessTokens: string[] = [];
  /** the grant type of every token answer given, in order ('access_token' = a sign-in with the login) */
  const grants: string[] = [];

  const issue = (grant: string): FakeResponse => {
    grants.push(grant);
    const accessToken = `rr_${randomBytes(16).toString('hex')}`;
    const refreshToken = `rrr_${randomBytes(16).toString('hex')}`;
    accessTokens.push(accessToken);
    refreshTokens.add(refreshToken);
    return {
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3600, access_token: accessToken, refresh_token: refreshToken },
    };
  };

  const handle = (request: FakeRequest, path: string): FakeResponse | null => {
    if (path !== '/api/oauth/authorize') return null;
    if (request.method !== 'POST') return failure(405, 'invalid_request', 'The request method must be POST.');
    const fields = bodyFields(request);
    if (fields.client_id !== client.id || fields.client_secret !== client.secret)
      return failure(401, 'invalid_client', 'Client authentication failed');
    if (fields.grant_type === 'refresh_token') {
      if (!fields.refresh_token || !refreshTokens.delete(fields.refresh_token))
        return failure(401, 'invalid_request', 'The refresh token is invalid.', 'Token has been revoked');
      return issue('refresh_token');
    }
    if (fields.grant_type !== 'access_token')
      return failure(
        400,
        'unsupported_grant_type',
        'The authorization grant type is not supported.',
        'Check the `grant_type` parameter',
      );
    if (!fields.username || !fields.password)
      return failure(
        400,
        'invalid_request',
        'The request is missing a required parameter.',
        'Check the `username` and `password` parameters',
      );
    const user = users.find((u) => u.username.toLowerCase() === fields.username!.toLowerCase());
    if (!user || user.password !== fields.password)
      return failure(401, 'invalid_credentials', 'The user credentials were incorrect.');
    return issue('access_token');
  };

  return { handle, client, users, accessTokens, grants };
}
