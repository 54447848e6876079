import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_FLOW_ERRORS, RESET_REQUESTED_MESSAGE, type ResetRequestAnswer } from '@storelens/contract/api/auth';
import {
  RESET_MIN_ANSWER_MS,
  RESET_REQUESTS_PER_HOUR,
  TOKEN_LIFETIME_MINUTES,
} from '@storelens/contract/domain/identity';
import type { Deps } from '../../deps.ts';
import { clearFailures } from '../../identity/lockout.queries.ts';
import { deleteUserSessions } from '../../identity/sessions.ts';
import { consumeToken, findToken, isLive, issueToken } from '../../identity/user-tokens.queries.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mail.ts';
import { mailTemplates } from '../../platform/mail-templates.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { takeRateLimit } from '../../platform/rate-limit.ts';
import { findUserByEmail, findUserById, updateUser } from './auth.queries.ts';

const findUser = (deps: Deps, email: string) => findUserByEmail(deps.database.db, email);

/**
 * POST /auth/reset (spec 2 §2 /reset): the same neutral answer, in no less than RESET_MIN_ANSWER_MS,
 * whether the email exists or not. A locked account can still ask (a reset is how a locked-out user gets back in); at most
 * RESET_REQUESTS_PER_HOUR mails per email and hour. Only active, activated users get a link.
 */
export async function requestPasswordReset(deps: Deps, rawEmail: string, ip: string): Promise<ResetRequestAnswer> {
  const started = performance.now();
  try {
    const email = rawEmail.trim().toLowerCase();
    const user = await findUser(deps, email);
    const withinLimit = await takeRateLimit(deps.database.executeSql, `reset:${email}`, RESET_REQUESTS_PER_HOUR, 3600);
    if (user?.isActive && user.activatedAt && user.passwordHash && withinLimit) {
      const token = await issueToken(deps.database.db, 'reset', { userId: user.id }, deps.now());
      const url = `${deps.config.publicUrl}/changePassword?t=${encodeURIComponent(token)}`;
      await queueMail(
        deps,
        user.email,
        'passwordReset',
        mailTemplates.passwordReset({
          productName: deps.config.productName,
          url,
          lifetimeMinutes: TOKEN_LIFETIME_MINUTES.reset,
        }),
      );
      await writeAudit(deps.database.db, { action: 'auth.resetRequested', actorUserId: user.id, ip });
    }
    return { status: 'Success', message: RESET_REQUESTED_MESSAGE };
  } finally {
    const left = RESET_MIN_ANSWER_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** The live reset token and its (active) user, or InvalidToken. */
async function liveResetToken(deps: Deps, token: string) {
  const row = await findToken(deps.database.db, 'reset', token);
  if (!isLive(row, deps.now()) || row.userId === null) throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidResetToken);
  const user = await findUserById(deps.database.db, row.userId);
  if (!user?.isActive) throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidResetToken);
  return { row, user };
}

/** GET /auth/validateReset/{token} */
export async function validateResetToken(deps: Deps, token: string): Promise<{ status: 'Success' }> {
  await liveResetToken(deps, token);
  return { status: 'Success' };
}

/**
 * PUT /auth/changePassword/{token}: the token dies, the password changes and every session of the
 * user ends (ASVS 7.4.3). No automatic sign-in: the user signs in, with two-factor if it is on.
 */
export async function changePasswordWithToken(
  deps: Deps,
  token: string,
  password: string,
  ip: string,
): Promise<{ status: 'Success' }> {
  const { row, user } = await liveResetToken(deps, token);
  const passwordHash = await hashPassword(password);
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    if (!(await consumeToken(tx, row.id, deps.now()))) throw HttpError.from(400, AUTH_FLOW_ERRORS.invalidResetToken);
    await updateUser(tx, user.id, { passwordHash });
    await deleteUserSessions(tx, user.id);
  });
  // a reset ends a lockout of the email: the person has just proven they read its mail
  await clearFailures(db, user.email.toLowerCase());
  await writeAudit(db, { action: 'auth.passwordReset', actorUserId: user.id, ip });
  return { status: 'Success' };
}
