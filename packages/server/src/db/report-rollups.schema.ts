import { bigint, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef } from './columns.ts';
import { sources } from './connectors.schema.ts';

/**
 * The built-in reports' rollups ("aggregates are maintained incrementally ... so a report
 * stays fast as data grows"). The report-rollups job folds the orders a source changed since its
 * cursor into per-order and per-line facts, then recomputes only the daily groups those orders touch.
 * Every row carries the account id the reports filter by, and goes with its source (cascade).
 */

/** How far each source's orders are folded in: the warehouse change sequence (wh_orders.change_seq). */
export const reportRollupCursors = pgTable('report_rollup_cursors', {
  sourceId: integer('source_id')
    .primaryKey()
    .references(() => sources.id, { onDelete: 'cascade' }),
  accountId: integer('account_id').notNull(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

const money = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/** One row per order: what it adds to its day and location (the unit a changed order replaces). */
export const reportOrderFacts = pgTable(
  'report_order_facts',
  {
    accountId: integer('account_id').notNull(),
    sourceId: cascadeRef('source_id', () => sources.id),
    vendorId: text('vendor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** the order's location id at its source; '' for an order with none (web orders) */
    locationKey: text('location_key').notNull(),
    /** the lower-cased email, else the source's customer id; null for a guest without either */
    customerKey: text('customer_key'),
    revenue: money('revenue'),
    units: integer('units').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.sourceId, t.vendorId] }),
    index('report_order_facts_day_idx').on(t.accountId, t.day),
    index('report_order_facts_customer_idx').on(t.accountId, t.customerKey),
  ],
);

/** One row per order line. */
export const reportLineFacts = pgTable(
  'report_line_facts',
  {
    accountId: integer('account_id').notNull(),
    sourceId: cascadeRef('source_id', () => sources.id),
    orderVendorId: text('order_vendor_id').notNull(),
    lineNo: integer('line_no').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    locationKey: text('location_key').notNull(),
    /** the product's id at the source, else its SKU, else its name */
    productKey: text('product_key').notNull(),
    name: text('name').notNull(),
    units: integer('units').notNull(),
    revenue: money('revenue'),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.orderVendorId, t.lineNo] }),
    index('report_line_facts_group_idx').on(t.accountId, t.sourceId, t.day, t.locationKey),
  ],
);

/** What a daily rollup row is grouped by: account, source, day and location. */
const dailyGroup = () => ({
  accountId: integer('account_id').notNull(),
  sourceId: cascadeRef('source_id', () => sources.id),
  day: date('day', { mode: 'string' }).notNull(),
  locationKey: text('location_key').notNull(),
});

/** Sales by account, source, day and location: the Sales Overview reads only this. */
export const reportSalesDaily = pgTable(
  'report_sales_daily',
  {
    ...dailyGroup(),
    orders: integer('orders').notNull(),
    units: integer('units').notNull(),
    revenue: money('revenue'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sourceId, t.day, t.locationKey] })],
);

/** Product sales by account, source, day and location: top sellers, sell-through, brand sales (brand read from wh_products). */
export const reportProductDaily = pgTable(
  'report_product_daily',
  {
    ...dailyGroup(),
    productKey: text('product_key').notNull(),
    name: text('name').notNull(),
    units: integer('units').notNull(),
    revenue: money('revenue'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.sourceId, t.day, t.locationKey, t.productKey] })],
);

/** Each customer's first order day in the account: new vs returning. */
export const reportCustomerFirst = pgTable(
  'report_customer_first',
  {
    accountId: integer('account_id').notNull(),
    customerKey: text('customer_key').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.customerKey] })],
);
