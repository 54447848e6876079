import type { ReportSheet } from '@storelens/contract/api/report-data';
import { REPORT_GRAIN_LABELS } from '@storelens/contract/domain/retail-calendar';
import type { Db } from '../../db/client.ts';
import {
  brandSalesByLocation,
  connectorHealth,
  customersByPeriod,
  inventoryOnHand,
  type PeriodCut,
  productSales,
  productTotals,
  type ReportScope,
  runsByDay,
  salesByLocation,
  salesByPeriod,
} from '../../warehouse/sales.queries.ts';
import {
  accountName,
  bars,
  chart,
  chartOf,
  col,
  kpi,
  productColumns,
  revenueMeasure,
  sellThroughMeasure,
  stockColumns,
  sum,
  table,
  totalsPerAccount,
} from './report-sheet-parts.ts';

/**
 * The sheets (tabs) of each built-in report, built from the queries' rows: KPIs, charts and tables in
 * one neutral shape the embedded page renders (and downloads as CSV) without knowing the report.
 */

const TOP = 100;

const byPeriod = (p: { period: string }) => p.period;
/** The period column: days and calendar periods by their first day, retail periods by name. */
const periodColumn = (cut: PeriodCut) =>
  col('period', REPORT_GRAIN_LABELS[cut.grain], cut.calendar === 'gregorian' || cut.grain === 'day' ? 'date' : 'text');
const byProduct = (p: { product: string }) => p.product;
const orderColumns = [
  col('revenue', 'Revenue', 'money'),
  col('orders', 'Orders'),
  col('units', 'Units'),
  col('averageOrder', 'Average order', 'money'),
];
const soldColumns = [col('units', 'Units sold'), col('revenue', 'Revenue', 'money')];
/** Units sold and revenue of the rows, the first KPIs of the brand pages. */
const salesKpis = (rows: Array<{ units: number; revenue: number }>) => [
  kpi('Units sold', sum(rows, 'units')),
  kpi('Revenue', sum(rows, 'revenue'), 'money'),
];

export async function salesOverviewSheets(db: Db, s: ReportScope, cut: PeriodCut): Promise<ReportSheet[]> {
  const [periods, locations] = await Promise.all([salesByPeriod(db, s, cut), salesByLocation(db, s)]);
  const revenue = sum(periods, 'revenue');
  const orders = sum(periods, 'orders');
  const { grain } = cut;
  return [
    {
      key: 'overview',
      title: 'Overview',
      kpis: [
        kpi('Revenue', revenue, 'money'),
        kpi('Orders', orders),
        kpi('Units', sum(periods, 'units')),
        kpi('Average order', orders ? Math.round((revenue / orders) * 100) / 100 : 0, 'money'),
      ],
      charts: [
        chartOf('revenue', `Revenue by ${grain}`, 'line', periods, byPeriod, revenueMeasure),
        bars(
          'orders',
          `Orders and units by ${grain}`,
          periods,
          byPeriod,
          { label: 'Orders', value: (p) => p.orders },
          { label: 'Units', value: (p) => p.units },
        ),
      ],
      tables: [table('sales-by-period', `Sales by ${grain}`, [periodColumn(cut), ...orderColumns], periods)],
    },
    {
      key: 'locations',
      title: 'By Location',
      kpis: [kpi('Locations', locations.length)],
      charts: [bars('revenue-by-location', 'Revenue by location', locations, (l) => l.location, revenueMeasure)],
      tables: [
        table(
          'sales-by-location',
          'Sales by location',
          [col('location', 'Location', 'text'), ...orderColumns],
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

const topSellerColumns = [
  ...productColumns,
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
        kpi('Units sold', totals.units),
        kpi('Revenue', totals.revenue, 'money'),
        kpi('Products sold', totals.products),
      ],
      charts: [
        bars('top-units', 'Top 10 products by units', top, byProduct, { label: 'Units sold', value: (p) => p.units }),
      ],
      tables: [table('top-sellers', 'Top sellers', topSellerColumns, rows)],
    },
    {
      key: 'sell-through',
      title: 'Sell-Through',
      kpis: [],
      charts: [bars('sell-through', 'Sell-through of the top 10 (%)', top, byProduct, sellThroughMeasure)],
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
      kpis: [kpi('Units on hand (top products)', sum(stock, 'onHand'))],
      charts: [],
      tables: [table('inventory', 'Inventory on hand', stockColumns, stock)],
    },
  ];
}

export async function customersSheets(db: Db, s: ReportScope, cut: PeriodCut): Promise<ReportSheet[]> {
  const periods = await customersByPeriod(db, s, cut);
  const { grain } = cut;
  return [
    {
      key: 'new-vs-returning',
      title: 'New vs Returning',
      kpis: [
        kpi('New customers', sum(periods, 'newCustomers')),
        kpi('Returning customers', sum(periods, 'returningCustomers')),
        kpi('Guest orders', sum(periods, 'guestOrders')),
      ],
      charts: [
        bars(
          'customers',
          `Customers by ${grain}`,
          periods,
          byPeriod,
          { label: 'New', value: (p) => p.newCustomers },
          { label: 'Returning', value: (p) => p.returningCustomers },
        ),
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
            periodColumn(cut),
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
  const retailers = totalsPerAccount(products, retailerNames, 'retailer', ['units', 'revenue']).sort(
    (a, b) => b.revenue - a.revenue,
  );
  const locations = (await brandSalesByLocation(db, s, brand)).map((l) => ({
    ...l,
    retailer: accountName(retailerNames, l.accountId),
  }));
  return [
    {
      key: 'by-retailer',
      title: 'By Retailer',
      kpis: [...salesKpis(products), kpi('Retailers', retailers.length)],
      charts: [bars('revenue-by-retailer', 'Revenue by retailer', retailers, (r) => r.retailer, revenueMeasure)],
      tables: [
        table('by-retailer', 'By retailer', [col('retailer', 'Retailer', 'text'), ...soldColumns], retailers),
        table(
          'products',
          'Products',
          [...productColumns, ...soldColumns],
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
          [col('retailer', 'Retailer', 'text'), col('location', 'Location', 'text'), ...soldColumns],
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
        kpi('Runs', sum(perSource, 'runs')),
        kpi('Failures', sum(perSource, 'failures')),
        kpi('Records pulled', sum(perSource, 'records')),
        kpi('Stale sources', perSource.filter((p) => p.stale === 'yes').length),
      ],
      charts: [
        bars('records', 'Records pulled per source', perSource, (p) => p.source, {
          label: 'Records',
          value: (p) => p.records,
        }),
      ],
      tables: [
        table(
          'sources',
          'Runs per source',
          [
            col('source', 'Source', 'text'),
            col('health', 'Health', 'text'),
            col('stale', 'Stale', 'text'),
            col('lastSuccess', 'Last success', 'date'),
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
        bars(
          'runs',
          'Runs and failures by day',
          days,
          (d) => d.day,
          { label: 'Runs', value: (d) => d.runs },
          { label: 'Failures', value: (d) => d.failures },
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
      kpis: [...salesKpis(rows), kpi('Brands', rows.length)],
      charts: [bars('revenue-by-brand', 'Revenue by brand', rows, (r) => r.brand, revenueMeasure)],
      tables: [
        table(
          'by-brand',
          'Sales by brand',
          [col('brand', 'Brand', 'text'), col('retailers', 'Retailers'), ...soldColumns],
          rows,
        ),
      ],
    },
  ];
}
