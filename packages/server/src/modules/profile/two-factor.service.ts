import { isSystemUser } from '@storelens/contract/access/roles';
import {
  type MessageAnswer,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
  type RecoveryCodesAnswer,
  type TwoFactorInitAnswer,
  type TwoFactorVerifyBody,
} from '@storelens/contract/api/profile';
import { eq } from 'drizzle-orm';
import { recoveryCodes, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { newTotpSecret, verifyTotp } from '../../platform/totp.ts';
import { toAccessUser } from '../auth/guards.ts';
import type { AuthContext } from '../auth/sessions.ts';
import {
  activatePendingTwoFactor,
  assertNotThrottled,
  clearAttempts,
  countFailedAttempt,
  qrImageFor,
  replaceRecoveryCodes,
  throttleKey,
} from '../auth/two-factor.ts';
import { refuseWhileImpersonating, requirePassword } from './security.service.ts';

const reauthRefusal = PROFILE_ERRORS.invalidEmailPassword;

/**
 * GET /user/twoFactor/init: a new 160-bit secret, sealed as the pending secret until its first
 * code is verified (an enabled device keeps working meanwhile).
 */
export async function initTwoFactor(deps: Deps, auth: AuthContext): Promise<TwoFactorInitAnswer> {
  refuseWhileImpersonating(auth);
  const secret = newTotpSecret();
  await deps.database.db
    .update(users)
    .set({ twoFactorPendingSecret: deps.secrets.encrypt(secret) })
    .where(eq(users.id, auth.user.id));
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
  await db.update(users).set(activatePendingTwoFactor(user.twoFactorPendingSecret, step)).where(eq(users.id, user.id));
  await clearAttempts(deps, key);
  const codes = await replaceRecoveryCodes(db, user.id);
  await writeAudit(db, {
    action: user.twoFactorEnabled ? 'user.twoFactorDeviceReplaced' : 'user.twoFactorEnabled',
    actorUserId: user.id,
    ip,
  });
  return { data: { codes } };
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
  return { data: { codes } };
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
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null })
      .where(eq(users.id, auth.user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.user.id));
  });
  await writeAudit(db, { action: 'user.twoFactorDisabled', actorUserId: auth.user.id, ip });
  return { status: 'Success', message: PROFILE_MESSAGES.twoFactorDisabled };
}
