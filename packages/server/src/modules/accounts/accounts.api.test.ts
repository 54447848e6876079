import { USER_ACCOUNTS_PAGE } from '@storelens/contract/api/accounts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildAccount, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/harness.ts';
import { signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';
import { sameNameQuery } from './accounts.queries.ts';

const t = useTestContext();

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
    const cookie = await signInNewMember(t, mine.id);
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
    const cookie = await signInNewUser(t, { systemAccessLevel: 'accountManager' }, [mine.id]);
    expect((await get(`/api/accounts/${inside.id}`, cookie)).statusCode).toBe(200);
    expect((await get(`/api/accounts/${outside.id}`, cookie)).statusCode).toBe(403);
    const ids = (await get('/api/user/accounts', cookie)).json().map((a: { id: number }) => a.id);
    expect(ids).toContain(inside.id);
    expect(ids).not.toContain(outside.id);
    expect(ids).not.toContain(hidden.id);

    const adminCookie = await signInNewUser(t, { systemAccessLevel: 'admin' });
    expect((await get(`/api/accounts/${outside.id}`, adminCookie)).statusCode).toBe(200);
    expect((await get('/api/accounts/999999', adminCookie)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/user/accounts' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/accounts/1' })).json().error).toBe('Authentication Error');
  });
});

// with many accounts a system user's list is a bounded page searched on the server,
// and describing the active account never reads every account.
describe('many accounts', () => {
  const MANY = 20_000;
  let verticalId: string;
  let adminCookie: string;
  beforeAll(async () => {
    const db = t.deps.database.db;
    verticalId = (await buildVertical(db, { name: 'Bulk' })).id;
    await db.execute(sql`
      insert into accounts (name, account_type, vertical_id)
      select 'Bulk Store ' || lpad(g::text, 5, '0'), 'Retailer', ${verticalId} from generate_series(1, ${MANY}) g`);
    await db.execute(sql`analyze accounts`);
    adminCookie = await signInNewUser(t, { systemAccessLevel: 'admin' });
  });

  it('answers a system user a bounded page, in name order, searched on the server', async () => {
    const page = await get('/api/user/accounts', adminCookie);
    expect(page.statusCode).toBe(200);
    const rows = page.json() as { id: number; name: string }[];
    expect(rows).toHaveLength(USER_ACCOUNTS_PAGE);
    expect(page.body.length).toBeLessThan(20_000);
    const names = rows.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const found = (await get('/api/user/accounts?search=bulk%20STORE%2012345', adminCookie)).json();
    expect(found.map((a: { name: string }) => a.name)).toEqual(['Bulk Store 12345']);
    // every word of the search is a case-insensitive prefix of a word of the name
    const words = (await get('/api/user/accounts?search=sto%20bu&limit=5', adminCookie)).json();
    expect(words).toHaveLength(5);
    expect((await get('/api/user/accounts?search=nothing-like-it', adminCookie)).json()).toEqual([]);
    expect((await get(`/api/user/accounts?limit=${MANY}`, adminCookie)).statusCode).toBe(400);
  });

  it('keeps a customer user’s whole list of memberships, searchable', async () => {
    const db = t.deps.database.db;
    const user = await buildUser(db);
    const a = await buildAccount(db, { name: 'Zeta Shoes', verticalId });
    const b = await buildAccount(db, { name: 'Alpha Boots', verticalId });
    await addMember(db, a.id, user.id);
    await addMember(db, b.id, user.id, 'user', true);
    const cookie = await signIn(t.app, user.email, TEST_PASSWORD);
    const all = (await get('/api/user/accounts', cookie)).json();
    expect(all.map((x: { name: string }) => x.name)).toEqual(['Alpha Boots', 'Zeta Shoes']);
    expect(all[0].default).toBe(true);
    const some = (await get('/api/user/accounts?search=zet', cookie)).json();
    expect(some.map((x: { name: string }) => x.name)).toEqual(['Zeta Shoes']);
  });

  it('decides duplicateName with indexed look-ups, not by listing every account', async () => {
    const db = t.deps.database.db;
    const other = await buildVertical(db, { name: 'Other' });
    const twin = await buildAccount(db, { name: 'bulk store 00007', verticalId: other.id });
    const dup = (await get(`/api/accounts/${twin.id}`, adminCookie)).json();
    expect(dup).toMatchObject({ name: 'bulk store 00007', duplicateName: true });
    const single = await buildAccount(db, { name: 'Only One', verticalId: other.id });
    expect((await get(`/api/accounts/${single.id}`, adminCookie)).json().duplicateName).toBe(false);

    const plan = (await db.execute(sql`explain ${sameNameQuery(db, { id: twin.id, name: twin.name }, 1, [])}`)) as {
      rows: { 'QUERY PLAN': string }[];
    };
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index/);
    expect(text).not.toMatch(/Seq Scan on accounts/);
  });
});
