import type { ReportSheet } from '@storelens/contract/api/report-data';
import type { Db } from '../../db/client.ts';
import type { ReportScope } from '../../warehouse/sales.queries.ts';
import { sellThroughByLocation, sellThroughByProduct } from '../../warehouse/stock.queries.ts';
import { bars, col, kpi, percent, productColumns, sellThroughMeasure, sum, table } from './report-sheet-parts.ts';

/** Rows a table lists at most (the KPIs and categories count every product). */
const LISTED = 1_000;
const CHARTED = 20;

const withRate = <T extends { units: number; onHand: number }>(r: T) => ({
  ...r,
  sellThrough: percent(r.units, r.units + r.onHand),
});
const rateColumns = [
  col('units', 'Units sold'),
  col('onHand', 'On hand'),
  col('sellThrough', 'Sell-through %', 'percent'),
];

/**
 * Sell-Through: units sold in the dates chosen ÷ (units sold + units on hand now), per product, per
 * category and per location — every product with sales or stock, not only the best sellers.
 */
export async function sellThroughSheets(db: Db, s: ReportScope): Promise<ReportSheet[]> {
  const [products, locations] = await Promise.all([sellThroughByProduct(db, s), sellThroughByLocation(db, s)]);
  const byCategory = new Map<string, { category: string; products: number; units: number; onHand: number }>();
  for (const p of products) {
    const c = byCategory.get(p.category) ?? { category: p.category, products: 0, units: 0, onHand: 0 };
    c.products += 1;
    c.units += p.units;
    c.onHand += p.onHand;
    byCategory.set(p.category, c);
  }
  const categories = [...byCategory.values()].map(withRate).sort((a, b) => b.sellThrough - a.sellThrough);
  const rated = products.map(withRate);
  const ratedLocations = locations.map(withRate);
  const best = rated.slice(0, CHARTED);
  const units = sum(products, 'units');
  const onHand = sum(products, 'onHand');
  const note = 'Sell-through = units sold in these dates ÷ (units sold + units on hand now).';
  return [
    {
      key: 'by-product',
      title: 'By Product',
      notes: [note],
      kpis: [
        kpi('Sell-through', percent(units, units + onHand), 'percent'),
        kpi('Units sold', units),
        kpi('Units on hand', onHand),
        kpi('Products', products.length),
      ],
      charts: [
        bars(
          'best-sellers',
          `Sell-through of the ${CHARTED} best sellers (%)`,
          best,
          (p) => p.product,
          sellThroughMeasure,
        ),
      ],
      tables: [
        table(
          'by-product',
          'Sell-through by product',
          [...productColumns, col('category', 'Category', 'text'), ...rateColumns],
          rated.slice(0, LISTED),
        ),
      ],
    },
    {
      key: 'by-category',
      title: 'By Category',
      notes: [note],
      kpis: [kpi('Categories', categories.length)],
      charts: [bars('by-category', 'Sell-through by category (%)', categories, (c) => c.category, sellThroughMeasure)],
      tables: [
        table(
          'by-category',
          'Sell-through by category',
          [col('category', 'Category', 'text'), col('products', 'Products'), ...rateColumns],
          categories,
        ),
      ],
    },
    {
      key: 'by-location',
      title: 'By Location',
      notes: [note],
      kpis: [kpi('Locations', locations.length)],
      charts: [
        bars('by-location', 'Sell-through by location (%)', ratedLocations, (l) => l.location, sellThroughMeasure),
      ],
      tables: [
        table(
          'by-location',
          'Sell-through by location',
          [col('location', 'Location', 'text'), ...rateColumns],
          ratedLocations,
        ),
      ],
    },
  ];
}
