import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * How many products each of `ruleIds` categorises now: the products whose `rule_id` (their first
 * matching rule, as the last re-tag wrote it) it is. One grouped read of the rule_id index; a
 * global rule counts the products of every retailer it applies to. Rules that tag nothing are absent.
 */
export async function countProductsByRule(db: Db, ruleIds: readonly number[]): Promise<Map<number, number>> {
  if (ruleIds.length === 0) return new Map();
  const rows = rowsOf<{ rule_id: number; n: number }>(
    await db.execute(sql`
      select rule_id, count(*)::int as n from catalogue_products
      where rule_id = any(${`{${ruleIds.join(',')}}`}::integer[])
      group by rule_id`),
  );
  return new Map(rows.map((r) => [Number(r.rule_id), Number(r.n)]));
}
