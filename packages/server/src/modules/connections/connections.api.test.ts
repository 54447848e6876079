import { CONNECTION_ERRORS, CONNECTION_MESSAGES } from '@storelens/contract/api/connections';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountConnections, connectionHistory } from '../../db/connections.schema.ts';
import { auditLog } from '../../db/schema.ts';
import { addMember, buildAccount, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call, linkIn, mailsTo, tokenOf } from '../../test/identity-helpers.ts';

let t: TestContext;
let verticalId: string;
let brandId: number;
let retailerId: number;
let retailer2Id: number;
let rollupId: number;
let childId: number;
let brandAdmin: string;
let retailerAdmin: string;
let retailerAdminEmail: string;
let brandUser: string;
let outsider: string;
let manager: string;

const METADATA = {
  retailerDataPermissions: [
    { typeId: 1, title: 'Sales', description: 'Sales lines', defaultValue: true },
    { typeId: 2, title: 'Inventory', description: 'On hand', defaultValue: false },
  ],
};

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  verticalId = (await buildVertical(db, { metadata: METADATA })).id;
  brandId = (await buildAccount(db, { verticalId, accountType: 'Brand', name: 'Trail Brand' })).id;
  retailerId = (await buildAccount(db, { verticalId, accountType: 'Retailer', name: 'Alpha Shop' })).id;
  retailer2Id = (await buildAccount(db, { verticalId, accountType: 'Retailer', name: 'Beta Shop' })).id;
  rollupId = (
    await buildAccount(db, {
      verticalId,
      accountType: 'Retailer Rollup',
      name: 'Gamma Group',
      settings: { isAccountManager: true },
    })
  ).id;
  childId = (
    await buildAccount(db, { verticalId, accountType: 'Retailer', name: 'Gamma Child', parentAccountId: rollupId })
  ).id;
  const b = await buildUser(db);
  await addMember(db, brandId, b.id, 'admin');
  brandAdmin = await signIn(t.app, b.email, TEST_PASSWORD);
  const u = await buildUser(db);
  await addMember(db, brandId, u.id, 'user');
  brandUser = await signIn(t.app, u.email, TEST_PASSWORD);
  const r = await buildUser(db, { firstName: 'Rita', lastName: 'Retail' });
  retailerAdminEmail = r.email;
  for (const id of [retailerId, retailer2Id, rollupId, childId]) await addMember(db, id, r.id, 'admin');
  retailerAdmin = await signIn(t.app, r.email, TEST_PASSWORD);
  const x = await buildUser(db);
  await addMember(db, (await buildAccount(db, { verticalId, accountType: 'Retailer' })).id, x.id, 'admin');
  outsider = await signIn(t.app, x.email, TEST_PASSWORD);
  const m = await buildUser(db, { systemAccessLevel: 'accountManager', firstName: 'Sys', lastName: 'Staff' });
  manager = await signIn(t.app, m.email, TEST_PASSWORD);
});
afterAll(() => t.close());

const brandList = async (cookie = brandAdmin) =>
  (await call(t, 'GET', `/api/accounts/connections/brand/${brandId}`, cookie)).json();
const rowFor = (list: Array<{ accountId: number }>, id: number) => list.find((r) => r.accountId === id);
const request = (accounts: number[], note = 'Please share', cookie = brandAdmin) =>
  call(t, 'POST', `/api/accounts/connections/brand/${brandId}`, cookie, { accounts, note });
const retailerCall = (action: 'add' | 'remove', accounts: number[], account = retailerId, cookie = retailerAdmin) =>
  call(t, 'POST', `/api/accounts/connections/retailer/${action}/${account}`, cookie, { accounts });
const history = async (account = retailerId) =>
  (await call(t, 'GET', `/api/accounts/connections/retailer/history/${account}/${brandId}`, retailerAdmin)).json();
const statusOf = async (retailer: number) =>
  (
    await t.deps.database.db.select().from(accountConnections).where(eq(accountConnections.retailerAccountId, retailer))
  )[0]?.status;

/** The audit rows of one action, oldest first. */
const auditsOf = (action: string) =>
  t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

describe('who may call', () => {
  it('401 signed out, 403 for a plain member and another account’s admin; wrong account type is refused', async () => {
    const url = `/api/accounts/connections/brand/${brandId}`;
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, brandUser)).statusCode).toBe(403);
    expect((await call(t, 'GET', url, outsider)).statusCode).toBe(403);
    const wrongType = await call(t, 'GET', `/api/accounts/connections/brand/${retailerId}`, retailerAdmin);
    expect(wrongType.statusCode).toBe(403);
    expect(wrongType.json().error).toBe(CONNECTION_ERRORS.notBrand.error);
    const retailerSide = await call(t, 'GET', `/api/accounts/connections/retailer/${brandId}`, brandAdmin);
    expect(retailerSide.json().error).toBe(CONNECTION_ERRORS.notRetailer.error);
    // a system user counts as account admin
    expect((await call(t, 'GET', url, manager)).statusCode).toBe(200);
  });

  it('the page must be on in the vertical', async () => {
    const db = t.deps.database.db;
    const off = await buildVertical(db, { pages: { accountConnections: false } });
    const brand = await buildAccount(db, { verticalId: off.id, accountType: 'Brand' });
    const res = await call(t, 'GET', `/api/accounts/connections/brand/${brand.id}`, manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('PageDisabled');
  });
});

describe('brand side: request, resend, revoke', () => {
  it('lists the vertical’s retailers as Available; a managed child is marked and follows its parent', async () => {
    const list = await brandList();
    expect(list.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Alpha Shop', 'Beta Shop', 'Gamma Group', 'Gamma Child']),
    );
    expect(rowFor(list, retailerId)).toMatchObject({ status: null, isManagedAccount: false, userCount: 0 });
    expect(rowFor(list, childId)).toMatchObject({ isManagedAccount: true, parentAccount: 'Gamma Group' });
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    expect((await request([])).json().fields.accounts).toBe('Select at least one retailer');
    expect((await call(t, 'POST', `/api/accounts/connections/brand/${brandId}`, brandAdmin, {})).statusCode).toBe(400);
    expect((await request([brandId])).json().error).toBe(CONNECTION_ERRORS.unknownAccount.error);
    expect((await request([childId])).json().error).toBe(CONNECTION_ERRORS.managed.error);
    expect((await request([retailerId, 999999])).statusCode).toBe(400);
    expect(await statusOf(retailerId)).toBeUndefined();
  });

  it('a request makes it Pending, records it, and emails the retailer’s admins accept and reject links', async () => {
    const res = await request([retailerId, retailer2Id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CONNECTION_MESSAGES.requestSent);
    expect(await statusOf(retailerId)).toBe('Pending');
    const list = await brandList();
    expect(rowFor(list, retailerId)).toMatchObject({ status: 'Pending', note: 'Please share' });
    const mails = await mailsTo(t, retailerAdminEmail);
    expect(mails.length).toBe(2);
    expect(mails[0]?.kind).toBe('connectionRequest');
    expect(linkIn(mails[0]!.text, '/accountConnection')).toMatch(/\?t=.+&a=a$/);
    expect(mails[0]!.text).toContain('&a=r');
    const audit = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'connection.request'));
    expect(audit.length).toBe(1);
    // asking again while pending is refused
    expect((await request([retailerId])).json().error).toBe(CONNECTION_ERRORS.alreadyRequested.error);
  });

  it('resend keeps it Pending with the new note and mails again; revoke ends it', async () => {
    const before = (await mailsTo(t, retailerAdminEmail)).length;
    const res = await call(t, 'POST', `/api/accounts/connections/brand/resend/${brandId}`, brandAdmin, {
      accounts: [retailer2Id],
      note: 'Second ask',
    });
    expect(res.json().message).toBe(CONNECTION_MESSAGES.resent);
    expect((await mailsTo(t, retailerAdminEmail)).length).toBe(before + 1);
    expect(rowFor(await brandList(), retailer2Id)).toMatchObject({ status: 'Pending', note: 'Second ask' });
    const revoke = await call(t, 'POST', `/api/accounts/connections/brand/revoke/${brandId}`, brandAdmin, {
      accounts: [retailer2Id],
    });
    expect(revoke.statusCode).toBe(200);
    expect(await statusOf(retailer2Id)).toBe('Revoked');
    expect(rowFor(await brandList(), retailer2Id)).toMatchObject({ status: null });
    // resend needs a pending request; revoke needs a pending request or access
    const again = await call(t, 'POST', `/api/accounts/connections/brand/revoke/${brandId}`, brandAdmin, {
      accounts: [retailer2Id],
    });
    expect(again.json().error).toBe(CONNECTION_ERRORS.notConnected.error);
    expect(await auditsOf('connection.resend')).toMatchObject([
      { accountId: brandId, details: { retailers: [retailer2Id] } },
    ]);
    expect(await auditsOf('connection.revoke')).toMatchObject([
      { accountId: brandId, details: { retailers: [retailer2Id] } },
    ]);
  });
});

describe('the emailed link', () => {
  const answer = (token: string, response: string) =>
    call(t, 'POST', `/api/accounts/connections/email/${encodeURIComponent(token)}`, undefined, { response });

  it('rejects an unknown token and a wrong action', async () => {
    expect((await answer('nope', 'a')).json()).toMatchObject(CONNECTION_ERRORS.invalidToken);
    const mails = await mailsTo(t, retailerAdminEmail);
    const token = tokenOf(linkIn(mails[0]!.text, '/accountConnection'));
    expect((await answer(token, 'x')).statusCode).toBe(400);
    expect(await statusOf(retailerId)).toBe('Pending');
  });

  it('accepts without a session, once, recorded as the admin the mail went to', async () => {
    const mails = await mailsTo(t, retailerAdminEmail);
    const token = tokenOf(linkIn(mails[0]!.text, '/accountConnection'));
    const res = await answer(token, 'a');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', brandName: 'Trail Brand', retailerName: 'Alpha Shop' });
    expect(await statusOf(retailerId)).toBe('Approved');
    expect((await answer(token, 'a')).json().error).toBe('InvalidToken');
    const [latest] = await history();
    expect(latest).toMatchObject({
      status: 'Approved',
      source: 'Email link',
      firstName: 'Rita',
      lastName: 'Retail',
      isSystemUser: false,
    });
    expect(await auditsOf('connection.email')).toMatchObject([
      { accountId: retailerId, targetType: 'connection', details: { brand: brandId, status: 'Approved' } },
    ]);
  });

  it('answers NotPending when the request was ended another way, and InvalidToken when expired', async () => {
    // retailer2 was revoked: its (unused) link is no longer pending
    const mails = await mailsTo(t, retailerAdminEmail);
    const revokedToken = tokenOf(linkIn(mails[1]!.text, '/accountConnection'));
    expect((await answer(revokedToken, 'r')).json()).toMatchObject(CONNECTION_ERRORS.notPending);
    await request([retailer2Id], 'Third');
    const fresh = tokenOf(linkIn((await mailsTo(t, retailerAdminEmail)).at(-1)!.text, '/accountConnection'));
    t.clock.advanceMinutes(15 * 24 * 60);
    expect((await answer(fresh, 'r')).json().error).toBe('InvalidToken');
    t.clock.reset();
    const reject = await answer(fresh, 'r');
    expect(reject.json()).toMatchObject({ status: 'Declined' });
    expect(await statusOf(retailer2Id)).toBe('Declined');
  });
});

describe('retailer side: approve, deny, add, remove, history', () => {
  it('lists the brands with their status; add and remove refuse what cannot move', async () => {
    const list = (await call(t, 'GET', `/api/accounts/connections/retailer/${retailerId}`, retailerAdmin)).json();
    expect(rowFor(list, brandId)).toMatchObject({ status: 'Approved', isManagedAccount: false });
    expect((await retailerCall('add', [brandId])).json().error).toBe(CONNECTION_ERRORS.alreadyRequested.error);
    expect((await retailerCall('add', [retailerId])).json().error).toBe(CONNECTION_ERRORS.unknownAccount.error);
    expect((await retailerCall('remove', [brandId], retailer2Id)).json().error).toBe(
      CONNECTION_ERRORS.notConnected.error,
    );
  });

  it('remove: Approved → Removed; add connects directly; deny: Pending → Declined', async () => {
    const removed = await retailerCall('remove', [brandId]);
    expect(removed.json().message).toBe(CONNECTION_MESSAGES.removed);
    expect(await statusOf(retailerId)).toBe('Removed');
    const added = await retailerCall('add', [brandId]);
    expect(added.json().message).toBe(CONNECTION_MESSAGES.added);
    expect(await statusOf(retailerId)).toBe('Approved');
    await request([retailer2Id], 'Fourth');
    await retailerCall('remove', [brandId], retailer2Id);
    expect(await statusOf(retailer2Id)).toBe('Declined');
    // approve a pending request from the screen
    await request([retailer2Id], 'Fifth');
    await retailerCall('add', [brandId], retailer2Id);
    expect(await statusOf(retailer2Id)).toBe('Approved');
    // every change is audited on the retailer's account, with the brands it named
    expect(await auditsOf('connection.remove')).toMatchObject([
      { accountId: retailerId, details: { brands: [brandId] } },
      { accountId: retailer2Id, details: { brands: [brandId] } },
    ]);
    expect(await auditsOf('connection.add')).toHaveLength(2);
  });

  it('the history shows every transition, newest first, at most 10, with who and how', async () => {
    const entries = await history();
    expect(entries.map((e: { status: string }) => e.status)).toEqual(['Approved', 'Removed', 'Approved', 'Pending']);
    expect(entries[0]).toMatchObject({ source: 'Data Permissions', firstName: 'Rita' });
    expect(entries.at(-1)).toMatchObject({ source: 'Retail Connect', accountName: 'Trail Brand' });
    for (let i = 0; i < 6; i++) {
      await retailerCall('remove', [brandId]);
      await retailerCall('add', [brandId]);
    }
    expect((await history()).length).toBe(10);
    const rows = await t.deps.database.db.select().from(connectionHistory);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('the brand can give up access it holds: Approved → Removed', async () => {
    const res = await call(t, 'POST', `/api/accounts/connections/brand/revoke/${brandId}`, brandAdmin, {
      accounts: [retailer2Id],
    });
    expect(res.json().message).toBe(CONNECTION_MESSAGES.removed);
    expect(await statusOf(retailer2Id)).toBe('Removed');
  });

  it('a system user acting is recorded as one', async () => {
    await call(t, 'POST', `/api/accounts/connections/retailer/remove/${retailerId}`, manager, { accounts: [brandId] });
    const [latest] = await history();
    expect(latest).toMatchObject({ status: 'Removed', isSystemUser: true, firstName: 'Sys' });
    await retailerCall('add', [brandId]);
  });
});

describe('managed accounts', () => {
  it('a rollup that controls its children connects them; the child is read-only and follows it', async () => {
    await request([rollupId], 'Group ask');
    expect((await retailerCall('add', [brandId], childId)).json().error).toBe(CONNECTION_ERRORS.managed.error);
    expect((await retailerCall('add', [brandId], rollupId)).statusCode).toBe(200);
    const childList = (await call(t, 'GET', `/api/accounts/connections/retailer/${childId}`, retailerAdmin)).json();
    expect(rowFor(childList, brandId)).toMatchObject({
      status: 'Approved',
      isManagedAccount: true,
      parentAccount: 'Gamma Group',
    });
    expect(rowFor(await brandList(), childId)).toMatchObject({ status: 'Approved', isManagedAccount: true });
    expect((await history(childId))[0]).toMatchObject({ status: 'Approved' });
  });

  it('its data permission settings are the parent’s and cannot be saved', async () => {
    await call(t, 'POST', `/api/accounts/settings/${rollupId}`, retailerAdmin, { typeId: 2, value: 'true' });
    const child = (
      await call(t, 'GET', `/api/accounts/settings/retailerDataPermissions/${childId}`, retailerAdmin)
    ).json();
    expect(child).toEqual([
      { typeId: 1, title: 'Sales', description: 'Sales lines', value: 'true' },
      { typeId: 2, title: 'Inventory', description: 'On hand', value: 'true' },
    ]);
    const save = await call(t, 'POST', `/api/accounts/settings/${childId}`, retailerAdmin, {
      typeId: 1,
      value: 'false',
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().error).toBe(CONNECTION_ERRORS.managed.error);
  });
});

describe('data permission settings', () => {
  it('answers the vertical’s settings with defaults, saves a value, refuses unknown types and bad values', async () => {
    const url = `/api/accounts/settings/retailerDataPermissions/${retailerId}`;
    expect((await call(t, 'GET', url, retailerAdmin)).json().map((s: { value: string }) => s.value)).toEqual([
      'true',
      'false',
    ]);
    const saved = await call(t, 'POST', `/api/accounts/settings/${retailerId}`, retailerAdmin, {
      typeId: 1,
      value: 'false',
    });
    expect(saved.json()).toMatchObject({ typeId: 1, value: 'false' });
    expect((await call(t, 'GET', `/api/accounts/settings/${retailerId}/1`, retailerAdmin)).json().value).toBe('false');
    expect((await call(t, 'GET', `/api/accounts/settings/${retailerId}/9`, retailerAdmin)).statusCode).toBe(404);
    const unknown = await call(t, 'POST', `/api/accounts/settings/${retailerId}`, retailerAdmin, {
      typeId: 9,
      value: 'true',
    });
    expect(unknown.statusCode).toBe(400);
    const bad = await call(t, 'POST', `/api/accounts/settings/${retailerId}`, retailerAdmin, {
      typeId: 1,
      value: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.value).toBe("Value must be 'true' or 'false'");
    await call(t, 'POST', `/api/accounts/settings/${retailerId}`, retailerAdmin, { typeId: 1, value: true });
    expect((await call(t, 'GET', `/api/accounts/settings/${retailerId}/1`, retailerAdmin)).json().value).toBe('true');
  });
});
