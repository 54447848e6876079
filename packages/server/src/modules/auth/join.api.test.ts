import { AUTH_FLOW_ERRORS } from '@storelens/contract/api/auth';
import { RECOVERY_CODE_COUNT, TOKEN_LIFETIME_MINUTES } from '@storelens/contract/domain/identity';
import { LOCKOUT_THRESHOLD } from '@storelens/contract/domain/session';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, users } from '../../db/schema.ts';
import { buildTotp } from '../../platform/totp.ts';
import { buildAccount } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import { call, latestToken, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let adminCookie: string;
let accountAdminCookie: string;
let accountId: number;
beforeAll(async () => {
  adminCookie = await signInNewUser(t, { systemAccessLevel: 'admin' });
  accountId = (await buildAccount(t.deps.database.db)).id;
  accountAdminCookie = await signInNewMember(t, accountId, 'admin');
});

let n = 0;
const freshEmail = () => `joiner-${Date.now()}-${n++}@example.test`;
const PASSWORD = 'Joiner-pass-1';
const profileBody = { firstName: ' Jo ', lastName: 'Iner', password: PASSWORD };

async function inviteUser(email = freshEmail()) {
  const res = await call(t, 'POST', `/api/accounts/users/${accountId}`, accountAdminCookie, { email });
  expect(res.statusCode).toBe(200);
  return { email, token: await latestToken(t, email, '/join/') };
}

async function inviteAdmin(email = freshEmail()) {
  const res = await call(t, 'POST', '/api/admin/users/invite', adminCookie, { email, accessLevel: 'accountManager' });
  expect(res.statusCode).toBe(200);
  return { email, id: res.json().id as number, token: await latestToken(t, email, '/join/admin/') };
}

describe('user invite: /auth/join', () => {
  it('validates the link, activates the user once, and the token dies on use', async () => {
    const { email, token } = await inviteUser();
    expect((await call(t, 'GET', `/api/auth/join/validate/${token}`)).json()).toEqual({ email });
    const res = await call(t, 'PUT', `/api/auth/join/${token}`, undefined, profileBody);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success' });
    expect(res.cookies).toHaveLength(0);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.firstName).toBe('Jo');
    expect(row?.activatedAt).not.toBeNull();
    await signIn(t.app, email, PASSWORD);
    // reuse of the link
    const again = await call(t, 'PUT', `/api/auth/join/${token}`, undefined, {
      ...profileBody,
      password: 'Other-pass-2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(AUTH_FLOW_ERRORS.alreadyActivated);
    expect((await call(t, 'GET', `/api/auth/join/validate/${token}`)).json()).toEqual({
      error: 'AlreadyActivated',
      message: 'Your account has already been activated.',
    });
  });

  it('refuses unknown and expired links with InvalidToken', async () => {
    const unknown = await call(t, 'GET', '/api/auth/join/validate/unknown-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'InvalidToken', message: 'The invite link is no longer valid.' });
    const { token } = await inviteUser();
    t.clock.advanceMinutes(TOKEN_LIFETIME_MINUTES.invite + 1);
    try {
      expect((await call(t, 'GET', `/api/auth/join/validate/${token}`)).json()).toEqual(
        AUTH_FLOW_ERRORS.invalidInviteToken,
      );
      expect((await call(t, 'PUT', `/api/auth/join/${token}`, undefined, profileBody)).json()).toEqual(
        AUTH_FLOW_ERRORS.invalidInviteToken,
      );
    } finally {
      t.clock.reset();
    }
  });

  it('a resent invite ends the earlier link', async () => {
    const { email, token } = await inviteUser();
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    const resend = await call(t, 'POST', `/api/accounts/users/${accountId}/${user!.id}/resend`, accountAdminCookie);
    expect(resend.statusCode).toBe(200);
    const fresh = await latestToken(t, email, '/join/');
    expect(fresh).not.toBe(token);
    expect((await call(t, 'GET', `/api/auth/join/validate/${token}`)).json().error).toBe('InvalidToken');
    expect((await call(t, 'GET', `/api/auth/join/validate/${fresh}`)).statusCode).toBe(200);
  });

  it('answers the spec messages for names and the password policy', async () => {
    const { token } = await inviteUser();
    const res = await call(t, 'PUT', `/api/auth/join/${token}`, undefined, { firstName: '  ', password: 'weak' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      password: 'Password does not meet the password policy',
    });
  });

  it('a user invite token does not open the admin join, nor the other way round', async () => {
    const user = await inviteUser();
    const admin = await inviteAdmin();
    expect((await call(t, 'GET', `/api/auth/join/admin/validate/${user.token}`)).json().error).toBe('InvalidToken');
    expect((await call(t, 'GET', `/api/auth/join/validate/${admin.token}`)).json().error).toBe('InvalidToken');
  });
});

describe('admin invite: /auth/join/admin', () => {
  it('shows the QR image and a 160-bit secret, and opening the link changes nothing', async () => {
    const { email, token } = await inviteAdmin();
    const first = await call(t, 'GET', `/api/auth/join/admin/validate/${token}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.email).toBe(email);
    expect(body.imageUrl).toMatch(/^data:image\/png;base64,/);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    // sealed at rest
    expect(row?.twoFactorPendingSecret).not.toContain(body.secret);
    expect(t.deps.secrets.decrypt(row!.twoFactorPendingSecret!)).toBe(body.secret);
    const second = await call(t, 'GET', `/api/auth/join/admin/validate/${token}`);
    expect(second.json().secret).toBe(body.secret);
  });

  it('asks for a valid code, turns two-factor on, answers recovery codes; the code cannot be replayed', async () => {
    const { email, token } = await inviteAdmin();
    const { secret } = (await call(t, 'GET', `/api/auth/join/admin/validate/${token}`)).json();
    const wrong = await call(t, 'PUT', `/api/auth/join/admin/${token}`, undefined, { ...profileBody, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'InvalidCode', message: 'Invalid Code' });
    const malformed = await call(t, 'PUT', `/api/auth/join/admin/${token}`, undefined, {
      ...profileBody,
      code: '12ab',
    });
    expect(malformed.json().fields.code).toBe('Code is 6 digits');

    const code = buildTotp(secret).generate();
    const ok = await call(t, 'PUT', `/api/auth/join/admin/${token}`, undefined, { ...profileBody, code });
    expect(ok.statusCode).toBe(200);
    const { codes } = ok.json();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^\d{4}-\d{4}$/);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.twoFactorEnabled).toBe(true);
    expect(row?.twoFactorPendingSecret).toBeNull();
    const stored = await t.deps.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, row!.id));
    expect(stored.every((s) => s.codeHash.startsWith('$argon2id$'))).toBe(true);

    // sign-in needs the second factor; the join code itself is spent
    const login = (extra: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: PASSWORD, ...extra } });
    expect((await login({})).json()).toEqual({ status: 'TwoFactorRequired' });
    expect((await login({ code })).json().error).toBe('InvalidCode');
    t.clock.advanceMinutes(1);
    try {
      const next = buildTotp(secret).generate({ timestamp: t.deps.now().getTime() });
      expect((await login({ code: next })).json().status).toBe('Success');
    } finally {
      t.clock.reset();
    }
    expect((await login({ recoveryCode: codes[0] })).json().status).toBe('Success');
    expect((await login({ recoveryCode: codes[0] })).json().error).toBe('InvalidRecoveryCode');
    // the link is spent
    expect((await call(t, 'GET', `/api/auth/join/admin/validate/${token}`)).json().error).toBe('AlreadyActivated');
  });

  it(`locks the code step after ${LOCKOUT_THRESHOLD} wrong codes, even for the right one`, async () => {
    const { token } = await inviteAdmin();
    const { secret } = (await call(t, 'GET', `/api/auth/join/admin/validate/${token}`)).json();
    let last: { error: string } = { error: '' };
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++)
      last = (
        await call(t, 'PUT', `/api/auth/join/admin/${token}`, undefined, { ...profileBody, code: '000000' })
      ).json();
    expect(last.error).toBe('AccountLocked');
    const right = await call(t, 'PUT', `/api/auth/join/admin/${token}`, undefined, {
      ...profileBody,
      code: buildTotp(secret).generate(),
    });
    expect(right.json()).toEqual({
      error: 'AccountLocked',
      message: 'Account locked out for too many failed attempts',
    });
  });

  it('a resent admin invite ends the earlier link and brings a new secret', async () => {
    const { id, email, token } = await inviteAdmin();
    const before = (await call(t, 'GET', `/api/auth/join/admin/validate/${token}`)).json().secret;
    expect((await call(t, 'POST', `/api/admin/users/${id}/resendInvite`, adminCookie)).statusCode).toBe(200);
    const fresh = await latestToken(t, email, '/join/admin/');
    expect((await call(t, 'GET', `/api/auth/join/admin/validate/${token}`)).json().error).toBe('InvalidToken');
    const after = (await call(t, 'GET', `/api/auth/join/admin/validate/${fresh}`)).json().secret;
    expect(after).not.toBe(before);
  });
});
