import { PAGE_FLAGS } from '@storelens/contract/domain/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../db/products.schema.ts';
import { buildAccount, buildVertical, TAGGING_COLUMNS } from '../../test/factories.ts';
import { call, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

// spec 3 §7 tagging calls: 401, 403 per spec 3 §6 (customer users, managers without data management,
// wrong account type, page flag off, another vertical), 400 per rule with its message, and success.

const t = useTestContext();
let admin: string;
let manager: string;
let dataManager: string;
let limitedManager: string;
let member: string;
let retailer: number;
let brand: number;
let connectors: number;
let noPages: number;
let vertical: string;
let offVertical: string;

const TAGGING = {
  brandColumns: TAGGING_COLUMNS.brandColumns,
  retailerColumns: [
    ...TAGGING_COLUMNS.retailerColumns,
    { name: 'Class', value: 'class', type: 'List', values: ['Core', 'Seasonal'] },
    { name: 'Tags', value: 'sourceTags', type: 'String', values: [] },
  ],
  categories: [
    { name: 'Footwear', isHierarchy: true, children: [{ name: 'Trail', isHierarchy: false, children: [] }] },
  ],
  genders: ['Mens', 'Womens'],
  colors: ['Black'],
  extensionFields: [{ label: 'Season', type: 'text', enabled: true, values: [], isRequired: false }],
  retailerPreview: ['description', 'vendor'],
  brandPreview: ['brand'],
  standardColumns: { gender: 'gender', family: 'category', color: 'color' },
};

const rule = (overrides: object = {}) => ({
  name: 'Trail shoes',
  filters: [{ column: 'description', type: 'contains', values: ['trail'] }],
  category: 'Footwear',
  category2: 'Trail',
  tags: ['running'],
  ...overrides,
});

const base = (accountId: number | string, type = 'account') => `/api/products/tagging/${type}/${accountId}`;

beforeAll(async () => {
  const db = t.deps.database.db;
  vertical = (await buildVertical(db, { name: 'Run', tagging: TAGGING })).id;
  const off = (await buildVertical(db, { name: 'Off', pages: Object.fromEntries(PAGE_FLAGS.map((f) => [f, false])) }))
    .id;
  retailer = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id;
  brand = (await buildAccount(db, { verticalId: vertical, accountType: 'Brand' })).id;
  connectors = (await buildAccount(db, { verticalId: vertical, accountType: 'Connectors' })).id;
  noPages = (await buildAccount(db, { verticalId: off, accountType: 'Retailer' })).id;
  offVertical = off;
  await db.insert(catalogueProducts).values(
    ['Trail Runner', 'Road Racer', 'Trail Sock'].map((name, i) => ({
      accountId: retailer,
      origin: 'source' as const,
      productKey: `s1:${i}`,
      name,
      brand: i === 1 ? 'Kestrel' : 'Woolly',
      sourceTags: i === 0 ? ['trail', 'sale'] : ['road'],
      attributes: { class: i === 2 ? 'Seasonal' : 'Core' },
    })),
  );
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
  manager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true });
  dataManager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasDataManagement: true });
  limitedManager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasDataManagement: true }, [off]);
  member = await signInNewMember(t, retailer, 'admin');
});

describe('who may call', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t, 'GET', base(retailer))).statusCode).toBe(401);
    expect((await call(t, 'POST', `/api/products/preview/account/${retailer}`, undefined, {})).statusCode).toBe(401);
  });

  it('refuses customer users, even the account admin, and managers without data management', async () => {
    for (const cookie of [member, manager]) {
      expect((await call(t, 'GET', base(retailer), cookie)).statusCode).toBe(403);
      expect((await call(t, 'GET', `/api/products/tagging/metadata/${vertical}`, cookie)).statusCode).toBe(403);
    }
  });

  it("refuses a Connectors account, a vertical whose tagging pages are off, and another vertical's account", async () => {
    expect((await call(t, 'GET', base(connectors), admin)).json()).toMatchObject({ error: 'AccountType' });
    const off = await call(t, 'GET', base(noPages), admin);
    expect([off.statusCode, off.json().error]).toEqual([403, 'PageDisabled']);
    expect((await call(t, 'GET', base(offVertical, 'global'), admin)).statusCode).toBe(403);
    expect((await call(t, 'GET', base(retailer), limitedManager)).statusCode).toBe(403);
    expect((await call(t, 'GET', base(vertical, 'global'), limitedManager)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown account or vertical, and 400 for an unknown type', async () => {
    expect((await call(t, 'GET', base(999_999), admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', base('nosuch'), admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', base('nosuch', 'global'), admin)).statusCode).toBe(404);
    expect((await call(t, 'GET', base(retailer, 'other'), admin)).statusCode).toBe(400);
  });
});

describe('rules', () => {
  it('creates, reads, edits and deletes a rule, a data manager as well as an admin', async () => {
    const created = await call(t, 'POST', base(retailer), dataManager, rule());
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Trail shoes', category2: 'Trail', gender: null, sortOrder: 1 });
    expect(t.sentJobs).toContainEqual({ name: 'product-retag', payload: { accountId: retailer } });
    expect((await call(t, 'GET', `${base(retailer)}/progress`, admin)).json()).toEqual({
      queued: 1,
      running: 0,
      done: 0,
      total: 0,
    });
    expect((await call(t, 'GET', `${base(retailer)}/${id}`, admin)).json().name).toBe('Trail shoes');
    const edited = await call(t, 'PUT', `${base(retailer)}/${id}`, admin, rule({ name: '  Trail  ', gender: 'Mens' }));
    expect(edited.json()).toMatchObject({ name: 'Trail', gender: 'Mens' });
    expect((await call(t, 'DELETE', `${base(retailer)}/${id}`, admin)).statusCode).toBe(200);
    expect((await call(t, 'GET', `${base(retailer)}/${id}`, admin)).statusCode).toBe(404);
  });

  it("never shows or changes another account's rule through this account", async () => {
    const id = (await call(t, 'POST', base(brand), admin, rule({ filters: [] }))).json().id;
    expect((await call(t, 'GET', `${base(retailer)}/${id}`, admin)).statusCode).toBe(404);
    expect((await call(t, 'PUT', `${base(retailer)}/${id}`, admin, rule())).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${base(retailer)}/${id}`, admin)).statusCode).toBe(404);
  });

  it.each([
    ['a missing name', { name: '  ' }, 'name', 'Name is required'],
    ['a long name', { name: 'x'.repeat(201) }, 'name', 'Name must have at most 200 letters'],
    ['a long family', { family: 'x'.repeat(101) }, 'family', 'Family must have at most 100 letters'],
    [
      'a long extension field',
      { extensionField1: 'x'.repeat(501) },
      'extensionField1',
      'Extension Field 1 must have at most 500 letters',
    ],
    [
      'a deeper level without the one above',
      { category: null, gender: 'Mens' },
      'category2',
      'Category 2 needs Category 1',
    ],
    [
      'a filter without a column',
      { filters: [{ column: '', type: 'contains', values: ['x'] }] },
      'filters.0.column',
      'Column is required',
    ],
    [
      'a filter without a type',
      { filters: [{ column: 'vendor', values: ['x'] }] },
      'filters.0.type',
      'Filter Type is required',
    ],
    [
      'a filter without a value',
      { filters: [{ column: 'vendor', type: 'equals', values: [' ', ''] }] },
      'filters.0.values',
      'Value is required',
    ],
    [
      'a List filter without values',
      { filters: [{ column: 'class', type: 'in', values: [] }] },
      'filters.0.values',
      'Select at least one value',
    ],
    [
      'a column the vertical does not offer',
      { filters: [{ column: 'brand', type: 'equals', values: ['x'] }] },
      'filters.0.column',
      'Column brand is not one of the allowed options',
    ],
    [
      'a List type on a String column',
      { filters: [{ column: 'vendor', type: 'in', values: ['x'] }] },
      'filters.0.type',
      'Filter Type in does not apply to the column Vendor',
    ],
    [
      'a value a List column does not have',
      { filters: [{ column: 'class', type: 'in', values: ['Core', 'Rare'] }] },
      'filters.0.values',
      'Rare is not one of the values of Class',
    ],
  ])('refuses %s with its message and saves nothing', async (_label, change, field, message) => {
    const before = (await call(t, 'GET', base(retailer), admin)).json().length;
    const res = await call(t, 'POST', base(retailer), admin, rule(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await call(t, 'GET', base(retailer), admin)).json()).toHaveLength(before);
  });

  it("saves a rule that sets only its name (spec 3 §5: the name is the 'something'), and takes category1 for category (§7)", async () => {
    const bare = await call(t, 'POST', base(retailer), admin, { name: 'Just a name' });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toMatchObject({ name: 'Just a name', filters: [], tags: [], category: null, gender: null });
    const aliased = await call(t, 'POST', base(retailer), admin, rule({ category: undefined, category1: 'Footwear' }));
    expect(aliased.statusCode, aliased.body).toBe(200);
    expect(aliased.json()).toMatchObject({ category: 'Footwear', category2: 'Trail' });
    expect(aliased.json()).not.toHaveProperty('category1');
    for (const id of [bare.json().id, aliased.json().id])
      expect((await call(t, 'DELETE', `${base(retailer)}/${id}`, admin)).statusCode).toBe(200);
  });

  it('requires an extension field the vertical marks required', async () => {
    const db = t.deps.database.db;
    const strict = (
      await buildVertical(db, {
        tagging: { ...TAGGING, extensionFields: [{ ...TAGGING.extensionFields[0], isRequired: true }] },
      })
    ).id;
    const account = (await buildAccount(db, { verticalId: strict, accountType: 'Retailer' })).id;
    const res = await call(t, 'POST', base(account), admin, rule());
    expect(res.json().fields).toEqual({ extensionField1: 'Season is required' });
    expect((await call(t, 'POST', base(account), admin, rule({ extensionField1: 'Spring' }))).statusCode).toBe(200);
  });

  it('orders a list by drag and drop, and refuses ids that are not exactly the list', async () => {
    const account = (await buildAccount(t.deps.database.db, { verticalId: vertical, accountType: 'Retailer' })).id;
    const a = (await call(t, 'POST', base(account), admin, rule({ name: 'A' }))).json().id;
    const b = (await call(t, 'POST', base(account), admin, rule({ name: 'B' }))).json().id;
    const res = await call(t, 'PUT', `${base(account)}/reorder`, admin, { ruleIds: [b, a] });
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['B', 'A']);
    const bad = await call(t, 'PUT', `${base(account)}/reorder`, admin, { ruleIds: [b] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'The rule ids must be exactly the rules of this list']);
  });

  it("keeps a vertical's global rules apart from its accounts' rules", async () => {
    const res = await call(t, 'POST', base(vertical, 'global'), admin, rule({ name: 'Global trail' }));
    expect(res.statusCode).toBe(200);
    const global = (await call(t, 'GET', base(vertical, 'global'), admin)).json();
    expect(global.map((r: { name: string }) => r.name)).toEqual(['Global trail']);
    expect((await call(t, 'GET', base(retailer), admin)).json().map((r: { name: string }) => r.name)).not.toContain(
      'Global trail',
    );
  });
});

describe('preview, lists and metadata', () => {
  it('previews the products the filters match, by name, with the total', async () => {
    const res = await call(t, 'POST', `/api/products/preview/account/${retailer}`, admin, {
      filters: [{ column: 'description', type: 'begins', values: ['TRAIL'] }],
      take: 1,
      skip: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().products).toEqual([
      expect.objectContaining({ name: 'Trail Runner', sourceTags: ['trail', 'sale'] }),
    ]);
    const second = await call(t, 'POST', `/api/products/preview/account/${retailer}`, admin, {
      filters: [{ column: 'description', type: 'begins', values: ['TRAIL'] }],
      take: 100,
      skip: 1,
    });
    expect(second.json().products.map((p: { name: string }) => p.name)).toEqual(['Trail Sock']);
  });

  it('validates the filters before a preview', async () => {
    const res = await call(t, 'POST', `/api/products/preview/account/${retailer}`, admin, {
      filters: [{ column: 'nosuch', type: 'equals', values: ['x'] }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('lists the source tags, and the unused ones (ALL while no rule uses any)', async () => {
    const account = (await buildAccount(t.deps.database.db, { verticalId: vertical, accountType: 'Retailer' })).id;
    await t.deps.database.db.insert(catalogueProducts).values([
      { accountId: account, origin: 'source', productKey: 's:1', name: 'A', sourceTags: ['sale', 'trail'] },
      { accountId: account, origin: 'source', productKey: 's:2', name: 'B', sourceTags: ['road'] },
    ]);
    expect((await call(t, 'GET', `${base(account)}/lists`, admin)).json()).toEqual({
      sourceTags: ['road', 'sale', 'trail'],
    });
    expect((await call(t, 'GET', `/api/products/unusedSourceTags/account/${account}`, admin)).json()).toBe('ALL');
    await call(
      t,
      'POST',
      base(account),
      admin,
      rule({ filters: [{ column: 'sourceTags', type: 'equals', values: ['Sale'] }] }),
    );
    expect((await call(t, 'GET', `/api/products/unusedSourceTags/account/${account}`, admin)).json()).toEqual([
      'road',
      'trail',
    ]);
  });

  it("answers the vertical's tagging metadata under the spec's names", async () => {
    const res = await call(t, 'GET', `/api/products/tagging/metadata/${vertical}`, dataManager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      RETAILER_COLUMNS: TAGGING.retailerColumns,
      BRAND_COLUMNS: TAGGING.brandColumns,
      GENDERS: ['Mens', 'Womens'],
      STANDARD_COLUMNS: { gender: 'gender', family: 'category', color: 'color' },
      RETAILER_PREVIEW: ['description', 'vendor'],
    });
    expect((await call(t, 'GET', '/api/products/tagging/metadata/nosuch', admin)).statusCode).toBe(404);
  });
});
