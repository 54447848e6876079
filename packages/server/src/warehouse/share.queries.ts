import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { inScope, num, type ReportScope } from './sales.queries.ts';

/**
 * Market Share's read: per retailer account and product category, the sales of every branded product
 * (the retailer's product record names a brand) and of the brand's own. Products without a brand are
 * not in any brand's market, so they are left out of the whole.
 */
export async function brandShareRows(db: Db, s: ReportScope, brand: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.account_id, coalesce(nullif(p.data->>'category', ''), 'Uncategorised') as category,
        sum(r.revenue) as revenue, sum(r.units) as units,
        coalesce(sum(r.revenue) filter (where lower(p.data->>'brand') = lower(${brand})), 0) as brand_revenue,
        coalesce(sum(r.units) filter (where lower(p.data->>'brand') = lower(${brand})), 0) as brand_units,
        count(distinct lower(p.data->>'brand')) as brands
      from report_product_daily r
      join wh_products p on p.account_id = r.account_id and p.source_id = r.source_id and p.vendor_id = r.product_key
      where ${inScope(s)} and coalesce(p.data->>'brand', '') <> ''
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((r) => ({
    accountId: num(r.account_id),
    category: String(r.category),
    revenue: num(r.revenue),
    units: num(r.units),
    brandRevenue: num(r.brand_revenue),
    brandUnits: num(r.brand_units),
    brands: num(r.brands),
  }));
}
