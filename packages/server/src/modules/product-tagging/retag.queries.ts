import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Filter, ruleCondition } from './tag-filters.queries.ts';

/**
 * The one CASE that names, for a product, the first of `rules` (in priority order) that matches
 * it; null when none does.
 */
export function firstMatchingRule(rules: ReadonlyArray<{ id: number; filters: Filter[] }>): SQL {
  if (rules.length === 0) return sql`null::integer`;
  const whens = rules.map((r) => sql`when ${ruleCondition(r.filters)} then ${r.id}::integer`);
  return sql`case ${sql.join(whens, sql` `)} else null end`;
}

export interface RetagBatch {
  /** the last product id of the batch (the next batch starts after it) */
  last: number;
  seen: number;
  changed: number;
}

/**
 * One batch in id order within `range` (after `after`, up to `upTo`): the first matching rule of each product, written only where
 * it changed. One statement, so a batch is applied whole or not at all.
 */
export async function retagBatch(
  db: Db,
  accountId: number,
  match: SQL,
  range: { after: number; upTo: number },
  size: number,
): Promise<RetagBatch> {
  const { after } = range;
  const result = await db.execute(sql`
    with batch as (
      select p.id, ${match} as rule_id from catalogue_products p
      where p.account_id = ${accountId} and p.id > ${after} and p.id <= ${range.upTo}
      order by p.id limit ${size}
    ), changed as (
      update catalogue_products c set rule_id = b.rule_id, tagged_at = now()
      from batch b where c.id = b.id and c.rule_id is distinct from b.rule_id
      returning c.id
    )
    select (select max(id) from batch) as last, (select count(*) from batch)::int as seen,
           (select count(*) from changed)::int as changed`);
  const [row] = rowsOf<{ last: string | number | null; seen: number; changed: number }>(result);
  return { last: Number(row?.last ?? after), seen: row?.seen ?? 0, changed: row?.changed ?? 0 };
}

/** The account's lowest and highest product ids (null when it has none). */
export async function findProductIdRange(db: Db, accountId: number): Promise<{ min: number; max: number } | null> {
  const [row] = rowsOf<{ min: string | number | null; max: string | number | null }>(
    await db.execute(
      sql`select min(id) as min, max(id) as max from catalogue_products where account_id = ${accountId}`,
    ),
  );
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/** A re-tag is queued for these accounts (what a list screen shows until it starts). */
export async function markRetagQueued(db: Db, accountIds: readonly number[]): Promise<void> {
  for (const accountId of accountIds)
    await db.execute(sql`
      insert into retag_progress (account_id, state, done, total, updated_at) values (${accountId}, 'queued', 0, 0, now())
      on conflict (account_id) do update set state = 'queued', done = 0, total = 0, updated_at = now()`);
}

/** A re-tag starts (its total known), moves on by `seen` products, or ends. */
export async function saveRetagProgress(
  db: Db,
  accountId: number,
  change: { state: 'running'; total: number } | { state: 'running'; add: number } | { state: 'done' },
): Promise<void> {
  if (change.state === 'done')
    await db.execute(
      sql`update retag_progress set state = 'done', done = total, updated_at = now() where account_id = ${accountId}`,
    );
  else if ('total' in change)
    await db.execute(sql`
      insert into retag_progress (account_id, state, done, total, updated_at) values (${accountId}, 'running', 0, ${change.total}, now())
      on conflict (account_id) do update set state = 'running', done = 0, total = excluded.total, updated_at = now()`);
  else
    await db.execute(
      sql`update retag_progress set done = least(total, done + ${change.add}), updated_at = now() where account_id = ${accountId}`,
    );
}

/** The re-tag state of these accounts, summed (a vertical's global list spans its retailers). */
export async function findRetagProgress(db: Db, accountIds: readonly number[]) {
  if (accountIds.length === 0) return { queued: 0, running: 0, done: 0, total: 0 };
  const [row] = rowsOf<{ queued: number; running: number; done: number; total: number }>(
    await db.execute(sql`
      select count(*) filter (where state = 'queued')::int as queued, count(*) filter (where state = 'running')::int as running,
             coalesce(sum(done) filter (where state = 'running'), 0)::int as done,
             coalesce(sum(total) filter (where state = 'running'), 0)::int as total
      from retag_progress where account_id = any(${`{${accountIds.join(',')}}`}::integer[])`),
  );
  return row ?? { queued: 0, running: 0, done: 0, total: 0 };
}

/** How many products the account has (a re-tag's total). */
export async function countProducts(db: Db, accountId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from catalogue_products where account_id = ${accountId}`),
  );
  return row?.n ?? 0;
}
