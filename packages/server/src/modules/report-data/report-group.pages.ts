import type { ReportSheet } from '@storelens/contract/api/report-data';
import type { Db } from '../../db/client.ts';
import { inventoryOnHand, type PeriodCut, type ReportScope, salesByLocation } from '../../warehouse/sales.queries.ts';
import { stockByAccount } from '../../warehouse/stock.queries.ts';
import { customersSheets, salesOverviewSheets } from './report-pages.ts';
import {
  accountName,
  bars,
  col,
  kpi,
  revenueMeasure,
  stockColumns,
  sum,
  table,
  totalsPerAccount,
} from './report-sheet-parts.ts';

/**
 * The pages of a group (a Retailer Rollup and the stores it manages) and the headline page of any
 * account: the same measures as Sales Overview and Products, so their totals agree, seen per store.
 */

const byStore = (r: { store: string }) => r.store;

/** Group Sales: Sales Overview across the group's stores, and a sheet comparing the stores. */
export async function groupSalesSheets(
  db: Db,
  s: ReportScope,
  cut: PeriodCut,
  stores: Map<number, string>,
): Promise<ReportSheet[]> {
  const [overview, byLocation] = await salesOverviewSheets(db, s, cut);
  const perStore = totalsPerAccount(await salesByLocation(db, s), stores, 'store', ['revenue', 'orders', 'units']);
  const rows = perStore.sort((a, b) => b.revenue - a.revenue);
  const storesSheet: ReportSheet = {
    key: 'by-store',
    title: 'By Store',
    kpis: [kpi('Stores with sales', rows.length)],
    charts: [bars('revenue-by-store', 'Revenue by store', rows, byStore, revenueMeasure)],
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
  return [overview, storesSheet, byLocation].filter((x): x is ReportSheet => x !== undefined);
}

/** Group Inventory: what is on hand across the group's stores, per store and per product. */
export async function groupInventorySheets(
  db: Db,
  s: ReportScope,
  stores: Map<number, string>,
): Promise<ReportSheet[]> {
  const [perStore, products] = await Promise.all([stockByAccount(db, s), inventoryOnHand(db, s, 100)]);
  const rows = perStore
    .map((r) => ({ store: accountName(stores, r.accountId), onHand: r.onHand, products: r.products }))
    .sort((a, b) => b.onHand - a.onHand);
  return [
    {
      key: 'by-store',
      title: 'By Store',
      kpis: [kpi('Units on hand', sum(rows, 'onHand')), kpi('Stores with stock', rows.length)],
      charts: [
        bars('on-hand-by-store', 'Units on hand by store', rows, byStore, { label: 'On hand', value: (r) => r.onHand }),
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
      tables: [table('by-product', 'On hand by product', stockColumns, products)],
    },
  ];
}

/** Overview: the account's headline numbers — sales and customers — on one sheet. */
export async function headlineSheets(db: Db, s: ReportScope, cut: PeriodCut): Promise<ReportSheet[]> {
  const [[sales], [customers]] = await Promise.all([salesOverviewSheets(db, s, cut), customersSheets(db, s, cut)]);
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
