import {
  type PreviewBody,
  requiredFieldErrors,
  TAGGING_ERRORS,
  TAGGING_MESSAGES,
  type TagRule,
  type TagRuleBody,
  type TagRuleListItem,
} from '@storelens/contract/api/product-tagging';
import { productAttributeOf, TAGGING_TEXT, type TaggingScope } from '@storelens/contract/domain/tagging';
import type { Deps } from '../../deps.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { auditCallerChange } from '../../platform/audit.ts';
import { fieldError, fieldsError, HttpError } from '../../platform/errors.ts';
import { findPreviewProducts, findSourceTags } from './catalogue.queries.ts';
import { findRetagProgress, markRetagQueued } from './retag.queries.ts';
import { countProductsByRule } from './rule-outcomes.queries.ts';
import {
  deleteRule,
  findRule,
  findRules,
  insertRule,
  reorderRules,
  type TagRuleRow,
  updateRule,
} from './tag-rules.queries.ts';
import { checkFilters, resolveTaggingOwner, type TaggingOwner } from './tagging-owner.service.ts';

type Params = { type: TaggingScope; accountId: string };

const toTagRule = (row: TagRuleRow): TagRule => ({
  ...row,
  filters: row.filters as TagRule['filters'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const notFound = () => HttpError.from(404, TAGGING_ERRORS.ruleNotFound);

/** after any change to a list, its accounts are re-tagged in the background. */
async function queueRetag(deps: Deps, owner: TaggingOwner): Promise<void> {
  await markRetagQueued(deps.database.db, owner.accountIds);
  for (const accountId of owner.accountIds) await deps.sendJob('product-retag', { accountId });
}

/** GET .../progress: the list's re-tag, for the list screen. */
export async function retagProgress(deps: Deps, access: AccessContext, params: Params) {
  const owner = await resolveTaggingOwner(deps, access, params);
  return findRetagProgress(deps.database.db, owner.accountIds);
}

/** spec 3 §5: the fields the vertical's isRequired flags name must be set (the page says the same). */
function checkRequiredFields(body: TagRuleBody, owner: TaggingOwner): void {
  const fields = requiredFieldErrors(body, owner.tagging.isRequired, owner.tagging.extensionFields);
  if (Object.keys(fields).length > 0) throw fieldsError(fields);
}

async function audit(deps: Deps, access: AccessContext, action: string, owner: TaggingOwner, id: number) {
  await auditCallerChange(deps.database.db, access, {
    action,
    accountId: owner.owner.scope === 'account' ? owner.owner.accountId : null,
    targetType: 'tagRule',
    targetId: id,
    details: owner.owner.scope === 'global' ? { verticalId: owner.verticalId } : {},
  });
}

/** The owner's rules, highest priority first, each with the products it categorises now. */
async function rulesWithOutcome(deps: Deps, owner: TaggingOwner): Promise<TagRuleListItem[]> {
  const rows = await findRules(deps.database.db, owner.owner);
  const counts = await countProductsByRule(
    deps.database.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...toTagRule(row), productCount: counts.get(row.id) ?? 0 }));
}

/** GET /products/tagging/{type}/{accountId}: the rules, highest priority first. */
export async function listTagRules(deps: Deps, access: AccessContext, params: Params): Promise<TagRuleListItem[]> {
  const owner = await resolveTaggingOwner(deps, access, params);
  return rulesWithOutcome(deps, owner);
}

export async function getTagRule(deps: Deps, access: AccessContext, params: Params, id: number): Promise<TagRule> {
  const owner = await resolveTaggingOwner(deps, access, params);
  const row = await findRule(deps.database.db, owner.owner, id);
  if (!row) throw notFound();
  return toTagRule(row);
}

export async function createTagRule(deps: Deps, access: AccessContext, params: Params, body: TagRuleBody) {
  const owner = await resolveTaggingOwner(deps, access, params);
  checkFilters(body.filters, owner.columns);
  checkRequiredFields(body, owner);
  const row = await insertRule(deps.database.db, owner.owner, body);
  await audit(deps, access, 'tagRule.create', owner, row.id);
  await queueRetag(deps, owner);
  return toTagRule(row);
}

export async function updateTagRule(deps: Deps, access: AccessContext, params: Params, id: number, body: TagRuleBody) {
  const owner = await resolveTaggingOwner(deps, access, params);
  checkFilters(body.filters, owner.columns);
  checkRequiredFields(body, owner);
  const row = await updateRule(deps.database.db, owner.owner, id, body);
  if (!row) throw notFound();
  await audit(deps, access, 'tagRule.update', owner, id);
  await queueRetag(deps, owner);
  return toTagRule(row);
}

export async function deleteTagRule(deps: Deps, access: AccessContext, params: Params, id: number) {
  const owner = await resolveTaggingOwner(deps, access, params);
  if (!(await deleteRule(deps.database.db, owner.owner, id))) throw notFound();
  await audit(deps, access, 'tagRule.delete', owner, id);
  await queueRetag(deps, owner);
  return { id };
}

/** PUT .../reorder: the list's ids, first the highest priority. */
export async function reorderTagRules(deps: Deps, access: AccessContext, params: Params, ruleIds: number[]) {
  const owner = await resolveTaggingOwner(deps, access, params);
  if (!(await reorderRules(deps.database.db, owner.owner, ruleIds)))
    throw fieldError('ruleIds', TAGGING_MESSAGES.reorderMismatch);
  await queueRetag(deps, owner);
  // the counts are still the old order's until the re-tag has run; the list asks again then
  return rulesWithOutcome(deps, owner);
}

/** GET .../lists: the source tags the owner's products carry (for the 'Source Tags.txt' download). */
export async function tagLists(deps: Deps, access: AccessContext, params: Params) {
  const owner = await resolveTaggingOwner(deps, access, params);
  return { sourceTags: await findSourceTags(deps.database.db, owner.accountIds) };
}

/** GET /products/unusedSourceTags: the source tags no rule filters on; 'ALL' when no rule uses any. */
export async function unusedSourceTags(deps: Deps, access: AccessContext, params: Params) {
  const owner = await resolveTaggingOwner(deps, access, params);
  const used = new Set<string>();
  for (const rule of await findRules(deps.database.db, owner.owner))
    for (const filter of rule.filters)
      if (productAttributeOf(filter.column) === 'sourceTags') for (const v of filter.values) used.add(v.toLowerCase());
  if (used.size === 0) return TAGGING_TEXT.allUnused;
  const tags = await findSourceTags(deps.database.db, owner.accountIds);
  return tags.filter((tag) => !used.has(tag.toLowerCase()));
}

/** POST /products/preview/{type}/{accountId}: what a rule with these filters would tag. */
export async function previewTagRule(deps: Deps, access: AccessContext, params: Params, body: PreviewBody) {
  const owner = await resolveTaggingOwner(deps, access, params);
  checkFilters(body.filters, owner.columns);
  const { rows, total } = await findPreviewProducts(deps.database.db, owner.accountIds, body.filters, body);
  return { products: rows, total };
}
