import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../db/products.schema.ts';
import { buildAccount, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';
import { retagAccount } from './retag.service.ts';

// The rule list's product counts (which rule tagged how many products, so that a reorder's effect
// shows), and the vertical's tagging metadata complete: spec 3 §3 Category item (categories, tags,
// category2 to category5) and §5 the isRequired flags of the primary category, gender, family, color.

let t: TestContext;
let admin: string;

const TAGGING = {
  retailerColumns: [{ name: 'Description', value: 'description', type: 'String', values: [] }],
  brandColumns: [{ name: 'Brand', value: 'brand', type: 'String', values: [] }],
  categories: [
    {
      name: 'Footwear',
      isHierarchy: true,
      tags: ['clearance'],
      categories: [{ name: 'Running', tags: ['road'] }],
    },
    { name: 'Bags', tags: ['gift'], category2: { name: 'Bag Type', values: ['Tote', 'Backpack'] } },
  ],
  genders: ['Mens', 'Womens'],
  colors: ['Black'],
  extensionFields: [{ label: 'Season', type: 'text', enabled: true, values: [], isRequired: false }],
};

const base = (accountId: number | string, type = 'account') => `/api/products/tagging/${type}/${accountId}`;

const byName = (rules: Array<{ name: string; productCount: number }>) =>
  Object.fromEntries(rules.map((r) => [r.name, r.productCount]));

beforeAll(async () => {
  t = await createTestContext();
  admin = await signIn(
    t.app,
    (await buildUser(t.deps.database.db, { systemAccessLevel: 'admin' })).email,
    TEST_PASSWORD,
  );
});
afterAll(async () => t.close());

describe('the products each rule categorises', () => {
  it('answers each rule with its product count; a reorder moves products once the re-tag has run', async () => {
    const db = t.deps.database.db;
    const vertical = (await buildVertical(db, { tagging: TAGGING })).id;
    const account = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id;
    await db.insert(catalogueProducts).values(
      ['Trail Runner', 'Road Runner', 'Trail Sock', 'Beanie'].map((name, i) => ({
        accountId: account,
        origin: 'source' as const,
        productKey: `s:${i}`,
        name,
      })),
    );
    // two rules that overlap on 'Trail Runner'
    const add = async (name: string, value: string) =>
      (
        await call(t, 'POST', base(account), admin, {
          name,
          category: 'Footwear',
          filters: [{ column: 'description', type: 'contains', values: [value] }],
        })
      ).json().id as number;
    const runners = await add('Runners', 'runner');
    const trail = await add('Trail', 'trail');
    // nothing is counted before the re-tag the change queued has run
    expect(byName((await call(t, 'GET', base(account), admin)).json())).toEqual({ Runners: 0, Trail: 0 });
    await retagAccount(db, account);
    expect(byName((await call(t, 'GET', base(account), admin)).json())).toEqual({ Runners: 2, Trail: 1 });

    const reordered = await call(t, 'PUT', `${base(account)}/reorder`, admin, { ruleIds: [trail, runners] });
    expect(reordered.statusCode).toBe(200);
    // the answer is the new order, still with the counts the last re-tag left
    expect(reordered.json().map((r: { name: string; productCount: number }) => [r.name, r.productCount])).toEqual([
      ['Trail', 1],
      ['Runners', 2],
    ]);
    await retagAccount(db, account);
    expect(byName((await call(t, 'GET', base(account), admin)).json())).toEqual({ Runners: 1, Trail: 2 });
  });

  it("counts a global rule's products across the vertical's retailers", async () => {
    const db = t.deps.database.db;
    const vertical = (await buildVertical(db, { tagging: TAGGING })).id;
    const shops = [
      (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id,
      (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id,
    ];
    for (const accountId of shops)
      await db
        .insert(catalogueProducts)
        .values({ accountId, origin: 'source', productKey: 's:1', name: 'Canvas Tote' });
    const res = await call(t, 'POST', base(vertical, 'global'), admin, {
      name: 'Totes',
      category: 'Bags',
      category2: 'Tote',
      filters: [{ column: 'description', type: 'contains', values: ['tote'] }],
    });
    expect(res.statusCode).toBe(200);
    for (const accountId of shops) await retagAccount(db, accountId);
    expect(byName((await call(t, 'GET', base(vertical, 'global'), admin)).json())).toEqual({ Totes: 2 });
  });
});

describe('the isRequired flags (spec 3 §5)', () => {
  const strictAccount = async () => {
    const db = t.deps.database.db;
    const vertical = (
      await buildVertical(db, {
        tagging: { ...TAGGING, isRequired: { category: true, gender: true, family: true, color: true } },
      })
    ).id;
    return (await buildAccount(db, { verticalId: vertical, accountType: 'Brand' })).id;
  };

  it('refuses a rule without a required field, naming each, and saves nothing', async () => {
    const account = await strictAccount();
    const res = await call(t, 'POST', base(account), admin, { name: 'Half', family: 'Runner' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ValidationError',
      message: 'Category 1 is required',
      fields: {
        category: 'Category 1 is required',
        gender: 'Gender is required',
        color: 'Color is required',
      },
    });
    expect(res.json().fields).not.toHaveProperty('family');
    expect((await call(t, 'GET', base(account), admin)).json()).toEqual([]);
  });

  it('checks an edit the same way, and takes a rule that sets them all', async () => {
    const account = await strictAccount();
    const full = { name: 'Full', category: 'Footwear', gender: 'Mens', family: 'Runner', color: 'Black' };
    const created = await call(t, 'POST', base(account), admin, full);
    expect(created.statusCode).toBe(200);
    const edit = await call(t, 'PUT', `${base(account)}/${created.json().id}`, admin, { ...full, color: ' ' });
    expect([edit.statusCode, edit.json().fields]).toEqual([400, { color: 'Color is required' }]);
  });
});

describe('the tagging metadata', () => {
  it('answers the category items whole and the isRequired flags', async () => {
    const vertical = (
      await buildVertical(t.deps.database.db, { tagging: { ...TAGGING, isRequired: { gender: true } } })
    ).id;
    const res = await call(t, 'GET', `/api/products/tagging/metadata/${vertical}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().CATEGORIES).toEqual([
      {
        name: 'Footwear',
        isHierarchy: true,
        tags: ['clearance'],
        categories: [{ name: 'Running', isHierarchy: false, categories: [], tags: ['road'] }],
      },
      {
        name: 'Bags',
        isHierarchy: false,
        categories: [],
        tags: ['gift'],
        category2: { name: 'Bag Type', values: ['Tote', 'Backpack'] },
      },
    ]);
    expect(res.json().IS_REQUIRED).toEqual({ category: false, gender: true, family: false, color: false });
  });
});
