import { isSystemUser } from '@storelens/contract/access/roles';
import {
  type MessageAnswer,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
  type RecoveryCodesAnswer,
  type TwoFactorInitAnswer,
  type TwoFactorVerifyBody,
} from '@storelens/contract/api/profile';
import type { Deps } from '../../deps.ts';
import { toAccessUser } from '../../identity/guards.ts';
import type { AuthContext } from '../../identity/sessions.ts';
import { deleteRecoveryCodes } from '../../identity/two-factor.queries.ts';
import {
  activatePendingTwoFactor,
  assertNotThrottled,
  clearAttempts,
  countFailedAttempt,
  qrImageFor,
  replaceRecoveryCodes,
  throttleKey,
} from '../../identity/two-factor.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { newTotpSecret, verifyTotp } from '../../platform/totp.ts';
import { findPendingSecret, storePendingSecretIfNone, updateUser } from './profile.queries.ts';
import { refuseWhileImpersonating, requirePassword } from './security.service.ts';

const reauthRefusal = PROFILE_ERRORS.invalidEmailPassword;

/**
 * GET /user/twoFactor/init (spec 1 §8 makes it a GET): the pending secret to scan, sealed until
 * its first code is verified. A GET must not change state (ASVS 3.5.3), so this one is safe and
 * idempotent: while a pending secret exists it is answered again, unchanged; only when there is
 * none is a new 160-bit one created. A pending secret never affects sign-in (an enabled device
 * keeps working) and verifying or turning two-factor off clears it, so a later setup gets a new one.
 */
export async function initTwoFactor(deps: Deps, auth: AuthContext): Promise<TwoFactorInitAnswer> {
  refuseWhileImpersonating(auth);
  const db = deps.database.db;
  let secret = auth.user.twoFactorPendingSecret ? deps.secrets.decrypt(auth.user.twoFactorPendingSecret) : null;
  if (secret === null) {
    const fresh = newTotpSecret();
    // only where none is pending: two GETs at once keep one secret
    if (await storePendingSecretIfNone(db, auth.user.id, deps.secrets.encrypt(fresh))) secret = fresh;
    else {
      const pending = await findPendingSecret(db, auth.user.id);
      secret = pending ? deps.secrets.decrypt(pending) : fresh;
    }
  }
  return { imageUrl: await qrImageFor(secret, auth.user.email, deps.config.productName), secret };
}

/**
 * POST /user/twoFactor/verify: the first code of the pending secret turns it on (or, for a user
 * who has it on already, replaces the device after the password). Answers new recovery codes.
 */
export async function verifyTwoFactor(
  deps: Deps,
  auth: AuthContext,
  body: TwoFactorVerifyBody,
  ip: string,
): Promise<RecoveryCodesAnswer> {
  refuseWhileImpersonating(auth);
  const user = auth.user;
  if (!user.twoFactorPendingSecret) throw HttpError.from(400, PROFILE_ERRORS.noTwoFactorSetup);
  if (user.twoFactorEnabled) await requirePassword(deps, user, body.password, reauthRefusal, ip);
  const key = throttleKey('code', user.id);
  await assertNotThrottled(deps, key);
  const step = verifyTotp(deps.secrets.decrypt(user.twoFactorPendingSecret), body.token, null, deps.now());
  if (step === null) {
    await countFailedAttempt(deps, key, user.id, ip);
    const e = PROFILE_ERRORS.invalidTwoFactorCode;
    throw new HttpError(400, e.error, e.message, { token: e.message });
  }
  const db = deps.database.db;
  await updateUser(db, user.id, activatePendingTwoFactor(user.twoFactorPendingSecret, step));
  await clearAttempts(deps, key);
  const codes = await replaceRecoveryCodes(db, user.id);
  await writeAudit(db, {
    action: user.twoFactorEnabled ? 'user.twoFactorDeviceReplaced' : 'user.twoFactorEnabled',
    actorUserId: user.id,
    ip,
  });
  return { codes, data: { codes } };
}

/** PUT /user/twoFactor/generateCodes: new recovery codes, the old ones die (password asked again). */
export async function generateRecoveryCodes(
  deps: Deps,
  auth: AuthContext,
  password: string,
  ip: string,
): Promise<RecoveryCodesAnswer> {
  refuseWhileImpersonating(auth);
  if (!auth.user.twoFactorEnabled) throw HttpError.from(400, PROFILE_ERRORS.twoFactorNotEnabled);
  await requirePassword(deps, auth.user, password, reauthRefusal, ip);
  const codes = await replaceRecoveryCodes(deps.database.db, auth.user.id);
  await writeAudit(deps.database.db, { action: 'user.recoveryCodesRegenerated', actorUserId: auth.user.id, ip });
  return { codes, data: { codes } };
}

/** DELETE /user/twoFactor: customer users only (spec 3 §4); the secret and recovery codes are removed. */
export async function disableTwoFactor(
  deps: Deps,
  auth: AuthContext,
  password: string,
  ip: string,
): Promise<MessageAnswer> {
  refuseWhileImpersonating(auth);
  if (isSystemUser(toAccessUser(auth.user))) throw HttpError.from(400, PROFILE_ERRORS.systemUserTwoFactor);
  if (!auth.user.twoFactorEnabled) throw HttpError.from(400, PROFILE_ERRORS.twoFactorNotEnabled);
  await requirePassword(deps, auth.user, password, reauthRefusal, ip);
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, {
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
    });
    await deleteRecoveryCodes(tx, auth.user.id);
  });
  await writeAudit(db, { action: 'user.twoFactorDisabled', actorUserId: auth.user.id, ip });
  return { status: 'Success', message: PROFILE_MESSAGES.twoFactorDisabled };
}
