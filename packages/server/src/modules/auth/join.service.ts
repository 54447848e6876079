import {
  type AdminJoinAnswer,
  type AdminJoinBody,
  AUTH_FLOW_ERRORS,
  type JoinBody,
  type ValidateAdminJoinAnswer,
  type ValidateJoinAnswer,
} from '@storelens/contract/api/auth';
import { TOKEN_LIFETIME_MINUTES } from '@storelens/contract/domain/identity';
import type { Deps } from '../../deps.ts';
import type { UserRow } from '../../identity/sessions.ts';
import {
  activatePendingTwoFactor,
  assertNotThrottled,
  clearAttempts,
  countFailedAttempt,
  qrImageFor,
  replaceRecoveryCodes,
  throttleKey,
} from '../../identity/two-factor.ts';
import { consumeToken, findToken, issueToken } from '../../identity/user-tokens.queries.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { newTotpSecret, verifyTotp } from '../../platform/totp.ts';
import { findUserById, updateUser } from './auth.queries.ts';

type InvitePurpose = 'invite' | 'adminInvite';

const displayName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * Sends a customer user's invite (team invite and resend): a new single-use token, the earlier
 * ones ended, the link built on PUBLIC_URL (never the Host header).
 */
export async function sendUserInvite(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'email'>,
  inviter: UserRow,
  accountName: string,
): Promise<void> {
  const token = await issueToken(deps.database.db, 'invite', { userId: user.id }, deps.now());
  await queueMail(
    deps,
    user.email,
    'userInvite',
    mailTemplates.userInvite({
      productName: deps.config.productName,
      url: `${deps.config.publicUrl}/join/${encodeURIComponent(token)}`,
      accountName,
      inviterName: displayName(inviter),
      lifetimeMinutes: TOKEN_LIFETIME_MINUTES.invite,
    }),
  );
}

/**
 * Sends an internal user's invite (admin invite and resend). The two-factor secret the join page
 * shows is made here, sealed, so opening the link (a GET) changes nothing.
 */
export async function sendAdminInvite(deps: Deps, user: Pick<UserRow, 'id' | 'email'>, inviter: UserRow) {
  const db = deps.database.db;
  await updateUser(db, user.id, { twoFactorPendingSecret: deps.secrets.encrypt(newTotpSecret()) });
  const token = await issueToken(db, 'adminInvite', { userId: user.id }, deps.now());
  await queueMail(
    deps,
    user.email,
    'adminInvite',
    mailTemplates.adminInvite({
      productName: deps.config.productName,
      url: `${deps.config.publicUrl}/join/admin/${encodeURIComponent(token)}`,
      inviterName: displayName(inviter),
      lifetimeMinutes: TOKEN_LIFETIME_MINUTES.adminInvite,
    }),
  );
}

/**
 * The invite behind a token. Unknown or expired: InvalidToken. Used, or the user is already
 * activated: AlreadyActivated (someone opening their old link again).
 */
async function inviteOf(deps: Deps, purpose: InvitePurpose, token: string) {
  const row = await findToken(deps.database.db, purpose, token);
  if (!row || row.userId === null) throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidInviteToken);
  const user = await findUserById(deps.database.db, row.userId);
  if (!user) throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidInviteToken);
  if (row.usedAt !== null || user.activatedAt !== null) throw HttpError.from(400, AUTH_FLOW_ERRORS.alreadyActivated);
  if (row.expiresAt <= deps.now() || !user.isActive) throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidInviteToken);
  if (purpose === 'adminInvite' && (!user.twoFactorPendingSecret || !user.systemAccessLevel))
    throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidInviteToken);
  return { row, user };
}

/**
 * Uses up the invite and activates its user with the form's names and password (and `more` columns),
 * in one transaction: of two submits of one link, only the first activates.
 */
async function activateInvited(
  deps: Deps,
  invite: Awaited<ReturnType<typeof inviteOf>>,
  body: { firstName: string; lastName: string; password: string },
  more: Parameters<typeof updateUser>[2] = {},
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await deps.database.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, invite.row.id, deps.now())))
      throw HttpError.from(400, AUTH_FLOW_ERRORS.alreadyActivated);
    await updateUser(tx, invite.user.id, {
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      activatedAt: deps.now(),
      ...more,
    });
  });
}

/** GET /auth/join/validate/{token} */
export async function validateUserInvite(deps: Deps, token: string): Promise<ValidateJoinAnswer> {
  const { user } = await inviteOf(deps, 'invite', token);
  return { email: user.email };
}

/** GET /auth/join/admin/validate/{token}: the QR image and secret for step 2. */
export async function validateAdminInvite(deps: Deps, token: string): Promise<ValidateAdminJoinAnswer> {
  const { user } = await inviteOf(deps, 'adminInvite', token);
  const secret = deps.secrets.decrypt(user.twoFactorPendingSecret!);
  return { email: user.email, imageUrl: await qrImageFor(secret, user.email, deps.config.productName), secret };
}

/** PUT /auth/join/{token}: names and password; the token dies and the user is activated. */
export async function acceptUserInvite(deps: Deps, token: string, body: JoinBody, ip: string) {
  const invite = await inviteOf(deps, 'invite', token);
  await activateInvited(deps, invite, body);
  await writeAudit(deps.database.db, { action: 'auth.join', actorUserId: invite.user.id, ip });
  return { status: 'Success' as const };
}

/**
 * PUT /auth/join/admin/{token}: names, password and the first authenticator code (admin invite
 * users must set up two-factor). Wrong codes are throttled like passwords. Answers the recovery codes.
 */
export async function acceptAdminInvite(
  deps: Deps,
  token: string,
  body: AdminJoinBody,
  ip: string,
): Promise<AdminJoinAnswer> {
  const { row, user } = await inviteOf(deps, 'adminInvite', token);
  const key = throttleKey('code', user.id);
  await assertNotThrottled(deps, key);
  const secret = deps.secrets.decrypt(user.twoFactorPendingSecret!);
  const step = verifyTotp(secret, body.code, null, deps.now());
  if (step === null) {
    await countFailedAttempt(deps, key, user.id, ip);
    throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidJoinCode);
  }
  await activateInvited(deps, { row, user }, body, activatePendingTwoFactor(user.twoFactorPendingSecret, step));
  await clearAttempts(deps, key);
  const db = deps.database.db;
  const codes = await replaceRecoveryCodes(db, user.id);
  await writeAudit(db, { action: 'auth.join', actorUserId: user.id, details: { admin: true, twoFactor: true }, ip });
  return { status: 'Success', codes };
}
