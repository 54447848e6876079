import type { LoginAnswer, LoginBody } from '@storelens/contract/api/auth';
import { ERRORS } from '@storelens/contract/api/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recoveryCodes, users } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { verifyTotp } from '../../platform/totp.ts';
import { clearFailures, isLocked, recordFailure } from './lockout.ts';
import { createSession, toExp, type UserRow } from './sessions.ts';

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

const findUserByEmail = async (deps: Deps, email: string): Promise<UserRow | undefined> => {
  const [user] = await deps.database.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return user;
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
  const updated = await deps.database.db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(eq(users.id, user.id), sql`(${users.twoFactorLastStep} is null or ${users.twoFactorLastStep} < ${step})`),
    )
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Uses up one recovery code if it matches. */
async function useRecoveryCode(deps: Deps, user: UserRow, code: string): Promise<boolean> {
  const digits = code.replace(/-/g, '');
  if (!/^\d{8}$/.test(digits)) return false;
  const db = deps.database.db;
  const codes = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  for (const row of codes) {
    if (await verifyPassword(row.codeHash, digits)) {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: deps.now() })
        .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return used.length === 1;
    }
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

  const user = await findUserByEmail(deps, email);
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
