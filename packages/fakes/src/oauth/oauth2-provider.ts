import { randomBytes } from 'node:crypto';
import { basicAuth, type FakeRequest, type FakeResponse } from '../shared/http.ts';

/**
 * An OAuth 2 authorization-code provider (RFC 6749 §4.1) as the vendors' auth servers behave:
 * the authorize step checks the client and the redirect URI and sends the browser back with a
 * code and the caller's `state` (the user approves at once); the token step checks the client
 * secret, that the code is this client's, unexpired and unused, and that the redirect URI is the
 * one the code was issued for. Refresh rotates both tokens (reference source-apis.md §4).
 */

export interface OAuthClientCredentials {
  id: string;
  secret: string;
}

/** The client the fakes know unless told otherwise (tests and the demo configure the server with it). */
export const DEFAULT_OAUTH_CLIENT: OAuthClientCredentials = {
  id: 'storelens-test-client',
  secret: 'storelens-test-client-secret',
};

export interface OAuth2ProviderOptions {
  client?: OAuthClientCredentials;
  /**
   * The redirect URIs registered with the client. When the authorize request names none, the
   * first is used (Lightspeed); when it names one, it must be listed. Empty: any http(s) URI.
   */
  redirectUris?: string[];
  /** true: the token request must repeat the redirect URI (RFC 6749 §4.1.3) */
  redirectUriOnToken?: boolean;
  /** the scopes the client may ask for; others are refused with invalid_scope */
  scopes?: string[];
  scopeSeparator?: string;
  /** the access token issued (so the vendor's API fake accepts it); default a random one */
  accessToken?: string;
  /** extra fields in the token answer (Brightpearl's api_domain, ...) */
  tokenExtras?: Record<string, unknown>;
  /** code lifetime in seconds (default 600) */
  codeSeconds?: number;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  scope: string;
  expiresAt: number;
  used: boolean;
}

const oauthError = (status: number, error: string, description: string): FakeResponse => ({
  status,
  body: { error, error_description: description },
});

/** Form or JSON body fields (token endpoints take either). */
export function bodyFields(request: FakeRequest): Record<string, string> {
  const type = String(request.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    try {
      const parsed = JSON.parse(request.body) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(request.body));
}

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export function createOAuth2Provider(options: OAuth2ProviderOptions = {}) {
  const client = options.client ?? DEFAULT_OAUTH_CLIENT;
  const codes = new Map<string, IssuedCode>();
  const refreshTokens = new Set<string>();
  const issuedAccessTokens: string[] = [];
  const separator = options.scopeSeparator ?? ' ';

  const issueTokens = () => {
    const accessToken = options.accessToken ?? `at_${randomBytes(16).toString('hex')}`;
    const refreshToken = `rt_${randomBytes(16).toString('hex')}`;
    refreshTokens.add(refreshToken);
    issuedAccessTokens.push(accessToken);
    return { access_token: accessToken, token_type: 'bearer', expires_in: 3600, refresh_token: refreshToken };
  };

  /** GET authorize: a 302 back to the redirect URI with `code` and `state`, or a 400 page. */
  const authorize = (
    url: URL,
    extraRedirectParams: (code: string) => Record<string, string> = () => ({}),
  ): FakeResponse => {
    const q = url.searchParams;
    if (q.get('client_id') !== client.id) return { status: 400, body: 'Unknown client_id' };
    const responseType = q.get('response_type');
    if (responseType !== null && responseType !== 'code') return { status: 400, body: 'Unsupported response_type' };
    const requested = q.get('redirect_uri');
    const registered = options.redirectUris ?? [];
    const redirectUri = requested ?? registered[0];
    if (!redirectUri) return { status: 400, body: 'No redirect_uri is registered for this client' };
    if (registered.length > 0 ? !registered.includes(redirectUri) : !isHttpUrl(redirectUri))
      return { status: 400, body: 'The redirect_uri is not registered for this client' };
    const scope = q.get('scope') ?? '';
    const asked = scope.split(separator).filter(Boolean);
    if (options.scopes && asked.some((s) => !options.scopes!.includes(s))) {
      const back = new URL(redirectUri);
      back.searchParams.set('error', 'invalid_scope');
      if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
      return { status: 302, headers: { location: back.toString() } };
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, {
      clientId: client.id,
      redirectUri,
      scope,
      expiresAt: Date.now() + (options.codeSeconds ?? 600) * 1000,
      used: false,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (q.get('state') !== null) back.searchParams.set('state', q.get('state')!);
    for (const [name, value] of Object.entries(extraRedirectParams(code))) back.searchParams.set(name, value);
    return { status: 302, headers: { location: back.toString() } };
  };

  /** POST token: authorization_code or refresh_token grant, client authenticated by body or Basic. */
  const token = (request: FakeRequest): FakeResponse => {
    if (request.method !== 'POST') return oauthError(405, 'invalid_request', 'POST only');
    const fields = bodyFields(request);
    const basic = basicAuth(request.headers);
    const clientId = fields.client_id ?? basic?.user;
    const clientSecret = fields.client_secret ?? basic?.password;
    if (clientId !== client.id || clientSecret !== client.secret)
      return oauthError(401, 'invalid_client', 'Client authentication failed');
    if (fields.grant_type === 'refresh_token') {
      if (!fields.refresh_token || !refreshTokens.delete(fields.refresh_token))
        return oauthError(400, 'invalid_grant', 'The refresh token is invalid');
      return { status: 200, body: { ...issueTokens(), ...options.tokenExtras } };
    }
    if (fields.grant_type !== undefined && fields.grant_type !== 'authorization_code')
      return oauthError(400, 'unsupported_grant_type', 'The grant type is not supported');
    return redeem(fields.code, fields.redirect_uri);
  };

  /** Spends a code: it must be this client's, unexpired, unused, for the same redirect URI. */
  const redeem = (code: string | undefined, redirectUri: string | undefined): FakeResponse => {
    const issued = code ? codes.get(code) : undefined;
    if (!issued || issued.clientId !== client.id)
      return oauthError(400, 'invalid_grant', 'The authorization code is invalid');
    if (issued.used) return oauthError(400, 'invalid_grant', 'The authorization code has already been used');
    if (Date.now() > issued.expiresAt) return oauthError(400, 'invalid_grant', 'The authorization code has expired');
    // RFC 6749 §4.1.3: a redirect URI sent (or required) must be the one the code was issued for
    if ((options.redirectUriOnToken || redirectUri !== undefined) && redirectUri !== issued.redirectUri)
      return oauthError(400, 'invalid_grant', 'The redirect_uri does not match the authorization request');
    issued.used = true;
    return { status: 200, body: { ...issueTokens(), scope: issued.scope, ...options.tokenExtras } };
  };

  return {
    client,
    authorize,
    token,
    redeem,
    /** a token pair as a finished flow would hold it (tests start a source from here) */
    issue: () => ({ ...issueTokens(), ...options.tokenExtras }),
    /** refuses a refresh token from now on, as a vendor does when the user revokes the app */
    revoke: (refreshToken: string) => refreshTokens.delete(refreshToken),
    /** access tokens issued so far, oldest first */
    issuedAccessTokens,
  };
}

export type OAuth2Provider = ReturnType<typeof createOAuth2Provider>;
