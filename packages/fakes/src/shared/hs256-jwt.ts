import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JSON Web Tokens for the BI providers' fakes (Tableau connected apps, Metabase static embeds).
 * Written with node:crypto rather than the server's JWT library, so a fake checks what our server
 * signs independently of the code that signed it.
 */

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const parsePart = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The token's parts when its HS256 signature under `secret` (its UTF-8 bytes) is right; null otherwise. */
export function verifyHs256(token: string, secret: string): DecodedJwt | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  const header = parsePart(head);
  const payload = parsePart(body);
  if (!header || !payload || header.alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { header, payload };
}

/** Signs a token (the fakes' own tests make good and bad tokens with it). */
export function signHs256(header: Record<string, unknown>, payload: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', ...header }));
  const body = b64url(JSON.stringify(payload));
  return `${head}.${body}.${b64url(createHmac('sha256', secret).update(`${head}.${body}`).digest())}`;
}

/** Escapes text for an HTML page. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
