import { AUTH_FLOW_ERRORS, RESET_REQUESTED_MESSAGE } from '@storelens/contract/api/auth';
import {
  RESET_MIN_ANSWER_MS,
  RESET_REQUESTS_PER_HOUR,
  TOKEN_LIFETIME_MINUTES,
} from '@storelens/contract/domain/identity';
import { LOCKOUT_THRESHOLD } from '@storelens/contract/domain/session';
import { PASSWORD_POLICY_MESSAGE } from '@storelens/contract/validation/identity';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema.ts';
import { hashToken } from '../../platform/crypto.ts';
import { newTotpSecret } from '../../platform/totp.ts';
import { buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import { call, latestToken, linkIn, mailsTo } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();

const NEW_PASSWORD = 'Brand-new-pass 2';
const askReset = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { email }, headers });
const validate = (token: string) => call(t, 'GET', `/api/auth/validateReset/${encodeURIComponent(token)}`);
const change = (token: string, password: string) =>
  call(t, 'PUT', `/api/auth/changePassword/${encodeURIComponent(token)}`, undefined, { password });

async function resetTokenFor(email: string) {
  expect((await askReset(email)).statusCode).toBe(200);
  return latestToken(t, email, '/changePassword');
}

describe('POST /api/auth/reset', () => {
  it('answers the same, in about the same time, whether the email exists or not', async () => {
    const user = await buildUser(t.deps.database.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await askReset(email);
      return { res, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed('nobody-at-all@example.test');
    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.statusCode).toBe(200);
    expect(known.res.json()).toEqual({ status: 'Success', message: RESET_REQUESTED_MESSAGE });
    expect(unknown.res.json()).toEqual(known.res.json());
    expect(known.ms).toBeGreaterThanOrEqual(RESET_MIN_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_MIN_ANSWER_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
    expect(await mailsTo(t, 'nobody-at-all@example.test')).toHaveLength(0);
  });

  it('mails a link on PUBLIC_URL (never the Host header) with a 256-bit token stored only as a hash', async () => {
    const user = await buildUser(t.deps.database.db);
    await askReset(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toContain('StoreLens');
    expect(mail?.html).toContain('<a href="http://localhost:3000/changePassword?t=');
    const link = linkIn(mail!.text, '/changePassword');
    expect(link.startsWith('http://localhost:3000/changePassword?t=')).toBe(true);
    const token = new URL(link).searchParams.get('t')!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.deps.database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.purpose).toBe('reset');
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - TOKEN_LIFETIME_MINUTES.reset * 60_000)).toBeLessThan(5_000);
  });

  it('answers the spec messages for a missing or malformed email', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/reset', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.email).toBe('Email is required');
    expect((await askReset('nope')).json().fields.email).toBe('Email is not a valid email address');
  });

  it(`sends at most ${RESET_REQUESTS_PER_HOUR} mails per email and hour, with the same answer`, async () => {
    const user = await buildUser(t.deps.database.db);
    for (let i = 0; i <= RESET_REQUESTS_PER_HOUR; i++) {
      expect((await askReset(user.email)).json().status).toBe('Success');
    }
    expect(await mailsTo(t, user.email)).toHaveLength(RESET_REQUESTS_PER_HOUR);
  });

  it('sends nothing to an invited user who has not activated, or to a deactivated user', async () => {
    const invited = await buildUser(t.deps.database.db, { passwordHash: null, activatedAt: null });
    const inactive = await buildUser(t.deps.database.db, { isActive: false });
    await askReset(invited.email);
    await askReset(inactive.email);
    expect(await mailsTo(t, invited.email)).toHaveLength(0);
    expect(await mailsTo(t, inactive.email)).toHaveLength(0);
  });
});

describe('GET /api/auth/validateReset/{token} and PUT /api/auth/changePassword/{token}', () => {
  it('validates a live token and refuses an unknown one with the spec text', async () => {
    const user = await buildUser(t.deps.database.db);
    const token = await resetTokenFor(user.email);
    expect((await validate(token)).json()).toEqual({ status: 'Success' });
    const bad = await validate('not-a-real-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(AUTH_FLOW_ERRORS.invalidResetToken);
    expect(bad.json().message).toBe('The reset password token has either expired or been previously used.');
  });

  it('changes the password once: the token dies, every session ends, no sign-in happens', async () => {
    const user = await buildUser(t.deps.database.db);
    const session = await signIn(t.app, user.email, TEST_PASSWORD);
    const token = await resetTokenFor(user.email);
    const res = await change(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success' });
    expect(res.cookies).toHaveLength(0);
    expect((await call(t, 'GET', '/api/user', session)).statusCode).toBe(401);
    await signIn(t.app, user.email, NEW_PASSWORD);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.json().error).toBe('InvalidEmailPassword');
    // reuse
    const again = await change(token, 'Another-pass-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(AUTH_FLOW_ERRORS.invalidResetToken);
    expect((await validate(token)).json().error).toBe('InvalidToken');
  });

  it('refuses an expired token', async () => {
    const user = await buildUser(t.deps.database.db);
    const token = await resetTokenFor(user.email);
    t.clock.advanceMinutes(TOKEN_LIFETIME_MINUTES.reset + 1);
    try {
      expect((await validate(token)).json()).toEqual(AUTH_FLOW_ERRORS.invalidResetToken);
      expect((await change(token, NEW_PASSWORD)).json()).toEqual(AUTH_FLOW_ERRORS.invalidResetToken);
    } finally {
      t.clock.reset();
    }
  });

  it('a newer link ends the older one', async () => {
    const user = await buildUser(t.deps.database.db);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    expect((await validate(first)).json().error).toBe('InvalidToken');
    expect((await validate(second)).json().status).toBe('Success');
  });

  it('holds the new password to the policy', async () => {
    const user = await buildUser(t.deps.database.db);
    const token = await resetTokenFor(user.email);
    for (const weak of [
      'short1A',
      'alllowercase1',
      'ALLUPPERCASE1',
      'NoDigitsOrSymbols',
      ' Leading-space1',
      'Trailing-space1 ',
    ]) {
      const res = await change(token, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.password).toBe(PASSWORD_POLICY_MESSAGE);
    }
    // a 64-character passphrase with spaces is fine
    expect((await change(token, `Correct horse battery staple ${'x'.repeat(35)}`)).statusCode).toBe(200);
  });

  it('works for a locked-out account and lifts the lock', async () => {
    const user = await buildUser(t.deps.database.db);
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: user.email, password: 'Wrong-password-1' },
      });
    const token = await resetTokenFor(user.email);
    expect((await change(token, NEW_PASSWORD)).statusCode).toBe(200);
    await signIn(t.app, user.email, NEW_PASSWORD);
  });

  it('does not bypass two-factor: after a reset, sign-in still asks for the code', async () => {
    const user = await buildUser(t.deps.database.db, {
      twoFactorEnabled: true,
      twoFactorSecret: t.deps.secrets.encrypt(newTotpSecret()),
    });
    const token = await resetTokenFor(user.email);
    expect((await change(token, NEW_PASSWORD)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: user.email, password: NEW_PASSWORD },
    });
    expect(res.json()).toEqual({ status: 'TwoFactorRequired' });
  });
});
