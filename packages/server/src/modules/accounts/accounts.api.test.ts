import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  buildAccount,
  buildUser,
  buildVertical,
  limitToVerticals,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe('GET /api/user/accounts and /api/accounts/{id}', () => {
  it('lists a member’s accounts with the default flag, and describes the active account', async () => {
    const db = t.deps.database.db;
    const retail = await buildVertical(db, { name: 'Retail' });
    const outdoor = await buildVertical(db, { name: 'Outdoor', pages: { locations: true } });
    const rollup = await buildAccount(db, {
      name: 'Rollup',
      accountType: 'Retailer Rollup',
      verticalId: retail.id,
      settings: { isAccountManager: true },
    });
    const child = await buildAccount(db, {
      name: 'Twin',
      accountType: 'Retailer',
      verticalId: retail.id,
      parentAccountId: rollup.id,
    });
    const twin = await buildAccount(db, { name: 'twin', accountType: 'Retailer', verticalId: outdoor.id });
    const user = await buildUser(db);
    await addMember(db, child.id, user.id, 'admin');
    await addMember(db, twin.id, user.id, 'user', true);
    const cookie = await signIn(t.app, user.email, TEST_PASSWORD);

    const list = (await get('/api/user/accounts', cookie)).json();
    expect(list.map((a: { id: number }) => a.id).sort()).toEqual([child.id, twin.id].sort());
    expect(list.find((a: { id: number }) => a.id === twin.id).default).toBe(true);

    const active = (await get(`/api/accounts/${child.id}`, cookie)).json();
    expect(active).toMatchObject({
      id: child.id,
      name: 'Twin',
      accessLevel: 'admin',
      accountType: 'Retailer',
      parentName: 'Rollup',
      isManagedAccount: true,
      duplicateName: true,
      vertical: 'Retail',
      verticalId: retail.id,
    });
    expect(active.pages.locations).toBe(true);
    const other = (await get(`/api/accounts/${twin.id}`, cookie)).json();
    expect(other.pages).toMatchObject({ locations: true, brandTagging: false });
    expect(other.isManagedAccount).toBe(false);
  });

  it('refuses an account the user does not belong to, with no data', async () => {
    const db = t.deps.database.db;
    const mine = await buildAccount(db);
    const theirs = await buildAccount(db, { name: 'Secret Co' });
    const user = await buildUser(db);
    await addMember(db, mine.id, user.id);
    const cookie = await signIn(t.app, user.email, TEST_PASSWORD);
    const res = await get(`/api/accounts/${theirs.id}`, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Secret Co');
    expect((await get('/api/accounts/999999', cookie)).statusCode).toBe(403);
    expect((await get('/api/accounts/abc', cookie)).statusCode).toBe(400);
  });

  it('lets system users see accounts within their vertical limits only', async () => {
    const db = t.deps.database.db;
    const mine = await buildVertical(db);
    const other = await buildVertical(db);
    const inside = await buildAccount(db, { verticalId: mine.id });
    const outside = await buildAccount(db, { verticalId: other.id });
    const hidden = await buildAccount(db, { verticalId: mine.id, isHidden: true });
    const limited = await buildUser(db, { systemAccessLevel: 'accountManager' });
    await limitToVerticals(db, limited.id, [mine.id]);
    const cookie = await signIn(t.app, limited.email, TEST_PASSWORD);
    expect((await get(`/api/accounts/${inside.id}`, cookie)).statusCode).toBe(200);
    expect((await get(`/api/accounts/${outside.id}`, cookie)).statusCode).toBe(403);
    const ids = (await get('/api/user/accounts', cookie)).json().map((a: { id: number }) => a.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    expect(ids).not.toContain(hidden.id);

    const admin = await buildUser(db, { systemAccessLevel: 'admin' });
    const adminCookie = await signIn(t.app, admin.email, TEST_PASSWORD);
    expect((await get(`/api/accounts/${outside.id}`, adminCookie)).statusCode).toBe(200);
    expect((await get('/api/accounts/999999', adminCookie)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/user/accounts' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/accounts/1' })).json().error).toBe('Authentication Error');
  });
});
