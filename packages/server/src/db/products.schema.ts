import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, tz } from './columns.ts';
import { sources } from './connectors.schema.ts';
import { accounts, verticals } from './schema.ts';

/**
 * Product data: the catalogue the tagging rules categorise, the rules themselves and the
 * brand mapping. A retailer's products come from its sources' products streams, a brand's from its
 * catalogue uploads; either way one row per product and account.
 */

/** Where a catalogue row came from: a source's products stream, or a brand upload (keyed by UPC). */
export type ProductOrigin = 'source' | 'upload';

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: cascadeRef('account_id', () => accounts.id),
    origin: text('origin').$type<ProductOrigin>().notNull(),
    /** 's{sourceId}:{vendorId}' for a synced product, 'u:{upc}' for an uploaded one: one row each */
    productKey: text('product_key').notNull(),
    name: text('name').notNull().default(''),
    sku: text('sku'),
    upc: text('upc'),
    size: text('size'),
    width: text('width'),
    color: text('color'),
    style: text('style'),
    brand: text('brand'),
    price: numeric('price', { precision: 14, scale: 2 }),
    cost: numeric('cost', { precision: 14, scale: 2 }),
    imageUrl: text('image_url'),
    /** the vendor's own category (a column may call it 'department') */
    category: text('category'),
    /** the vendor's own tags, lower-cased for matching as they are shown */
    sourceTags: text('source_tags').array().notNull().default(sql`'{}'::text[]`),
    /** what else the vendor or the upload gave (custom fields among it), by column value */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /**
     * The tagging outcome: the rule that matched first (null: none did). What the rule sets is read
     * from the rule, so an edit that keeps its filters shows at once; the retag job moves rule_id.
     */
    ruleId: integer('rule_id').references(() => tagRules.id, { onDelete: 'set null' }),
    taggedAt: tz('tagged_at'),
  },
  (t) => [
    uniqueIndex('catalogue_products_key').on(t.accountId, t.productKey),
    // the preview's order (spec 3 §9: sorted by name) within an account
    index('catalogue_products_name').on(t.accountId, t.name, t.id),
    index('catalogue_products_upc').on(t.upc),
    index('catalogue_products_brand').on(t.brand),
    // the preview's substring filters on the name: LIKE
    // '%word%' reads the trigram index in place of every product of the account
    index('catalogue_products_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('catalogue_products_rule').on(t.ruleId),
  ],
);

/**
 * The catalogue's names, one narrow row per product, so that a preview of a common word stays fast.
 * Filters on the name alone are answered here: the page walks (account, name, id) in the preview's
 * order reading only this index (an index-only scan), and the total rechecks each trigram match on
 * a row a third the size of catalogue_products' — a table retags never rewrite. Triggers on
 * catalogue_products keep it (migrations 0020, 0023), so every writer, the tests' included, stays in step.
 */
export const catalogueNames = pgTable(
  'catalogue_names',
  {
    productId: bigint('product_id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    index('catalogue_names_page').on(t.accountId, t.name, t.productId),
    index('catalogue_names_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** spec 3 §3 Tag rule: an account's (scope 'account') or a vertical's global retailer rule. */
export const tagRules = pgTable(
  'tag_rules',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').$type<'account' | 'global'>().notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    verticalId: text('vertical_id').references(() => verticals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Array<{ column: string; type: string; values: string[] }>>().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    category2: text('category2'),
    category3: text('category3'),
    category4: text('category4'),
    category5: text('category5'),
    gender: text('gender'),
    family: text('family'),
    color: text('color'),
    extensionField1: text('extension_field1'),
    extensionField2: text('extension_field2'),
    extensionField3: text('extension_field3'),
    extensionField4: text('extension_field4'),
    extensionField5: text('extension_field5'),
    /** priority within its list: the lowest that matches wins */
    sortOrder: integer('sort_order').notNull(),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tag_rules_account').on(t.accountId, t.sortOrder), index('tag_rules_vertical').on(t.verticalId)],
);

/** spec 3 §3 Brand mapping row: a brand as retailers' products name it, mapped to a brand account's brand. */
export const brandMappings = pgTable('brand_mappings', {
  sourceBrand: text('source_brand').primaryKey(),
  destinationBrand: text('destination_brand'),
  createdAt: createdAt(),
});

/** How far each source's synced products are copied into the catalogue (wh_products.change_seq). */
export const catalogueCursors = pgTable('catalogue_cursors', {
  sourceId: integer('source_id')
    .primaryKey()
    .references(() => sources.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/** Where each account's re-tag stands ('progress visible on the list screen'). */
export const retagProgress = pgTable('retag_progress', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  state: text('state').$type<'queued' | 'running' | 'done'>().notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
