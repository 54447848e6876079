import { createHmac } from 'node:crypto';
import { EMBED_TOKEN_SECONDS } from '@storelens/contract/api/reports';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/**
 * The built-in report frame's token: HS256 under a key derived from SECRET_KEY for this
 * one use, so the frame needs no cookie and a token for reports can never pass for anything else.
 * It names the account the server checked, the report and the user; it lives EMBED_TOKEN_SECONDS.
 */
export interface EmbedClaims {
  accountId: number;
  reportId: number;
  userId: number;
  /** the built-in report key */
  key: string;
}

const AUDIENCE = 'storelens:report-embed';
const keyOf = (secretKey: string) =>
  new Uint8Array(createHmac('sha256', secretKey).update('storelens report embed token v1').digest());

export async function signEmbedToken(secretKey: string, claims: EmbedClaims, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + EMBED_TOKEN_SECONDS;
  const token = await new SignJWT({ acc: claims.accountId, rpt: claims.reportId, key: claims.key })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secretKey));
  return { token, expiresAt: new Date(expiresAt * 1000) };
}

/** The claims of a valid, unexpired token, or null (bad signature, expired, malformed, other use). */
export async function verifyEmbedToken(secretKey: string, token: string, now: Date): Promise<EmbedClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secretKey), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
    });
    const accountId = Number(payload.acc);
    const reportId = Number(payload.rpt);
    const userId = Number(payload.sub);
    if (![accountId, reportId, userId].every((n) => Number.isInteger(n) && n > 0) || typeof payload.key !== 'string')
      return null;
    return { accountId, reportId, userId, key: payload.key };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
