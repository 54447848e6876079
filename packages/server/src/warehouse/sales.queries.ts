import {
  periodOf,
  periodsBetween,
  type ReportGrain,
  type RetailCalendar,
} from '@storelens/contract/domain/retail-calendar';
import { isStale } from '@storelens/contract/domain/source-health';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';

/**
 * The built-in reports' reads. Every one is scoped by the account ids the service
 * passes — the account the server checked (or, for a brand, the retailers its access rule allowed) —
 * never by anything the browser sent; the browser's filters only narrow within them.
 */
export interface ReportScope {
  accountIds: number[];
  from: string;
  to: string;
  /** one location: its source and its id at the source ('' = orders without a location) */
  location: { sourceId: number; key: string } | null;
}

export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const accounts = (s: ReportScope) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(s.accountIds.map(String))}::jsonb)::int)`;

/** The rollup rows of the scope: accounts, date range and location (alias `r`). */
export const inScope = (s: ReportScope): SQL => sql`r.account_id in ${accounts(s)}
  and r.day between ${s.from}::date and ${s.to}::date
  ${s.location ? sql`and r.source_id = ${s.location.sourceId} and r.location_key = ${s.location.key}` : sql``}`;

/** A location's name: the warehouse location record, else 'Online / no location' or its id. */
export const locationName = sql`coalesce(l.data->>'name', case when r.location_key = '' then 'Online / no location' else r.location_key end)`;
export const locationJoin = sql`left join wh_locations l on l.account_id = r.account_id and l.source_id = r.source_id and l.vendor_id = r.location_key`;

/** How a report's days are grouped: the grain, cut by the account's calendar. */
export interface PeriodCut {
  grain: ReportGrain;
  calendar: RetailCalendar;
}

/**
 * The first day of the period `r.day` falls in (a date expression) and the join it needs. Calendar
 * periods are PostgreSQL's date_trunc (weeks from Monday); retail periods come from a day → period
 * table built from the contract's calendar for the scope's days (at most 3 years: a hash join).
 */
function periodStart(s: ReportScope, cut: PeriodCut): { start: SQL; join: SQL } {
  if (cut.calendar === 'gregorian' || cut.grain === 'day')
    return { start: sql`date_trunc(${cut.grain}, r.day)::date`, join: sql`` };
  const days: Array<[string, string]> = [];
  for (const p of periodsBetween(s.from, s.to, cut.grain, cut.calendar)) {
    for (let d = Date.parse(`${p.start}T00:00:00Z`); d <= Date.parse(`${p.end}T00:00:00Z`); d += 86_400_000)
      days.push([new Date(d).toISOString().slice(0, 10), p.start]);
  }
  return {
    start: sql`pm.start`,
    join: sql`join (select (e->>0)::date as day, (e->>1)::date as start
      from jsonb_array_elements(${JSON.stringify(days)}::jsonb) e) pm on pm.day = r.day`,
  };
}

/** A period's name on the page: its first day, or its retail name ("FY2026 P03 W2"). */
const periodLabel = (start: unknown, cut: PeriodCut) => periodOf(String(start), cut.grain, cut.calendar).label;

/** The locations with sales in the accounts (any date), for the location filter. */
export async function findReportLocations(db: Db, accountIds: number[]) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.source_id, r.location_key, max(${locationName}) as name from (
        select distinct account_id, source_id, location_key from report_sales_daily
        where account_id in ${accounts({ accountIds, from: '', to: '', location: null })}) r
      ${locationJoin} group by r.source_id, r.location_key order by 3`),
  );
  return rows.map((r) => ({ value: `${r.source_id}:${r.location_key}`, label: String(r.name) }));
}

/** Revenue, orders, units and average order per period (Sales Overview). */
export async function salesByPeriod(db: Db, s: ReportScope, cut: PeriodCut) {
  const period = periodStart(s, cut);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select to_char(${period.start}, 'YYYY-MM-DD') as period,
        sum(r.orders) as orders, sum(r.units) as units, sum(r.revenue) as revenue
      from report_sales_daily r ${period.join} where ${inScope(s)} group by 1 order by 1`),
  );
  return rows.map((r) => ({
    period: periodLabel(r.period, cut),
    orders: num(r.orders),
    units: num(r.units),
    revenue: num(r.revenue),
    averageOrder: num(r.orders) ? Math.round((num(r.revenue) / num(r.orders)) * 100) / 100 : 0,
  }));
}

/** The same, by location. */
export async function salesByLocation(db: Db, s: ReportScope) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.account_id, r.source_id, r.location_key, max(${locationName}) as name,
        sum(r.orders) as orders, sum(r.units) as units, sum(r.revenue) as revenue
      from report_sales_daily r ${locationJoin} where ${inScope(s)}
      group by r.account_id, r.source_id, r.location_key order by 7 desc`),
  );
  return rows.map((r) => ({
    accountId: num(r.account_id),
    location: String(r.name),
    orders: num(r.orders),
    units: num(r.units),
    revenue: num(r.revenue),
    averageOrder: num(r.orders) ? Math.round((num(r.revenue) / num(r.orders)) * 100) / 100 : 0,
  }));
}

/**
 * Products by units sold with what is on hand now and the sell-through (sold / (sold + on hand)).
 * `brand`: only that brand's products (the warehouse product record's brand, any case).
 */
export async function productSales(db: Db, s: ReportScope, limit: number, brand?: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sold as (
        select r.account_id, r.source_id, r.product_key, max(r.name) as name, sum(r.units) as units, sum(r.revenue) as revenue
        from report_product_daily r where ${inScope(s)} group by 1, 2, 3
      ), named as (
        select sold.*, coalesce(p.data->>'sku', '') as sku, coalesce(p.data->>'brand', '') as brand,
          coalesce(p.data->>'category', '') as category
        from sold left join wh_products p
          on p.account_id = sold.account_id and p.source_id = sold.source_id and p.vendor_id = sold.product_key
        ${brand === undefined ? sql`` : sql`where lower(p.data->>'brand') = lower(${brand})`}
        order by sold.units desc, sold.name limit ${limit}
      )
      select n.*, coalesce((
        select sum(case when jsonb_typeof(i.data->'quantity') = 'number' then (i.data->>'quantity')::numeric else 0 end)
        from wh_inventory i where i.account_id = n.account_id and i.source_id = n.source_id
          and i.data->>'productVendorId' = n.product_key
          ${s.location ? sql`and i.data->>'locationVendorId' = ${s.location.key}` : sql``}), 0) as on_hand
      from named n order by n.units desc, n.name`),
  );
  return rows.map((r) => {
    const units = num(r.units);
    const onHand = num(r.on_hand);
    return {
      accountId: num(r.account_id),
      product: String(r.name),
      sku: String(r.sku),
      brand: String(r.brand),
      category: String(r.category),
      units,
      revenue: num(r.revenue),
      onHand,
      sellThrough: units + onHand > 0 ? Math.round((units / (units + onHand)) * 1000) / 10 : 0,
    };
  });
}

/** Units and revenue of every product line in the scope (the Products page's totals, not only its top rows). */
export async function productTotals(db: Db, s: ReportScope) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select sum(r.units) as units, sum(r.revenue) as revenue, count(distinct (r.source_id, r.product_key)) as products
      from report_product_daily r where ${inScope(s)}`),
  );
  return { units: num(rows[0]?.units), revenue: num(rows[0]?.revenue), products: num(rows[0]?.products) };
}

/** What is on hand now, by product (the inventory stream's latest quantities). */
export async function inventoryOnHand(db: Db, s: ReportScope, limit: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select i.source_id, i.data->>'productVendorId' as product_key,
        sum(case when jsonb_typeof(i.data->'quantity') = 'number' then (i.data->>'quantity')::numeric else 0 end) as on_hand,
        count(distinct i.data->>'locationVendorId') as locations,
        max(p.data->>'name') as name, max(p.data->>'sku') as sku
      from wh_inventory i left join wh_products p
        on p.account_id = i.account_id and p.source_id = i.source_id and p.vendor_id = i.data->>'productVendorId'
      where i.account_id in ${accounts(s)}
        ${s.location ? sql`and i.source_id = ${s.location.sourceId} and i.data->>'locationVendorId' = ${s.location.key}` : sql``}
      group by 1, 2 order by 3 desc, 5 limit ${limit}`),
  );
  return rows.map((r) => ({
    product: String(r.name ?? r.product_key),
    sku: String(r.sku ?? ''),
    onHand: num(r.on_hand),
    locations: num(r.locations),
  }));
}

/** Customers per period: new (first order ever in the period), returning, and guest orders. */
export async function customersByPeriod(db: Db, s: ReportScope, cut: PeriodCut) {
  const { start, join } = periodStart(s, cut);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select to_char(${start}, 'YYYY-MM-DD') as period,
        count(distinct r.customer_key) filter (where c.first_day >= ${start}) as new_customers,
        count(distinct r.customer_key) filter (where c.first_day < ${start}) as returning_customers,
        count(*) filter (where r.customer_key is null) as guest_orders,
        sum(r.revenue) filter (where c.first_day >= ${start}) as new_revenue,
        sum(r.revenue) filter (where c.first_day < ${start}) as returning_revenue,
        sum(r.revenue) filter (where r.customer_key is null) as guest_revenue
      from report_order_facts r ${join}
      left join report_customer_first c on c.account_id = r.account_id and c.customer_key = r.customer_key
      where ${inScope(s)} group by 1 order by 1`),
  );
  return rows.map((r) => ({
    period: periodLabel(r.period, cut),
    newCustomers: num(r.new_customers),
    returningCustomers: num(r.returning_customers),
    guestOrders: num(r.guest_orders),
    newRevenue: num(r.new_revenue),
    returningRevenue: num(r.returning_revenue),
    guestRevenue: num(r.guest_revenue),
  }));
}

/** Sync runs of the account's sources in the range: runs, failures, records pulled (Connector Health). */
export async function connectorHealth(db: Db, accountId: number, from: string, to: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select s.id, s.name, s.health, s.active, s.is_setup, s.paused_at, s.frequency_minutes, s.created_at,
        (select x.finished_at from sync_runs x where x.source_id = s.id and x.status = 'succeeded'
         order by x.started_at desc limit 1) as last_success,
        count(r.id) as runs,
        count(r.id) filter (where r.status = 'failed') as failures,
        coalesce(sum((select sum(v::numeric) from jsonb_each_text(r.counts->'pulled') as p(k, v) where v ~ '^[0-9]+$')), 0) as records,
        max(r.started_at) as last_run,
        (array_agg(r.error order by r.started_at desc) filter (where r.status = 'failed'))[1] as last_error
      from sources s left join sync_runs r on r.source_id = s.id
        and r.started_at >= ${from}::date and r.started_at < (${to}::date + 1)
      where s.account_id = ${accountId}
      group by s.id order by s.name, s.id`),
  );
  const now = new Date();
  return rows.map((r) => ({
    source: String(r.name),
    // a source switched off is not 'ok' however its last run went: it is not running at all
    health: r.active !== true ? 'disabled' : r.paused_at ? 'paused' : String(r.health ?? ''),
    active: r.active === true,
    // data stopped flowing: the last success is older than twice the frequency plus 15 minutes
    stale: isStale({
      lastSuccessAt: r.last_success ? new Date(r.last_success as string) : null,
      createdAt: new Date(r.created_at as string),
      frequencyMinutes: num(r.frequency_minutes),
      active: r.active === true,
      isSetup: r.is_setup === true,
      now,
    })
      ? 'yes'
      : 'no',
    lastSuccess: r.last_success ? new Date(r.last_success as string).toISOString() : '',
    runs: num(r.runs),
    failures: num(r.failures),
    records: num(r.records),
    lastRun: r.last_run ? new Date(r.last_run as string).toISOString() : '',
    lastError: r.last_error ? String(r.last_error) : '',
  }));
}

/** Runs and failures per day, across the account's sources. */
export async function runsByDay(db: Db, accountId: number, from: string, to: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as runs,
        count(*) filter (where r.status = 'failed') as failures
      from sync_runs r join sources s on s.id = r.source_id
      where s.account_id = ${accountId} and r.started_at >= ${from}::date and r.started_at < (${to}::date + 1)
      group by 1 order by 1`),
  );
  return rows.map((r) => ({ day: String(r.day), runs: num(r.runs), failures: num(r.failures) }));
}

/** A brand's product sales by retailer location (the product rollup joined to the product's brand). */
export async function brandSalesByLocation(db: Db, s: ReportScope, brand: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.account_id, r.source_id, r.location_key, max(${locationName}) as name,
        sum(r.units) as units, sum(r.revenue) as revenue
      from report_product_daily r
      join wh_products p on p.account_id = r.account_id and p.source_id = r.source_id and p.vendor_id = r.product_key
      ${locationJoin}
      where ${inScope(s)} and lower(p.data->>'brand') = lower(${brand})
      group by r.account_id, r.source_id, r.location_key order by 6 desc`),
  );
  return rows.map((r) => ({
    accountId: num(r.account_id),
    location: String(r.name),
    units: num(r.units),
    revenue: num(r.revenue),
  }));
}

/** The last day with sales in the accounts (the default end of the date range), or null. */
export async function latestSalesDay(db: Db, accountIds: number[]): Promise<string | null> {
  const rows = rowsOf<{ day: string | null }>(
    await db.execute(sql`
      select max(r.day)::text as day from report_sales_daily r
      where r.account_id in ${accounts({ accountIds, from: '', to: '', location: null })}`),
  );
  return rows[0]?.day ?? null;
}
