import type { LoginAnswer, LoginBody } from '@storelens/contract/api/auth';
import { ERRORS } from '@storelens/contract/api/errors';
import type { Deps } from '../../deps.ts';
import { clearFailures, isLocked, recordFailure } from '../../identity/lockout.queries.ts';
import {
  type AuthContext,
  createSession,
  deleteSession,
  extendSession,
  toExp,
  type UserRow,
} from '../../identity/sessions.ts';
import { auditCallerChange, writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { verifyTotp } from '../../platform/totp.ts';
import { findUnusedRecoveryCodes, findUserByEmail, markRecoveryCodeUsed, recordTotpStep } from './auth.queries.ts';

export interface LoginResult {
  answer: LoginAnswer;
  session?: { token: string; absoluteExpiresAt: Date };
}

const failure = async (deps: Deps, email: string, kind: keyof typeof ERRORS, ip: string) => {
  const db = deps.database.db;
  const locked = await recordFailure(db, email, deps.now());
  if (locked) {
    deps.log.warn({ email, ip }, 'sign-in locked after repeated failures');
    await writeAudit(db, { action: 'auth.locked', details: { email }, ip });
    return HttpError.from(401, ERRORS.accountLocked);
  }
  return HttpError.from(401, ERRORS[kind]);
};

/** Checks a one-time code; records the accepted step so the same code is refused later. */
async function checkTotp(deps: Deps, user: UserRow, code: string, ip: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const secret = deps.secrets.decrypt(user.twoFactorSecret);
  const step = verifyTotp(secret, code, null, deps.now());
  if (step === null) return false;
  if (user.twoFactorLastStep !== null && step <= user.twoFactorLastStep) {
    deps.log.warn({ userId: user.id, ip }, 'a used two-factor code was offered again');
    await writeAudit(deps.database.db, { action: 'auth.totpReplay', actorUserId: user.id, ip });
    return false;
  }
  // conditional update: two concurrent requests with the same code cannot both pass
  return recordTotpStep(deps.database.db, user.id, step);
}

/** Uses up one recovery code if it matches. */
async function useRecoveryCode(deps: Deps, user: UserRow, code: string): Promise<boolean> {
  const digits = code.replace(/-/g, '');
  if (!/^\d{8}$/.test(digits)) return false;
  const db = deps.database.db;
  for (const row of await findUnusedRecoveryCodes(db, user.id)) {
    if (await verifyPassword(row.codeHash, digits)) return markRecoveryCodeUsed(db, row.id, deps.now());
  }
  return false;
}

/**
 * spec 1 §7 POST /auth, spec 2 §4 Login: password, then (when two-factor is on) a code or a
 * recovery code in the same call. Unknown emails take the same path and time as wrong passwords.
 */
export async function login(deps: Deps, body: LoginBody, ip: string): Promise<LoginResult> {
  const email = body.email.trim().toLowerCase();
  const db = deps.database.db;
  if (await isLocked(db, email, deps.now())) throw HttpError.from(401, ERRORS.accountLocked);

  const user = await findUserByEmail(deps.database.db, email);
  let passwordOk = false;
  if (user?.passwordHash) passwordOk = await verifyPassword(user.passwordHash, body.password);
  else await verifyAgainstDummy(body.password); // same time for unknown emails
  if (!user || !passwordOk || !user.isActive) throw await failure(deps, email, 'invalidEmailPassword', ip);

  if (user.twoFactorEnabled) {
    if (body.recoveryCode) {
      if (!(await useRecoveryCode(deps, user, body.recoveryCode)))
        throw await failure(deps, email, 'invalidRecoveryCode', ip);
    } else if (body.code) {
      if (!(await checkTotp(deps, user, body.code, ip))) throw await failure(deps, email, 'invalidCode', ip);
    } else {
      return { answer: { status: 'TwoFactorRequired' } };
    }
  }

  await clearFailures(db, email);
  const session = await createSession(db, user.id, deps.now());
  await writeAudit(db, { action: 'auth.login', actorUserId: user.id, ip });
  return {
    answer: { status: 'Success', exp: toExp(session.idleExpiresAt) },
    session: { token: session.token, absoluteExpiresAt: session.absoluteExpiresAt },
  };
}

/** DELETE /auth: ends the caller's session (with none there is nothing to end) and audits it. */
export async function logout(deps: Deps, auth: AuthContext | null, ip: string): Promise<void> {
  if (!auth) return;
  await deleteSession(deps.database.db, auth.sessionId);
  await auditCallerChange(deps.database.db, auth, { action: 'auth.logout', ip });
}

/**
 * POST /auth as the route sees it: a new token at every sign-in, so a previous session in this
 * browser ends here once the new one exists.
 */
export async function signIn(deps: Deps, body: LoginBody, ip: string, previous: AuthContext | null) {
  const result = await login(deps, body, ip);
  if (result.session && previous) await deleteSession(deps.database.db, previous.sessionId);
  return result;
}

/** GET /user/refreshToken: the idle expiry moves on, never past the absolute limit. */
export async function refreshSession(deps: Deps, auth: AuthContext) {
  return { exp: toExp(await extendSession(deps.database.db, auth.sessionId, deps.now())) };
}
