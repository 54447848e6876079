import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Filter, nameOnlyCondition, ruleCondition } from './tag-filters.queries.ts';

/** One account is a plain equality, so that the planner can walk the (account, name) index in order. */
const inAccounts = (accountIds: readonly number[], alias = sql`p`) =>
  accountIds.length === 1
    ? sql`${alias}.account_id = ${accountIds[0]}`
    : sql`${alias}.account_id = any(${`{${accountIds.join(',')}}`}::integer[])`;

export interface PreviewRow {
  name: string;
  category: string | null;
  sku: string | null;
  upc: string | null;
  size: string | null;
  width: string | null;
  color: string | null;
  style: string | null;
  imageUrl: string | null;
  brand: string | null;
  sourceTags: string[];
  attributes: Record<string, string>;
}

/**
 * The products the filters match (all of them: AND), sorted by name then id (spec 3 §9), one
 * page, and how many match in all ('exactly what saving would do').
 */
export async function findPreviewProducts(
  db: Db,
  accountIds: readonly number[],
  filters: readonly Filter[],
  page: { take: number; skip: number },
): Promise<{ rows: PreviewRow[]; total: number }> {
  if (accountIds.length === 0) return { rows: [], total: 0 };
  const columns = sql`p.name, p.category, p.sku, p.upc, p.size, p.width, p.color, p.style, p.image_url as "imageUrl",
    p.brand, p.source_tags as "sourceTags", p.attributes`;
  // filters on the name alone are answered from the narrow copy of the names: the page walks its
  // (account, name, id) index reading no row (a common word is skipped over tens of thousands of
  // times before a page is full), the total rechecks each match on a narrow row, then the page's
  // hundred products are read by id
  const byName = nameOnlyCondition(filters);
  const where = byName
    ? sql`${inAccounts(accountIds, sql`n`)} and ${byName}`
    : sql`${inAccounts(accountIds)} and ${ruleCondition(filters)}`;
  const pageQuery = byName
    ? sql`
      select ${columns} from (
        select n.product_id, n.name from catalogue_names n where ${where}
        order by n.name, n.product_id limit ${page.take} offset ${page.skip}
      ) k join catalogue_products p on p.id = k.product_id
      order by k.name, k.product_id`
    : sql`
      select ${columns} from catalogue_products p where ${where}
      order by p.name, p.id limit ${page.take} offset ${page.skip}`;
  const counted = sql.raw(byName ? 'catalogue_names n' : 'catalogue_products p');
  const counting = sql`select count(*)::int as total from ${counted} where ${where}`;
  // the page and the count at once: on PostgreSQL they run on two connections side by side
  const [pageResult, countResult] = await Promise.all([db.execute(pageQuery), db.execute(counting)]);
  const rows = rowsOf<PreviewRow>(pageResult);
  const [count] = rowsOf<{ total: number }>(countResult);
  return { rows, total: count?.total ?? 0 };
}

/** The distinct source tags the accounts' products carry, sorted. */
export async function findSourceTags(db: Db, accountIds: readonly number[]): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = rowsOf<{ tag: string }>(
    await db.execute(sql`
      select distinct t as tag from catalogue_products p, unnest(p.source_tags) t
      where ${inAccounts(accountIds)} order by 1`),
  );
  return rows.map((r) => r.tag);
}

/** A number the vendor gave as text, or null when it is not one (a price never fails a fold). */
const numericOf = (path: string) =>
  sql.raw(
    `case when w.data->>'${path}' ~ '^-?[0-9]{1,11}(\\.[0-9]+)?$' then round((w.data->>'${path}')::numeric, 2) end`,
  );

/**
 * Copies one batch of a source's synced products (changed after `afterSeq`, in change order) into
 * the account's catalogue, one row per product, keeping each row's tagging outcome. Answers the
 * last change folded and how many, or null when nothing is left.
 */
export async function foldSourceProducts(
  db: Db,
  sourceId: number,
  afterSeq: number,
  limit: number,
): Promise<{ endSeq: number; count: number } | null> {
  const [row] = rowsOf<{ end_seq: string | number | null; count: number }>(
    await db.execute(sql`
      with batch as (
        select w.* from wh_products w
        where w.source_id = ${sourceId} and w.change_seq > ${afterSeq}
        order by w.change_seq limit ${limit}
      ), upserted as (
        insert into catalogue_products as c (account_id, origin, product_key, name, sku, upc, size, width, color,
          style, brand, price, cost, image_url, category, source_tags, updated_at)
        select w.account_id, 'source', 's' || w.source_id || ':' || w.vendor_id, coalesce(w.data->>'name', ''),
          w.data->>'sku', w.data->>'upc', w.data->>'size', w.data->>'width', w.data->>'color', w.data->>'style',
          w.data->>'brand', ${numericOf('price')}, ${numericOf('cost')}, w.data->>'imageUrl', w.data->>'category',
          coalesce((select array_agg(distinct lower(t)) from jsonb_array_elements_text(
            case when jsonb_typeof(w.data->'tags') = 'array' then w.data->'tags' else '[]'::jsonb end) t), '{}'),
          now()
        from batch w
        on conflict (account_id, product_key) do update set name = excluded.name, sku = excluded.sku,
          upc = excluded.upc, size = excluded.size, width = excluded.width, color = excluded.color,
          style = excluded.style, brand = excluded.brand, price = excluded.price, cost = excluded.cost,
          image_url = excluded.image_url, category = excluded.category, source_tags = excluded.source_tags,
          updated_at = excluded.updated_at
        returning 1
      )
      select (select max(change_seq) from batch) as end_seq, (select count(*) from upserted)::int as count`),
  );
  if (!row || row.end_seq === null) return null;
  return { endSeq: Number(row.end_seq), count: row.count };
}

export async function findCatalogueCursor(db: Db, sourceId: number): Promise<number> {
  const [row] = rowsOf<{ last_seq: string | number }>(
    await db.execute(sql`select last_seq from catalogue_cursors where source_id = ${sourceId}`),
  );
  return row ? Number(row.last_seq) : 0;
}

export async function saveCatalogueCursor(db: Db, sourceId: number, lastSeq: number): Promise<void> {
  await db.execute(sql`
    insert into catalogue_cursors (source_id, last_seq) values (${sourceId}, ${lastSeq})
    on conflict (source_id) do update set last_seq = excluded.last_seq`);
}

/** The account's sources (ids): each feeds the catalogue from its products stream. */
export async function findAccountSourceIds(db: Db, accountId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from sources where account_id = ${accountId}`));
  return rows.map((r) => r.id);
}

/** The source's account and its type. */
export async function findSourceAccount(db: Db, sourceId: number) {
  const [row] = rowsOf<{ accountId: number; accountType: string }>(
    await db.execute(sql`
      select a.id as "accountId", a.account_type as "accountType"
      from sources s join accounts a on a.id = s.account_id where s.id = ${sourceId}`),
  );
  return row;
}
