import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import { accounts, inScope, num, type ReportScope } from './sales.queries.ts';

/**
 * Sell-through's reads: units sold in the dates chosen (the product rollup) beside what is on hand now
 * (the inventory stream's latest quantities, a negative count taken as none), per product and per
 * location. A product with stock and no sales is in (sell-through 0), so is one sold out.
 */
const QTY = sql.raw(
  `case when jsonb_typeof(i.data->'quantity') = 'number' then (i.data->>'quantity')::numeric else 0 end`,
);
const stockScope = (s: ReportScope) => sql`i.account_id in ${accounts(s)}
  ${s.location ? sql`and i.source_id = ${s.location.sourceId} and coalesce(i.data->>'locationVendorId', '') = ${s.location.key}` : sql``}`;

export async function sellThroughByProduct(db: Db, s: ReportScope) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sold as (
        select r.account_id, r.source_id, r.product_key, max(r.name) as name, sum(r.units) as units
        from report_product_daily r where ${inScope(s)} group by 1, 2, 3
      ), stock as (
        select i.account_id, i.source_id, i.data->>'productVendorId' as product_key, greatest(sum(${QTY}), 0) as on_hand
        from wh_inventory i where ${stockScope(s)} group by 1, 2, 3
      ), joined as (
        select coalesce(sold.account_id, stock.account_id) as account_id, coalesce(sold.source_id, stock.source_id) as source_id,
          coalesce(sold.product_key, stock.product_key) as product_key, sold.name,
          coalesce(sold.units, 0) as units, coalesce(stock.on_hand, 0) as on_hand
        from sold full join stock on stock.account_id = sold.account_id and stock.source_id = sold.source_id
          and stock.product_key = sold.product_key
      )
      select coalesce(p.data->>'name', j.name, j.product_key) as name, coalesce(p.data->>'sku', '') as sku,
        coalesce(nullif(p.data->>'category', ''), 'Uncategorised') as category, j.units, j.on_hand
      from joined j left join wh_products p
        on p.account_id = j.account_id and p.source_id = j.source_id and p.vendor_id = j.product_key
      where j.units > 0 or j.on_hand > 0
      order by j.units desc, j.on_hand desc, 1`),
  );
  return rows.map((r) => ({
    product: String(r.name),
    sku: String(r.sku),
    category: String(r.category),
    units: num(r.units),
    onHand: num(r.on_hand),
  }));
}

export async function sellThroughByLocation(db: Db, s: ReportScope) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sold as (
        select r.account_id, r.source_id, r.location_key, sum(r.units) as units
        from report_product_daily r where ${inScope(s)} group by 1, 2, 3
      ), stock as (
        select i.account_id, i.source_id, coalesce(i.data->>'locationVendorId', '') as location_key,
          greatest(sum(${QTY}), 0) as on_hand
        from wh_inventory i where ${stockScope(s)} group by 1, 2, 3
      )
      select coalesce(l.data->>'name', case when j.location_key = '' then 'Online / no location' else j.location_key end) as name,
        sum(j.units) as units, sum(j.on_hand) as on_hand
      from (
        select coalesce(sold.account_id, stock.account_id) as account_id, coalesce(sold.source_id, stock.source_id) as source_id,
          coalesce(sold.location_key, stock.location_key) as location_key,
          coalesce(sold.units, 0) as units, coalesce(stock.on_hand, 0) as on_hand
        from sold full join stock on stock.account_id = sold.account_id and stock.source_id = sold.source_id
          and stock.location_key = sold.location_key
      ) j
      left join wh_locations l on l.account_id = j.account_id and l.source_id = j.source_id and l.vendor_id = j.location_key
      group by 1 having sum(j.units) > 0 or sum(j.on_hand) > 0 order by 2 desc, 1`),
  );
  return rows.map((r) => ({ location: String(r.name), units: num(r.units), onHand: num(r.on_hand) }));
}

/** Units on hand now per account (a group's stores), a negative count taken as none. */
export async function stockByAccount(db: Db, s: ReportScope) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select i.account_id, greatest(sum(${QTY}), 0) as on_hand, count(distinct i.data->>'productVendorId') as products
      from wh_inventory i where ${stockScope(s)} group by 1`),
  );
  return rows.map((r) => ({ accountId: num(r.account_id), onHand: num(r.on_hand), products: num(r.products) }));
}
