import type { ReportSheet } from '@storelens/contract/api/report-data';
import type { Db } from '../../db/client.ts';
import { inventoryOnHand, type ReportScope, salesByLocation } from '../../warehouse/sales.queries.ts';
import { stockByAccount } from '../../warehouse/stock.queries.ts';
import { customersSheets, salesOverviewSheets } from './report-pages.ts';
import { chart, col, sum, table } from './report-sheet-parts.ts';

/**
 * The pages of a group (a Retailer Rollup and the stores it manages) and the headline page of any
 * account: the same measures as Sales Overview and Products, so their totals agree, seen per store.
 */

const storeName = (names: Map<number, string>, id: number) => names.get(id) ?? String(id);

/** Group Sales: Sales Overview across the group's stores, and a sheet comparing the stores. */
export async function groupSalesSheets(
  db: Db,
  s: ReportScope,
  grain: 'day' | 'week',
  stores: Map<number, string>,
): Promise<ReportSheet[]> {
  const [overview, byLocation] = await salesOverviewSheets(db, s, grain);
  const perStore = new Map<string, { store: string; revenue: number; orders: number; units: number }>();
  for (const l of await salesByLocation(db, s)) {
    const name = storeName(stores, l.accountId);
    const row = perStore.get(name) ?? { store: name, revenue: 0, orders: 0, units: 0 };
    row.revenue = Math.round((row.revenue + l.revenue) * 100) / 100;
    row.orders += l.orders;
    row.units += l.units;
    perStore.set(name, row);
  }
  const rows = [...perStore.values()].sort((a, b) => b.revenue - a.revenue);
  const byStore: ReportSheet = {
    key: 'by-store',
    title: 'By Store',
    kpis: [{ label: 'Stores with sales', value: rows.length, format: 'number' }],
    charts: [
      chart(
        'revenue-by-store',
        'Revenue by store',
        'bar',
        rows.map((r) => r.store),
        [{ label: 'Revenue', data: rows.map((r) => r.revenue), format: 'money' }],
      ),
    ],
    tables: [
      table(
        'by-store',
        'Sales by store',
        [
          col('store', 'Store', 'text'),
          col('revenue', 'Revenue', 'money'),
          col('orders', 'Orders'),
          col('units', 'Units'),
        ],
        rows,
      ),
    ],
  };
  return [overview, byStore, byLocation].filter((x): x is ReportSheet => x !== undefined);
}

/** Group Inventory: what is on hand across the group's stores, per store and per product. */
export async function groupInventorySheets(
  db: Db,
  s: ReportScope,
  stores: Map<number, string>,
): Promise<ReportSheet[]> {
  const [perStore, products] = await Promise.all([stockByAccount(db, s), inventoryOnHand(db, s, 100)]);
  const rows = perStore
    .map((r) => ({ store: storeName(stores, r.accountId), onHand: r.onHand, products: r.products }))
    .sort((a, b) => b.onHand - a.onHand);
  return [
    {
      key: 'by-store',
      title: 'By Store',
      kpis: [
        { label: 'Units on hand', value: sum(rows, 'onHand'), format: 'number' },
        { label: 'Stores with stock', value: rows.length, format: 'number' },
      ],
      charts: [
        chart(
          'on-hand-by-store',
          'Units on hand by store',
          'bar',
          rows.map((r) => r.store),
          [{ label: 'On hand', data: rows.map((r) => r.onHand), format: 'number' }],
        ),
      ],
      tables: [
        table(
          'by-store',
          'On hand by store',
          [col('store', 'Store', 'text'), col('onHand', 'Units on hand'), col('products', 'Products in stock')],
          rows,
        ),
      ],
    },
    {
      key: 'by-product',
      title: 'By Product',
      notes: ['The 100 products with the most units on hand across the group.'],
      kpis: [],
      charts: [],
      tables: [
        table(
          'by-product',
          'On hand by product',
          [
            col('product', 'Product', 'text'),
            col('sku', 'SKU', 'text'),
            col('onHand', 'On hand'),
            col('locations', 'Locations'),
          ],
          products,
        ),
      ],
    },
  ];
}

/** Overview: the account's headline numbers — sales and customers — on one sheet. */
export async function headlineSheets(db: Db, s: ReportScope, grain: 'day' | 'week'): Promise<ReportSheet[]> {
  const [[sales], [customers]] = await Promise.all([salesOverviewSheets(db, s, grain), customersSheets(db, s, grain)]);
  if (!sales) return [];
  return [
    {
      ...sales,
      key: 'headline',
      title: 'Headline',
      kpis: [...sales.kpis, ...(customers?.kpis.filter((k) => k.label !== 'Guest orders') ?? [])],
      charts: sales.charts.slice(0, 1),
    },
  ];
}
