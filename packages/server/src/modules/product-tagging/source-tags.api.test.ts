import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { type BigCommerceFake, startBigCommerceFake } from '@storelens/fakes/bigcommerce/bigcommerce-fake';
import { type BrightpearlFake, startBrightpearlFake } from '@storelens/fakes/brightpearl/brightpearl-fake';
import { type ShopifyFake, startShopifyFake } from '@storelens/fakes/shopify/shopify-fake';
import { startWooCommerceFake, type WooCommerceFake } from '@storelens/fakes/woocommerce/woocommerce-fake';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../db/products.schema.ts';
import type { ProductRecord } from '../../integrations/records.ts';
import { createBigCommerceSource } from '../../integrations/sources/bigcommerce/sync.ts';
import { createBrightpearlSource } from '../../integrations/sources/brightpearl/sync.ts';
import { collectPull } from '../../integrations/sources/shared/collect.ts';
import { createShopifySource } from '../../integrations/sources/shopify/sync.ts';
import { createWooCommerceSource } from '../../integrations/sources/woocommerce/sync.ts';
import { buildAccount, buildSource, buildUser, buildVertical, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { call } from '../../test/identity-helpers.ts';
import { upsertRecords } from '../../warehouse/records.queries.ts';
import { refreshCatalogue } from './catalogue.service.ts';

// "the vendor's own category and tags as source tags". A vendor's products, pulled by
// its real client from its fake, stored as a sync stores them and folded into the catalogue, carry
// the vendor's tags and category names as lower-cased source tags; the unused-source-tags call then
// lists exactly the tags no rule filters on.

let t: TestContext;
let woo: WooCommerceFake;
let bigCommerce: BigCommerceFake;
let shopify: ShopifyFake;
let brightpearl: BrightpearlFake;
let admin: string;
let vertical: string;
const START = { cursor: null, startDate: '2000-01-01' };

const TAGGING = {
  brandColumns: [{ name: 'Brand', value: 'brand', type: 'String', values: [] }],
  retailerColumns: [
    { name: 'Description', value: 'description', type: 'String', values: [] },
    { name: 'Tags', value: 'sourceTags', type: 'String', values: [] },
  ],
  categories: [{ name: 'Footwear', isHierarchy: false, children: [] }],
};

beforeAll(async () => {
  t = await createTestContext();
  woo = await startWooCommerceFake({ customers: 0, orders: 0, products: 60, seed: 21 });
  bigCommerce = await startBigCommerceFake({ customers: 0, orders: 0, products: 30, seed: 22 });
  brightpearl = await startBrightpearlFake({ customers: 0, orders: 0, products: 30, seed: 24 });
  shopify = await startShopifyFake({ customers: 0, orders: 0, products: 40, seed: 23, bulk: { runMs: 20 } });
  vertical = (await buildVertical(t.deps.database.db, { tagging: TAGGING })).id;
  admin = await signIn(
    t.app,
    (await buildUser(t.deps.database.db, { systemAccessLevel: 'admin' })).email,
    TEST_PASSWORD,
  );
}, 60_000);
afterAll(async () => {
  await woo.close();
  await bigCommerce.close();
  await shopify.close();
  await brightpearl.close();
  await t.close();
});

/** A retailer with one source whose products stream holds the records, folded into its catalogue. */
async function syncedRetailer(sourceType: SourceTypeId, records: ProductRecord[]) {
  const db = t.deps.database.db;
  const accountId = (await buildAccount(db, { verticalId: vertical, accountType: 'Retailer' })).id;
  const source = await buildSource(db, { accountId, name: 'Store', sourceType });
  await upsertRecords(db, 'products', accountId, source.id, records);
  await refreshCatalogue(db, accountId);
  const rows = await db
    .select({ key: catalogueProducts.productKey, tags: catalogueProducts.sourceTags })
    .from(catalogueProducts)
    .where(eq(catalogueProducts.accountId, accountId));
  return { accountId, sourceId: source.id, tagsByKey: new Map(rows.map((r) => [r.key, r.tags])) };
}

const lowered = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.toLowerCase()))].sort();

describe('source tags from the vendors', () => {
  it("carries WooCommerce's tags and categories into the catalogue, and lists the unused ones", async () => {
    const pull = createWooCommerceSource({ endpoints: { woocommerce: woo.siteUrlTemplate } });
    const { site, consumerKey, consumerSecret } = woo.credentials;
    const { records } = await collectPull(pull.pull({ url: site, consumerKey, consumerSecret }, 'products', START));
    expect(records).toHaveLength(60);
    // the merchant's own tags, beyond the category: some products have some, some have none
    const categories = new Set(records.map((r) => r.category));
    expect(records.some((r) => r.tags.some((tag) => !categories.has(tag)))).toBe(true);
    expect(records.every((r) => r.category !== null && r.tags.includes(r.category))).toBe(true);

    const { accountId, sourceId, tagsByKey } = await syncedRetailer(SOURCE_TYPE.wooCommerce, records);
    for (const record of records) {
      expect([...(tagsByKey.get(`s${sourceId}:${record.vendorId}`) ?? [])].sort()).toEqual(lowered(record.tags));
    }

    const all = lowered(records.flatMap((r) => r.tags));
    const lists = await call(t, 'GET', `/api/products/tagging/account/${accountId}/lists`, admin);
    expect(lists.json()).toEqual({ sourceTags: all });
    // a rule filters on two of the tags (written as a user would, in any case): the rest are unused
    const used = [all[0]!, all[2]!];
    const created = await call(t, 'POST', `/api/products/tagging/account/${accountId}`, admin, {
      name: 'Tagged',
      filters: [{ column: 'sourceTags', type: 'equals', values: used.map((tag) => tag.toUpperCase()) }],
      category: 'Footwear',
    });
    expect(created.statusCode, created.body).toBe(200);
    const unused = await call(t, 'GET', `/api/products/unusedSourceTags/account/${accountId}`, admin);
    expect(unused.json()).toEqual(all.filter((tag) => !used.includes(tag)));
  });

  it("carries BigCommerce's category names (read by id from its categories list)", async () => {
    const pull = createBigCommerceSource({ endpoints: { bigcommerce: bigCommerce.apiUrl } });
    const { records } = await collectPull(pull.pull({ ...bigCommerce.credentials }, 'products', START));
    expect(records).toHaveLength(30);
    expect(records.every((r) => r.tags.length === 1 && r.tags[0] === r.category)).toBe(true);
    const { sourceId, tagsByKey } = await syncedRetailer(SOURCE_TYPE.bigCommerce, records);
    const first = records[0]!;
    expect(tagsByKey.get(`s${sourceId}:${first.vendorId}`)).toEqual([first.category!.toLowerCase()]);
  });

  it("carries Shopify's tags and product type, from the bulk first load and from the paged runs", async () => {
    // the fake answers only the fields a query selects, as Shopify does: a products query (or bulk
    // query) that forgot `tags` would give every product its type alone
    const pull = createShopifySource({ endpoints: { shopify: shopify.shopUrlTemplate } }, { bulkPollMs: 20 });
    const { storeName, accessToken } = shopify.credentials;
    const detail = { storeName, appType: 'custom' as const, accessToken };
    const bulk = await collectPull(pull.pull(detail, 'products', START));
    const paged = await collectPull(
      pull.pull(detail, 'products', {
        ...START,
        cursor: JSON.stringify({ v: 1, mark: { updatedAt: '2000-01-01T00:00:00.000Z', id: '' } }),
      }),
    );
    for (const { records } of [bulk, paged]) {
      expect(records).toHaveLength(40);
      const expected = (id: number) => {
        const product = shopify.data.products.get(id)!;
        return lowered([...product.tags, product.category]);
      };
      expect(records.some((r) => r.tags.length > 1)).toBe(true);
      const { sourceId, tagsByKey } = await syncedRetailer(SOURCE_TYPE.shopify, records);
      for (const record of records) {
        // a variant's vendor id is 500,000 + its product's (shopify-nodes.ts)
        const tags = [...(tagsByKey.get(`s${sourceId}:${record.vendorId}`) ?? [])].sort();
        expect(tags).toEqual(expected(Number(record.vendorId) - 500_000));
      }
    }
  });

  it("carries Brightpearl's category names (the product-search row's category ids, named from brightpearl-category)", async () => {
    const pull = createBrightpearlSource({ endpoints: { brightpearl: brightpearl.apiUrl } });
    const detail = { account: brightpearl.credentials.account, accessToken: brightpearl.credentials.accessToken };
    const { records } = await collectPull(pull.pull(detail, 'products', START));
    expect(records).toHaveLength(30);
    // the fake files each product under its category and each of its tags
    const expected = (vendorId: string) => {
      const product = brightpearl.data.products.get(Number(vendorId))!;
      return lowered([product.category, ...product.tags]);
    };
    expect(records.some((r) => r.tags.length > 1)).toBe(true);
    for (const record of records) {
      expect(record.category).toBe(brightpearl.data.products.get(Number(record.vendorId))!.category);
    }
    const { sourceId, tagsByKey } = await syncedRetailer(SOURCE_TYPE.brightpearl, records);
    for (const record of records) {
      expect([...(tagsByKey.get(`s${sourceId}:${record.vendorId}`) ?? [])].sort()).toEqual(expected(record.vendorId));
    }
  });
});
