import { createHmac, randomBytes } from 'node:crypto';

/** RFC 5849 §3.6 percent-encoding: RFC 3986 unreserved characters stay, everything else is %XX. */
export const oauthEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

/**
 * The HMAC-SHA1 signature of a request (RFC 5849 §3.4): the base string is the method, the URL
 * without its query, and every query, body and oauth_* parameter sorted by name then value.
 */
export function oauth1Signature(
  method: string,
  url: string,
  params: ReadonlyArray<readonly [string, string]>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const parsed = new URL(url);
  const all: Array<[string, string]> = [...parsed.searchParams.entries()];
  for (const [name, value] of params) if (name !== 'oauth_signature') all.push([name, value]);
  const normalised = all
    .map(([name, value]) => [oauthEncode(name), oauthEncode(value)] as const)
    .sort(([an, av], [bn, bv]) => (an === bn ? (av < bv ? -1 : av > bv ? 1 : 0) : an < bn ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const baseUrl = `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  const base = [method.toUpperCase(), oauthEncode(baseUrl), oauthEncode(normalised)].join('&');
  const key = `${oauthEncode(consumerSecret)}&${oauthEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(base).digest('base64');
}

/**
 * The `Authorization: OAuth ...` header of a signed request. `extra` are further oauth_*
 * parameters (oauth_callback, oauth_verifier); `body` the form parameters, which are signed too.
 */
export function oauth1Header(
  method: string,
  url: string,
  credentials: OAuth1Credentials,
  extra: Record<string, string> = {},
  body: Record<string, string> = {},
  clock: { nonce?: string; timestamp?: string } = {},
): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: clock.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: clock.timestamp ?? String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(credentials.token ? { oauth_token: credentials.token } : {}),
    ...extra,
  };
  const signature = oauth1Signature(
    method,
    url,
    [...Object.entries(oauth), ...Object.entries(body)],
    credentials.consumerSecret,
    credentials.tokenSecret,
  );
  const fields = { ...oauth, oauth_signature: signature };
  return `OAuth ${Object.entries(fields)
    .map(([name, value]) => `${oauthEncode(name)}="${oauthEncode(value)}"`)
    .join(', ')}`;
}
