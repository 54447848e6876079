import type { ErrorAnswer } from '@storelens/contract/api/errors';
import type { Profile } from '@storelens/contract/api/profile';
import {
  type ChangeEmailBody,
  type ChangePasswordBody,
  type MessageAnswer,
  PROFILE_ERRORS,
  PROFILE_MESSAGES,
  type UpdateProfileBody,
} from '@storelens/contract/api/profile';
import type { Deps } from '../../deps.ts';
import type { AuthContext, UserRow } from '../../identity/sessions.ts';
import { deleteUserSessions } from '../../identity/sessions.ts';
import { assertNotThrottled, clearAttempts, countFailedAttempt, throttleKey } from '../../identity/two-factor.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { isEmailTakenByOther, updateUser } from './profile.queries.ts';
import { toProfile } from './profile.service.ts';

/** Credentials are the user's own: an impersonating admin cannot change them. */
export function refuseWhileImpersonating(auth: AuthContext): void {
  if (auth.impersonatorUserId !== null) throw HttpError.from(403, PROFILE_ERRORS.impersonating);
}

/**
 * Re-authentication before a credential change (ASVS 7.5.1), throttled like sign-in.
 * A wrong password answers `refusal` with the message on the password field.
 */
export async function requirePassword(
  deps: Deps,
  user: UserRow,
  password: string | undefined,
  refusal: ErrorAnswer,
  ip: string,
): Promise<void> {
  const key = throttleKey('reauth', user.id);
  await assertNotThrottled(deps, key);
  if (!password || !user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await countFailedAttempt(deps, key, user.id, ip);
    throw new HttpError(400, refusal.error, refusal.message, { password: refusal.message });
  }
  await clearAttempts(deps, key);
}

/** PUT /user/profile */
export async function updateProfile(deps: Deps, auth: AuthContext, body: UpdateProfileBody): Promise<Profile> {
  const row = await updateUser(deps.database.db, auth.user.id, {
    firstName: body.firstName,
    lastName: body.lastName,
    mobile: body.mobile ?? null,
  });
  return toProfile(row!, auth.impersonatorUserId !== null);
}

const duplicateEmail = () =>
  new HttpError(400, PROFILE_ERRORS.duplicateEmail.error, PROFILE_ERRORS.duplicateEmail.message, {
    email: PROFILE_ERRORS.duplicateEmail.message,
  });

/** PUT /user/email: password first (so the call cannot probe for addresses), then uniqueness; a notice goes to both addresses. */
export async function changeEmail(
  deps: Deps,
  auth: AuthContext,
  body: ChangeEmailBody,
  ip: string,
): Promise<MessageAnswer> {
  refuseWhileImpersonating(auth);
  const user = auth.user;
  await requirePassword(deps, user, body.password, PROFILE_ERRORS.invalidEmailPassword, ip);
  const email = body.email.trim().toLowerCase();
  const db = deps.database.db;
  if (email === user.email.toLowerCase()) return { status: 'Success', message: PROFILE_MESSAGES.emailUpdated };
  if (await isEmailTakenByOther(db, email, user.id)) throw duplicateEmail();
  try {
    await updateUser(db, user.id, { email });
  } catch (err) {
    // two users raced for the same address: the unique index decides
    if (String((err as { code?: string }).code ?? (err as Error).message).match(/23505|unique/i))
      throw duplicateEmail();
    throw err;
  }
  const notice = mailTemplates.emailChanged({
    productName: deps.config.productName,
    oldEmail: user.email,
    newEmail: email,
    url: `${deps.config.publicUrl}/login`,
  });
  await queueMail(deps, user.email, 'emailChanged', notice);
  await queueMail(deps, email, 'emailChanged', notice);
  await writeAudit(db, {
    action: 'user.emailChanged',
    actorUserId: user.id,
    details: { from: user.email, to: email },
    ip,
  });
  return { status: 'Success', message: PROFILE_MESSAGES.emailUpdated };
}

/** PUT /user/password: the current password, then the new one; the user's other sessions end (ASVS 7.4.3). */
export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  body: ChangePasswordBody,
  ip: string,
): Promise<MessageAnswer> {
  refuseWhileImpersonating(auth);
  await requirePassword(deps, auth.user, body.password, PROFILE_ERRORS.invalidCurrentPassword, ip);
  const passwordHash = await hashPassword(body.newPassword);
  const db = deps.database.db;
  // the new password and the end of the other sessions go together
  await db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, { passwordHash });
    await deleteUserSessions(tx, auth.user.id, auth.sessionId);
  });
  await writeAudit(db, { action: 'user.passwordChanged', actorUserId: auth.user.id, ip });
  return { status: 'Success', message: PROFILE_MESSAGES.passwordUpdated };
}
