import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueProducts, retagProgress, tagRules } from '../../db/products.schema.ts';
import { buildAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { RETAG_BATCH, retagAccount } from './retag.service.ts';
import type { Filter } from './tag-filters.queries.ts';
import { reorderRules } from './tag-rules.queries.ts';

// the engine's semantics on a small fixture: each operator, case, AND between filters,
// first match by sort order, global rules where no account rule matched, and a reorder changing the outcome.

let t: TestContext;
let retailer: number;
let brand: number;
let verticalId: string;

const PRODUCTS = [
  {
    key: 'a',
    name: 'Trail Runner 2',
    brand: 'Kestrel',
    category: 'Footwear',
    size: '10',
    sourceTags: ['trail', 'mens'],
  },
  { key: 'b', name: 'Road Racer', brand: 'kestrel', category: 'Footwear', size: '9', sourceTags: ['road'] },
  { key: 'c', name: 'Merino Sock', brand: 'Woolly', category: 'Socks', size: null, sourceTags: [] },
  { key: 'd', name: '50% Off Bin', brand: null, category: null, size: null, sourceTags: ['clearance'] },
  { key: 'e', name: 'Rain Shell', brand: 'Summit', category: 'Jackets', size: 'M', sourceTags: ['womens'] },
];

async function addProducts(accountId: number) {
  await t.deps.database.db.insert(catalogueProducts).values(
    PRODUCTS.map((p) => ({
      accountId,
      origin: 'source' as const,
      productKey: `s1:${p.key}`,
      name: p.name,
      brand: p.brand,
      category: p.category,
      size: p.size,
      sourceTags: p.sourceTags,
      attributes: { class: p.key === 'e' ? 'Seasonal' : 'Core' },
    })),
  );
}

let order = 0;
async function addRule(owner: { accountId?: number; verticalId?: string }, name: string, filters: Filter[]) {
  const [row] = await t.deps.database.db
    .insert(tagRules)
    .values({
      scope: owner.accountId ? 'account' : 'global',
      accountId: owner.accountId ?? null,
      verticalId: owner.verticalId ?? null,
      name,
      filters,
      category: name,
      sortOrder: ++order,
    })
    .returning({ id: tagRules.id });
  return row!.id;
}

/** product key → the name of the rule that tagged it ('' for none), after a retag. */
async function outcome(accountId: number): Promise<Record<string, string>> {
  await retagAccount(t.deps.database.db, accountId);
  const rows = await t.deps.database.db
    .select({ key: catalogueProducts.productKey, rule: tagRules.name })
    .from(catalogueProducts)
    .leftJoin(tagRules, eq(tagRules.id, catalogueProducts.ruleId))
    .where(eq(catalogueProducts.accountId, accountId));
  return Object.fromEntries(rows.map((r) => [r.key.slice(3), r.rule ?? '']));
}

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.database.db;
  const account = await buildAccount(db, { accountType: 'Retailer' });
  retailer = account.id;
  verticalId = account.verticalId;
  brand = (await buildAccount(db, { accountType: 'Brand', verticalId })).id;
});
afterAll(async () => t.close());

beforeEach(async () => {
  const db = t.deps.database.db;
  await db.delete(tagRules);
  await db.delete(catalogueProducts);
  await addProducts(retailer);
  await addProducts(brand);
});

const only = (tagged: string[], rule: string) =>
  Object.fromEntries(PRODUCTS.map((p) => [p.key, tagged.includes(p.key) ? rule : '']));

describe('each filter type, case-insensitive', () => {
  const cases: Array<[string, Filter, string[]]> = [
    ['begins', { column: 'name', type: 'begins', values: ['trail', 'ROAD'] }, ['a', 'b']],
    ['ends', { column: 'name', type: 'ends', values: ['SOCK'] }, ['c']],
    ['contains', { column: 'name', type: 'contains', values: ['r 2', 'shell'] }, ['a', 'e']],
    ['contains takes % as itself', { column: 'name', type: 'contains', values: ['50%'] }, ['d']],
    [
      'not-contains (an empty field contains nothing)',
      { column: 'brand', type: 'not-contains', values: ['kes'] },
      ['c', 'd', 'e'],
    ],
    ['equals', { column: 'brand', type: 'equals', values: ['KESTREL'] }, ['a', 'b']],
    ['in on a further attribute', { column: 'class', type: 'in', values: ['seasonal'] }, ['e']],
    ['not-in', { column: 'category', type: 'not-in', values: ['footwear', 'socks'] }, ['d', 'e']],
    [
      'an alias: department is the vendor category',
      { column: 'department', type: 'equals', values: ['jackets'] },
      ['e'],
    ],
    ['source tags: in', { column: 'sourceTags', type: 'in', values: ['Road', 'clearance'] }, ['b', 'd']],
    ['source tags: contains', { column: 'sourceTags', type: 'contains', values: ['men'] }, ['a', 'e']],
    ['a column naming nothing matches nothing', { column: 'nosuch', type: 'equals', values: ['x'] }, []],
  ];
  it.each(cases)('%s', async (_label, filter, tagged) => {
    await addRule({ accountId: retailer }, 'R', [filter]);
    expect(await outcome(retailer)).toEqual(only(tagged, 'R'));
  });
});

describe('rules', () => {
  it('ANDs the filters of a rule', async () => {
    await addRule({ accountId: retailer }, 'R', [
      { column: 'category', type: 'equals', values: ['footwear'] },
      { column: 'size', type: 'in', values: ['10'] },
    ]);
    expect(await outcome(retailer)).toEqual(only(['a'], 'R'));
  });

  it('gives each product the first rule that matches it, and a reorder changes the outcome', async () => {
    const wide = await addRule({ accountId: retailer }, 'Wide', [{ column: 'brand', type: 'contains', values: ['e'] }]);
    const narrow = await addRule({ accountId: retailer }, 'Narrow', [
      { column: 'name', type: 'begins', values: ['trail'] },
    ]);
    expect(await outcome(retailer)).toMatchObject({ a: 'Wide', b: 'Wide', e: '', c: '' });
    expect(await reorderRules(t.deps.database.db, { scope: 'account', accountId: retailer }, [narrow, wide])).toBe(
      true,
    );
    expect(await outcome(retailer)).toMatchObject({ a: 'Narrow', b: 'Wide', e: '', c: '' });
  });

  it("applies the vertical's global rules where no account rule matched, to retailers only", async () => {
    await addRule({ accountId: retailer }, 'Own', [{ column: 'category', type: 'equals', values: ['footwear'] }]);
    await addRule({ verticalId }, 'Global', [{ column: 'name', type: 'contains', values: ['r'] }]);
    expect(await outcome(retailer)).toEqual({ a: 'Own', b: 'Own', c: 'Global', d: '', e: 'Global' });
    expect(await outcome(brand)).toEqual(only([], ''));
  });

  it("never applies another account's rules", async () => {
    await addRule({ accountId: brand }, 'Brand rule', [{ column: 'name', type: 'contains', values: ['a'] }]);
    expect(await outcome(retailer)).toEqual(only([], ''));
    expect((await outcome(brand)).a).toBe('Brand rule');
  });

  it('untags every product when the last rule goes, and a repeat changes nothing', async () => {
    const id = await addRule({ accountId: retailer }, 'R', [{ column: 'name', type: 'contains', values: ['a'] }]);
    await outcome(retailer);
    await t.deps.database.db.delete(tagRules).where(eq(tagRules.id, id));
    expect(await outcome(retailer)).toEqual(only([], ''));
    expect((await retagAccount(t.deps.database.db, retailer)).changed).toBe(0);
  });

  it('refuses a reorder that is not exactly the list', async () => {
    const a = await addRule({ accountId: retailer }, 'A', []);
    const b = await addRule({ accountId: retailer }, 'B', []);
    const owner = { scope: 'account' as const, accountId: retailer };
    expect(await reorderRules(t.deps.database.db, owner, [a])).toBe(false);
    expect(await reorderRules(t.deps.database.db, owner, [a, a])).toBe(false);
    expect(await reorderRules(t.deps.database.db, owner, [b, a, 99_999])).toBe(false);
  });

  it('works through batches', async () => {
    const many = Array.from({ length: RETAG_BATCH + 10 }, (_, i) => ({
      accountId: retailer,
      origin: 'source' as const,
      productKey: `s2:${i}`,
      name: i % 2 ? 'Odd shoe' : 'Even shoe',
    }));
    await t.deps.database.db.insert(catalogueProducts).values(many);
    await addRule({ accountId: retailer }, 'Odd', [{ column: 'name', type: 'begins', values: ['odd'] }]);
    const result = await retagAccount(t.deps.database.db, retailer);
    expect(result.products).toBe(RETAG_BATCH + 10 + PRODUCTS.length);
    expect(result.changed).toBe((RETAG_BATCH + 10) / 2);
    const [progress] = await t.deps.database.db
      .select()
      .from(retagProgress)
      .where(eq(retagProgress.accountId, retailer));
    expect(progress).toMatchObject({
      state: 'done',
      done: RETAG_BATCH + 10 + PRODUCTS.length,
      total: RETAG_BATCH + 10 + PRODUCTS.length,
    });
    // the same outcome when the ids are split into lanes worked side by side
    await t.deps.database.db.update(catalogueProducts).set({ ruleId: null });
    expect(await retagAccount(t.deps.database.db, retailer, 3)).toEqual(result);
  });
});
