import { ADMIN_USER_ERRORS } from '@storelens/contract/api/admin-users';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users, userVerticals } from '../../db/schema.ts';
import { hashToken } from '../../platform/crypto.ts';
import { addMember, buildAccount, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import {
  call,
  impersonateNewMember,
  mailsTo,
  newSignedInUser,
  sessionCookieOf,
  signInNewUser,
} from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let admin: Awaited<ReturnType<typeof buildUser>>;
let adminCookie: string;
let managerCookie: string;
beforeAll(async () => {
  ({ user: admin, cookie: adminCookie } = await newSignedInUser(t, { systemAccessLevel: 'admin' }));
  managerCookie = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true });
});

let n = 0;
const freshEmail = () => `staff-${Date.now()}-${n++}@example.test`;
const invite = (body: object, cookie = adminCookie) => call(t, 'POST', '/api/admin/users/invite', cookie, body);

describe('POST /api/admin/users/invite', () => {
  it('is for system admins only', async () => {
    const body = { email: freshEmail(), accessLevel: 'admin' };
    expect((await invite(body, '')).statusCode).toBe(401);
    expect((await invite(body, managerCookie)).statusCode).toBe(403);
  });

  it('creates an unactivated internal user with flags and verticals, and mails a /join/admin link', async () => {
    const vertical = await buildVertical(t.deps.database.db);
    const email = freshEmail();
    const res = await invite({ email, accessLevel: 'accountManager', hasConnectors: true, verticals: [vertical.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      accessLevel: 'accountManager',
      activated: false,
      hasConnectors: true,
      hasAccounts: false,
      verticals: [vertical.id],
    });
    const limits = await t.deps.database.db.select().from(userVerticals).where(eq(userVerticals.userId, res.json().id));
    expect(limits.map((l) => l.verticalId)).toEqual([vertical.id]);
    const [mail] = await mailsTo(t, email);
    expect(mail?.kind).toBe('adminInvite');
    expect(mail?.text).toContain('http://localhost:3000/join/admin/');
  });

  it('answers UserExists on the email field, and the email messages', async () => {
    const existing = await buildUser(t.deps.database.db);
    const res = await invite({ email: existing.email.toUpperCase(), accessLevel: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(ADMIN_USER_ERRORS.userExists);
    expect(res.json().fields.email).toBe('User already exists');
    expect((await invite({ accessLevel: 'admin' })).json().fields.email).toBe('Email is required');
    expect((await invite({ email: freshEmail(), accessLevel: 'admin', verticals: ['nope'] })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/users/{id}/resendInvite', () => {
  it('sends a new link to a pending internal user; not to an activated one; 404 for others', async () => {
    const email = freshEmail();
    const { id } = (await invite({ email, accessLevel: 'admin' })).json();
    const res = await call(t, 'POST', `/api/admin/users/${id}/resendInvite`, adminCookie);
    expect(res.json()).toEqual({ status: 'Success', message: 'Invite resent' });
    expect(await mailsTo(t, email)).toHaveLength(2);
    expect((await call(t, 'POST', `/api/admin/users/${id}/resendInvite`, managerCookie)).statusCode).toBe(403);
    const activated = await call(t, 'POST', `/api/admin/users/${admin.id}/resendInvite`, adminCookie);
    expect(activated.json()).toEqual(ADMIN_USER_ERRORS.alreadyActivated);
    const customer = await buildUser(t.deps.database.db, { activatedAt: null });
    expect((await call(t, 'POST', `/api/admin/users/${customer.id}/resendInvite`, adminCookie)).statusCode).toBe(404);
  });
});

describe('impersonation: GET /api/admin/users/impersonate/{accountId}/{userId}', () => {
  async function setup() {
    const db = t.deps.database.db;
    const account = await buildAccount(db);
    const target = await buildUser(db);
    await addMember(db, account.id, target.id);
    const cookie = await signIn(t.app, admin.email, TEST_PASSWORD);
    return { account, target, cookie };
  }

  it('starts with a new session as the user (impersonated), ends back as the admin; both audited', async () => {
    const { account, target, cookie } = await setup();
    const start = await call(t, 'GET', `/api/admin/users/impersonate/${account.id}/${target.id}`, cookie);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ status: 'Success', accountId: account.id });
    const asUser = sessionCookieOf(start);
    expect(asUser).not.toBe(cookie);
    expect((await call(t, 'GET', '/api/user', cookie)).statusCode).toBe(401);
    const profile = (await call(t, 'GET', '/api/user', asUser)).json();
    expect(profile).toMatchObject({ id: target.id, impersonated: true });

    const started = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.targetId, String(target.id))));
    expect(started[0]).toMatchObject({ actorUserId: admin.id, impersonatorUserId: admin.id, accountId: account.id });

    // nesting is refused
    const other = await buildUser(t.deps.database.db);
    await addMember(t.deps.database.db, account.id, other.id);
    const nested = await call(t, 'GET', `/api/admin/users/impersonate/${account.id}/${other.id}`, asUser);
    expect(nested.json()).toEqual(ADMIN_USER_ERRORS.alreadyImpersonating);

    const end = await call(t, 'DELETE', '/api/admin/users/impersonate', asUser);
    expect(end.statusCode).toBe(200);
    const back = sessionCookieOf(end);
    expect(back).not.toBe(asUser);
    expect((await call(t, 'GET', '/api/user', asUser)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user', back)).json()).toMatchObject({ id: admin.id, impersonated: false });
    const ended = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.end'), eq(auditLog.targetId, String(target.id))));
    expect(ended[0]).toMatchObject({ actorUserId: admin.id });
    expect((await call(t, 'DELETE', '/api/admin/users/impersonate', back)).json()).toEqual(
      ADMIN_USER_ERRORS.notImpersonating,
    );
  });

  it('never renews the 12-hour absolute limit: start and stop carry the sign-in’s limit (fake clock)', async () => {
    const { account, target } = await setup();
    const signedInAt = Date.now();
    t.clock.set(new Date(signedInAt));
    try {
      let cookie = await signIn(t.app, admin.email, TEST_PASSWORD);
      const limit = (await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, admin.id)))
        .map((row) => row.absoluteExpiresAt.getTime())
        .sort((a, b) => b - a)[0]!;
      // the test's clock runs on from signedInAt
      expect(limit - (signedInAt + 12 * 3_600_000)).toBeLessThan(5_000);
      /** the user stays active: the page refreshes the session every 20 minutes */
      const stayActive = async (minutes: number) => {
        for (let m = 0; m < minutes; m += 20) {
          t.clock.advanceMinutes(20);
          expect((await call(t, 'GET', '/api/user/refreshToken', cookie)).statusCode).toBe(200);
        }
      };
      const absoluteOf = async (sessionCookie: string) => {
        const token = decodeURIComponent(sessionCookie.split('=')[1]!);
        const [row] = await t.deps.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        return row!.absoluteExpiresAt.getTime();
      };

      // eleven hours in, start and stop impersonating, twice
      await stayActive(11 * 60);
      for (let round = 0; round < 2; round++) {
        const start = await call(t, 'GET', `/api/admin/users/impersonate/${account.id}/${target.id}`, cookie);
        expect(start.statusCode).toBe(200);
        cookie = sessionCookieOf(start);
        expect(await absoluteOf(cookie)).toBe(limit);
        const end = await call(t, 'DELETE', '/api/admin/users/impersonate', cookie);
        expect(end.statusCode).toBe(200);
        cookie = sessionCookieOf(end);
        expect(await absoluteOf(cookie)).toBe(limit);
        // the cookie and the idle expiry never outlive the limit either
        expect(end.json().exp * 1000).toBeLessThanOrEqual(limit);
      }
      await stayActive(40);
      // twelve hours after signing in, the session ends whatever was swapped in between
      t.clock.set(new Date(limit + 60_000));
      expect((await call(t, 'GET', '/api/user', cookie)).statusCode).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('is refused without the app’s header (a link from another site), and for non-admins', async () => {
    const { account, target, cookie } = await setup();
    const link = await t.app.inject({
      url: `/api/admin/users/impersonate/${account.id}/${target.id}`,
      headers: { cookie },
    });
    expect(link.statusCode).toBe(403);
    expect(link.json().error).toBe('CsrfRejected');
    expect((await call(t, 'GET', `/api/admin/users/impersonate/${account.id}/${target.id}`)).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', `/api/admin/users/impersonate/${account.id}/${target.id}`, managerCookie)).statusCode,
    ).toBe(403);
  });

  it('only customer users who are members of the account', async () => {
    const { account, cookie } = await setup();
    const db = t.deps.database.db;
    const staff = await buildUser(db, { systemAccessLevel: 'accountManager' });
    await addMember(db, account.id, staff.id);
    const pending = await buildUser(db, { activatedAt: null });
    await addMember(db, account.id, pending.id);
    const elsewhere = await buildUser(db);
    const go = (userId: number, accountId = account.id) =>
      call(t, 'GET', `/api/admin/users/impersonate/${accountId}/${userId}`, cookie);
    expect((await go(staff.id)).json()).toEqual(ADMIN_USER_ERRORS.cannotImpersonate);
    expect((await go(pending.id)).json()).toEqual(ADMIN_USER_ERRORS.cannotImpersonate);
    expect((await go(elsewhere.id)).statusCode).toBe(404);
    expect((await go(elsewhere.id, 999999)).statusCode).toBe(404);
    // still signed in as the admin after refusals
    expect((await call(t, 'GET', '/api/user', cookie)).json().id).toBe(admin.id);
  });

  it('an admin deactivated meanwhile is signed out at the end', async () => {
    const { admin: other, cookie: asUser } = await impersonateNewMember(t);
    await t.deps.database.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    const end = await call(t, 'DELETE', '/api/admin/users/impersonate', asUser);
    expect(end.statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user', asUser)).statusCode).toBe(401);
  });
});
