import type { ReportSheet } from '@storelens/contract/api/report-data';
import { possessive } from '@storelens/contract/domain/possessive';
import type { Db } from '../../db/client.ts';
import type { ReportScope } from '../../warehouse/sales.queries.ts';
import { brandShareRows } from '../../warehouse/share.queries.ts';
import { accountName, bars, col, kpi, type Measure, percent, table } from './report-sheet-parts.ts';

interface Share {
  revenue: number;
  units: number;
  brandRevenue: number;
  brandUnits: number;
}

const add = (into: Share, r: Share) => {
  into.revenue = Math.round((into.revenue + r.revenue) * 100) / 100;
  into.units += r.units;
  into.brandRevenue = Math.round((into.brandRevenue + r.brandRevenue) * 100) / 100;
  into.brandUnits += r.brandUnits;
};
const empty = (): Share => ({ revenue: 0, units: 0, brandRevenue: 0, brandUnits: 0 });
const shareRow = (s: Share) => ({
  brandRevenue: s.brandRevenue,
  revenue: s.revenue,
  revenueShare: percent(s.brandRevenue, s.revenue),
  brandUnits: s.brandUnits,
  units: s.units,
  unitShare: percent(s.brandUnits, s.units),
});
const revenueShare: Measure<{ revenueShare: number }> = {
  label: 'Revenue share',
  value: (r) => r.revenueShare,
  format: 'percent',
};
const shareColumns = [
  col('brandRevenue', 'Brand revenue', 'money'),
  col('revenue', 'All brands revenue', 'money'),
  col('revenueShare', 'Revenue share', 'percent'),
  col('brandUnits', 'Brand units'),
  col('units', 'All brands units'),
  col('unitShare', 'Unit share', 'percent'),
];

/**
 * Market Share: the brand's share of branded sales at each retailer it may see, and in each product
 * category across them. Other brands are one whole: a brand never sees a competitor by name.
 */
export async function marketShareSheets(
  db: Db,
  s: ReportScope,
  brand: string,
  retailerNames: Map<number, string>,
): Promise<ReportSheet[]> {
  const rows = await brandShareRows(db, s, brand);
  const total = empty();
  const byRetailer = new Map<string, Share & { brands: number }>();
  const byCategory = new Map<string, Share>();
  for (const r of rows) {
    add(total, r);
    const name = accountName(retailerNames, r.accountId);
    const retailer = byRetailer.get(name) ?? { ...empty(), brands: 0 };
    add(retailer, r);
    retailer.brands = Math.max(retailer.brands, r.brands);
    byRetailer.set(name, retailer);
    const category = byCategory.get(r.category) ?? empty();
    add(category, r);
    byCategory.set(r.category, category);
  }
  const retailers = [...byRetailer.entries()]
    .map(([retailer, v]) => ({ retailer, ...shareRow(v), brands: v.brands }))
    .sort((a, b) => b.revenueShare - a.revenueShare || a.retailer.localeCompare(b.retailer));
  const categories = [...byCategory.entries()]
    .map(([category, v]) => ({ category, ...shareRow(v) }))
    .sort((a, b) => b.revenueShare - a.revenueShare || a.category.localeCompare(b.category));
  const note = `${possessive(brand)} share of the sales of every product with a brand on the retailers' product records; products without a brand are left out.`;
  return [
    {
      key: 'by-retailer',
      title: 'By Retailer',
      notes: [note],
      kpis: [
        kpi('Revenue share', percent(total.brandRevenue, total.revenue), 'percent'),
        kpi('Unit share', percent(total.brandUnits, total.units), 'percent'),
        kpi('Brand revenue', total.brandRevenue, 'money'),
        kpi('All brands revenue', total.revenue, 'money'),
      ],
      charts: [bars('share-by-retailer', 'Revenue share by retailer (%)', retailers, (r) => r.retailer, revenueShare)],
      tables: [
        table(
          'share-by-retailer',
          'Share by retailer',
          [col('retailer', 'Retailer', 'text'), ...shareColumns, col('brands', 'Brands sold')],
          retailers,
        ),
      ],
    },
    {
      key: 'by-category',
      title: 'By Category',
      notes: [note],
      kpis: [kpi('Categories', categories.length)],
      charts: [bars('share-by-category', 'Revenue share by category (%)', categories, (c) => c.category, revenueShare)],
      tables: [
        table(
          'share-by-category',
          'Share by category',
          [col('category', 'Category', 'text'), ...shareColumns],
          categories,
        ),
      ],
    },
  ];
}
