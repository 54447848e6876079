import { z } from 'zod';
import {
  EXTENSION_FIELDS,
  type ExtensionFieldKey,
  FILTER_TYPES,
  isListFilterType,
  TAGGING_LIMITS as L,
  TAGGING_SCOPES,
  type TaggingScope,
} from '../domain/tagging.ts';
import { nullableTextMax, requiredLine, requiredTextMax, text } from '../validation/fields.ts';
import { connectorMsg, msg } from '../validation/messages.ts';
import { ADMIN_ACCOUNT_ERRORS } from './admin-accounts.ts';
import { bodyId, nullableStrings, pathId } from './common.ts';
import { ExtensionField, RequiredTaggingFields, TaggingCategory, TaggingColumn, VERTICAL_ERRORS } from './verticals.ts';

/** spec 3 §5: the tag rule's own messages (the spec gives the rules, not their wording). */
export const TAGGING_MESSAGES = {
  deeperWithoutLevel: (level: number) => `Category ${level} needs Category ${level - 1}`,
  listValues: 'Select at least one value',
  reorderMismatch: 'The rule ids must be exactly the rules of this list',
  unknownColumn: (column: string) => `Column ${column} is not one of the allowed options`,
  wrongFilterType: (type: string, column: string) => `Filter Type ${type} does not apply to the column ${column}`,
  listValue: (value: string, column: string) => `${value} is not one of the values of ${column}`,
} as const;

/** Refusals of the tagging calls (spec 3 §2 and §6 say who; the wording is ours). */
export const TAGGING_ERRORS = {
  accountType: { error: 'AccountType', message: 'Product tagging is for Brand and Retailer accounts.' },
  pageDisabled: { error: 'PageDisabled', message: 'Product tagging is not enabled for this account.' },
  globalDisabled: { error: 'PageDisabled', message: 'Global retailer tagging is not enabled for this vertical.' },
  verticalNotFound: VERTICAL_ERRORS.notFound,
  accountNotFound: ADMIN_ACCOUNT_ERRORS.notFound,
  ruleNotFound: { error: 'NotFound', message: 'The tag rule was not found.' },
} as const;

/** `{type}/{accountId}`: an account id, or in global mode the vertical id (spec 3 §7). */
export const TaggingParams = z.object({
  type: z.enum(TAGGING_SCOPES, { error: () => connectorMsg.option('Type') }),
  accountId: text('Account').trim().min(1).max(100),
});
export const TagRuleParams = TaggingParams.extend({ id: pathId() });
export const TaggingMetadataParams = z.object({ verticalId: text('Vertical').trim().min(1).max(100) });

const optional = nullableTextMax;

/** spec 3 §3 Filter: `{column, type, values}`; §5: Column, Filter Type and Value are required. */
export const TagFilter = z
  .object({
    column: requiredTextMax('Column', 200),
    type: z.enum(FILTER_TYPES, { error: () => msg.required('Filter Type') }),
    values: z
      .array(text('Value').max(L.filterValue, msg.max('Value', L.filterValue)), { error: () => msg.required('Value') })
      .max(L.filterValues),
  })
  .transform((f) => ({
    ...f,
    // 'Add Multiple Values' (spec 3 §5): one a line, blank first and last lines trimmed; blanks dropped
    values: f.values.map((v) => v.trim()).filter((v) => v !== ''),
  }))
  .superRefine((f, ctx) => {
    if (f.values.length > 0) return;
    const message = isListFilterType(f.type) ? TAGGING_MESSAGES.listValues : msg.required('Value');
    ctx.addIssue({ code: 'custom', message, path: ['values'] });
  });
export type TagFilter = z.infer<typeof TagFilter>;

const outcomeFields = {
  tags: z
    .array(text('Tags').trim().min(1).max(L.tag, msg.max('Tags', L.tag)))
    .max(L.tags)
    .default([]),
  category: optional('Category', 200),
  category2: optional('Category 2', 200),
  category3: optional('Category 3', 200),
  category4: optional('Category 4', 200),
  category5: optional('Category 5', 200),
  gender: optional('Gender', 200),
  family: optional('Family', L.family),
  color: optional('Color', 200),
  extensionField1: optional('Extension Field 1', L.extensionField),
  extensionField2: optional('Extension Field 2', L.extensionField),
  extensionField3: optional('Extension Field 3', L.extensionField),
  extensionField4: optional('Extension Field 4', L.extensionField),
  extensionField5: optional('Extension Field 5', L.extensionField),
};

const CATEGORY_LEVELS = ['category', 'category2', 'category3', 'category4', 'category5'] as const;

/**
 * The tag rule as createTag/updateTag send it (spec 3 §7). spec 3 §5: name required (max 200,
 * trimmed), family max 100, extension fields max 500; "the form requires something if nothing else
 * is set: a name, or at least one of …" — the required name is that something. A deeper category
 * level needs the level above it (spec 3 §4). spec 3 §7 names the first level `category1` where the
 * rule itself (§3) says `category`: either is taken. The vertical's isRequired flags are checked on
 * the server against the vertical (they are not in the body).
 */
export const TagRuleBody = z
  .object({
    name: requiredLine('Name', L.ruleName),
    filters: z.array(TagFilter).max(L.filters).default([]),
    ...outcomeFields,
    category1: optional('Category', 200),
  })
  .transform(({ category1, ...rule }) => ({ ...rule, category: rule.category ?? category1 ?? null }))
  .superRefine((rule, ctx) => {
    CATEGORY_LEVELS.forEach((field, i) => {
      const above = CATEGORY_LEVELS[i - 1];
      if (i > 0 && above && rule[field] && !rule[above])
        ctx.addIssue({ code: 'custom', message: TAGGING_MESSAGES.deeperWithoutLevel(i + 1), path: [field] });
    });
  });
export type TagRuleBody = z.infer<typeof TagRuleBody>;
export type TagRuleInput = z.input<typeof TagRuleBody>;

/** spec 3 §3 Tag rule. */
export const TagRule = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: z.array(z.object({ column: z.string(), type: z.enum(FILTER_TYPES), values: z.array(z.string()) })),
  tags: z.array(z.string()),
  ...nullableStrings('category', 'category2', 'category3', 'category4', 'category5', 'gender', 'family', 'color'),
  ...nullableStrings('extensionField1', 'extensionField2', 'extensionField3', 'extensionField4', 'extensionField5'),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TagRule = z.infer<typeof TagRule>;

/**
 * A rule as the list answers it: the spec's fields plus `productCount`, how many products the rule
 * categorises now (the products whose first matching rule it is, as the last re-tag left them), so
 * that a reorder's effect shows on the list.
 */
export const TagRuleListItem = TagRule.extend({ productCount: z.number().int() });
export type TagRuleListItem = z.infer<typeof TagRuleListItem>;
export const TagRuleList = z.array(TagRuleListItem);

/** The outcome fields a rule's required check reads (the form's values or the body). */
type RequiredCheckValues = Partial<Record<'category' | 'gender' | 'family' | 'color' | ExtensionFieldKey, unknown>>;

const REQUIRED_LABELS = { category: 'Category 1', gender: 'Gender', family: 'Family', color: 'Color' } as const;

/**
 * spec 3 §5: 'Gender, color, family, primary category and extension fields become required when the
 * metadata isRequired flag is set' (an extension field only while enabled). Answers the messages by
 * field, in the form's labels; the page and the server both use it.
 */
export function requiredFieldErrors(
  rule: RequiredCheckValues,
  flags: RequiredTaggingFields,
  extensionFields: readonly ExtensionField[],
): Record<string, string> {
  const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
  const errors: Record<string, string> = {};
  for (const key of ['category', 'gender', 'family', 'color'] as const)
    if (flags[key] && isBlank(rule[key])) errors[key] = msg.required(REQUIRED_LABELS[key]);
  extensionFields.slice(0, EXTENSION_FIELDS.length).forEach((field, i) => {
    const key = EXTENSION_FIELDS[i]!;
    if (field.enabled && field.isRequired && isBlank(rule[key])) errors[key] = msg.required(field.label);
  });
  return errors;
}

/** PUT .../reorder: the list's rule ids, highest priority first. */
export const ReorderBody = z.object({
  ruleIds: z.array(bodyId(), { error: () => msg.required('Rule Ids') }).max(5_000),
});

/** POST /products/preview/{type}/{accountId}: body filters, take, skip (spec 3 §7). */
export const PreviewBody = z.object({
  filters: z.array(TagFilter).max(L.filters).default([]),
  take: z.coerce.number().int().min(1).max(L.previewPageSize).default(L.previewPageSize),
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type PreviewBody = z.infer<typeof PreviewBody>;

/** spec 3 §3 Preview product (sourceTags shown comma-joined on the screen). */
export const PreviewProduct = z.object({
  name: z.string(),
  ...nullableStrings('category', 'sku', 'upc', 'size', 'width', 'color', 'style', 'imageUrl', 'brand'),
  sourceTags: z.array(z.string()),
  /** the vertical's preview columns that are no standard field, by column value */
  attributes: z.record(z.string(), z.string()),
});
export const TagPreviewAnswer = z.object({ products: z.array(PreviewProduct), total: z.number().int() });

/** GET .../lists: the value lists the form offers; sourceTags are the tags the account's products carry. */
export const TaggingListsAnswer = z.object({ sourceTags: z.array(z.string()) });

/** GET /products/unusedSourceTags: 'ALL' when no rule filters on a source tag, else the unused ones. */
export const UnusedSourceTagsAnswer = z.union([z.literal('ALL'), z.array(z.string())]);

export const isTaggingScope = (value: string): value is TaggingScope =>
  (TAGGING_SCOPES as readonly string[]).includes(value);

/**
 * GET /products/tagging/metadata/{verticalId}: the vertical's tagging metadata under the names
 * spec 3 §3 gives them.
 */
export const TaggingMetadataAnswer = z.object({
  BRAND_COLUMNS: z.array(TaggingColumn),
  RETAILER_COLUMNS: z.array(TaggingColumn),
  CATEGORIES: z.array(TaggingCategory),
  GENDERS: z.array(z.string()),
  COLORS: z.array(z.string()),
  STANDARD_COLUMNS: z.object({ gender: z.string(), family: z.string(), color: z.string() }),
  EXTENSION_FIELDS: z.array(ExtensionField),
  RETAILER_PREVIEW: z.array(z.string()),
  BRAND_PREVIEW: z.array(z.string()),
  /** ours beside the spec's names: the isRequired flags of the primary category, gender, family and color */
  IS_REQUIRED: RequiredTaggingFields,
});
export type TaggingMetadataAnswer = z.infer<typeof TaggingMetadataAnswer>;

/**
 * GET /products/tagging/{type}/{accountId}/progress: the background re-tag of the list's accounts
 *: how many are queued or running, and the running ones' products done of their total.
 */
export const RetagProgressAnswer = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  total: z.number().int(),
});
export type RetagProgressAnswer = z.infer<typeof RetagProgressAnswer>;
