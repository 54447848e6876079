import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/reports.schema.ts';
import { accounts, auditLog } from '../../db/schema.ts';
import { buildAccount, buildVertical } from '../../test/factories.ts';
import { call, expectFieldErrors, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let admin: string;
let reportsManager: string;
let accountsManager: string;
let limitedManager: string;
let accountAdmin: string;
let home: string;
let other: string;
let n = 0;

const body = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    accountType: 'retailer',
    verticalId: home,
    referenceName: `Sales ${n}`,
    title: 'Sales Overview',
    path: `sales-${n}`,
    reportUrl: 'https://reports.example.com/sales',
    permission: 'sales',
    requireSystemUser: false,
    isActive: true,
    description: 'Revenue and orders by day',
    icon: 'chart',
    category: 'Sales',
    guide: '<h2>Start</h2><p onclick="x()">Read <script>alert(1)</script>me</p>',
    ...overrides,
  };
};
const keyOf = (r: { verticalId: string; accountType: string; path: string }) =>
  `/api/admin/reports/${encodeURIComponent(r.verticalId)}/${encodeURIComponent(r.accountType)}/${encodeURIComponent(r.path)}`;

beforeAll(async () => {
  const db = t.deps.database.db;
  home = (
    await buildVertical(db, {
      name: 'Home Goods',
      metadata: { retailerReportPermissions: ['inventory', 'sales'], brandRollupReportPermissions: ['portfolio'] },
    })
  ).id;
  other = (await buildVertical(db, { name: 'Outdoor' })).id;
  const reportsFlag = { systemAccessLevel: 'accountManager', hasReportsManagement: true } as const;
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
  reportsManager = await signInNewUser(t, reportsFlag);
  accountsManager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true });
  limitedManager = await signInNewUser(t, reportsFlag, [other]);
  accountAdmin = await signInNewMember(t, (await buildAccount(db, { verticalId: home })).id, 'admin');
});

describe('who may call the admin report calls (spec 1 §6)', () => {
  it('create, edit, delete and get by key: system admins only', async () => {
    const created = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    for (const [method, url, payload] of [
      ['POST', '/api/admin/reports', body()],
      ['GET', keyOf(created), undefined],
      ['PUT', keyOf(created), body()],
      ['DELETE', keyOf(created), undefined],
    ] as const) {
      expect((await call(t, method, url, undefined, payload)).statusCode).toBe(401);
      for (const cookie of [accountAdmin, reportsManager, accountsManager, limitedManager])
        expect((await call(t, method, url, cookie, payload)).statusCode).toBe(403);
    }
  });

  it('one by id: hasReportsManagement within their verticals', async () => {
    const created = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const url = `/api/admin/reports/${created.id}`;
    expect((await call(t, 'GET', url)).statusCode).toBe(401);
    expect((await call(t, 'GET', url, accountAdmin)).statusCode).toBe(403);
    expect((await call(t, 'GET', url, accountsManager)).statusCode).toBe(403);
    expect((await call(t, 'GET', url, limitedManager)).statusCode).toBe(403);
    expect((await call(t, 'GET', url, reportsManager)).json()).toEqual(created);
    expect((await call(t, 'GET', '/api/admin/reports/999999', admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/admin/reports/abc', admin)).statusCode).toBe(400);
  });

  it('the list: any system user, within their verticals; customers 403', async () => {
    await call(t, 'POST', '/api/admin/reports', admin, body());
    const own = (
      await call(t, 'POST', '/api/admin/reports', admin, body({ verticalId: other, permission: '' }))
    ).json();
    expect((await call(t, 'GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/reports', accountAdmin)).statusCode).toBe(403);
    const limited = (await call(t, 'GET', '/api/admin/reports', limitedManager)).json();
    expect(limited.data.map((r: { id: number }) => r.id)).toEqual([own.id]);
    const all = (await call(t, 'GET', '/api/admin/reports', accountsManager)).json();
    expect(new Set(all.data.map((r: { verticalId: string }) => r.verticalId))).toEqual(new Set([home, other]));
    // grouped by vertical name: Home Goods before Outdoor
    expect(all.data[0].verticalName).toBe('Home Goods');
    const one = (await call(t, 'GET', `/api/admin/reports?verticalId=${other}`, admin)).json();
    expect(one.data.every((r: { verticalId: string }) => r.verticalId === other)).toBe(true);
  });
});

describe('report definitions (spec 1 §3, §5, §7, §8)', () => {
  it('creates a report with every field; the guide is sanitised; audited', async () => {
    const sent = body();
    const res = await call(t, 'POST', '/api/admin/reports', admin, sent);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      ...sent,
      verticalName: 'Home Goods',
      guide: '<h2>Start</h2><p>Read me</p>',
    });
    expect((await call(t, 'GET', keyOf(saved), admin)).json()).toEqual(saved);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(saved.id)));
    expect(audit?.action).toBe('report.create');
  });

  it('answers the spec 1 §5 messages and changes nothing', async () => {
    const before = (await t.deps.database.db.select().from(reports)).length;
    const res = await call(t, 'POST', '/api/admin/reports', admin, {
      accountType: '',
      verticalId: '',
      referenceName: ' ',
      title: '',
      path: 'has space',
      reportUrl: 'ftp://nope',
      description: 'x'.repeat(256),
    });
    expectFieldErrors(res, {
      accountType: 'Account Type is required',
      verticalId: 'Vertical is required',
      referenceName: 'Reference Name is required',
      title: 'Title is required',
      path: 'Path may only contain letters, numbers, underscores and dashes',
      reportUrl: 'Report Url must be a valid URL',
      description: 'Description must have at most 255 letters',
    });
    const wrongPermission = await call(t, 'POST', '/api/admin/reports', admin, body({ permission: 'portfolio' }));
    expectFieldErrors(wrongPermission, { permission: 'Permission is not one of the allowed options' });
    const brandRollup = await call(
      t,
      'POST',
      '/api/admin/reports',
      admin,
      body({ accountType: 'brand rollup', permission: 'portfolio' }),
    );
    expect(brandRollup.statusCode).toBe(200);
    const noVertical = await call(t, 'POST', '/api/admin/reports', admin, body({ verticalId: 'missing' }));
    expectFieldErrors(noVertical, { verticalId: 'Vertical is not one of the allowed options' });
    expect((await t.deps.database.db.select().from(reports)).length).toBe(before + 1);
  });

  it('DuplicateReferenceName and NotUnique on their fields (spec 1 §8)', async () => {
    const first = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const dupName = await call(
      t,
      'POST',
      '/api/admin/reports',
      admin,
      body({ referenceName: first.referenceName.toUpperCase() }),
    );
    expect(dupName.statusCode).toBe(400);
    expect(dupName.json()).toEqual({
      error: 'DuplicateReferenceName',
      message: 'Reference name must be unique per vertical.',
      fields: { referenceName: 'Reference name must be unique per vertical.' },
    });
    // the same reference name in another vertical is fine
    const elsewhere = body({ referenceName: first.referenceName, verticalId: other, permission: '' });
    expect((await call(t, 'POST', '/api/admin/reports', admin, elsewhere)).statusCode).toBe(200);
    const sameKey = await call(t, 'POST', '/api/admin/reports', admin, body({ path: first.path }));
    expect(sameKey.statusCode).toBe(400);
    const text = 'The combination of Account Type, Path, and Vertical must be unique.';
    expect(sameKey.json()).toEqual({
      error: 'NotUnique',
      message: text,
      fields: { accountType: text, path: text, verticalId: text },
    });
    // the same path for another account type is another report
    expect(
      (
        await call(
          t,
          'POST',
          '/api/admin/reports',
          admin,
          body({ path: first.path, accountType: 'brand', permission: '' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('edits by key (the key may change), keeps its own name, refuses another’s', async () => {
    const a = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const b = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const edited = await call(t, 'PUT', keyOf(a), admin, {
      ...body({ referenceName: a.referenceName, path: `${a.path}-v2`, title: 'Renamed', isActive: false }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: a.id, title: 'Renamed', path: `${a.path}-v2`, isActive: false });
    expect((await call(t, 'GET', keyOf(a), admin)).statusCode).toBe(404);
    const clash = await call(t, 'PUT', keyOf(edited.json()), admin, body({ referenceName: b.referenceName }));
    expect(clash.json().error).toBe('DuplicateReferenceName');
    const keyClash = await call(t, 'PUT', keyOf(edited.json()), admin, body({ path: b.path }));
    expect(keyClash.json().error).toBe('NotUnique');
    expect((await call(t, 'PUT', keyOf({ ...a, path: 'gone' }), admin, body())).statusCode).toBe(404);
    expect((await call(t, 'PUT', keyOf({ ...a, accountType: 'nope' }), admin, body())).statusCode).toBe(400);
  });

  it('deletes by key and takes the report off the accounts that chose it', async () => {
    const r = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const keep = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const db = t.deps.database.db;
    const account = await buildAccount(db, {
      verticalId: home,
      accountType: 'Retailer',
      settings: { customFields: {}, selectedReports: [r.id, keep.id] },
    });
    const res = await call(t, 'DELETE', keyOf(r), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: r.id });
    expect((await call(t, 'GET', keyOf(r), admin)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', keyOf(r), admin)).statusCode).toBe(404);
    const [after] = await db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(after?.settings).toMatchObject({ selectedReports: [keep.id] });
  });

  it('a report account type with a space is reached through its encoded path', async () => {
    const r = (
      await call(t, 'POST', '/api/admin/reports', admin, body({ accountType: 'retailer rollup', permission: '' }))
    ).json();
    expect(keyOf(r)).toContain('retailer%20rollup');
    expect((await call(t, 'GET', keyOf(r), admin)).json().id).toBe(r.id);
  });
});

describe('PATCH /admin/reports/{id} (the guide page, spec 1 §2, §5)', () => {
  it('hasReportsManagement within their verticals; 401 signed out', async () => {
    const r = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const url = `/api/admin/reports/${r.id}`;
    const guide = { title: 'T', category: 'C', description: 'D', guide: '' };
    expect((await call(t, 'PATCH', url, undefined, guide)).statusCode).toBe(401);
    for (const cookie of [accountAdmin, accountsManager, limitedManager])
      expect((await call(t, 'PATCH', url, cookie, guide)).statusCode).toBe(403);
    expect((await call(t, 'PATCH', '/api/admin/reports/999999', admin, guide)).statusCode).toBe(404);
  });

  it('saves title, category, description and a sanitised, trimmed guide; nothing else changes', async () => {
    const r = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const res = await call(t, 'PATCH', `/api/admin/reports/${r.id}`, reportsManager, {
      title: 'New title',
      category: 'New category',
      description: 'New description',
      guide: '  <h3 onmouseover="x()">Steps</h3><ol><li><p>One</p></li></ol><img src="javascript:alert(1)">  ',
      path: 'ignored',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...r,
      title: 'New title',
      category: 'New category',
      description: 'New description',
      guide: '<h3>Steps</h3><ol><li><p>One</p></li></ol><img />',
    });
  });

  it('answers the spec 1 §5 messages and changes nothing', async () => {
    const r = (await call(t, 'POST', '/api/admin/reports', admin, body())).json();
    const res = await call(t, 'PATCH', `/api/admin/reports/${r.id}`, reportsManager, {
      title: ' ',
      category: '',
      description: 'x'.repeat(256),
    });
    expectFieldErrors(res, {
      title: 'Title is required',
      category: 'Category is required',
      description: 'Description must have at most 255 letters',
    });
    expect((await call(t, 'GET', `/api/admin/reports/${r.id}`, admin)).json()).toEqual(r);
  });
});
