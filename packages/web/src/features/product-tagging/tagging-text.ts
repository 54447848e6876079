import type { PreviewProduct, RetagProgressAnswer, TagRule } from '@storelens/contract/api/product-tagging';
import type { ExtensionField, TaggingColumn } from '@storelens/contract/api/verticals';
import { CATEGORY_FIELDS, productAttributeOf, TAGGING_TEXT } from '@storelens/contract/domain/tagging';
import type { z } from 'zod';
import { enabledExtensionFields } from './tag-rule-form-values.ts';

type Product = z.infer<typeof PreviewProduct>;

/** 'Source Tags.txt': the account's source tags, one a line. */
export const sourceTagsFileText = (sourceTags: readonly string[]): string => sourceTags.join('\n');

/**
 * 'Unused Source Tags.txt': the tags no rule filters on, one a line. The call answers 'ALL' when no
 * rule uses any source tag: then every tag is unused, and the file lists them all.
 */
export const unusedSourceTagsFileText = (answer: 'ALL' | string[], sourceTags: readonly string[]): string =>
  answer === TAGGING_TEXT.allUnused ? sourceTagsFileText(sourceTags) : sourceTagsFileText(answer);

const LABELS: Record<string, string> = { upc: 'UPC', sku: 'SKU', imageUrl: 'Image Url', sourceTags: 'Source Tags' };

/** A column's heading: its name among the vertical's columns, else its value in words. */
export function columnLabel(value: string, columns: readonly TaggingColumn[]): string {
  const named = columns.find((c) => c.value === value)?.name;
  if (named) return named;
  if (LABELS[value]) return LABELS[value];
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The text of a preview cell: the product attribute the preview column names (aliases such as
 * 'vendor' → brand, 'description' → name; spec 3 §2 'sourceTags shown comma-joined'), or the
 * product's own further attribute of that name.
 */
export function previewCell(product: Product, column: string): string {
  const attribute = productAttributeOf(column);
  if (attribute === 'sourceTags') return product.sourceTags.join(', ');
  if (attribute && attribute in product) {
    const value = product[attribute as keyof Product];
    if (typeof value === 'string') return value;
  }
  return product.attributes[column] ?? product.attributes[attribute ?? ''] ?? '';
}

/** The rule's category path, 'Footwear > Running'. */
export const categoryPath = (rule: Pick<TagRule, (typeof CATEGORY_FIELDS)[number]>): string =>
  CATEGORY_FIELDS.map((f) => rule[f])
    .filter(Boolean)
    .join(' > ');

/** One filter in words: 'Vendor contains nike, adidas'. */
export const filterText = (filter: TagRule['filters'][number], columns: readonly TaggingColumn[]): string =>
  `${columnLabel(filter.column, columns)} ${filter.type} ${filter.values.join(', ')}`;

/** The outcome lines of a rule (what it sets), for the list's expanded row. */
export function outcomeLines(rule: TagRule, extensionFields: readonly ExtensionField[]): Array<[string, string]> {
  const lines: Array<[string, string]> = [];
  const path = categoryPath(rule);
  if (path) lines.push(['Category', path]);
  if (rule.tags.length > 0) lines.push(['Tags', rule.tags.join(', ')]);
  if (rule.gender) lines.push(['Gender', rule.gender]);
  if (rule.family) lines.push(['Family', rule.family]);
  if (rule.color) lines.push(['Color', rule.color]);
  for (const { field, key } of enabledExtensionFields(extensionFields)) {
    const value = rule[key];
    if (value) lines.push([field.label, value]);
  }
  return lines;
}

/** The list's search: a rule matches when its name, outcome or filter values hold the words. */
export function ruleMatches(rule: TagRule, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (q === '') return true;
  const haystack = [
    rule.name,
    categoryPath(rule),
    rule.gender,
    rule.family,
    rule.color,
    ...rule.tags,
    ...rule.filters.flatMap((f) => [f.column, ...f.values]),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return haystack.includes(q);
}

/**
 * The re-tag's state in words, or null when nothing is queued or running: the running accounts'
 * products done of their total, and how many accounts wait (a global list spans its retailers).
 */
export function retagProgressText(p: RetagProgressAnswer): string | null {
  if (p.queued === 0 && p.running === 0) return null;
  const parts: string[] = [];
  if (p.running > 0)
    parts.push(`Re-tagging products: ${p.done.toLocaleString('en-US')} of ${p.total.toLocaleString('en-US')} done`);
  if (p.queued > 0)
    parts.push(
      `${p.queued === 1 ? '1 account' : `${p.queued.toLocaleString('en-US')} accounts`} waiting to be re-tagged`,
    );
  return parts.join('; ');
}

/** A rule's product count on the list: '1 product', '1,234 products'. */
export const productCountText = (count: number): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;
