import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { num } from '../../warehouse/sales.queries.ts';

/**
 * Data Audit's reads: what the warehouse holds per source and stream (not what runs pulled: that is
 * Connector Health). A duplicate is a second record with the same natural key under another vendor
 * id (the warehouse's own key is unique): an order number, a SKU, an email, a product at a location,
 * a location name.
 */
const STREAMS = [
  { stream: 'orders', table: 'wh_orders', key: "nullif(w.data->>'orderNumber', '')", keyName: 'order number' },
  { stream: 'products', table: 'wh_products', key: "nullif(w.data->>'sku', '')", keyName: 'SKU' },
  { stream: 'customers', table: 'wh_customers', key: "nullif(lower(w.data->>'email'), '')", keyName: 'email' },
  {
    stream: 'inventory',
    table: 'wh_inventory',
    key: "(w.data->>'productVendorId') || '@' || coalesce(w.data->>'locationVendorId', '')",
    keyName: 'product at a location',
  },
  { stream: 'locations', table: 'wh_locations', key: "nullif(lower(w.data->>'name'), '')", keyName: 'name' },
] as const;

export async function storedRecordsByStream(db: Db, accountId: number) {
  const parts = STREAMS.map(
    (s) => sql`
      select w.source_id, ${s.stream}::text as stream, count(*) as records, max(w.stored_at) as last_stored,
        max(w.vendor_updated_at) as last_updated,
        (select coalesce(sum(d.n - 1), 0) from (
          select count(*) as n from ${sql.raw(s.table)} w2
          where w2.account_id = ${accountId} and w2.source_id = w.source_id
            and ${sql.raw(s.key.replaceAll('w.', 'w2.'))} is not null
          group by ${sql.raw(s.key.replaceAll('w.', 'w2.'))} having count(*) > 1) d) as duplicates
      from ${sql.raw(s.table)} w where w.account_id = ${accountId} group by w.source_id`,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select s.id, s.name, s.active, x.stream, x.records, x.last_stored, x.last_updated, x.duplicates
      from sources s left join (${sql.join(parts, sql` union all `)}) x on x.source_id = s.id
      where s.account_id = ${accountId} order by s.name, s.id, x.stream`),
  );
  const keyNames = new Map<string, string>(STREAMS.map((s) => [s.stream, s.keyName]));
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : '');
  return rows.map((r) => ({
    sourceId: num(r.id),
    source: String(r.name),
    active: r.active === true,
    stream: r.stream ? String(r.stream) : '',
    records: num(r.records),
    lastStored: iso(r.last_stored),
    lastUpdated: iso(r.last_updated),
    duplicates: num(r.duplicates),
    duplicateKey: r.stream ? (keyNames.get(String(r.stream)) ?? '') : '',
  }));
}

/**
 * Order days per source in the dates chosen: the first and last day with orders, the days between
 * them without any (gaps a sync may have missed) and the longest such run.
 */
export async function orderDayGaps(db: Db, accountId: number, from: string, to: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with days as (
        select distinct r.source_id, r.day from report_sales_daily r
        where r.account_id = ${accountId} and r.day between ${from}::date and ${to}::date
      ), steps as (
        select source_id, day, day - lag(day) over (partition by source_id order by day) - 1 as gap from days
      )
      select s.id, s.name, min(d.day)::text as first_day, max(d.day)::text as last_day, count(d.day) as days,
        coalesce(sum(d.gap), 0) as gap_days, coalesce(max(d.gap), 0) as longest_gap
      from sources s left join steps d on d.source_id = s.id
      where s.account_id = ${accountId} group by s.id, s.name order by s.name, s.id`),
  );
  return rows.map((r) => ({
    source: String(r.name),
    firstDay: r.first_day ? String(r.first_day) : '',
    lastDay: r.last_day ? String(r.last_day) : '',
    days: num(r.days),
    gapDays: num(r.gap_days),
    longestGap: num(r.longest_gap),
  }));
}
