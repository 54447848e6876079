import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** Retailer-kind accounts' products, limited to some verticals (null: all). */
const retailerProducts = (verticalIds: string[] | null) => sql`
  select p.* from catalogue_products p join accounts a on a.id = p.account_id
  where a.account_type in ('Retailer', 'Retailer Rollup')
  ${verticalIds ? sql`and a.vertical_id = any(${textArray(verticalIds)})` : sql``}`;

/** The brand name of each Brand account: its settings' brand, else its name. */
export const BRAND_NAME = sql`coalesce(nullif(trim(b.settings->>'brand'), ''), b.name)`;

const SORT_SQL: Record<string, SQL> = {
  sourceBrand: sql`lower(source_brand)`,
  destinationBrand: sql`lower(destination_brand)`,
  createdAt: sql`created_at`,
};

/**
 * The source brands — as retailers' products name them — with their mapping (spec 3 §3): searched
 * case-insensitively, sorted, one page, and the total. An unmapped brand's date is when its first
 * product arrived.
 */
export async function findMappingSummary(
  db: Db,
  verticalIds: string[] | null,
  q: { take: number; skip: number; sortBy: string; sortOrder: 'asc' | 'desc'; search: string },
) {
  const search = q.search
    ? sql`where b.source_brand ilike ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : sql``;
  const listed = sql`
    with brands as (
      select p.brand as source_brand, min(p.updated_at) as first_seen
      from (${retailerProducts(verticalIds)}) p where coalesce(p.brand, '') <> '' group by p.brand
    )
    select b.source_brand, m.destination_brand, coalesce(m.created_at, b.first_seen) as created_at
    from brands b left join brand_mappings m on m.source_brand = b.source_brand ${search}`;
  const direction = sql.raw(q.sortOrder === 'desc' ? 'desc nulls last' : 'asc nulls last');
  const rows = rowsOf<{ sourceBrand: string; destinationBrand: string | null; createdAt: Date | string }>(
    await db.execute(sql`
      select source_brand as "sourceBrand", destination_brand as "destinationBrand", created_at as "createdAt"
      from (${listed}) l order by ${SORT_SQL[q.sortBy] ?? SORT_SQL.sourceBrand} ${direction}, source_brand
      limit ${q.take} offset ${q.skip}`),
  );
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from (${listed}) l`));
  return {
    total: count?.total ?? 0,
    brands: rows.map((r) => ({
      sourceBrand: r.sourceBrand,
      destinationBrand: r.destinationBrand,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}

/** The brands of Brand accounts (the mapping's destinations), sorted. */
export async function findDestinationBrands(db: Db, verticalIds: string[] | null): Promise<string[]> {
  const rows = rowsOf<{ brand: string }>(
    await db.execute(sql`
      select distinct ${BRAND_NAME} as brand from accounts b where b.account_type = 'Brand'
      ${verticalIds ? sql`and b.vertical_id = any(${textArray(verticalIds)})` : sql``}
      order by 1`),
  );
  return rows.map((r) => r.brand);
}

export async function saveMapping(db: Db, sourceBrand: string, destinationBrand: string | null): Promise<void> {
  await db.execute(sql`
    insert into brand_mappings (source_brand, destination_brand) values (${sourceBrand}, ${destinationBrand})
    on conflict (source_brand) do update set destination_brand = excluded.destination_brand`);
}

/** Retailer accounts carrying products of the source brand, with their counts. */
export async function findBrandAccountSummary(db: Db, verticalIds: string[] | null, sourceBrand: string) {
  return rowsOf<{ account: string; count: number }>(
    await db.execute(sql`
      select a.name as account, count(*)::int as count from (${retailerProducts(verticalIds)}) p
      join accounts a on a.id = p.account_id where p.brand = ${sourceBrand}
      group by a.name order by count(*) desc, a.name`),
  );
}

/** The source brand's products by the category their rule gave them ('Uncategorized' for none). */
export async function findBrandCategorySummary(db: Db, verticalIds: string[] | null, sourceBrand: string) {
  return rowsOf<{ category: string; count: number }>(
    await db.execute(sql`
      select coalesce(r.category, 'Uncategorized') as category, count(*)::int as count
      from (${retailerProducts(verticalIds)}) p left join tag_rules r on r.id = p.rule_id
      where p.brand = ${sourceBrand} group by 1 order by count(*) desc, 1`),
  );
}

/** The source brand's first 100 products by name. */
export async function findBrandPreview(db: Db, verticalIds: string[] | null, sourceBrand: string) {
  return rowsOf<{ name: string; sku: string | null; upc: string | null; account: string; category: string | null }>(
    await db.execute(sql`
      select p.name, p.sku, p.upc, a.name as account, r.category
      from (${retailerProducts(verticalIds)}) p join accounts a on a.id = p.account_id
      left join tag_rules r on r.id = p.rule_id
      where p.brand = ${sourceBrand} order by p.name, p.id limit 100`),
  );
}

/** Retailer-kind accounts whose products carry the brand. */
export async function findRetailerBrandAccounts(db: Db, brand: string): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select distinct p.account_id as id from catalogue_products p join accounts a on a.id = p.account_id
      where p.brand = ${brand} and a.account_type in ('Retailer', 'Retailer Rollup')`),
  );
  return rows.map((r) => r.id);
}
