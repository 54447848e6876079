import { randomInt } from 'node:crypto';
import { ERRORS } from '@storelens/contract/api/errors';
import { RECOVERY_CODE_COUNT } from '@storelens/contract/domain/identity';
import { formatRecoveryCode } from '@storelens/contract/validation/identity';
import QRCode from 'qrcode';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { writeAudit } from '../platform/audit.ts';
import { HttpError } from '../platform/errors.ts';
import { hashPassword } from '../platform/passwords.ts';
import { buildTotp } from '../platform/totp.ts';
import { clearFailures, isLocked, recordFailure } from './lockout.queries.ts';
import { replaceRecoveryCodeHashes } from './two-factor.queries.ts';

/** The QR image (a PNG data: URL the page can show) of the otpauth:// URI for an authenticator app. */
export const qrImageFor = (secret: string, email: string, productName: string): Promise<string> =>
  QRCode.toDataURL(buildTotp(secret, email, productName).toString(), { margin: 1, width: 220 });

/**
 * Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones: 8 random digits each,
 * stored as argon2id hashes (ASVS 6.5.2), returned once as 4-dash-4 for the user to keep.
 */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const digits = Array.from({ length: RECOVERY_CODE_COUNT }, () => String(randomInt(0, 100_000_000)).padStart(8, '0'));
  const hashes = await Promise.all(digits.map((d) => hashPassword(d)));
  await replaceRecoveryCodeHashes(db, userId, hashes);
  return digits.map(formatRecoveryCode);
}

/**
 * Code attempts outside sign-in (two-factor setup, admin join, re-authentication) are throttled
 * like passwords: the same threshold and lockout, counted per user under their own key so that
 * they cannot lock the user's sign-in.
 */
export const throttleKey = (kind: 'code' | 'reauth', userId: number) => `${kind}:${userId}`;

export async function assertNotThrottled(deps: Deps, key: string): Promise<void> {
  if (await isLocked(deps.database.db, key, deps.now())) throw HttpError.from(400, ERRORS.accountLocked);
}

/** Counts a failed attempt; throws AccountLocked when this one reached the threshold. */
export async function countFailedAttempt(deps: Deps, key: string, userId: number, ip: string): Promise<void> {
  if (await recordFailure(deps.database.db, key, deps.now())) {
    deps.log.warn({ userId, key, ip }, 'locked after repeated failed codes or passwords');
    await writeAudit(deps.database.db, { action: 'auth.locked', actorUserId: userId, details: { key }, ip });
    throw HttpError.from(400, ERRORS.accountLocked);
  }
}

export const clearAttempts = (deps: Deps, key: string) => clearFailures(deps.database.db, key);

/** The user columns that make a verified pending secret the active one; `step` is the code just used. */
export const activatePendingTwoFactor = (pendingSecret: string | null, step: number) => ({
  twoFactorEnabled: true,
  twoFactorSecret: pendingSecret,
  twoFactorPendingSecret: null,
  // the code just used cannot sign in again
  twoFactorLastStep: step,
});
