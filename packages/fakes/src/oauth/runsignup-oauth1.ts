import { randomBytes } from 'node:crypto';
import type { FakeRequest, FakeResponse } from '../shared/http.ts';
import { isSignatureValid, parseOAuthHeader } from './oauth1-signature.ts';
import { DEFAULT_OAUTH_CLIENT, type OAuthClientCredentials } from './oauth2-provider.ts';

/**
 * RunSignup's three-legged OAuth 1.0a (reference source-apis.md §9), below a base path:
 * `POST /oauth/requestToken.php` (signed with the consumer secret, carries oauth_callback) →
 * `GET /OAuth/Verify?oauth_token=` (the user approves at once: 302 to the callback with
 * oauth_token and oauth_verifier) → `POST /oauth/accessToken.php` (signed with the consumer and
 * request-token secrets, carries oauth_verifier; single use). Nonces are not accepted twice.
 */
export interface RunSignupOAuthOptions {
  consumer?: OAuthClientCredentials;
  /** the access token issued, so the API fake (if any) accepts it */
  accessToken?: { token: string; secret: string };
}

interface RequestToken {
  secret: string;
  callback: string;
  verifier: string | null;
  used: boolean;
}

const formAnswer = (status: number, fields: Record<string, string>): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const problem = (status: number, message: string): FakeResponse => ({
  status,
  body: { error: { error_code: status, error_msg: message } },
});

export function createRunSignupOAuth(options: RunSignupOAuthOptions = {}) {
  const consumer = options.consumer ?? DEFAULT_OAUTH_CLIENT;
  const requestTokens = new Map<string, RequestToken>();
  const nonces = new Set<string>();
  const accessTokens: Array<{ token: string; secret: string }> = [];

  /** The signed OAuth parameters of a request, or an error answer. */
  const verify = (request: FakeRequest, tokenSecret: (token: string | undefined) => string | null) => {
    const params = parseOAuthHeader(request.headers.authorization);
    if (!params) return { error: problem(401, 'OAuth authorization header required') };
    if (params.oauth_consumer_key !== consumer.id) return { error: problem(401, 'Invalid consumer key') };
    if (params.oauth_signature_method !== 'HMAC-SHA1') return { error: problem(400, 'Unsupported signature method') };
    const nonce = `${params.oauth_timestamp}:${params.oauth_nonce}`;
    if (!params.oauth_nonce || nonces.has(nonce)) return { error: problem(401, 'Nonce already used') };
    const secret = tokenSecret(params.oauth_token);
    if (secret === null) return { error: problem(401, 'Invalid token') };
    // the request as the client addressed it: the Host header carries the port
    const url = new URL(`http://${request.headers.host}${request.url.pathname}${request.url.search}`);
    const body = String(request.headers['content-type'] ?? '').includes('form')
      ? Object.fromEntries(new URLSearchParams(request.body))
      : {};
    if (!isSignatureValid(request.method, url, params, body, consumer.secret, secret))
      return { error: problem(401, 'Invalid signature') };
    nonces.add(nonce);
    return { params };
  };

  const handle = (request: FakeRequest, path: string): FakeResponse | null => {
    if (path === '/oauth/requestToken.php') {
      const checked = verify(request, () => '');
      if ('error' in checked) return checked.error!;
      const callback = checked.params.oauth_callback;
      if (!callback || !/^https?:\/\//.test(callback)) return problem(400, 'oauth_callback required');
      const token = randomBytes(12).toString('hex');
      const secret = randomBytes(16).toString('hex');
      requestTokens.set(token, { secret, callback, verifier: null, used: false });
      return formAnswer(200, { oauth_token: token, oauth_token_secret: secret, oauth_callback_confirmed: 'true' });
    }
    if (path === '/OAuth/Verify' && request.method === 'GET') {
      const token = request.url.searchParams.get('oauth_token') ?? '';
      const pending = requestTokens.get(token);
      if (!pending || pending.used) return { status: 400, body: 'Unknown or used request token' };
      pending.verifier = randomBytes(8).toString('hex');
      const back = new URL(pending.callback);
      back.searchParams.set('oauth_token', token);
      back.searchParams.set('oauth_verifier', pending.verifier);
      return { status: 302, headers: { location: back.toString() } };
    }
    if (path === '/oauth/accessToken.php') {
      const checked = verify(request, (token) => {
        const pending = token ? requestTokens.get(token) : undefined;
        return pending && !pending.used ? pending.secret : null;
      });
      if ('error' in checked) return checked.error!;
      const pending = requestTokens.get(checked.params.oauth_token!)!;
      if (!pending.verifier || checked.params.oauth_verifier !== pending.verifier)
        return problem(401, 'Invalid oauth_verifier');
      pending.used = true;
      const issued = options.accessToken ?? {
        token: randomBytes(12).toString('hex'),
        secret: randomBytes(16).toString('hex'),
      };
      accessTokens.push(issued);
      return formAnswer(200, { oauth_token: issued.token, oauth_token_secret: issued.secret });
    }
    return null;
  };

  return { handle, consumer, accessTokens };
}
