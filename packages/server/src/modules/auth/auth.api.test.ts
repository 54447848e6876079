import { LOCKOUT_MINUTES, LOCKOUT_THRESHOLD, SESSION_IDLE_MINUTES } from '@storelens/contract/domain/session';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../platform/crypto.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { buildTotp, newTotpSecret } from '../../platform/totp.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, sessionCookieOf, signIn } from '../../test/harness.ts';
import { newSignedInUser, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload, headers });
const getAs = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe('POST /api/auth', () => {
  it('signs in with a session cookie that is httpOnly, SameSite and opaque', async () => {
    const user = await buildUser(t.deps.database.db);
    const res = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('Success');
    const expectedExp = Date.now() / 1000 + SESSION_IDLE_MINUTES * 60;
    expect(Math.abs(body.exp - expectedExp)).toBeLessThan(10);
    const cookie = res.cookies.find((c) => c.name === 'storelens_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    // only the hash is stored
    const [row] = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(cookie!.value));
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await buildUser(t.deps.database.db);
    const wrong = await login({ email: user.email, password: 'Wrong-password-1' });
    const unknown = await login({ email: 'nobody-here@example.test', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'InvalidEmailPassword', message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('answers the spec messages for missing and malformed fields', async () => {
    const missing = await login({ password: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.email).toBe('Email is required');
    const bad = await login({ email: 'not-an-email', password: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe('Email is not a valid email address');
  });

  it(`locks the email after ${LOCKOUT_THRESHOLD} failures for ${LOCKOUT_MINUTES} minutes, and logs it`, async () => {
    const user = await buildUser(t.deps.database.db);
    for (let i = 1; i < LOCKOUT_THRESHOLD; i++) {
      expect((await login({ email: user.email, password: 'Wrong-password-1' })).json().error).toBe(
        'InvalidEmailPassword',
      );
    }
    const locking = await login({ email: user.email, password: 'Wrong-password-1' });
    expect(locking.json()).toEqual({
      error: 'AccountLocked',
      message: 'Account locked out for too many failed attempts',
    });
    const right = await login({ email: user.email, password: TEST_PASSWORD });
    expect(right.json().error).toBe('AccountLocked');
    const audit = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.locked'));
    expect(audit.some((a) => a.details.email === user.email)).toBe(true);
    t.clock.advanceMinutes(LOCKOUT_MINUTES + 1);
    try {
      expect((await login({ email: user.email, password: TEST_PASSWORD })).json().status).toBe('Success');
    } finally {
      t.clock.reset();
    }
  });

  it('locks unknown emails the same way, so the lockout reveals nothing', async () => {
    const email = 'ghost@example.test';
    let last = '';
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      last = (await login({ email, password: 'Wrong-password-1' })).json().error;
    expect(last).toBe('AccountLocked');
  });

  it('refuses a deactivated user like a wrong password', async () => {
    const user = await buildUser(t.deps.database.db, { isActive: false });
    expect((await login({ email: user.email, password: TEST_PASSWORD })).json().error).toBe('InvalidEmailPassword');
  });

  it('replaces the session at every sign-in', async () => {
    const user = await buildUser(t.deps.database.db);
    const first = await signIn(t.app, user.email, TEST_PASSWORD);
    const again = await login({ email: user.email, password: TEST_PASSWORD }, { cookie: first });
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first);
    expect((await getAs('/api/user', first)).statusCode).toBe(401);
    expect((await getAs('/api/user', second)).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  const enableTwoFactor = async () => {
    const secret = newTotpSecret();
    const user = await buildUser(t.deps.database.db, {
      twoFactorEnabled: true,
      twoFactorSecret: t.deps.secrets.encrypt(secret),
    });
    return { user, secret };
  };

  it('asks for the code without starting a session', async () => {
    const { user } = await enableTwoFactor();
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'TwoFactorRequired' });
    expect(res.cookies).toHaveLength(0);
  });

  it('signs in with a valid code and refuses the same code again', async () => {
    const { user, secret } = await enableTwoFactor();
    const code = buildTotp(secret).generate();
    const ok = await login({ email: user.email, password: TEST_PASSWORD, code });
    expect(ok.json().status).toBe('Success');
    const replay = await login({ email: user.email, password: TEST_PASSWORD, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'InvalidCode', message: 'Invalid code' });
    const logged = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.totpReplay'));
    expect(logged.some((a) => a.actorUserId === user.id)).toBe(true);
  });

  it('refuses a wrong code', async () => {
    const { user } = await enableTwoFactor();
    const res = await login({ email: user.email, password: TEST_PASSWORD, code: '000000' });
    expect(res.json().error).toBe('InvalidCode');
  });

  it('accepts a recovery code once', async () => {
    const { user } = await enableTwoFactor();
    await t.deps.database.db
      .insert(recoveryCodes)
      .values({ userId: user.id, codeHash: await hashPassword('12345678') });
    const first = await login({ email: user.email, password: TEST_PASSWORD, recoveryCode: '1234-5678' });
    expect(first.json().status).toBe('Success');
    const again = await login({ email: user.email, password: TEST_PASSWORD, recoveryCode: '12345678' });
    expect(again.json()).toEqual({ error: 'InvalidRecoveryCode', message: 'Invalid code' });
  });
});

describe('session expiry, refresh and sign-out', () => {
  it('answers 401 Authentication Error without a session', async () => {
    const res = await t.app.inject({ url: '/api/auth/expiration' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication Error', message: 'Authentication Error' });
    const forged = await t.app.inject({ url: '/api/user', headers: { cookie: 'storelens_session=forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('Authentication Error');
  });

  it('reports the expiry and extends it on refresh', async () => {
    const cookie = await signInNewUser(t);
    const { exp } = (await getAs('/api/auth/expiration', cookie)).json();
    t.clock.advanceMinutes(90);
    try {
      const refreshed = (await getAs('/api/user/refreshToken', cookie)).json();
      expect(refreshed.exp - exp).toBeGreaterThanOrEqual(90 * 60 - 5);
      t.clock.advanceMinutes(SESSION_IDLE_MINUTES - 5);
      expect((await getAs('/api/user', cookie)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('ends an idle session', async () => {
    const cookie = await signInNewUser(t);
    t.clock.advanceMinutes(SESSION_IDLE_MINUTES + 1);
    try {
      expect((await getAs('/api/user', cookie)).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('ends a session at the absolute limit however often it is refreshed', async () => {
    const cookie = await signInNewUser(t);
    try {
      for (let hour = 1; hour <= 11; hour++) {
        t.clock.advanceMinutes(60);
        expect((await getAs('/api/user/refreshToken', cookie)).statusCode).toBe(200);
      }
      t.clock.advanceMinutes(61);
      expect((await getAs('/api/user/refreshToken', cookie)).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('signs out: the cookie is cleared and the token is dead on the server', async () => {
    const { user, cookie } = await newSignedInUser(t);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'storelens_session')?.value).toBe('');
    expect((await getAs('/api/user', cookie)).statusCode).toBe(401);
    const left = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('ends the sessions of a deactivated user', async () => {
    const { user, cookie } = await newSignedInUser(t);
    await t.deps.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await getAs('/api/user', cookie)).statusCode).toBe(401);
  });
});

describe('cookie hardening on https', () => {
  it('uses a Secure __Host- cookie when PUBLIC_URL is https', async () => {
    const secure = await createTestContext({ PUBLIC_URL: 'https://storelens.example' });
    try {
      const user = await buildUser(secure.deps.database.db);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-storelens_session');
      expect(cookie?.secure).toBe(true);
      expect(cookie?.path).toBe('/');
    } finally {
      await secure.close();
    }
  });
});
