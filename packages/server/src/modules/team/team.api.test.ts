import { TEAM_ERRORS } from '@storelens/contract/api/team';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addMember, buildAccount, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import {
  call,
  latestToken,
  mailsTo,
  newSignedInUser,
  signInNewMember,
  signInNewUser,
} from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { hasRetailerAccess } from './team.queries.ts';

const t = useTestContext();
let accountId: number;
let ownerId: number;
let owner: string;
let plain: string;
let plainId: number;
let outsider: string;
let manager: string;
beforeAll(async () => {
  const db = t.deps.database.db;
  accountId = (await buildAccount(db)).id;
  const o = await newSignedInUser(t, {}, { memberOf: [accountId], accessLevel: 'admin' });
  [owner, ownerId] = [o.cookie, o.user.id];
  const p = await newSignedInUser(t, {}, { memberOf: [accountId] });
  [plain, plainId] = [p.cookie, p.user.id];
  outsider = await signInNewMember(t, (await buildAccount(db)).id, 'admin');
  manager = await signInNewUser(t, { systemAccessLevel: 'accountManager' });
});

let n = 0;
const freshEmail = () => `team-${Date.now()}-${n++}@example.test`;
const invite = (email: string, cookie = owner) =>
  call(t, 'POST', `/api/accounts/users/${accountId}`, cookie, { email });
const findUser = async (email: string) =>
  (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('who may manage the team', () => {
  it.each([
    ['GET', () => `/api/accounts/users/${accountId}`],
    ['POST', () => `/api/accounts/users/${accountId}`],
    ['DELETE', () => `/api/accounts/users/${accountId}/${plainId}`],
    ['POST', () => `/api/accounts/users/${accountId}/${plainId}/resend`],
    ['PUT', () => `/api/accounts/users/${accountId}/${plainId}/accessLevel`],
    ['GET', () => `/api/accounts/permissions/${accountId}`],
    ['POST', () => `/api/accounts/permissions/${accountId}`],
  ] as const)('%s %s: 401 signed out, 403 for a plain member and for another account’s admin', async (method, url) => {
    const body =
      method === 'GET' || method === 'DELETE'
        ? undefined
        : { email: 'a@example.test', accessLevel: 'user', permissions: [] };
    expect((await call(t, method, url(), undefined, body)).statusCode).toBe(401);
    expect((await call(t, method, url(), plain, body)).statusCode).toBe(403);
    expect((await call(t, method, url(), outsider, body)).statusCode).toBe(403);
  });

  it('a system user manages any team', async () => {
    const res = await call(t, 'GET', `/api/accounts/users/${accountId}`, manager);
    expect(res.statusCode).toBe(200);
  });
});

describe('team users', () => {
  it('lists the members with level, two-factor, activation and date', async () => {
    const res = await call(t, 'GET', `/api/accounts/users/${accountId}`, owner);
    expect(res.statusCode).toBe(200);
    const me = res.json().find((u: { id: number }) => u.id === ownerId);
    expect(me).toMatchObject({ accessLevel: 'admin', twoFactorEnabled: false, activated: true });
    expect(Date.parse(me.createdAt)).not.toBeNaN();
  });

  it('invites a new address: an unactivated member and an invite email with a /join link', async () => {
    const email = freshEmail();
    const res = await invite(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Success', email, message: `Invite sent to ${email}` });
    const [mail] = await mailsTo(t, email);
    expect(mail?.kind).toBe('userInvite');
    expect(mail?.html).toContain('StoreLens');
    expect(mail?.text).toContain('http://localhost:3000/join/');
  });

  it('answers the spec errors: DuplicateUser, SystemUser, and the email messages', async () => {
    const email = freshEmail();
    await invite(email);
    const dup = await invite(email);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      error: 'DuplicateUser',
      message: 'The user is already a team member',
      fields: { email: 'The user is already a team member' },
    });
    // said to system users only: they know their colleagues anyway
    const sys = await buildUser(t.deps.database.db, { systemAccessLevel: 'admin' });
    const system = await invite(sys.email, manager);
    expect(system.json()).toEqual({
      error: 'SystemUser',
      message: 'The user can not be added to this team',
      fields: { email: 'The user can not be added to this team' },
    });
    expect((await invite('not-an-email')).json().fields.email).toBe('Email is not a valid email address');
  });

  it('answers every address alike: an existing user, a staff address and a new one look the same', async () => {
    const db = t.deps.database.db;
    const existing = await buildUser(db, { firstName: 'Known', lastName: 'Person', twoFactorEnabled: true });
    const unactivated = await buildUser(db, { activatedAt: null });
    const staff = await buildUser(db, { systemAccessLevel: 'admin', firstName: 'Staff' });
    const fresh = freshEmail();
    for (const email of [existing.email, unactivated.email, staff.email, fresh]) {
      const res = await invite(email);
      expect(res.statusCode).toBe(200);
      // no id at all: an existing user's own id (or the next free one for a new address) would tell them apart
      expect(res.json()).toEqual({ status: 'Success', email, message: `Invite sent to ${email}` });
      expect(res.body).not.toMatch(/"id"|Known|Person|Staff/);
    }
    expect((await findUser(fresh))?.activatedAt).toBeNull();
  });

  it('an existing user joins only after accepting the emailed invitation (single use)', async () => {
    const existing = await buildUser(t.deps.database.db, { firstName: 'Known' });
    await invite(existing.email);
    const member = async () =>
      (await call(t, 'GET', `/api/accounts/users/${accountId}`, owner))
        .json()
        .find((u: { id: number }) => u.id === existing.id);
    // listed as pending, with nothing of the person but the address
    expect(await member()).toMatchObject({ firstName: '', activated: false });
    const cookie = await signIn(t.app, existing.email, TEST_PASSWORD);
    expect((await call(t, 'GET', `/api/accounts/${accountId}`, cookie)).statusCode).toBe(403);

    const [mail] = await mailsTo(t, existing.email);
    expect(mail?.kind).toBe('teamInvitation');
    const token = await latestToken(t, existing.email, '/join/team/');
    const check = await call(t, 'GET', `/api/auth/join/team/validate/${token}`);
    expect(check.json()).toEqual({ email: existing.email, accountName: expect.any(String) });
    const accepted = await call(t, 'PUT', `/api/auth/join/team/${token}`, undefined, {});
    expect(accepted.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/accounts/${accountId}`, cookie)).statusCode).toBe(200);
    expect(await member()).toMatchObject({ firstName: 'Known', activated: true });
    const again = await call(t, 'PUT', `/api/auth/join/team/${token}`, undefined, {});
    expect(again.json()).toEqual({ error: 'InvalidToken', message: 'The invitation link is no longer valid.' });
  });

  it('a staff address invited by a customer is refused when accepting, not when inviting', async () => {
    const staff = await buildUser(t.deps.database.db, { systemAccessLevel: 'accountManager' });
    expect((await invite(staff.email)).statusCode).toBe(200);
    const token = await latestToken(t, staff.email, '/join/team/');
    const accepted = await call(t, 'PUT', `/api/auth/join/team/${token}`, undefined, {});
    expect(accepted.json()).toEqual(TEAM_ERRORS.systemUser);
  });

  it('a withdrawn invitation cannot be accepted', async () => {
    const existing = await buildUser(t.deps.database.db);
    await invite(existing.email);
    const token = await latestToken(t, existing.email, '/join/team/');
    const removed = await call(t, 'DELETE', `/api/accounts/users/${accountId}/${existing.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect((await call(t, 'PUT', `/api/auth/join/team/${token}`, undefined, {})).statusCode).toBe(400);
  });

  it('resends an invite (old link dies), but not to an activated user', async () => {
    const email = freshEmail();
    await invite(email);
    const { id } = (await findUser(email))!;
    const first = await latestToken(t, email, '/join/');
    const res = await call(t, 'POST', `/api/accounts/users/${accountId}/${id}/resend`, owner);
    expect(res.json()).toEqual({ status: 'Success', message: 'Invite resent' });
    expect(await mailsTo(t, email)).toHaveLength(2);
    expect((await call(t, 'GET', `/api/auth/join/validate/${first}`)).json().error).toBe('InvalidToken');
    const activated = await call(t, 'POST', `/api/accounts/users/${accountId}/${plainId}/resend`, owner);
    expect(activated.statusCode).toBe(400);
    expect(activated.json()).toEqual(TEAM_ERRORS.alreadyActivated);
    const stranger = await buildUser(t.deps.database.db);
    expect((await call(t, 'POST', `/api/accounts/users/${accountId}/${stranger.id}/resend`, owner)).statusCode).toBe(
      404,
    );
  });

  it('changes a level, never one’s own', async () => {
    const email = freshEmail();
    await invite(email);
    const { id } = (await findUser(email))!;
    const res = await call(t, 'PUT', `/api/accounts/users/${accountId}/${id}/accessLevel`, owner, {
      accessLevel: 'admin',
    });
    expect(res.json().accessLevel).toBe('admin');
    const self = await call(t, 'PUT', `/api/accounts/users/${accountId}/${ownerId}/accessLevel`, owner, {
      accessLevel: 'user',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(TEAM_ERRORS.selfChange);
    const bad = await call(t, 'PUT', `/api/accounts/users/${accountId}/${id}/accessLevel`, owner, {
      accessLevel: 'owner',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('removes a member, never oneself; a never-activated invitee is removed entirely', async () => {
    const email = freshEmail();
    await invite(email);
    const { id } = (await findUser(email))!;
    const token = await latestToken(t, email, '/join/');
    const res = await call(t, 'DELETE', `/api/accounts/users/${accountId}/${id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(await findUser(email)).toBeUndefined();
    expect((await call(t, 'GET', `/api/auth/join/validate/${token}`)).json().error).toBe('InvalidToken');
    const self = await call(t, 'DELETE', `/api/accounts/users/${accountId}/${ownerId}`, owner);
    expect(self.json()).toEqual(TEAM_ERRORS.selfChange);
    expect((await call(t, 'DELETE', `/api/accounts/users/${accountId}/${id}`, owner)).statusCode).toBe(404);
    // an activated member keeps their user, only the membership goes
    const kept = await buildUser(t.deps.database.db);
    await invite(kept.email);
    await call(t, 'DELETE', `/api/accounts/users/${accountId}/${kept.id}`, owner);
    expect(await findUser(kept.email)).toBeDefined();
  });
});

describe('permissions', () => {
  it('saves global and retailer-specific access; global overrides specific', async () => {
    const db = t.deps.database.db;
    const retailer = await buildAccount(db, { accountType: 'Retailer' });
    const other = await buildAccount(db, { accountType: 'Retailer' });
    const a = await buildUser(db);
    const b = await buildUser(db);
    await addMember(db, accountId, a.id);
    await addMember(db, accountId, b.id);
    const save = (permissions: object[]) =>
      call(t, 'POST', `/api/accounts/permissions/${accountId}`, owner, { permissions });
    const res = await save([
      { typeId: 1, users: [a.id] },
      { typeId: 2, referenceId: retailer.id, users: [b.id] },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().globalUsers).toEqual([a.id]);

    const specific = await call(
      t,
      'GET',
      `/api/accounts/permissions/${accountId}?typeId=2&referenceId=${retailer.id}`,
      owner,
    );
    expect(specific.json().permissions).toEqual([{ typeId: 2, referenceId: retailer.id, users: [b.id] }]);
    const byUser = await call(t, 'GET', `/api/accounts/permissions/${accountId}?userId=${a.id}`, owner);
    expect(byUser.json().permissions).toEqual([{ typeId: 1, referenceId: null, users: [a.id] }]);

    expect(await hasRetailerAccess(db, accountId, a.id, other.id)).toBe(true); // global
    expect(await hasRetailerAccess(db, accountId, b.id, retailer.id)).toBe(true);
    expect(await hasRetailerAccess(db, accountId, b.id, other.id)).toBe(false);

    // saving an entry sets exactly its users; delete takes users off
    await save([{ typeId: 2, referenceId: retailer.id, users: [a.id, b.id] }]);
    await save([{ typeId: 2, referenceId: retailer.id, users: [b.id], delete: true }]);
    const after = await call(t, 'GET', `/api/accounts/permissions/${accountId}?typeId=2`, owner);
    expect(after.json().permissions).toEqual([{ typeId: 2, referenceId: retailer.id, users: [a.id] }]);
  });

  it('refuses users outside the team and references that are not retailers', async () => {
    const db = t.deps.database.db;
    const stranger = await buildUser(db);
    const brand = await buildAccount(db, { accountType: 'Brand' });
    const save = (permissions: object[]) =>
      call(t, 'POST', `/api/accounts/permissions/${accountId}`, owner, { permissions });
    expect((await save([{ typeId: 1, users: [stranger.id] }])).json()).toEqual(TEAM_ERRORS.invalidPermissionUser);
    expect((await save([{ typeId: 2, referenceId: brand.id, users: [plainId] }])).json()).toEqual(
      TEAM_ERRORS.invalidReference,
    );
    expect((await save([{ typeId: 3, users: [plainId] }])).statusCode).toBe(400);
  });

  it('a removed member loses their permissions in that account', async () => {
    const db = t.deps.database.db;
    const member = await buildUser(db);
    await addMember(db, accountId, member.id);
    await call(t, 'POST', `/api/accounts/permissions/${accountId}`, owner, {
      permissions: [{ typeId: 1, users: [member.id] }],
    });
    await call(t, 'DELETE', `/api/accounts/users/${accountId}/${member.id}`, owner);
    const res = await call(t, 'GET', `/api/accounts/permissions/${accountId}?userId=${member.id}`, owner);
    expect(res.json()).toEqual({ permissions: [], globalUsers: [] });
  });
});
