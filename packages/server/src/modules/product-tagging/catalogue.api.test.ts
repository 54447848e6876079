import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whProducts } from '../../db/connectors.schema.ts';
import { tagRules } from '../../db/products.schema.ts';
import { buildAccount, buildSource, catalogueRowsOf } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { queueCatalogueRefresh, refreshCatalogue } from './catalogue.service.ts';

// the catalogue is fed by the products streams the account's sources synced — each
// product once per source, its vendor tags as lower-cased source tags — incrementally, and tagged.

const t = useTestContext();

async function sourceFor(accountType: string) {
  const db = t.deps.database.db;
  const accountId = (await buildAccount(db, { accountType })).id;
  return { accountId, sourceId: (await buildSource(db, { accountId })).id };
}

const product = (vendorId: string, data: Record<string, unknown>) => ({ vendorId, data: { vendorId, ...data } });

async function sync(accountId: number, sourceId: number, rows: ReturnType<typeof product>[]) {
  await t.deps.database.db
    .insert(whProducts)
    .values(rows.map((r) => ({ accountId, sourceId, ...r })))
    .onConflictDoUpdate({
      target: [whProducts.accountId, whProducts.sourceId, whProducts.vendorId],
      set: { data: { vendorId: 'x' } },
    });
}

const catalogueOf = (accountId: number) => catalogueRowsOf(t.deps.database.db, accountId);

describe('refreshCatalogue', () => {
  it("copies a retailer's synced products, then only what changed, and tags them", async () => {
    const { accountId, sourceId } = await sourceFor('Retailer');
    await sync(accountId, sourceId, [
      product('1', { name: 'Trail Runner', sku: 'TR-1', brand: 'Kestrel', price: 129.5, tags: ['Trail', 'SALE'] }),
      product('2', { name: 'Road Racer', price: 'n/a', tags: 'not a list' }),
    ]);
    expect(await refreshCatalogue(t.deps.database.db, accountId)).toEqual({ products: 2 });
    const rows = await catalogueOf(accountId);
    expect(rows.map((r) => [r.productKey, r.name, r.brand, r.price, r.sourceTags])).toEqual([
      [`s${sourceId}:1`, 'Trail Runner', 'Kestrel', '129.50', ['sale', 'trail']],
      [`s${sourceId}:2`, 'Road Racer', null, null, []],
    ]);
    expect(await refreshCatalogue(t.deps.database.db, accountId)).toEqual({ products: 0 });

    const [rule] = await t.deps.database.db
      .insert(tagRules)
      .values({
        scope: 'account',
        accountId,
        name: 'Trail',
        filters: [{ column: 'sourceTags', type: 'in', values: ['trail'] }],
        category: 'Footwear',
        sortOrder: 1,
      })
      .returning();
    await t.deps.database.db
      .update(whProducts)
      .set({ data: { vendorId: '2', name: 'Road Racer 2', tags: ['trail'] }, changeSeq: 999_999_999 })
      .where(eq(whProducts.vendorId, '2'));
    expect(await refreshCatalogue(t.deps.database.db, accountId)).toEqual({ products: 1 });
    const after = await catalogueOf(accountId);
    expect(after.map((r) => [r.name, r.ruleId])).toEqual([
      ['Trail Runner', rule!.id],
      ['Road Racer 2', rule!.id],
    ]);
  });

  it('keeps no catalogue for a Connectors account, and queues no refresh for it', async () => {
    const { accountId, sourceId } = await sourceFor('Connectors');
    await sync(accountId, sourceId, [product('1', { name: 'Thing' })]);
    expect(await refreshCatalogue(t.deps.database.db, accountId)).toEqual({ products: 0 });
    t.sentJobs.length = 0;
    await queueCatalogueRefresh(t.deps, sourceId);
    expect(t.sentJobs).toEqual([]);
    const retailer = await sourceFor('Retailer');
    await queueCatalogueRefresh(t.deps, retailer.sourceId);
    expect(t.sentJobs).toEqual([{ name: 'catalogue-refresh', payload: { accountId: retailer.accountId } }]);
  });
});
