import { ADMIN_ACCOUNT_ERRORS } from '@storelens/contract/api/admin-accounts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sources } from '../../db/connectors.schema.ts';
import { reports } from '../../db/reports.schema.ts';
import { accounts, auditLog } from '../../db/schema.ts';
import { buildAccount, buildUser, buildVertical, limitToVerticals, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';

let t: TestContext;
let vertical: { id: string; name: string };
let other: { id: string; name: string };
/** report definitions of `vertical` (spec 1 §2 Reports choices) */
const reportIds: Record<string, number> = {};
const cookies: Record<string, string> = {};

const CUSTOM_FIELDS = [
  { label: 'Region', property: 'region', type: 'list', values: ['North', 'South'], required: true },
  { label: 'Account Code', property: 'code', type: 'text', values: [], required: false },
];

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  vertical = await buildVertical(db, { metadata: { accountCustomFields: CUSTOM_FIELDS } });
  other = await buildVertical(db);
  const addReport = async (key: string, values: Partial<typeof reports.$inferInsert>) => {
    const [row] = await db
      .insert(reports)
      .values({
        verticalId: vertical.id,
        accountType: 'brand',
        path: key,
        referenceName: key,
        title: key,
        reportUrl: 'https://reports.example.com',
        ...values,
      })
      .returning();
    reportIds[key] = row!.id;
  };
  await addReport('brandSales', {});
  await addReport('brandOff', { isActive: false });
  await addReport('retailerSales', { accountType: 'retailer' });
  await addReport('elsewhere', { verticalId: other.id });
  const make = async (name: string, overrides: Parameters<typeof buildUser>[1]) => {
    const user = await buildUser(db, overrides);
    cookies[name] = await signIn(t.app, user.email, TEST_PASSWORD);
    return user;
  };
  await make('admin', { systemAccessLevel: 'admin' });
  await make('manager', { systemAccessLevel: 'accountManager', hasAccounts: true });
  await make('noFlag', { systemAccessLevel: 'accountManager', hasConnectors: true, hasDataManagement: true });
  const limited = await make('limited', { systemAccessLevel: 'accountManager', hasAccounts: true });
  await limitToVerticals(db, limited.id, [other.id]);
  await make('customer', {});
}, 60_000);
afterAll(() => t.close());

const get = (url: string, who = 'admin') => call(t, 'GET', url, cookies[who] ?? '');
const post = (url: string, body: object, who = 'admin') => call(t, 'POST', url, cookies[who] ?? '', body);
const put = (url: string, body: object, who = 'admin') => call(t, 'PUT', url, cookies[who] ?? '', body);

let n = 0;
const brandBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Brand ${Date.now()}-${n++}`,
  accountType: 'Other',
  verticalId: vertical.id,
  settings: { customFields: { region: 'North' } },
  ...overrides,
});

/** The excluded callers of spec 1 §6: anonymous 401; a customer, a manager without hasAccounts 403. */
async function expectRefused(send: (who: string) => Promise<{ statusCode: number }>, limitedToo: boolean) {
  expect((await send('anonymous')).statusCode).toBe(401);
  expect((await send('customer')).statusCode).toBe(403);
  expect((await send('noFlag')).statusCode).toBe(403);
  if (limitedToo) expect((await send('limited')).statusCode).toBe(403);
}

describe('GET /api/admin/accounts', () => {
  it('answers a page: 50 by default, name ascending, total; every column sorts; filter is a case-insensitive substring', async () => {
    const db = t.deps.database.db;
    const v = await buildVertical(db, { name: 'AAA list vertical' });
    for (let i = 0; i < 55; i++)
      await buildAccount(db, {
        verticalId: v.id,
        name: `Zebra Paging ${String(i).padStart(2, '0')}`,
        isHidden: i === 3,
      });
    const first = (await get('/api/admin/accounts')).json();
    expect(first.accounts).toHaveLength(50);
    const names = first.accounts.map((a: { name: string }) => a.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const search = (await get('/api/admin/accounts?filter=zebra%20PAGING&take=50&skip=50')).json();
    expect(search.total).toBe(55);
    expect(search.accounts.map((a: { name: string }) => a.name)).toEqual([
      'Zebra Paging 50',
      'Zebra Paging 51',
      'Zebra Paging 52',
      'Zebra Paging 53',
      'Zebra Paging 54',
    ]);
    expect((await get('/api/admin/accounts?filter=bra%20pag')).json().total).toBe(55);
    expect((await get('/api/admin/accounts?filter=100%25')).json().total).toBe(0);
    const byHidden = (await get('/api/admin/accounts?filter=Zebra&sortBy=isHidden&sortOrder=desc&take=1')).json();
    expect(byHidden.accounts[0]).toMatchObject({ name: 'Zebra Paging 03', isHidden: true, vertical: v.name });
    // the order in either case
    const upper = (await get('/api/admin/accounts?filter=Zebra&sortBy=isHidden&sortOrder=DESC&take=1')).json();
    expect(upper.accounts[0].name).toBe('Zebra Paging 03');
    for (const sortBy of ['name', 'accountType', 'vertical', 'createdAt', 'isActive', 'isHidden', 'showPreview'])
      for (const sortOrder of ['asc', 'desc']) {
        const res = await get(`/api/admin/accounts?sortBy=${sortBy}&sortOrder=${sortOrder}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().accounts.length).toBeGreaterThan(0);
      }
    const byVertical = (await get('/api/admin/accounts?sortBy=vertical&take=100')).json();
    const verticalNames = byVertical.accounts.map((a: { vertical: string }) => a.vertical);
    expect(verticalNames[0]).toBe('AAA list vertical');
    expect(verticalNames).toEqual([...verticalNames].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('sorted by vertical with a search that matches many: every page in vertical then name order', async () => {
    const db = t.deps.database.db;
    const [first, second] = [
      await buildVertical(db, { name: 'BBB lateral' }),
      await buildVertical(db, { name: 'BBA lateral' }),
    ];
    await db.execute(sql`insert into accounts (name, account_type, vertical_id)
      select 'Lateral Match ' || lpad(i::text, 3, '0'), 'Other', case when i % 2 = 0 then ${first.id} else ${second.id} end
      from generate_series(1, 520) i`);
    const all = (await get('/api/admin/accounts?filter=LATERAL%20match&sortBy=vertical&take=100&skip=0')).json();
    expect(all.total).toBe(520);
    const pages = [];
    for (let skip = 0; skip < 520; skip += 100)
      pages.push(
        ...(await get(`/api/admin/accounts?filter=lateral%20match&sortBy=vertical&take=100&skip=${skip}`)).json()
          .accounts,
      );
    const expected = Array.from({ length: 520 }, (_, k) => k + 1)
      .map((i) => ({
        vertical: i % 2 === 0 ? 'BBB lateral' : 'BBA lateral',
        name: `Lateral Match ${String(i).padStart(3, '0')}`,
      }))
      .sort((a, b) => a.vertical.localeCompare(b.vertical) || a.name.localeCompare(b.name));
    expect(pages.map((a: { vertical: string; name: string }) => ({ vertical: a.vertical, name: a.name }))).toEqual(
      expected,
    );
    const desc = (await get('/api/admin/accounts?filter=lateral%20match&sortBy=vertical&sortOrder=desc&take=1')).json();
    expect(desc.accounts[0]).toMatchObject({ vertical: 'BBB lateral', name: 'Lateral Match 520' });
  });

  it('400 for an unknown sort column, a bad order or paging, an oversized search', async () => {
    for (const q of [
      'sortBy=password',
      'sortOrder=up',
      'take=0',
      'take=1000',
      'skip=-1',
      'take=abc',
      `filter=${'x'.repeat(101)}`,
    ]) {
      const res = await get(`/api/admin/accounts?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe('ValidationError');
    }
    expect((await get('/api/admin/accounts?sortBy=password')).json().message).toContain('sortBy must be one of');
  });

  it('a manager limited to a vertical sees only its accounts; refused callers', async () => {
    const mine = await buildAccount(t.deps.database.db, { verticalId: other.id, name: 'Limited Visible' });
    const seen = (await get('/api/admin/accounts?take=100', 'limited')).json();
    expect(seen.accounts.map((a: { id: number }) => a.id)).toEqual([mine.id]);
    expect(seen.total).toBe(1);
    expect((await get('/api/admin/accounts', 'manager')).statusCode).toBe(200);
    await expectRefused((who) => get('/api/admin/accounts', who), false);
  });
});

describe('POST /api/admin/accounts/{verticalId}', () => {
  it('creates an account with custom fields; audited', async () => {
    const body = brandBody({
      accountType: 'Brand',
      isHidden: true,
      showPreview: true,
      settings: {
        customFields: { region: 'South', code: '  A-1 ', unknown: 'dropped' },
        brand: 'Create Co',
        selectedReports: [reportIds.brandSales!, reportIds.brandSales!],
      },
    });
    const res = await post(`/api/admin/accounts/${vertical.id}`, body, 'manager');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: body.name,
      accountType: 'Brand',
      isActive: true,
      isHidden: true,
      showPreview: true,
      verticalId: vertical.id,
      parentAccountId: null,
      settings: {
        customFields: { region: 'South', code: 'A-1' },
        brand: 'Create Co',
        selectedReports: [reportIds.brandSales],
      },
    });
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminAccounts.create'), eq(auditLog.targetId, String(res.json().id))));
    expect(audit).toBeDefined();
    const got = await get(`/api/admin/accounts/${res.json().id}`);
    expect(got.json()).toEqual(res.json());
  });

  it('spec 1 §5 messages: Name required, trimmed, max 100; Account Type and Vertical required; Brand Name for Brand; custom fields', async () => {
    const url = `/api/admin/accounts/${vertical.id}`;
    const fieldOf = async (body: object, field: string) => (await post(url, body)).json().fields?.[field];
    expect(await fieldOf(brandBody({ name: '   ' }), 'name')).toBe('Name is required');
    expect(await fieldOf(brandBody({ name: undefined }), 'name')).toBe('Name is required');
    expect(await fieldOf(brandBody({ name: 'x'.repeat(101) }), 'name')).toBe('Name must have at most 100 letters');
    expect(await fieldOf(brandBody({ accountType: undefined }), 'accountType')).toBe('Account Type is required');
    expect(await fieldOf(brandBody({ accountType: 'Planet' }), 'accountType')).toBe('Account Type is required');
    expect(await fieldOf(brandBody({ verticalId: '' }), 'verticalId')).toBe('Vertical is required');
    expect(await fieldOf(brandBody({ accountType: 'Brand' }), 'settings.brand')).toBe('Brand Name is required');
    expect(await fieldOf(brandBody({ settings: { customFields: {} } }), 'settings.customFields.region')).toBe(
      'Region is required',
    );
    expect(
      await fieldOf(brandBody({ settings: { customFields: { region: 'West' } } }), 'settings.customFields.region'),
    ).toBe('Region is not one of the allowed options');
    expect(
      await fieldOf(
        brandBody({ settings: { customFields: { region: 'North', code: 'x'.repeat(501) } } }),
        'settings.customFields.code',
      ),
    ).toBe('Account Code must have at most 500 letters');
    const trimmed = await post(url, brandBody({ name: '  Trimmed Name  ' }));
    expect(trimmed.json().name).toBe('Trimmed Name');
  });

  it('DuplicateName per vertical (any case), DuplicateBrand per vertical; the same in another vertical is fine', async () => {
    const name = `Dup ${Date.now()}`;
    expect((await post(`/api/admin/accounts/${vertical.id}`, brandBody({ name }))).statusCode).toBe(200);
    const dup = await post(`/api/admin/accounts/${vertical.id}`, brandBody({ name: name.toUpperCase() }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual(ADMIN_ACCOUNT_ERRORS.duplicateName);
    expect(dup.json().fields.name).toBe('Account names must be unique per vertical.');
    expect(
      (await post(`/api/admin/accounts/${other.id}`, brandBody({ name, verticalId: other.id, settings: {} })))
        .statusCode,
    ).toBe(200);

    const brand = { accountType: 'Brand', settings: { customFields: { region: 'North' }, brand: 'Same Brand' } };
    expect((await post(`/api/admin/accounts/${vertical.id}`, brandBody(brand))).statusCode).toBe(200);
    const dupBrand = await post(
      `/api/admin/accounts/${vertical.id}`,
      brandBody({ ...brand, settings: { ...brand.settings, brand: 'same brand' } }),
    );
    expect(dupBrand.json()).toEqual(ADMIN_ACCOUNT_ERRORS.duplicateBrand);
    expect(dupBrand.json().fields['settings.brand']).toBe(
      'Duplicate brand, a brand may only be assigned to one account per vertical.',
    );
  });

  it('parent choices: Retailer under a Retailer Rollup of the same vertical, Brand under a Brand Rollup, none for other types', async () => {
    const db = t.deps.database.db;
    const retailerRollup = await buildAccount(db, { verticalId: vertical.id, accountType: 'Retailer Rollup' });
    const brandRollup = await buildAccount(db, { verticalId: vertical.id, accountType: 'Brand Rollup' });
    const elsewhere = await buildAccount(db, { verticalId: other.id, accountType: 'Retailer Rollup' });
    const url = `/api/admin/accounts/${vertical.id}`;
    const ok = await post(url, brandBody({ accountType: 'Retailer', parentAccountId: retailerRollup.id }));
    expect(ok.json().parentAccountId).toBe(retailerRollup.id);
    for (const [accountType, parentAccountId] of [
      ['Retailer', brandRollup.id],
      ['Retailer', elsewhere.id],
      ['Other', retailerRollup.id],
      ['Brand', retailerRollup.id],
    ] as const) {
      const res = await post(
        url,
        brandBody({ accountType, parentAccountId, settings: { customFields: { region: 'North' }, brand: `B${n++}` } }),
      );
      expect(res.json().fields?.parentAccountId, `${accountType}`).toBe(
        'Parent Account is not one of the allowed options',
      );
    }
    const parents = (await get(`/api/admin/accounts/parentAccounts/${vertical.id}`)).json();
    expect(parents.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining([retailerRollup.id, brandRollup.id]),
    );
    expect(parents.map((p: { id: number }) => p.id)).not.toContain(elsewhere.id);
    expect((await get(`/api/admin/accounts/parentAccounts/nope`)).statusCode).toBe(404);
    await expectRefused((who) => get(`/api/admin/accounts/parentAccounts/${vertical.id}`, who), true);
  });

  it('404 for an unknown vertical; refused callers, and a manager limited to another vertical', async () => {
    expect((await post('/api/admin/accounts/nope', brandBody({ verticalId: 'nope' }))).statusCode).toBe(404);
    await expectRefused((who) => post(`/api/admin/accounts/${vertical.id}`, brandBody(), who), true);
    const count = (await t.deps.database.db.select().from(accounts).where(eq(accounts.verticalId, vertical.id))).length;
    await post(`/api/admin/accounts/${vertical.id}`, brandBody(), 'limited');
    expect((await t.deps.database.db.select().from(accounts).where(eq(accounts.verticalId, vertical.id))).length).toBe(
      count,
    );
  });
});

describe('GET and PUT /api/admin/accounts/{id}', () => {
  it('edits; deactivating sets every source of the account to deactive; audited', async () => {
    const db = t.deps.database.db;
    const created = (await post(`/api/admin/accounts/${vertical.id}`, brandBody())).json();
    await db.insert(sources).values(
      [1, 2].map((i) => ({
        accountId: created.id,
        name: `Source ${i}`,
        sourceType: 1,
        frequencyMinutes: 60,
        anchorTime: '00:00',
        timezone: 'UTC',
        startDate: '2026-01-01',
      })),
    );
    const res = await put(
      `/api/admin/accounts/${created.id}`,
      { ...created, name: `${created.name} renamed`, isActive: false },
      'manager',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: `${created.name} renamed`, isActive: false });
    const rows = await db.select().from(sources).where(eq(sources.accountId, created.id));
    expect(rows.map((s) => s.active)).toEqual([false, false]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminAccounts.update'), eq(auditLog.targetId, String(created.id))));
    expect(audit?.details).toMatchObject({ deactivated: true, sourcesDeactivated: 2, changed: ['name', 'isActive'] });
    // its users land on the deactivated screen: the active account says so
    const back = await put(`/api/admin/accounts/${created.id}`, { ...res.json(), isActive: true });
    expect(back.json().isActive).toBe(true);
  });

  it('the vertical is locked once set, except for system admins; name and brand stay unique', async () => {
    const created = (await post(`/api/admin/accounts/${vertical.id}`, brandBody())).json();
    const move = { ...created, verticalId: other.id, settings: {} };
    const locked = await put(`/api/admin/accounts/${created.id}`, move, 'manager');
    expect(locked.json().fields?.verticalId).toBe('Vertical cannot be changed once saved');
    const moved = await put(`/api/admin/accounts/${created.id}`, move);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ verticalId: other.id, vertical: other.name });
    const second = (
      await post(`/api/admin/accounts/${other.id}`, brandBody({ verticalId: other.id, settings: {} }))
    ).json();
    const dup = await put(`/api/admin/accounts/${second.id}`, { ...second, name: created.name });
    expect(dup.json()).toEqual(ADMIN_ACCOUNT_ERRORS.duplicateName);
    // its own name is not a duplicate of itself
    expect((await put(`/api/admin/accounts/${second.id}`, second)).statusCode).toBe(200);
  });

  it('404 for an unknown account (system admin); refused callers, a manager limited to another vertical', async () => {
    const created = (await post(`/api/admin/accounts/${vertical.id}`, brandBody())).json();
    expect((await get('/api/admin/accounts/999999')).statusCode).toBe(404);
    await expectRefused((who) => get(`/api/admin/accounts/${created.id}`, who), true);
    await expectRefused((who) => put(`/api/admin/accounts/${created.id}`, { ...created, name: 'Nope' }, who), true);
    expect((await get(`/api/admin/accounts/${created.id}`)).json().name).toBe(created.name);
    expect((await put(`/api/admin/accounts/${created.id}`, { ...created, isActive: 'yes' })).statusCode).toBe(400);
  });
});

describe('the Reports setting (spec 1 §2, §3 settings.selectedReports)', () => {
  const brand = (selectedReports: number[], overrides: Record<string, unknown> = {}) =>
    brandBody({
      accountType: 'Brand',
      settings: { customFields: { region: 'North' }, brand: `Reports ${n++}`, selectedReports },
      ...overrides,
    });

  it("takes only active reports of the account's vertical and type, and changes nothing otherwise", async () => {
    const url = `/api/admin/accounts/${vertical.id}`;
    for (const key of ['brandOff', 'retailerSales', 'elsewhere'] as const) {
      const res = await post(url, brand([reportIds.brandSales!, reportIds[key]!]));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ 'settings.selectedReports': 'Reports is not one of the allowed options' });
    }
    expect((await post(url, brand([999_999]))).statusCode).toBe(400);
    const ok = await post(url, brand([reportIds.brandSales!]));
    expect(ok.json().settings.selectedReports).toEqual([reportIds.brandSales]);
  });

  it('keeps a chosen report that was switched off later while type and vertical stay', async () => {
    const db = t.deps.database.db;
    const created = (await post(`/api/admin/accounts/${vertical.id}`, brand([reportIds.brandSales!]))).json();
    await db.update(reports).set({ isActive: false }).where(eq(reports.id, reportIds.brandSales!));
    try {
      const { id, vertical: _v, createdAt: _c, ...rest } = created;
      const kept = await put(`/api/admin/accounts/${id}`, { ...rest, isActive: true });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().settings.selectedReports).toEqual([reportIds.brandSales]);
      // a new type starts from no reports: the old choice is refused
      const retyped = await put(`/api/admin/accounts/${id}`, {
        ...rest,
        isActive: true,
        accountType: 'Other',
      });
      expect(retyped.json().fields).toEqual({
        'settings.selectedReports': 'Reports is not one of the allowed options',
      });
    } finally {
      await db.update(reports).set({ isActive: true }).where(eq(reports.id, reportIds.brandSales!));
    }
  });
});
