import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';

export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

/**
 * The `Authorization: OAuth ...` header of a request signed with HMAC-SHA1 (RFC 5849 §3.4) by the
 * `oauth-1.0a` library. `extra` are further oauth_* parameters (oauth_callback, oauth_verifier);
 * `body` the form parameters, which are signed too but travel in the body. `clock` fixes the nonce
 * and timestamp (tests).
 */
export function oauth1Header(
  method: string,
  url: string,
  credentials: OAuth1Credentials,
  extra: Record<string, string> = {},
  body: Record<string, string> = {},
  clock: { nonce?: string; timestamp?: string } = {},
): string {
  const signer = new OAuth({
    consumer: { key: credentials.consumerKey, secret: credentials.consumerSecret },
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
  if (clock.nonce !== undefined) signer.getNonce = () => clock.nonce!;
  if (clock.timestamp !== undefined) signer.getTimeStamp = () => Number(clock.timestamp);
  const signed = signer.authorize(
    { url, method, data: { ...body, ...extra } },
    credentials.token ? { key: credentials.token, secret: credentials.tokenSecret ?? '' } : undefined,
  );
  // the extra oauth_* parameters are signed as request data; they go in the header as well
  return signer.toHeader({ ...signed, ...extra }).Authorization;
}
