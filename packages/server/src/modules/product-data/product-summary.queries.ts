import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { BRAND_NAME } from './brand-mapping.queries.ts';

export interface SummaryQuery {
  take: number;
  skip: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

interface SummaryRow {
  accountId: number;
  name: string;
  totalProducts: number;
  matchedProducts: number;
  unmatchedProducts: number;
  categorizedProducts: number;
  matchedPercent: number;
  unmatchedPercent: number;
  categorizedPercent: number;
  total: number;
}

const SORTABLE = new Set([
  'name',
  'totalProducts',
  'matchedProducts',
  'matchedPercent',
  'unmatchedProducts',
  'unmatchedPercent',
  'categorizedProducts',
  'categorizedPercent',
]);

/** Counts per account → the answer's rows, percents as fractions, sorted and paged. */
async function pageOf(db: Db, counts: SQL, q: SummaryQuery) {
  const sortBy = SORTABLE.has(q.sortBy) ? q.sortBy : 'categorizedPercent';
  const rows = rowsOf<SummaryRow>(
    await db.execute(sql`
      with counts as (${counts}), rows as (
        select "accountId", name, total::int as "totalProducts", matched::int as "matchedProducts",
          (total - matched)::int as "unmatchedProducts", categorized::int as "categorizedProducts",
          case when total > 0 then matched::float8 / total else 0 end as "matchedPercent",
          case when total > 0 then (total - matched)::float8 / total else 0 end as "unmatchedPercent",
          case when total > 0 then categorized::float8 / total else 0 end as "categorizedPercent"
        from counts
      )
      select *, count(*) over ()::int as total from rows
      order by ${sql.identifier(sortBy)} ${sql.raw(q.sortOrder === 'desc' ? 'desc' : 'asc')}, name, "accountId"
      limit ${q.take} offset ${q.skip}`),
  );
  return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
}

/**
 * spec 1 §2 retailer product summary: each retailer-kind account of the vertical with its products,
 * how many are matched — their UPC is in a brand's catalogue of the vertical, or their brand
 * (through the brand mapping when there is one) is a Brand account's brand — and how many a rule
 * categorized.
 */
export function findRetailerSummary(db: Db, verticalId: string, q: SummaryQuery) {
  return pageOf(
    db,
    sql`
      with brand_names as (
        select distinct lower(${BRAND_NAME}) as brand from accounts b
        where b.account_type = 'Brand' and b.vertical_id = ${verticalId}
      ), brand_upcs as (
        select distinct p.upc from catalogue_products p join accounts b on b.id = p.account_id
        where b.account_type = 'Brand' and b.vertical_id = ${verticalId} and p.upc is not null
      )
      select a.id as "accountId", a.name, count(p.id) as total,
        count(p.id) filter (where p.upc in (select upc from brand_upcs)
          or lower(coalesce(m.destination_brand, p.brand)) in (select brand from brand_names)) as matched,
        count(p.id) filter (where r.category is not null) as categorized
      from accounts a
      left join catalogue_products p on p.account_id = a.id
      left join brand_mappings m on m.source_brand = p.brand
      left join tag_rules r on r.id = p.rule_id
      where a.vertical_id = ${verticalId} and a.account_type in ('Retailer', 'Retailer Rollup')
      group by a.id, a.name`,
    q,
  );
}

/**
 * spec 1 §2 brand product summary: each Brand account of the vertical (named by its brand) with its
 * catalogue, how many of its products retailers carry (by UPC), and how many a rule categorized.
 */
export function findBrandSummary(db: Db, verticalId: string, q: SummaryQuery) {
  return pageOf(
    db,
    sql`
      with retailer_upcs as (
        select distinct p.upc from catalogue_products p join accounts r on r.id = p.account_id
        where r.account_type in ('Retailer', 'Retailer Rollup') and r.vertical_id = ${verticalId} and p.upc is not null
      )
      select b.id as "accountId", ${BRAND_NAME} as name, count(p.id) as total,
        count(p.id) filter (where p.upc in (select upc from retailer_upcs)) as matched,
        count(p.id) filter (where r.category is not null) as categorized
      from accounts b
      left join catalogue_products p on p.account_id = b.id
      left join tag_rules r on r.id = p.rule_id
      where b.vertical_id = ${verticalId} and b.account_type = 'Brand'
      group by b.id, ${BRAND_NAME}`,
    q,
  );
}
