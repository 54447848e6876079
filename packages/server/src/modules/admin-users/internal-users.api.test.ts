import { INTERNAL_USER_ERRORS } from '@storelens/contract/api/admin-users';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema.ts';
import { buildUser, buildVertical, limitToVerticals, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<typeof buildUser>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  admin = await buildUser(db, { systemAccessLevel: 'admin', firstName: 'Aaron', lastName: 'Admin' });
  cookies.admin = await signIn(t.app, admin.email, TEST_PASSWORD);
  const all = { hasAccounts: true, hasConnectors: true, hasDataManagement: true, hasReportsManagement: true };
  const manager = await buildUser(db, { systemAccessLevel: 'accountManager', ...all });
  cookies.manager = await signIn(t.app, manager.email, TEST_PASSWORD);
  const limited = await buildUser(db, { systemAccessLevel: 'accountManager', ...all });
  await limitToVerticals(db, limited.id, [(await buildVertical(db)).id]);
  cookies.limited = await signIn(t.app, limited.email, TEST_PASSWORD);
  const customer = await buildUser(db);
  cookies.customer = await signIn(t.app, customer.email, TEST_PASSWORD);
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const as = (who: string, method: Method, url: string, body?: object) => call(t, method, url, cookies[who] ?? '', body);

/** spec 1 §6: internal users are for system admins only. */
async function expectAdminsOnly(method: Method, url: string, body?: object) {
  expect((await as('anonymous', method, url, body)).statusCode).toBe(401);
  for (const who of ['customer', 'manager', 'limited'])
    expect((await as(who, method, url, body)).statusCode, who).toBe(403);
}

const staff = (overrides: Parameters<typeof buildUser>[1] = {}) =>
  buildUser(t.deps.database.db, { systemAccessLevel: 'accountManager', ...overrides });

describe('GET /api/admin/users?status', () => {
  it('active: activated and pending internal users (not customers); deactivated: the others', async () => {
    const active = await staff({ firstName: 'Bea', hasAccounts: true });
    const pending = await staff({ firstName: '', lastName: '', activatedAt: null, passwordHash: null });
    const gone = await staff({ firstName: 'Gus', isActive: false });
    const customer = await buildUser(t.deps.database.db);
    const members = (await as('admin', 'GET', '/api/admin/users?status=active')).json();
    const ids = members.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, active.id, pending.id]));
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(customer.id);
    expect(members.find((u: { id: number }) => u.id === pending.id)).toMatchObject({
      activated: false,
      isActive: true,
    });
    expect(members.find((u: { id: number }) => u.id === active.id)).toMatchObject({
      activated: true,
      accessLevel: 'accountManager',
      hasAccounts: true,
      hasConnectors: false,
      verticals: [],
    });
    const deactivated = (await as('admin', 'GET', '/api/admin/users?status=deactivated')).json();
    expect(deactivated.map((u: { id: number }) => u.id)).toEqual([gone.id]);
    expect((await as('admin', 'GET', '/api/admin/users')).json().map((u: { id: number }) => u.id)).toEqual(ids);
    const bad = await as('admin', 'GET', '/api/admin/users?status=everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be active or deactivated');
    await expectAdminsOnly('GET', '/api/admin/users?status=active');
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('an internal user with their verticals; 404 for a customer or nobody', async () => {
    const vertical = await buildVertical(t.deps.database.db);
    const user = await staff({ hasDataManagement: true });
    await limitToVerticals(t.deps.database.db, user.id, [vertical.id]);
    const res = await as('admin', 'GET', `/api/admin/users/${user.id}`);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      hasDataManagement: true,
      verticals: [vertical.id],
    });
    expect((await as('admin', 'GET', `/api/admin/users/${(await buildUser(t.deps.database.db)).id}`)).statusCode).toBe(
      404,
    );
    expect((await as('admin', 'GET', '/api/admin/users/999999')).statusCode).toBe(404);
    expect((await as('admin', 'GET', '/api/admin/users/abc')).statusCode).toBe(400);
    await expectAdminsOnly('GET', `/api/admin/users/${user.id}`);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('sets access level, flags and verticals; audited; not oneself; unknown verticals refused', async () => {
    const db = t.deps.database.db;
    const [v1, v2] = [await buildVertical(db), await buildVertical(db)];
    const user = await staff();
    const body = {
      accessLevel: 'admin',
      hasConnectors: true,
      hasReportsManagement: true,
      verticals: [v2.id, v1.id, v1.id],
    };
    const res = await as('admin', 'PUT', `/api/admin/users/${user.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accessLevel: 'admin',
      hasConnectors: true,
      hasReportsManagement: true,
      hasAccounts: false,
      hasDataManagement: false,
      verticals: [v1.id, v2.id].sort(),
    });
    const cleared = await as('admin', 'PUT', `/api/admin/users/${user.id}`, { accessLevel: 'accountManager' });
    expect(cleared.json()).toMatchObject({ accessLevel: 'accountManager', hasConnectors: false, verticals: [] });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminUsers.update'), eq(auditLog.targetId, String(user.id))));
    expect(audit?.actorUserId).toBe(admin.id);

    const self = await as('admin', 'PUT', `/api/admin/users/${admin.id}`, { accessLevel: 'accountManager' });
    expect(self.json()).toEqual(INTERNAL_USER_ERRORS.selfChange);
    expect((await as('admin', 'GET', `/api/admin/users/${admin.id}`)).json().accessLevel).toBe('admin');
    const unknown = await as('admin', 'PUT', `/api/admin/users/${user.id}`, {
      accessLevel: 'admin',
      verticals: ['nope'],
    });
    expect(unknown.json()).toEqual(INTERNAL_USER_ERRORS.unknownVertical);
    expect((await as('admin', 'PUT', `/api/admin/users/${user.id}`, { accessLevel: 'boss' })).statusCode).toBe(400);
    expect(
      (await as('admin', 'PUT', `/api/admin/users/${user.id}`, { accessLevel: 'admin', email: 'x@y.z' })).statusCode,
    ).toBe(200);
    expect(
      (await as('admin', 'PUT', `/api/admin/users/${(await buildUser(db)).id}`, { accessLevel: 'admin' })).statusCode,
    ).toBe(404);
    await expectAdminsOnly('PUT', `/api/admin/users/${user.id}`, { accessLevel: 'admin' });
  });
});

describe('PUT /api/admin/users/{id}/deactivate and /activate', () => {
  it('deactivating ends the user’s sessions at once and blocks sign-in; activating restores it; audited; not oneself', async () => {
    const db = t.deps.database.db;
    const user = await staff({ hasAccounts: true });
    const cookie = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await call(t, 'GET', '/api/user', cookie)).statusCode).toBe(200);

    const off = await as('admin', 'PUT', `/api/admin/users/${user.id}/deactivate`);
    expect(off.json()).toEqual({ status: 'Success', message: 'Member deactivated' });
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await call(t, 'GET', '/api/user', cookie)).statusCode).toBe(401);
    const refused = await call(t, 'POST', '/api/auth', undefined, { email: user.email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('InvalidEmailPassword');
    expect(
      (await as('admin', 'GET', '/api/admin/users?status=deactivated')).json().map((u: { id: number }) => u.id),
    ).toContain(user.id);

    const on = await as('admin', 'PUT', `/api/admin/users/${user.id}/activate`);
    expect(on.json()).toEqual({ status: 'Success', message: 'Member activated' });
    expect((await call(t, 'GET', '/api/user', await signIn(t.app, user.email, TEST_PASSWORD))).statusCode).toBe(200);
    const actions = (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(user.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['adminUsers.deactivate', 'adminUsers.activate']));

    expect((await as('admin', 'PUT', `/api/admin/users/${admin.id}/deactivate`)).json()).toEqual(
      INTERNAL_USER_ERRORS.selfChange,
    );
    expect((await call(t, 'GET', '/api/user', cookies.admin)).statusCode).toBe(200);
    expect((await as('admin', 'PUT', `/api/admin/users/${(await buildUser(db)).id}/deactivate`)).statusCode).toBe(404);
    await expectAdminsOnly('PUT', `/api/admin/users/${user.id}/deactivate`);
    await expectAdminsOnly('PUT', `/api/admin/users/${user.id}/activate`);
  });
});
