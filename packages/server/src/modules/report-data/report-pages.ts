import type { ReportSheet } from '@storelens/contract/api/report-data';
import type { Db } from '../../db/client.ts';
import {
  brandSalesByLocation,
  connectorHealth,
  customersByPeriod,
  inventoryOnHand,
  productSales,
  productTotals,
  type ReportScope,
  runsByDay,
  salesByLocation,
  salesByPeriod,
} from '../../warehouse/sales.queries.ts';
import { chart, col, sum, table } from './report-sheet-parts.ts';

/**
 * The sheets (tabs) of each built-in report, built from the queries' rows: KPIs, charts and tables in
 * one neutral shape the embedded page renders (and downloads as CSV) without knowing the report.
 */

const TOP = 100;

export async function salesOverviewSheets(db: Db, s: ReportScope, grain: 'day' | 'week'): Promise<ReportSheet[]> {
  const [periods, locations] = await Promise.all([salesByPeriod(db, s, grain), salesByLocation(db, s)]);
  const revenue = sum(periods, 'revenue');
  const orders = sum(periods, 'orders');
  const x = periods.map((p) => p.period);
  const periodName = grain === 'day' ? 'Day' : 'Week';
  return [
    {
      key: 'overview',
      title: 'Overview',
      kpis: [
        { label: 'Revenue', value: revenue, format: 'money' },
        { label: 'Orders', value: orders, format: 'number' },
        { label: 'Units', value: sum(periods, 'units'), format: 'number' },
        { label: 'Average order', value: orders ? Math.round((revenue / orders) * 100) / 100 : 0, format: 'money' },
      ],
      charts: [
        chart('revenue', `Revenue by ${grain}`, 'line', x, [
          { label: 'Revenue', data: periods.map((p) => p.revenue), format: 'money' },
        ]),
        chart('orders', `Orders and units by ${grain}`, 'bar', x, [
          { label: 'Orders', data: periods.map((p) => p.orders), format: 'number' },
          { label: 'Units', data: periods.map((p) => p.units), format: 'number' },
        ]),
      ],
      tables: [
        table(
          'sales-by-period',
          `Sales by ${grain}`,
          [
            col('period', periodName, 'date'),
            col('revenue', 'Revenue', 'money'),
            col('orders', 'Orders'),
            col('units', 'Units'),
            col('averageOrder', 'Average order', 'money'),
          ],
          periods,
        ),
      ],
    },
    {
      key: 'locations',
      title: 'By Location',
      kpis: [{ label: 'Locations', value: locations.length, format: 'number' }],
      charts: [
        chart(
          'revenue-by-location',
          'Revenue by location',
          'bar',
          locations.map((l) => l.location),
          [{ label: 'Revenue', data: locations.map((l) => l.revenue), format: 'money' }],
        ),
      ],
      tables: [
        table(
          'sales-by-location',
          'Sales by location',
          [
            col('location', 'Location', 'text'),
            col('revenue', 'Revenue', 'money'),
            col('orders', 'Orders'),
            col('units', 'Units'),
            col('averageOrder', 'Average order', 'money'),
          ],
          locations.map(({ accountId: _a, ...l }) => l),
        ),
      ],
    },
  ];
}

/** What the Products totals count, in one line (the table lists only the top sellers). */
const PRODUCT_TOTALS_NOTE = (products: number, listed: number) =>
  `Totals count every product line of these dates (revenue is each line's share of its order total), as Sales Overview does${
    products > listed ? `; the table lists the top ${listed} of ${products} products` : ''
  }.`;

const productColumns = [
  col('product', 'Product', 'text'),
  col('sku', 'SKU', 'text'),
  col('brand', 'Brand', 'text'),
  col('category', 'Category', 'text'),
  col('units', 'Units sold'),
  col('revenue', 'Revenue', 'money'),
  col('onHand', 'On hand'),
  col('sellThrough', 'Sell-through %', 'percent'),
];

export async function productsSheets(db: Db, s: ReportScope): Promise<ReportSheet[]> {
  const [products, stock, totals] = await Promise.all([
    productSales(db, s, TOP),
    inventoryOnHand(db, s, TOP),
    productTotals(db, s),
  ]);
  const top = products.slice(0, 10);
  const rows = products.map(({ accountId: _a, ...p }) => p);
  return [
    {
      key: 'top-sellers',
      title: 'Top Sellers',
      notes: [PRODUCT_TOTALS_NOTE(totals.products, products.length)],
      // the totals of every product line, not of the rows listed: the same units and revenue as Sales Overview
      kpis: [
        { label: 'Units sold', value: totals.units, format: 'number' },
        { label: 'Revenue', value: totals.revenue, format: 'money' },
        { label: 'Products sold', value: totals.products, format: 'number' },
      ],
      charts: [
        chart(
          'top-units',
          'Top 10 products by units',
          'bar',
          top.map((p) => p.product),
          [{ label: 'Units sold', data: top.map((p) => p.units), format: 'number' }],
        ),
      ],
      tables: [table('top-sellers', 'Top sellers', productColumns, rows)],
    },
    {
      key: 'sell-through',
      title: 'Sell-Through',
      kpis: [],
      charts: [
        chart(
          'sell-through',
          'Sell-through of the top 10 (%)',
          'bar',
          top.map((p) => p.product),
          [{ label: 'Sell-through %', data: top.map((p) => p.sellThrough), format: 'percent' }],
        ),
      ],
      tables: [
        table(
          'sell-through',
          'Sell-through',
          [
            col('product', 'Product', 'text'),
            col('units', 'Units sold'),
            col('onHand', 'On hand'),
            col('sellThrough', 'Sell-through %', 'percent'),
          ],
          [...rows].sort((a, b) => b.sellThrough - a.sellThrough),
        ),
      ],
    },
    {
      key: 'inventory',
      title: 'Inventory on Hand',
      kpis: [{ label: 'Units on hand (top products)', value: sum(stock, 'onHand'), format: 'number' }],
      charts: [],
      tables: [
        table(
          'inventory',
          'Inventory on hand',
          [
            col('product', 'Product', 'text'),
            col('sku', 'SKU', 'text'),
            col('onHand', 'On hand'),
            col('locations', 'Locations'),
          ],
          stock,
        ),
      ],
    },
  ];
}

export async function customersSheets(db: Db, s: ReportScope, grain: 'day' | 'week'): Promise<ReportSheet[]> {
  const periods = await customersByPeriod(db, s, grain);
  const x = periods.map((p) => p.period);
  return [
    {
      key: 'new-vs-returning',
      title: 'New vs Returning',
      kpis: [
        { label: 'New customers', value: sum(periods, 'newCustomers'), format: 'number' },
        { label: 'Returning customers', value: sum(periods, 'returningCustomers'), format: 'number' },
        { label: 'Guest orders', value: sum(periods, 'guestOrders'), format: 'number' },
      ],
      charts: [
        chart('customers', `Customers by ${grain}`, 'bar', x, [
          { label: 'New', data: periods.map((p) => p.newCustomers), format: 'number' },
          { label: 'Returning', data: periods.map((p) => p.returningCustomers), format: 'number' },
        ]),
        chart(
          'revenue-split',
          'Revenue: new, returning and guest',
          'pie',
          // guest orders too, so the slices add up to the Sales Overview's revenue
          ['New', 'Returning', 'Guest'],
          [
            {
              label: 'Revenue',
              data: [sum(periods, 'newRevenue'), sum(periods, 'returningRevenue'), sum(periods, 'guestRevenue')],
              format: 'money',
            },
          ],
        ),
      ],
      tables: [
        table(
          'customers',
          `Customers by ${grain}`,
          [
            col('period', grain === 'day' ? 'Day' : 'Week', 'date'),
            col('newCustomers', 'New customers'),
            col('returningCustomers', 'Returning customers'),
            col('guestOrders', 'Guest orders'),
            col('newRevenue', 'New revenue', 'money'),
            col('returningRevenue', 'Returning revenue', 'money'),
            col('guestRevenue', 'Guest revenue', 'money'),
          ],
          periods,
        ),
      ],
    },
  ];
}

/** The brand's products at the retailers it may see (the scope holds only those retailers). */
export async function brandSheets(
  db: Db,
  s: ReportScope,
  brand: string,
  retailerNames: Map<number, string>,
): Promise<ReportSheet[]> {
  const products = await productSales(db, s, 10_000, brand);
  const byRetailer = new Map<string, { retailer: string; units: number; revenue: number }>();
  for (const p of products) {
    const name = retailerNames.get(p.accountId) ?? String(p.accountId);
    const r = byRetailer.get(name) ?? { retailer: name, units: 0, revenue: 0 };
    r.units += p.units;
    r.revenue = Math.round((r.revenue + p.revenue) * 100) / 100;
    byRetailer.set(name, r);
  }
  const retailers = [...byRetailer.values()].sort((a, b) => b.revenue - a.revenue);
  const locations = (await brandSalesByLocation(db, s, brand)).map((l) => ({
    ...l,
    retailer: retailerNames.get(l.accountId) ?? String(l.accountId),
  }));
  return [
    {
      key: 'by-retailer',
      title: 'By Retailer',
      kpis: [
        { label: 'Units sold', value: sum(products, 'units'), format: 'number' },
        { label: 'Revenue', value: sum(products, 'revenue'), format: 'money' },
        { label: 'Retailers', value: retailers.length, format: 'number' },
      ],
      charts: [
        chart(
          'revenue-by-retailer',
          'Revenue by retailer',
          'bar',
          retailers.map((r) => r.retailer),
          [{ label: 'Revenue', data: retailers.map((r) => r.revenue), format: 'money' }],
        ),
      ],
      tables: [
        table(
          'by-retailer',
          'By retailer',
          [col('retailer', 'Retailer', 'text'), col('units', 'Units sold'), col('revenue', 'Revenue', 'money')],
          retailers,
        ),
        table(
          'products',
          'Products',
          [
            col('product', 'Product', 'text'),
            col('sku', 'SKU', 'text'),
            col('units', 'Units sold'),
            col('revenue', 'Revenue', 'money'),
          ],
          products.slice(0, TOP).map((p) => ({ product: p.product, sku: p.sku, units: p.units, revenue: p.revenue })),
        ),
      ],
    },
    {
      key: 'by-location',
      title: 'By Location',
      kpis: [],
      charts: [],
      tables: [
        table(
          'by-location',
          'By location',
          [
            col('retailer', 'Retailer', 'text'),
            col('location', 'Location', 'text'),
            col('units', 'Units sold'),
            col('revenue', 'Revenue', 'money'),
          ],
          locations.map(({ accountId: _a, ...l }) => l),
        ),
      ],
    },
  ];
}

export async function connectorHealthSheets(db: Db, accountId: number, from: string, to: string) {
  const [perSource, days] = await Promise.all([
    connectorHealth(db, accountId, from, to),
    runsByDay(db, accountId, from, to),
  ]);
  const sheets: ReportSheet[] = [
    {
      key: 'sources',
      title: 'Sources',
      kpis: [
        { label: 'Runs', value: sum(perSource, 'runs'), format: 'number' },
        { label: 'Failures', value: sum(perSource, 'failures'), format: 'number' },
        { label: 'Records pulled', value: sum(perSource, 'records'), format: 'number' },
      ],
      charts: [
        chart(
          'records',
          'Records pulled per source',
          'bar',
          perSource.map((p) => p.source),
          [{ label: 'Records', data: perSource.map((p) => p.records), format: 'number' }],
        ),
      ],
      tables: [
        table(
          'sources',
          'Runs per source',
          [
            col('source', 'Source', 'text'),
            col('health', 'Health', 'text'),
            col('runs', 'Runs'),
            col('failures', 'Failures'),
            col('records', 'Records pulled'),
            col('lastRun', 'Last run', 'date'),
            col('lastError', 'Last error', 'text'),
          ],
          perSource.map((p) => ({ ...p, active: p.active ? 'yes' : 'no' })),
        ),
      ],
    },
    {
      key: 'runs',
      title: 'Runs by Day',
      kpis: [],
      charts: [
        chart(
          'runs',
          'Runs and failures by day',
          'bar',
          days.map((d) => d.day),
          [
            { label: 'Runs', data: days.map((d) => d.runs), format: 'number' },
            { label: 'Failures', data: days.map((d) => d.failures), format: 'number' },
          ],
        ),
      ],
      tables: [
        table(
          'runs',
          'Runs by day',
          [col('day', 'Day', 'date'), col('runs', 'Runs'), col('failures', 'Failures')],
          days,
        ),
      ],
    },
  ];
  return sheets;
}

/** Portfolio Sales: one row per brand of the portfolio. */
export function portfolioSheets(
  rows: Array<{ brand: string; retailers: number; units: number; revenue: number }>,
): ReportSheet[] {
  return [
    {
      key: 'by-brand',
      title: 'By Brand',
      kpis: [
        { label: 'Units sold', value: sum(rows, 'units'), format: 'number' },
        { label: 'Revenue', value: sum(rows, 'revenue'), format: 'money' },
        { label: 'Brands', value: rows.length, format: 'number' },
      ],
      charts: [
        chart(
          'revenue-by-brand',
          'Revenue by brand',
          'bar',
          rows.map((r) => r.brand),
          [{ label: 'Revenue', data: rows.map((r) => r.revenue), format: 'money' }],
        ),
      ],
      tables: [
        table(
          'by-brand',
          'Sales by brand',
          [
            col('brand', 'Brand', 'text'),
            col('retailers', 'Retailers'),
            col('units', 'Units sold'),
            col('revenue', 'Revenue', 'money'),
          ],
          rows,
        ),
      ],
    },
  ];
}
