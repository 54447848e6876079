import { productAt } from '@storelens/fakes/shared/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts } from '../db/products.schema.ts';
import { retagAccount } from '../modules/product-tagging/retag.service.ts';
import { createDemoTestContext } from '../test/demo-database.ts';
import { signIn, type TestContext } from '../test/harness.ts';
import { call } from '../test/identity-helpers.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

// with the demo's rules, Acme's catalogue and its mapping, a demo store's products (as
// its source syncs them) are mostly but not all categorised, partly matched, and some brands unmapped.

let t: TestContext;
let accountIds: Record<string, number>;
beforeAll(async () => {
  ({ t, ids: accountIds } = await createDemoTestContext('data'));
  const sizes = { customers: 0, orders: 0, products: 150, locations: 0 };
  const brands = ['Acme', 'Stride', 'Brook', 'Altura', 'Kestrel'];
  await t.deps.database.db.insert(catalogueProducts).values(
    Array.from({ length: 150 }, (_, i) => {
      const p = productAt(13, i, sizes, undefined, brands);
      return {
        accountId: accountIds.mainShoes!,
        origin: 'source' as const,
        productKey: `s1:${p.id}`,
        name: p.title,
        upc: p.upc,
        brand: p.brand,
        category: p.category,
        // as the Heartland source maps them: its items' category and department custom fields
        sourceTags: [p.category.toLowerCase(), p.department.toLowerCase()],
        size: p.size,
        color: p.color,
      };
    }),
  );
  await retagAccount(t.deps.database.db, accountIds.mainShoes!);
}, 60_000);
afterAll(() => t.close());

describe('demo product data', () => {
  it("categorises most but not all of a store's products, and matches part of them", async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const { rows } = (await call(t, 'GET', '/api/products/adminSummary/retail', admin)).json();
    const main = rows.find((r: { name: string }) => r.name === 'Main Street Shoes');
    expect(main.totalProducts).toBe(150);
    expect(main.categorizedPercent).toBeGreaterThan(0.5);
    expect(main.categorizedPercent).toBeLessThan(1);
    // matched: the Acme and Altura (mapped to Preview) products, Acme's also by their UPC in its catalogue
    expect(main.matchedPercent).toBeGreaterThan(0.3);
    expect(main.matchedPercent).toBeLessThan(1);
  });

  it("has Acme's uploaded catalogue and source brands left to map", async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const brands = (await call(t, 'GET', '/api/products/brandAdminSummary/retail', admin)).json().rows;
    expect(brands.find((b: { name: string }) => b.name === 'Acme').totalProducts).toBe(100);
    const mapping = (await call(t, 'GET', '/api/products/brand/mappingSummary', admin)).json().brands;
    expect(
      mapping.filter((b: { destinationBrand: string | null }) => b.destinationBrand === null).length,
    ).toBeGreaterThan(1);
    expect(mapping).toContainEqual(expect.objectContaining({ sourceBrand: 'Altura', destinationBrand: 'Preview' }));
  });

  it("puts Main Street Shoes' own rule before the vertical's", async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const preview = await call(t, 'POST', `/api/products/preview/account/${accountIds.mainShoes}`, admin, {
      filters: [{ column: 'vendor', type: 'equals', values: ['Acme'] }],
    });
    expect(preview.json().total).toBeGreaterThan(0);
    const own = (await call(t, 'GET', `/api/products/tagging/account/${accountIds.mainShoes}`, admin)).json();
    expect(own.map((r: { name: string }) => r.name)).toEqual(['Acme footwear first', 'Shoes department trail shoes']);
  });

  it("has source tags to download, the ones its rules use left out of 'Unused Source Tags.txt'", async () => {
    const admin = await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD);
    const base = `/api/products/tagging/account/${accountIds.mainShoes}`;
    const { sourceTags } = (await call(t, 'GET', `${base}/lists`, admin)).json();
    expect(sourceTags).toContain('shoes');
    expect(sourceTags.length).toBeGreaterThan(2);
    const unused = (
      await call(t, 'GET', `/api/products/unusedSourceTags/account/${accountIds.mainShoes}`, admin)
    ).json();
    expect(unused).toEqual(sourceTags.filter((tag: string) => tag !== 'shoes'));
  });
});
