import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * OAuth 1.0a HMAC-SHA1 (RFC 5849 §3.4), written here apart from the server's signer so that the
 * fake checks the server rather than agreeing with it by construction.
 */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The parameters of an `Authorization: OAuth k="v", ...` header (realm left out). */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | null {
  const match = /^OAuth\s+(.*)$/i.exec(header ?? '');
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const part of match[1]!.split(',')) {
    const pair = /^\s*([^=\s]+)\s*=\s*"([^"]*)"\s*$/.exec(part);
    if (pair && pair[1] !== 'realm') fields[decodeURIComponent(pair[1]!)] = decodeURIComponent(pair[2]!);
  }
  return fields;
}

export function signatureBaseString(method: string, url: URL, params: Array<[string, string]>): string {
  const all = [...url.searchParams.entries(), ...params.filter(([name]) => name !== 'oauth_signature')]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort();
  const baseUrl = `${url.protocol}//${url.host}${url.pathname}`;
  return `${method.toUpperCase()}&${encode(baseUrl)}&${encode(all.join('&'))}`;
}

export function isSignatureValid(
  method: string,
  url: URL,
  params: Record<string, string>,
  body: Record<string, string>,
  consumerSecret: string,
  tokenSecret: string,
): boolean {
  const base = signatureBaseString(method, url, [...Object.entries(params), ...Object.entries(body)]);
  const expected = createHmac('sha1', `${encode(consumerSecret)}&${encode(tokenSecret)}`)
    .update(base)
    .digest('base64');
  const given = params.oauth_signature ?? '';
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
