import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, verticals } from '../../db/schema.ts';
import { buildAccount, buildVertical } from '../../test/factories.ts';
import { call, signInNewMember, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

const t = useTestContext();
let admin: string;
let manager: string;
let limitedManager: string;
let accountAdmin: string;
let homeVertical: string;
let otherVertical: string;
let n = 0;
const freshId = () => `vert-${Date.now()}-${n++}`;

const fullVertical = (verticalId: string) => ({
  verticalId,
  name: 'Sporting Goods',
  pages: { retailerTagging: true, locations: true },
  metadata: {
    retailerReportPermissions: ['sales', 'inventory'],
    brandReportPermissions: 'sell-through\nbasket',
    retailerDataPermissions: [{ typeId: 1, title: 'Sales', description: 'Share sales', defaultValue: true }],
    accountCustomFields:
      '[{"label":"Region","property":"region","type":"list","values":["East","West"],"required":true},{"label":"Buyer","property":"buyer","type":"text"}]',
    reportingTeam: 'Sporting Analytics',
  },
  tagging: {
    brandColumns: [{ name: 'Brand', value: 'brand', type: 'String' }],
    categories: [
      {
        name: 'Footwear',
        isHierarchy: true,
        tags: ['clearance'],
        categories: [{ name: 'Running', tags: 'road\ntrail' }],
      },
      { name: 'Bags', category2: { name: 'Bag Type', values: ['Backpack', 'Tote'] } },
    ],
    colors: ['Red', 'Blue'],
    genders: 'Women\nMen',
    extensionFields: [{ label: 'Season', type: 'list', values: ['Spring'], isRequired: true }],
    standardColumns: { gender: 'gender', family: 'family', color: 'color' },
    isRequired: { category: true, color: true },
  },
});

beforeAll(async () => {
  const db = t.deps.database.db;
  homeVertical = (await buildVertical(db, { name: 'Home' })).id;
  otherVertical = (await buildVertical(db, { name: 'Other' })).id;
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
  manager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true, hasDataManagement: true });
  limitedManager = await signInNewUser(t, { systemAccessLevel: 'accountManager', hasAccounts: true }, [otherVertical]);
  accountAdmin = await signInNewMember(t, (await buildAccount(db, { verticalId: homeVertical })).id, 'admin');
});

describe('who may manage verticals (spec 1 §6)', () => {
  it.each([
    ['GET', (): string => `/api/admin/verticals/${homeVertical}`],
    ['POST', (): string => '/api/admin/verticals'],
    ['PUT', (): string => `/api/admin/verticals/${homeVertical}`],
  ] as const)('%s %s: 401 signed out, 403 for an account admin and for every account manager', async (method, url) => {
    const body = method === 'GET' ? undefined : fullVertical(freshId());
    expect((await call(t, method, url(), undefined, body)).statusCode).toBe(401);
    for (const cookie of [accountAdmin, manager, limitedManager]) {
      expect((await call(t, method, url(), cookie, body)).statusCode).toBe(403);
    }
  });

  it('the list: 401 signed out, 403 for a customer, a system user sees the verticals they are limited to', async () => {
    expect((await call(t, 'GET', '/api/admin/verticals')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/verticals', accountAdmin)).statusCode).toBe(403);
    const limited = await call(t, 'GET', '/api/admin/verticals', limitedManager);
    expect(limited.json()).toEqual([{ id: otherVertical, name: 'Other' }]);
    const all = (await call(t, 'GET', '/api/admin/verticals', manager)).json();
    expect(all.map((v: { id: string }) => v.id)).toEqual(expect.arrayContaining([homeVertical, otherVertical]));
  });
});

describe('verticals', () => {
  it('creates a vertical with every part typed: JSON text parsed, permission lists sorted, absent pages off', async () => {
    const id = freshId();
    const res = await call(t, 'POST', '/api/admin/verticals', admin, fullVertical(id));
    expect(res.statusCode).toBe(200);
    const v = res.json();
    expect(v).toMatchObject({ id, name: 'Sporting Goods' });
    expect(v.pages).toMatchObject({ retailerTagging: true, locations: true, brandTagging: false });
    expect(v.metadata.retailerReportPermissions).toEqual(['inventory', 'sales']);
    expect(v.metadata.brandReportPermissions).toEqual(['basket', 'sell-through']);
    expect(v.metadata.accountCustomFields).toEqual([
      { label: 'Region', property: 'region', type: 'list', values: ['East', 'West'], required: true },
      { label: 'Buyer', property: 'buyer', type: 'text', values: [], required: false },
    ]);
    expect(v.tagging.genders).toEqual(['Women', 'Men']);
    // spec 3 §3 Category item: name, isHierarchy, categories, tags, category2 to category5
    expect(v.tagging.categories).toEqual([
      {
        name: 'Footwear',
        isHierarchy: true,
        tags: ['clearance'],
        categories: [{ name: 'Running', isHierarchy: false, categories: [], tags: ['road', 'trail'] }],
      },
      {
        name: 'Bags',
        isHierarchy: false,
        categories: [],
        tags: [],
        category2: { name: 'Bag Type', values: ['Backpack', 'Tote'] },
      },
    ]);
    // spec 3 §5: the isRequired flags of the primary category, gender, family and color
    expect(v.tagging.isRequired).toEqual({ category: true, gender: false, family: false, color: true });
    expect(v.tagging.extensionFields[0]).toEqual({
      label: 'Season',
      type: 'list',
      enabled: true,
      values: ['Spring'],
      isRequired: true,
    });
    expect((await call(t, 'GET', `/api/admin/verticals/${id}`, admin)).json()).toEqual(v);
    const [audit] = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit?.action).toBe('vertical.create');
  });

  it('lists with metadata only when asked', async () => {
    const plain = (await call(t, 'GET', '/api/admin/verticals', admin)).json();
    expect(Object.keys(plain[0]).sort()).toEqual(['id', 'name']);
    const full = (await call(t, 'GET', '/api/admin/verticals?includeMetadata=true', admin)).json();
    expect(full[0]).toHaveProperty('metadata.accountCustomFields');
    expect(full[0]).toHaveProperty('tagging.standardColumns');
    expect((await call(t, 'GET', '/api/admin/verticals?includeMetadata=yes', admin)).statusCode).toBe(400);
  });

  it('edits name and contents; the verticalId never changes', async () => {
    const id = freshId();
    await call(t, 'POST', '/api/admin/verticals', admin, fullVertical(id));
    const res = await call(t, 'PUT', `/api/admin/verticals/${id}`, admin, {
      verticalId: 'something-else',
      name: 'Renamed',
      pages: { brandTagging: true },
      metadata: { otherReportPermissions: 'z\na' },
      tagging: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Renamed', pages: { brandTagging: true, retailerTagging: false } });
    expect(res.json().metadata.otherReportPermissions).toEqual(['a', 'z']);
    const rows = await t.deps.database.db.select().from(verticals).where(eq(verticals.id, 'something-else'));
    expect(rows).toHaveLength(0);
  });

  it('answers the spec 1 §5 messages: verticalId and Name required, the JSON fields valid JSON', async () => {
    const empty = await call(t, 'POST', '/api/admin/verticals', admin, { verticalId: '', name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ verticalId: 'Vertical Id is required', name: 'Name is required' });
    const missing = await call(t, 'POST', '/api/admin/verticals', admin, {});
    expect(missing.json().fields).toMatchObject({ verticalId: 'Vertical Id is required', name: 'Name is required' });
    const json = await call(t, 'POST', '/api/admin/verticals', admin, {
      verticalId: freshId(),
      name: 'X',
      metadata: { retailerDataPermissions: '{', accountCustomFields: '[' },
      tagging: {
        brandColumns: 'a',
        brandPreview: '[',
        categories: '{x}',
        extensionFields: 'no',
        retailerColumns: '}',
        retailerPreview: '[1,',
      },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({
      'metadata.retailerDataPermissions': 'Retailer Data Permissions must be valid JSON',
      'metadata.accountCustomFields': 'Account Custom Fields must be valid JSON',
      'tagging.brandColumns': 'Brand Columns must be valid JSON',
      'tagging.brandPreview': 'Brand Preview must be valid JSON',
      'tagging.categories': 'Categories must be valid JSON',
      'tagging.extensionFields': 'Extension Fields must be valid JSON',
      'tagging.retailerColumns': 'Retailer Columns must be valid JSON',
      'tagging.retailerPreview': 'Retailer Preview must be valid JSON',
    });
    const put = await call(t, 'PUT', `/api/admin/verticals/${homeVertical}`, admin, { name: '' });
    expect(put.json().fields).toEqual({ name: 'Name is required' });
    const shape = await call(t, 'POST', '/api/admin/verticals', admin, {
      verticalId: 'has space',
      name: 'X',
      metadata: { accountCustomFields: [{ label: 'L', property: 'p', type: 'date' }] },
    });
    expect(shape.json().fields).toMatchObject({
      verticalId: 'Vertical Id may only contain letters, numbers, underscores and dashes',
      'metadata.accountCustomFields.0.type': expect.any(String),
    });
  });

  it('checks the category items and the isRequired flags with the contract (spec 3 §3, §5)', async () => {
    const bad = await call(t, 'POST', '/api/admin/verticals', admin, {
      verticalId: freshId(),
      name: 'X',
      tagging: {
        categories: [{ name: 'Bags', tags: [' '], category3: { name: '', values: [] } }],
        isRequired: { gender: 'yes' },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'tagging.categories.0.tags.0': 'Tags is required',
      'tagging.categories.0.category3.name': 'Name is required',
      'tagging.isRequired.gender': expect.any(String),
    });
    // a vertical saved before the items took the spec's names keeps its children as `categories`
    const legacy = await buildVertical(t.deps.database.db, {
      tagging: { categories: [{ name: 'Footwear', isHierarchy: true, children: [{ name: 'Running' }] }] },
    });
    const read = (await call(t, 'GET', `/api/admin/verticals/${legacy.id}`, admin)).json();
    expect(read.tagging.categories[0].categories).toEqual([
      { name: 'Running', isHierarchy: false, categories: [], tags: [] },
    ]);
    expect(read.tagging.categories[0]).not.toHaveProperty('children');
    expect(read.tagging.isRequired).toEqual({ category: false, gender: false, family: false, color: false });
  });

  it('refuses a category tree nested too deeply, however deep, with 400', async () => {
    let node = '{"name":"leaf"}';
    for (let i = 0; i < 20_000; i++) node = `{"name":"n","children":[${node}]}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verticals',
      headers: { 'x-storelens-csrf': '1', 'content-type': 'application/json', cookie: admin },
      payload: `{"verticalId":"${freshId()}","name":"Deep","tagging":{"categories":[${node}]}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'tagging.categories': 'Categories may be nested at most 10 levels deep' });
  });

  it('refuses a taken verticalId and answers 404 for an unknown one, changing nothing', async () => {
    const dup = await call(t, 'POST', '/api/admin/verticals', admin, { verticalId: homeVertical, name: 'Again' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({
      error: 'DuplicateVertical',
      message: 'A vertical with this id already exists.',
      fields: { verticalId: 'A vertical with this id already exists.' },
    });
    const [home] = await t.deps.database.db.select().from(verticals).where(eq(verticals.id, homeVertical));
    expect(home?.name).toBe('Home');
    expect((await call(t, 'GET', '/api/admin/verticals/nope', admin)).statusCode).toBe(404);
    expect((await call(t, 'PUT', '/api/admin/verticals/nope', admin, { name: 'X' })).statusCode).toBe(404);
  });

  it('answers a stored vertical with untyped contents with every field filled', async () => {
    const v = await buildVertical(t.deps.database.db, { metadata: { reportingTeam: 42 }, tagging: { colors: 'x' } });
    const res = await call(t, 'GET', `/api/admin/verticals/${v.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.reportingTeam).toBe('');
    expect(res.json().tagging.colors).toEqual(['x']);
  });
});
