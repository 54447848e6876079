import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { sources, whOrders } from '../db/connectors.schema.ts';
import {
  reportCustomerFirst,
  reportLineFacts,
  reportOrderFacts,
  reportProductDaily,
  reportRollupCursors,
  reportSalesDaily,
} from '../db/report-rollups.schema.ts';
import { accounts } from '../db/schema.ts';

/** Rows of a raw statement, on PGlite and node-postgres alike. */

/** The account's sources (ids only): the rollups are folded per source, on its change index. */
export async function findAccountSourceIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db.select({ id: sources.id }).from(sources).where(eq(sources.accountId, accountId));
  return rows.map((r) => r.id);
}

/** The source's account and its type (a Connectors account has no reports, contract/access/report-access). */
export async function findSourceAccount(
  db: Db,
  sourceId: number,
): Promise<{ accountId: number; accountType: string } | undefined> {
  const [row] = await db
    .select({ accountId: sources.accountId, accountType: accounts.accountType })
    .from(sources)
    .innerJoin(accounts, eq(accounts.id, sources.accountId))
    .where(eq(sources.id, sourceId));
  return row;
}

export async function findRollupCursor(db: Db, sourceId: number): Promise<number> {
  const [row] = await db
    .select({ lastSeq: reportRollupCursors.lastSeq })
    .from(reportRollupCursors)
    .where(eq(reportRollupCursors.sourceId, sourceId));
  return row?.lastSeq ?? 0;
}

export async function saveRollupCursor(db: Db, accountId: number, sourceId: number, lastSeq: number): Promise<void> {
  await db
    .insert(reportRollupCursors)
    .values({ sourceId, accountId, lastSeq })
    .onConflictDoUpdate({ target: reportRollupCursors.sourceId, set: { lastSeq } });
}

/**
 * The change sequence closing the next batch of at most `limit` changed orders of a source past
 * `afterSeq` (the (source_id, change_seq) index), or null when nothing changed.
 */
export async function nextOrderBatchEnd(db: Db, sourceId: number, afterSeq: number, limit: number) {
  const rows = rowsOf<{ seq: string | number | null; n: string | number }>(
    await db.execute(sql`
      select max(seq) as seq, count(*) as n from (
        select ${whOrders.changeSeq} as seq from ${whOrders}
        where ${whOrders.sourceId} = ${sourceId} and ${whOrders.changeSeq} > ${afterSeq}
        order by ${whOrders.changeSeq} limit ${limit}) batch`),
  );
  const seq = rows[0]?.seq;
  return seq === null || seq === undefined ? null : { endSeq: Number(seq), count: Number(rows[0]?.n ?? 0) };
}

/** The orders of one batch: a source's orders whose change sequence is in (afterSeq, endSeq]. */
const batchOrders = (sourceId: number, afterSeq: number, endSeq: number) => sql`
  select o.vendor_id, o.data, o.account_id, o.stored_at from ${whOrders} o
  where o.source_id = ${sourceId} and o.change_seq > ${afterSeq} and o.change_seq <= ${endSeq}`;

// an order's day is the date its vendor gave it (ISO text: the date in the store's offset)
const DAY =
  sql.raw(`case when o.data->>'createdAt' ~ '^\\d{4}-\\d{2}-\\d{2}' then substr(o.data->>'createdAt', 1, 10)::date
  else o.stored_at::date end`);
const NUM = (path: string) =>
  sql.raw(`case when jsonb_typeof(${path}) = 'number' then (${path})::text::numeric else 0 end`);

export interface FoldedKeys {
  groups: Array<{ day: string; locationKey: string }>;
  customers: string[];
}

/**
 * Replaces the facts of one batch's orders (their old rows out, their current rows in) and answers
 * the day/location groups and customers they touched, old and new, for the rollups to recompute.
 */
export async function replaceOrderFacts(
  tx: Db,
  accountId: number,
  sourceId: number,
  afterSeq: number,
  endSeq: number,
): Promise<FoldedKeys> {
  // the batch's order ids first, then each old fact by its key: joined to the batch instead, a planner
  // without fresh statistics on the facts walked the warehouse's whole key index once per fact
  const ids = rowsOf<{ vendor_id: string }>(
    await tx.execute(sql`
      select o.vendor_id from ${whOrders} o
      where o.source_id = ${sourceId} and o.change_seq > ${afterSeq} and o.change_seq <= ${endSeq}`),
  ).map((r) => r.vendor_id);
  const idList = sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  const old = rowsOf<{ day: string; location_key: string; customer_key: string | null }>(
    await tx.execute(sql`
      delete from ${reportOrderFacts} f
      where f.account_id = ${accountId} and f.source_id = ${sourceId} and f.vendor_id = any(${idList})
      returning f.day::text as day, f.location_key, f.customer_key`),
  );
  await tx.execute(sql`
    delete from ${reportLineFacts} f where f.source_id = ${sourceId} and f.order_vendor_id = any(${idList})`);
  const fresh = rowsOf<{ day: string; location_key: string; customer_key: string | null }>(
    await tx.execute(sql`
      insert into ${reportOrderFacts} (account_id, source_id, vendor_id, day, location_key, customer_key, revenue, units)
      select ${accountId}, ${sourceId}, o.vendor_id, ${DAY},
        coalesce(o.data->>'locationVendorId', ''),
        coalesce(nullif(lower(o.data->>'email'), ''), 'id:' || nullif(o.data->>'customerVendorId', '')),
        ${NUM("o.data->'total'")},
        coalesce((select sum(${NUM("l->'quantity'")}) from jsonb_array_elements(
          case when jsonb_typeof(o.data->'lines') = 'array' then o.data->'lines' else '[]'::jsonb end) l), 0)::int
      from (${batchOrders(sourceId, afterSeq, endSeq)}) o
      where o.account_id = ${accountId}
      returning day::text as day, location_key, customer_key`),
  );
  // the lines straight from the orders (not joined to the facts just written: without statistics on
  // them the planner would scan the facts once per order). A line's revenue is its share of the
  // order's total (by price × quantity, else by quantity), the last line taking the cents left over:
  // the lines of an order add up to its total, so product pages and Sales Overview agree
  await tx.execute(sql`
    insert into ${reportLineFacts} (account_id, source_id, order_vendor_id, line_no, day, location_key, product_key, name, units, revenue)
    select ${accountId}, ${sourceId}, x.vendor_id, x.n, x.day, x.location_key, x.product_key, x.name, x.units,
      case when x.n = max(x.n) over w then x.total - (sum(x.share) over w - x.share) else x.share end
    from (
      select o.vendor_id, l.n, ${DAY} as day, coalesce(o.data->>'locationVendorId', '') as location_key,
        coalesce(nullif(l.line->>'productVendorId', ''), nullif(l.line->>'sku', ''), coalesce(l.line->>'name', '')) as product_key,
        coalesce(l.line->>'name', '') as name,
        ${NUM("l.line->'quantity'")}::int as units,
        ${NUM("o.data->'total'")} as total,
        round(case
          when t.value <> 0 then ${NUM("o.data->'total'")} * ${NUM("l.line->'quantity'")} * ${NUM("l.line->'price'")} / t.value
          when t.qty <> 0 then ${NUM("o.data->'total'")} * ${NUM("l.line->'quantity'")} / t.qty
          else 0 end, 2) as share
      from (${batchOrders(sourceId, afterSeq, endSeq)}) o
      cross join lateral (
        select coalesce(sum(${NUM("e->'quantity'")} * ${NUM("e->'price'")}), 0) as value, coalesce(sum(${NUM("e->'quantity'")}), 0) as qty
        from jsonb_array_elements(case when jsonb_typeof(o.data->'lines') = 'array' then o.data->'lines' else '[]'::jsonb end) e
        where jsonb_typeof(e) = 'object') t
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(o.data->'lines') = 'array' then o.data->'lines' else '[]'::jsonb end)
        with ordinality as l(line, n)
      where o.account_id = ${accountId} and jsonb_typeof(l.line) = 'object') x
    window w as (partition by x.vendor_id)`);
  const groups = new Map<string, { day: string; locationKey: string }>();
  const customers = new Set<string>();
  for (const r of [...old, ...fresh]) {
    groups.set(`${r.day}|${r.location_key}`, { day: r.day, locationKey: r.location_key });
    if (r.customer_key) customers.add(r.customer_key);
  }
  return { groups: [...groups.values()], customers: [...customers] };
}

/** Recomputes the daily sales and product rows of the touched (day, location) groups of a source. */
export async function recomputeDailyGroups(
  tx: Db,
  accountId: number,
  sourceId: number,
  groups: FoldedKeys['groups'],
): Promise<void> {
  if (groups.length === 0) return;
  const keys = sql`(select (g->>'day')::date as day, g->>'loc' as loc
    from jsonb_array_elements(${JSON.stringify(groups.map((g) => ({ day: g.day, loc: g.locationKey })))}::jsonb) g)`;
  await tx.execute(sql`
    delete from ${reportSalesDaily} s using ${keys} k
    where s.account_id = ${accountId} and s.source_id = ${sourceId} and s.day = k.day and s.location_key = k.loc`);
  await tx.execute(sql`
    insert into ${reportSalesDaily} (account_id, source_id, day, location_key, orders, units, revenue)
    select ${accountId}, ${sourceId}, f.day, f.location_key, count(*), sum(f.units), sum(f.revenue)
    from ${reportOrderFacts} f join ${keys} k on f.day = k.day and f.location_key = k.loc
    where f.account_id = ${accountId} and f.source_id = ${sourceId}
    group by f.day, f.location_key`);
  await tx.execute(sql`
    delete from ${reportProductDaily} p using ${keys} k
    where p.account_id = ${accountId} and p.source_id = ${sourceId} and p.day = k.day and p.location_key = k.loc`);
  await tx.execute(sql`
    insert into ${reportProductDaily} (account_id, source_id, day, location_key, product_key, name, units, revenue)
    select ${accountId}, ${sourceId}, l.day, l.location_key, l.product_key, max(l.name), sum(l.units), sum(l.revenue)
    from ${reportLineFacts} l join ${keys} k on l.day = k.day and l.location_key = k.loc
    where l.account_id = ${accountId} and l.source_id = ${sourceId}
    group by l.day, l.location_key, l.product_key`);
}

/** Recomputes the first order day of the touched customers, across the account's sources. */
export async function recomputeCustomerFirst(tx: Db, accountId: number, customers: string[]): Promise<void> {
  if (customers.length === 0) return;
  const list = sql`(select jsonb_array_elements_text(${JSON.stringify(customers)}::jsonb) as k)`;
  await tx.execute(sql`
    delete from ${reportCustomerFirst} c using ${list} t
    where c.account_id = ${accountId} and c.customer_key = t.k`);
  await tx.execute(sql`
    insert into ${reportCustomerFirst} (account_id, customer_key, first_day)
    select ${accountId}, f.customer_key, min(f.day) from ${reportOrderFacts} f join ${list} t on f.customer_key = t.k
    where f.account_id = ${accountId} group by f.customer_key`);
}

/** Removes every rollup of the given sources (their warehouse rows were deleted: delete-account-data). */
export async function deleteRollupsOfSources(db: Db, accountId: number, sourceIds: number[]): Promise<void> {
  if (sourceIds.length === 0) return;
  for (const table of [reportOrderFacts, reportLineFacts, reportSalesDaily, reportProductDaily]) {
    await db.delete(table).where(inArray(table.sourceId, sourceIds));
  }
  await db.delete(reportRollupCursors).where(inArray(reportRollupCursors.sourceId, sourceIds));
  // first days are per account: recomputed from what is left
  await db.delete(reportCustomerFirst).where(eq(reportCustomerFirst.accountId, accountId));
  await db.execute(sql`
    insert into ${reportCustomerFirst} (account_id, customer_key, first_day)
    select ${accountId}, customer_key, min(day) from ${reportOrderFacts}
    where account_id = ${accountId} and customer_key is not null group by customer_key`);
}

/** Whether any source of the account has orders past its rollup cursor (the read-time catch-up check). */
export async function hasPendingOrders(db: Db, accountId: number): Promise<boolean> {
  const rows = rowsOf<{ pending: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from ${sources} s
        left join ${reportRollupCursors} c on c.source_id = s.id
        where s.account_id = ${accountId} and exists (
          select 1 from ${whOrders} o where o.source_id = s.id and o.change_seq > coalesce(c.last_seq, 0))
      ) as pending`),
  );
  return rows[0]?.pending === true;
}
