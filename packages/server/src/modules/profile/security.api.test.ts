import { PROFILE_ERRORS } from '@storelens/contract/api/profile';
import { RECOVERY_CODE_COUNT } from '@storelens/contract/domain/identity';
import { LOCKOUT_THRESHOLD } from '@storelens/contract/domain/session';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, sessions, users } from '../../db/schema.ts';
import { buildTotp } from '../../platform/totp.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import { call, impersonateNewMember, mailsTo, newSignedInUser, sessionCookieOf } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
/** `body` sent to `url` by a new user, signed in for it. */
const asNewUser = async (method: 'PUT' | 'POST', url: string, body: object) =>
  call(t, method, url, (await newSignedInUser(t)).cookie, body);
const userRow = async (id: number) => (await t.deps.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const login = (email: string, extra: object = {}, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password, ...extra } });

describe('every call needs a session', () => {
  it.each([
    ['PUT', '/api/user/profile'],
    ['PUT', '/api/user/email'],
    ['PUT', '/api/user/password'],
    ['GET', '/api/user/twoFactor/init'],
    ['POST', '/api/user/twoFactor/verify'],
    ['PUT', '/api/user/twoFactor/generateCodes'],
    ['DELETE', '/api/user/twoFactor'],
  ] as const)('%s %s answers 401 Authentication Error', async (method, url) => {
    const res = await call(t, method, url, undefined, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Authentication Error');
  });
});

describe('PUT /api/user/profile', () => {
  it('saves names and the mobile number', async () => {
    const { cookie } = await newSignedInUser(t);
    const res = await call(t, 'PUT', '/api/user/profile', cookie, {
      firstName: ' Ann ',
      lastName: 'Lee',
      mobile: '555-123-4567',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ann', lastName: 'Lee', mobile: '555-123-4567' });
    const cleared = await call(t, 'PUT', '/api/user/profile', cookie, {
      firstName: 'Ann',
      lastName: 'Lee',
      mobile: '',
    });
    expect(cleared.json().mobile).toBeNull();
  });

  it('answers the spec messages', async () => {
    const res = await asNewUser('PUT', '/api/user/profile', { firstName: '', mobile: '5551234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      mobile: 'Mobile is an invalid phone number',
    });
  });
});

describe('PUT /api/user/email', () => {
  it('asks for the password: InvalidPassword "password is incorrect"', async () => {
    const res = await asNewUser('PUT', '/api/user/email', { email: 'new-one@example.test', password: 'Wrong-1a' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'InvalidPassword',
      message: 'password is incorrect',
      fields: { password: 'password is incorrect' },
    });
  });

  it('refuses an address another user has: DuplicateEmail', async () => {
    const other = await buildUser(t.deps.database.db);
    const { cookie } = await newSignedInUser(t);
    const res = await call(t, 'PUT', '/api/user/email', cookie, {
      email: other.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('DuplicateEmail');
    expect(res.json().fields.email).toBe(
      'Oops. Looks like you already have an account with this email address. Please try to login.',
    );
  });

  it('changes the address and sends a notice to the old and the new one', async () => {
    const { user, cookie } = await newSignedInUser(t);
    const email = `moved-${Date.now()}@example.test`;
    const res = await call(t, 'PUT', '/api/user/email', cookie, { email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await userRow(user.id)).email).toBe(email);
    const [oldNotice] = await mailsTo(t, user.email);
    const [newNotice] = await mailsTo(t, email);
    expect(oldNotice?.kind).toBe('emailChanged');
    expect(oldNotice?.text).toContain(email);
    expect(newNotice?.kind).toBe('emailChanged');
    await signIn(t.app, email, TEST_PASSWORD);
  });

  it(`throttles wrong passwords like sign-in (${LOCKOUT_THRESHOLD} then locked)`, async () => {
    const { cookie } = await newSignedInUser(t);
    let last = '';
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      last = (await call(t, 'PUT', '/api/user/email', cookie, { email: 'x@example.test', password: 'Wrong-1a' })).json()
        .error;
    expect(last).toBe('AccountLocked');
    const right = await call(t, 'PUT', '/api/user/email', cookie, {
      email: 'x2@example.test',
      password: TEST_PASSWORD,
    });
    expect(right.json().error).toBe('AccountLocked');
  });
});

describe('PUT /api/user/password', () => {
  it('asks for the current password: InvalidPassword "Current Password is incorrect"', async () => {
    const res = await asNewUser('PUT', '/api/user/password', { password: 'Wrong-1a', newPassword: 'Fresh-pass-9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe('Current Password is incorrect');
    expect(res.json().error).toBe('InvalidPassword');
  });

  it('holds the new password to the policy', async () => {
    const res = await asNewUser('PUT', '/api/user/password', { password: TEST_PASSWORD, newPassword: 'weakpass' });
    expect(res.json().fields.newPassword).toBe('Password does not meet the password policy');
  });

  it("changes it and ends the user's other sessions, keeping this one", async () => {
    const { user, cookie } = await newSignedInUser(t);
    const other = await signIn(t.app, user.email, TEST_PASSWORD);
    const res = await call(t, 'PUT', '/api/user/password', cookie, {
      password: TEST_PASSWORD,
      newPassword: 'Fresh-pass-9',
    });
    expect(res.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', other)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user', cookie)).statusCode).toBe(200);
    const left = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect((await login(user.email, {}, 'Fresh-pass-9')).json().status).toBe('Success');
  });
});

describe('two-factor on /profile', () => {
  async function enable(cookie: string, password?: string) {
    const init = await call(t, 'GET', '/api/user/twoFactor/init', cookie);
    expect(init.statusCode).toBe(200);
    const { secret, imageUrl } = init.json();
    expect(imageUrl).toMatch(/^data:image\/png;base64,/);
    const code = buildTotp(secret).generate({ timestamp: t.deps.now().getTime() });
    const res = await call(t, 'POST', '/api/user/twoFactor/verify', cookie, {
      token: code,
      ...(password ? { password } : {}),
    });
    return { res, secret, code };
  }

  it('sets up: init keeps the secret sealed; verify turns it on and answers single-use recovery codes', async () => {
    const { user, cookie } = await newSignedInUser(t);
    const init = (await call(t, 'GET', '/api/user/twoFactor/init', cookie)).json();
    const pending = (await userRow(user.id)).twoFactorPendingSecret!;
    expect(pending).not.toContain(init.secret);
    expect(t.deps.secrets.decrypt(pending)).toBe(init.secret);

    const wrong = await call(t, 'POST', '/api/user/twoFactor/verify', cookie, { token: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'InvalidToken', message: 'Invalid code', fields: { token: 'Invalid code' } });
    const malformed = await call(t, 'POST', '/api/user/twoFactor/verify', cookie, { token: '12' });
    expect(malformed.json().fields.token).toBe('Code is 6 digits');

    const code = buildTotp(init.secret).generate();
    const ok = await call(t, 'POST', '/api/user/twoFactor/verify', cookie, { token: code });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().data.codes;
    // spec 1 §7 'answer data.codes': under `data`, and at the top for the other reading of 'data.'
    expect(ok.json().codes).toEqual(codes);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^\d{4}-\d{4}$/);
    expect((await call(t, 'GET', '/api/user', cookie)).json().twoFactorEnabled).toBe(true);
    const row = await userRow(user.id);
    expect(row.twoFactorSecret).not.toContain(init.secret);
    const stored = await t.deps.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(
      stored.every((s) => s.codeHash.startsWith('$argon2id$') && !s.codeHash.includes(codes[0]!.replace('-', ''))),
    ).toBe(true);

    // the verified code is spent: replaying it at sign-in is refused and logged
    expect((await login(user.email)).json()).toEqual({ status: 'TwoFactorRequired' });
    expect((await login(user.email, { code })).json().error).toBe('InvalidCode');
    const replays = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.totpReplay'), eq(auditLog.actorUserId, user.id)));
    expect(replays.length).toBeGreaterThan(0);
    // a recovery code works once
    expect((await login(user.email, { recoveryCode: codes[1] })).json().status).toBe('Success');
    expect((await login(user.email, { recoveryCode: codes[1] })).json().error).toBe('InvalidRecoveryCode');
  });

  it('init is a safe GET: it answers the same pending secret again and changes nothing that signs in', async () => {
    const { user, cookie } = await newSignedInUser(t);
    const first = (await call(t, 'GET', '/api/user/twoFactor/init', cookie)).json();
    const afterFirst = await userRow(user.id);
    const second = (await call(t, 'GET', '/api/user/twoFactor/init', cookie)).json();
    expect(second).toEqual(first);
    const afterSecond = await userRow(user.id);
    expect(afterSecond).toEqual(afterFirst);
    expect(afterSecond).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
    // sign-in is unaffected by a pending secret
    expect((await login(user.email)).json().status).toBe('Success');
    // once verified, a new setup starts from a new secret
    const ok = await call(t, 'POST', '/api/user/twoFactor/verify', cookie, {
      token: buildTotp(first.secret).generate(),
    });
    expect(ok.statusCode).toBe(200);
    const next = (await call(t, 'GET', '/api/user/twoFactor/init', cookie)).json();
    expect(next.secret).not.toBe(first.secret);
  });

  it('verify without init answers NoTwoFactorSetup', async () => {
    const res = await asNewUser('POST', '/api/user/twoFactor/verify', { token: '123456' });
    expect(res.json()).toEqual(PROFILE_ERRORS.noTwoFactorSetup);
  });

  it(`locks the code step after ${LOCKOUT_THRESHOLD} wrong codes`, async () => {
    const { cookie } = await newSignedInUser(t);
    const { secret } = (await call(t, 'GET', '/api/user/twoFactor/init', cookie)).json();
    let last = '';
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      last = (await call(t, 'POST', '/api/user/twoFactor/verify', cookie, { token: '000000' })).json().error;
    expect(last).toBe('AccountLocked');
    const right = await call(t, 'POST', '/api/user/twoFactor/verify', cookie, { token: buildTotp(secret).generate() });
    expect(right.json().error).toBe('AccountLocked');
  });

  it('regenerates codes after the password; the old ones die', async () => {
    const { user, cookie } = await newSignedInUser(t);
    const first: string[] = (await enable(cookie)).res.json().data.codes;
    const wrong = await call(t, 'PUT', '/api/user/twoFactor/generateCodes', cookie, { password: 'Wrong-1a' });
    expect(wrong.json().error).toBe('InvalidPassword');
    const res = await call(t, 'PUT', '/api/user/twoFactor/generateCodes', cookie, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const second: string[] = res.json().data.codes;
    expect(second).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await login(user.email, { recoveryCode: first[0] })).json().error).toBe('InvalidRecoveryCode');
    expect((await login(user.email, { recoveryCode: second[0] })).json().status).toBe('Success');
  });

  it('a customer user disables it after the password; codes are removed', async () => {
    const { user, cookie } = await newSignedInUser(t);
    await enable(cookie);
    const noPassword = await call(t, 'DELETE', '/api/user/twoFactor', cookie, {});
    expect(noPassword.json().fields.password).toBe('Password is required');
    const res = await call(t, 'DELETE', '/api/user/twoFactor', cookie, { password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).toBeNull();
    expect(await t.deps.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(
      0,
    );
    expect((await login(user.email)).json().status).toBe('Success');
    const again = await call(t, 'DELETE', '/api/user/twoFactor', cookie, { password: TEST_PASSWORD });
    expect(again.json()).toEqual(PROFILE_ERRORS.twoFactorNotEnabled);
  });

  it('a system user cannot disable it, but can set up a new device (with the password)', async () => {
    const { user, cookie } = await newSignedInUser(t, { systemAccessLevel: 'accountManager' });
    const { secret: oldSecret } = await enable(cookie);
    const refused = await call(t, 'DELETE', '/api/user/twoFactor', cookie, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(PROFILE_ERRORS.systemUserTwoFactor);
    t.clock.advanceMinutes(2);
    try {
      const noPassword = await enable(cookie);
      expect(noPassword.res.json().error).toBe('InvalidPassword');
      const replaced = await enable(cookie, TEST_PASSWORD);
      expect(replaced.res.statusCode).toBe(200);
      expect(replaced.secret).not.toBe(oldSecret);
      expect(t.deps.secrets.decrypt((await userRow(user.id)).twoFactorSecret!)).toBe(replaced.secret);
    } finally {
      t.clock.reset();
    }
  });
});

describe('the sign-in code step', () => {
  const withTwoFactor = async () => {
    const { cookie } = await newSignedInUser(t);
    const init = (await call(t, 'GET', '/api/user/twoFactor/init', cookie)).json();
    const res = await call(t, 'POST', '/api/user/twoFactor/verify', cookie, {
      token: buildTotp(init.secret).generate(),
    });
    const profile = (await call(t, 'GET', '/api/user', cookie)).json();
    return {
      email: profile.email as string,
      secret: init.secret as string,
      codes: res.json().data.codes as string[],
      cookie,
    };
  };

  it(`locks after ${LOCKOUT_THRESHOLD} wrong codes or recovery codes, even for the right code`, async () => {
    const { email, secret } = await withTwoFactor();
    let last = '';
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      last = (await login(email, i % 2 ? { code: '000000' } : { recoveryCode: '0000-0000' })).json().error;
    expect(last).toBe('AccountLocked');
    t.clock.advanceMinutes(1);
    try {
      const code = buildTotp(secret).generate({ timestamp: t.deps.now().getTime() });
      expect((await login(email, { code })).json().error).toBe('AccountLocked');
    } finally {
      t.clock.reset();
    }
  });

  it('replaces the session token when the code step completes', async () => {
    const { email, secret, cookie } = await withTwoFactor();
    t.clock.advanceMinutes(1);
    try {
      const code = buildTotp(secret).generate({ timestamp: t.deps.now().getTime() });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email, password: TEST_PASSWORD, code },
        headers: { cookie },
      });
      expect(res.json().status).toBe('Success');
      const fresh = sessionCookieOf(res);
      expect(fresh).not.toBe(cookie);
      expect((await call(t, 'GET', '/api/user', cookie)).statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/user', fresh)).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });
});

describe('while impersonating', () => {
  it('credentials of the impersonated user cannot be changed', async () => {
    const { cookie } = await impersonateNewMember(t);
    for (const [method, url, body] of [
      ['PUT', '/api/user/password', { password: TEST_PASSWORD, newPassword: 'Fresh-pass-9' }],
      ['PUT', '/api/user/email', { email: 'hijack@example.test', password: TEST_PASSWORD }],
      ['GET', '/api/user/twoFactor/init', undefined],
    ] as const) {
      const res = await call(t, method, url, cookie, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(PROFILE_ERRORS.impersonating);
    }
  });
});
