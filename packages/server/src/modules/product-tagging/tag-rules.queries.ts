import type { TagRuleBody } from '@storelens/contract/api/product-tagging';
import type { FilterType } from '@storelens/contract/domain/tagging';
import { and, asc, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tagRules } from '../../db/products.schema.ts';
import { firstRow } from '../../db/rows.ts';
import { accounts, verticals } from '../../db/schema.ts';

/** Whose rules: one account's, or the global retailer rules of a vertical. */
export type RuleOwner = { scope: 'account'; accountId: number } | { scope: 'global'; verticalId: string };

export type TagRuleRow = typeof tagRules.$inferSelect;

const ownedBy = (owner: RuleOwner): SQL =>
  owner.scope === 'account'
    ? and(eq(tagRules.scope, 'account'), eq(tagRules.accountId, owner.accountId))!
    : and(eq(tagRules.scope, 'global'), eq(tagRules.verticalId, owner.verticalId), isNull(tagRules.accountId))!;

export const findVerticalForTagging = (db: Db, verticalId: string) =>
  firstRow(
    db
      .select({ id: verticals.id, pages: verticals.pages, tagging: verticals.tagging })
      .from(verticals)
      .where(eq(verticals.id, verticalId)),
  );

export const findAccountForTagging = (db: Db, accountId: number) =>
  firstRow(
    db
      .select({ id: accounts.id, accountType: accounts.accountType, verticalId: accounts.verticalId })
      .from(accounts)
      .where(eq(accounts.id, accountId)),
  );

/** The owner's rules, highest priority first (sort order, then age). */
export const findRules = (db: Db, owner: RuleOwner): Promise<TagRuleRow[]> =>
  db.select().from(tagRules).where(ownedBy(owner)).orderBy(asc(tagRules.sortOrder), asc(tagRules.id));

/** What the engine needs of each rule, in priority order. */
export async function findRulesInPriority(db: Db, owner: RuleOwner) {
  const rows = await db
    .select({ id: tagRules.id, filters: tagRules.filters })
    .from(tagRules)
    .where(ownedBy(owner))
    .orderBy(asc(tagRules.sortOrder), asc(tagRules.id));
  return rows.map((r) => ({ id: r.id, filters: r.filters.map((f) => ({ ...f, type: f.type as FilterType })) }));
}

export async function findRule(db: Db, owner: RuleOwner, id: number): Promise<TagRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(tagRules)
    .where(and(ownedBy(owner), eq(tagRules.id, id)));
  return row;
}

const ownerColumns = (owner: RuleOwner) =>
  owner.scope === 'account'
    ? { scope: 'account' as const, accountId: owner.accountId, verticalId: null }
    : { scope: 'global' as const, accountId: null, verticalId: owner.verticalId };

/** A new rule goes last in its list (the lowest priority) until reordered. */
export async function insertRule(db: Db, owner: RuleOwner, body: TagRuleBody): Promise<TagRuleRow> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sortOrder: max(tagRules.sortOrder) })
      .from(tagRules)
      .where(ownedBy(owner));
    const [row] = await tx
      .insert(tagRules)
      .values({ ...ownerColumns(owner), ...body, sortOrder: (last?.sortOrder ?? 0) + 1 })
      .returning();
    return row!;
  });
}

export async function updateRule(db: Db, owner: RuleOwner, id: number, body: TagRuleBody) {
  const [row] = await db
    .update(tagRules)
    .set({ ...body, updatedAt: new Date() })
    .where(and(ownedBy(owner), eq(tagRules.id, id)))
    .returning();
  return row;
}

export async function deleteRule(db: Db, owner: RuleOwner, id: number): Promise<boolean> {
  const rows = await db
    .delete(tagRules)
    .where(and(ownedBy(owner), eq(tagRules.id, id)))
    .returning({ id: tagRules.id });
  return rows.length > 0;
}

/** Sets the list's order to `ids` (first = highest priority); false when they are not exactly its rules. */
export async function reorderRules(db: Db, owner: RuleOwner, ids: number[]): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await tx.select({ id: tagRules.id }).from(tagRules).where(ownedBy(owner)).for('update');
    const known = new Set(current.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return false;
    if (ids.length === 0) return true;
    const positions = sql.join(
      ids.map((id, i) => sql`(${id}::integer, ${i + 1}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update tag_rules r set sort_order = v.pos, updated_at = now()
      from (values ${positions}) as v(id, pos) where r.id = v.id`);
    return true;
  });
}

/** The retailer-kind accounts of a vertical: whom a global rule change re-tags. */
export async function findRetailerAccountIds(db: Db, verticalId: string): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.verticalId, verticalId), inArray(accounts.accountType, ['Retailer', 'Retailer Rollup'])));
  return rows.map((r) => r.id);
}
