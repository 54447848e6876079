import { productAt } from '@storelens/fakes/shared/generate';
import type { Db } from '../db/client.ts';
import { tagRules } from '../db/products.schema.ts';
import { saveMapping } from '../modules/product-data/brand-mapping.queries.ts';
import { type UploadedProduct, upsertUploadedProducts } from '../modules/product-data/brand-upload.queries.ts';

/**
 * Product data for the demo. The retailers' catalogues fill themselves: each run of
 * a demo store's source copies its products into the catalogue and re-tags it. Here: the rules that
 * categorise most of them (the retail vertical's global rules, and Main Street Shoes' own rule that
 * comes first for its Acme products), Acme's uploaded catalogue — whose UPCs the demo stores' first
 * hundred products carry, so part of the retailers' products are matched — and one mapped source
 * brand, the others left for staff to map. Each demo store has a rule on its vendor's tags, so its 'Unused Source Tags.txt' lists the others.
 */

type Rule = Omit<typeof tagRules.$inferInsert, 'sortOrder'>;

const contains = (column: string, value: string) => ({ column, type: 'contains', values: [value] });
const equals = (column: string, ...values: string[]) => ({ column, type: 'equals', values });
/** A filter on the vendor's own tags and categories (the source tags, stored lower-cased). */
const taggedWith = (...values: string[]) => equals('tags', ...values);

/** The retail vertical's global retailer rules, by priority (Nutrition and Electronics stay uncategorised). */
const GLOBAL_RULES: Rule[] = [
  {
    scope: 'global',
    verticalId: 'retail',
    name: 'Trail shoes',
    filters: [contains('description', 'trail shoe')],
    category: 'Footwear',
    category2: 'Trail',
    gender: 'Unisex',
  },
  {
    scope: 'global',
    verticalId: 'retail',
    name: 'Running shoes',
    filters: [contains('description', 'runner')],
    category: 'Footwear',
    category2: 'Running',
  },
  {
    scope: 'global',
    verticalId: 'retail',
    name: 'Tees and jackets',
    filters: [{ column: 'description', type: 'contains', values: ['tee', 'jacket'] }],
    category: 'Apparel',
    category2: 'Tops',
  },
  {
    // the vendors' own categories of the Accessories department (the fakes' catalogue)
    scope: 'global',
    verticalId: 'retail',
    name: 'Accessories by department',
    filters: [equals('department', 'Hats', 'Hydration', 'Packs')],
    category: 'Accessories',
  },
];

const ACME_CATALOGUE_SIZE = 100;

/**
 * Main Street Shoes' Heartland store as its fake generates it: its seed, and the store's brands by
 * slot, the demo brand Acme in the first (demo-connectors-fakes.ts starts the fake with these).
 */
export const MAIN_STREET_STORE = { seed: 13, brands: ['Acme', 'Stride', 'Brook', 'Altura', 'Kestrel'] } as const;

/**
 * Acme's catalogue: the first hundred Acme products of the generator Main Street Shoes' store draws
 * from (the fakes' shared catalogue), each under the UPC the store gives it, so an uploaded product
 * and the store's product of that UPC are one product: its name, size, colour, price and category
 * (the upload's style). The store carries the ones of its first products; the rest it does not stock.
 */
export function acmeCatalogue(): UploadedProduct[] {
  // the generator's whole range (only the store's first products are on its shelves)
  const sizes = { customers: 0, orders: 0, products: 10_000, locations: 0 };
  const products: UploadedProduct[] = [];
  for (let i = 0; products.length < ACME_CATALOGUE_SIZE; i++) {
    const p = productAt(MAIN_STREET_STORE.seed, i, sizes, undefined, MAIN_STREET_STORE.brands);
    if (p.brand !== MAIN_STREET_STORE.brands[0]) continue;
    const n = products.length;
    products.push({
      upc: p.upc,
      name: p.title,
      sku: `ACME-${String(p.id).padStart(4, '0')}`,
      size: p.size,
      width: p.department === 'Shoes' ? (n % 4 === 0 ? 'Wide' : 'Regular') : null,
      color: p.color,
      style: p.category,
      price: p.price.toFixed(2),
      // a wholesale cost near half the price
      cost: (Math.round(p.price * 52) / 100).toFixed(2),
      imageUrl: null,
      customFields: { customField1: n % 3 ? 'Core' : 'Seasonal' },
    });
  }
  return products;
}

export async function seedDemoProductData(db: Db, accountIds: Record<string, number>): Promise<void> {
  const mainShoes = accountIds.mainShoes;
  const acme = accountIds.acme;
  if (mainShoes === undefined || acme === undefined)
    throw new Error('demo product data needs Main Street Shoes and Acme');
  const rules: Array<typeof tagRules.$inferInsert> = [
    ...GLOBAL_RULES.map((rule, i) => ({ ...rule, sortOrder: i + 1 })),
    {
      scope: 'account',
      accountId: mainShoes,
      name: 'Acme footwear first',
      filters: [equals('vendor', 'Acme'), contains('description', 'runner')],
      category: 'Footwear',
      category2: 'Running',
      tags: ['acme-partner'],
      sortOrder: 1,
    },
    {
      // Heartland files Main Street's items under a department: its source tags
      scope: 'account',
      accountId: mainShoes,
      name: 'Shoes department trail shoes',
      filters: [taggedWith('shoes'), contains('description', 'trail shoe')],
      category: 'Footwear',
      category2: 'Trail',
      sortOrder: 2,
    },
  ];
  await db.insert(tagRules).values(rules);
  await upsertUploadedProducts(db, acme, acmeCatalogue());
  // one source brand mapped (to Preview Partners' brand); Stride, Brook, Northpeak and Kestrel wait for staff
  await saveMapping(db, 'Altura', 'Preview');
}

/** Riverside Running's own rule: its Shopify products' tags say which jackets are waterproof. */
export async function seedDemoStoreRules(db: Db, riverside: number): Promise<void> {
  await db.insert(tagRules).values({
    scope: 'account',
    accountId: riverside,
    name: 'Waterproof jackets',
    filters: [taggedWith('waterproof'), contains('description', 'jacket')],
    category: 'Apparel',
    category2: 'Tops',
    tags: ['outerwear'],
    sortOrder: 1,
  });
}
