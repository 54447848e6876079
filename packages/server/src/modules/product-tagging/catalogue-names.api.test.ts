import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../db/products.schema.ts';
import { buildAccount, buildVertical, TAGGING_COLUMNS } from '../../test/factories.ts';
import { call, signInNewUser } from '../../test/identity-helpers.ts';
import { useTestContext } from '../../test/test-app.ts';

// A preview whose filters are on the name alone is answered from catalogue_names, the narrow copy
// of the products' names that triggers keep. Its page and total must never differ
// from what the products themselves say: after inserts, renames, moves, re-folds and deletes.

const t = useTestContext();
let admin: string;
let vertical: string;

beforeAll(async () => {
  vertical = (await buildVertical(t.deps.database.db, { tagging: TAGGING_COLUMNS })).id;
  admin = await signInNewUser(t, { systemAccessLevel: 'admin' });
});

type Filters = Array<{ column: string; type: string; values: string[] }>;

async function preview(accountId: number, filters: Filters, take = 100, skip = 0) {
  const res = await call(t, 'POST', `/api/products/preview/account/${accountId}`, admin, { filters, take, skip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; products: Array<{ name: string; brand: string | null }> };
}

const previewTotal = async (accountId: number, filters: Filters) => (await preview(accountId, filters)).total;

/** What the products themselves say: the same filters counted on catalogue_products. */
async function namesMatching(accountId: number, like: string): Promise<number> {
  const rows = await t.deps.database.db
    .select({ id: catalogueProducts.id })
    .from(catalogueProducts)
    .where(sql`${catalogueProducts.accountId} = ${accountId} and lower(${catalogueProducts.name}) like ${like}`);
  return rows.length;
}

describe('the preview on the names copy', () => {
  it('follows inserts, renames, moves, upserts and deletes, and counts only the account', async () => {
    const db = t.deps.database.db;
    const retailer = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id;
    const other = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id;
    const product = (accountId: number, key: string, name: string, brand = 'Kestrel') => ({
      accountId,
      origin: 'source' as const,
      productKey: key,
      name,
      brand,
    });
    await db
      .insert(catalogueProducts)
      .values([
        product(retailer, 's1:1', 'Trail Runner'),
        product(retailer, 's1:2', 'ROAD RUNNER', 'Stride'),
        product(retailer, 's1:3', 'Trail Sock'),
        product(other, 's1:1', 'Trail Runner'),
      ]);
    const runner: Filters = [{ column: 'description', type: 'contains', values: ['Runner'] }];
    expect(await previewTotal(retailer, runner)).toBe(2);
    // the page: sorted by name as written (capitals first), with the product's own columns, paged
    const page = await preview(retailer, runner);
    expect(page.products.map((p) => [p.name, p.brand])).toEqual([
      ['ROAD RUNNER', 'Stride'],
      ['Trail Runner', 'Kestrel'],
    ]);
    expect((await preview(retailer, runner, 1, 1)).products.map((p) => p.name)).toEqual(['Trail Runner']);
    // several name filters (AND), a negative one, and none at all
    expect(
      await previewTotal(retailer, [
        { column: 'description', type: 'contains', values: ['runner'] },
        { column: 'description', type: 'not-contains', values: ['road'] },
      ]),
    ).toBe(1);
    expect(await previewTotal(retailer, [{ column: 'description', type: 'begins', values: ['trail'] }])).toBe(2);
    expect(await previewTotal(retailer, [])).toBe(3);

    await db.update(catalogueProducts).set({ name: 'Trail Shoe' }).where(eq(catalogueProducts.productKey, 's1:2'));
    await db
      .insert(catalogueProducts)
      .values(product(retailer, 's1:3', 'Sock Runner'))
      .onConflictDoUpdate({
        target: [catalogueProducts.accountId, catalogueProducts.productKey],
        set: { name: sql`excluded.name` },
      });
    // a retag's update (no name in it) leaves the copy as it is
    await db.update(catalogueProducts).set({ taggedAt: new Date() }).where(eq(catalogueProducts.accountId, retailer));
    expect(await previewTotal(retailer, runner)).toBe(await namesMatching(retailer, '%runner%'));
    expect(await previewTotal(retailer, runner)).toBe(2);

    await db.update(catalogueProducts).set({ accountId: other }).where(eq(catalogueProducts.name, 'Sock Runner'));
    await db.delete(catalogueProducts).where(eq(catalogueProducts.productKey, 's1:1'));
    expect(await previewTotal(retailer, runner)).toBe(0);
    expect(await previewTotal(other, runner)).toBe(1);
    expect(await previewTotal(other, runner)).toBe(await namesMatching(other, '%runner%'));
    // a filter on another column counts on the products themselves, and agrees
    expect(await previewTotal(other, [...runner, { column: 'vendor', type: 'equals', values: ['kestrel'] }])).toBe(1);
  });
});
