import type { TagRule } from '@storelens/contract/api/product-tagging';
import type {
  CategoryLevelKey,
  ExtensionField,
  TaggingCategory,
  TaggingColumn,
} from '@storelens/contract/api/verticals';
import {
  CATEGORY_FIELDS,
  type CategoryField,
  EXTENSION_FIELDS,
  type ExtensionFieldKey,
  type FilterType,
  LIST_FILTER_TYPES,
  STRING_FILTER_TYPES,
} from '@storelens/contract/domain/tagging';

/**
 * The tag rule form's values (spec 3 §3 Tag rule): every text is a string, '' meaning not set, as the
 * contract's TagRuleBody reads it ('' becomes null there); a filter's type is '' until chosen.
 */
export interface FilterFormValues {
  column: string;
  type: FilterType | '';
  values: string[];
}

export type TagRuleFormValues = { name: string; filters: FilterFormValues[]; tags: string[] } & Record<
  CategoryField | 'gender' | 'family' | 'color' | ExtensionFieldKey,
  string
>;

export const emptyFilter = (): FilterFormValues => ({ column: '', type: '', values: [''] });

/** The rule's text fields: the form holds each as a string, '' for not set. */
const TEXT_FIELDS = [...CATEGORY_FIELDS, 'gender', 'family', 'color', ...EXTENSION_FIELDS] as const;

export function toFormValues(rule?: TagRule): TagRuleFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((key) => [key, rule?.[key] ?? '']));
  return {
    name: rule?.name ?? '',
    filters: rule ? rule.filters.map((f) => ({ column: f.column, type: f.type, values: [...f.values] })) : [],
    tags: rule ? [...rule.tags] : [],
    ...(texts as Record<(typeof TEXT_FIELDS)[number], string>),
  };
}

/** What one category level offers: its label, its choices, and whether the level exists at all. */
export interface CategoryLevelChoices {
  label: string;
  options: string[];
}

const defaultLabel = (level: number) => `Category ${level + 1}`;

/**
 * Category level `level` (0 = Category 1) once the levels above hold `chosen` (spec 3 §3, §4): the
 * vertical's top categories first; below a hierarchical category, the children of the one chosen
 * above; below a category that is not hierarchical, the level that category defines itself
 * (category2 to category5: its own label and values). A level whose parent is not chosen offers nothing.
 */
export function categoryLevel(
  categories: readonly TaggingCategory[],
  chosen: readonly string[],
  level: number,
): CategoryLevelChoices {
  let options: readonly TaggingCategory[] = categories;
  for (let i = 0; i < level; i++) {
    const parent = options.find((c) => c.name === chosen[i]);
    if (!parent) return { label: defaultLabel(level), options: [] };
    if (!parent.isHierarchy) {
      const own = parent[CATEGORY_FIELDS[level] as CategoryLevelKey];
      return own ? { label: own.name, options: [...own.values] } : { label: defaultLabel(level), options: [] };
    }
    options = parent.categories;
  }
  return { label: defaultLabel(level), options: options.map((c) => c.name) };
}

/**
 * The tags a rule of the chosen categories may set (spec 3 §3 Category item `tags`): those of every
 * category item on the chosen path, in order, without repeats. Empty when the path defines none.
 */
export function categoryTags(categories: readonly TaggingCategory[], chosen: readonly string[]): string[] {
  const tags = new Set<string>();
  let options: readonly TaggingCategory[] = categories;
  for (const name of chosen) {
    const node = options.find((c) => c.name === name);
    if (!node) break;
    for (const tag of node.tags) tags.add(tag);
    if (!node.isHierarchy) break;
    options = node.categories;
  }
  return [...tags];
}

/** spec 3 §4: changing level `level` clears every deeper level (and, said there too, the tags). */
export const deeperCategoryFields = (level: number): CategoryField[] => CATEGORY_FIELDS.slice(level + 1);

/** spec 3 §3: a String column takes begins…equals, a List column in and not-in. */
export const filterTypesFor = (column: TaggingColumn | undefined): readonly FilterType[] =>
  column?.type === 'List' ? LIST_FILTER_TYPES : column ? STRING_FILTER_TYPES : [];

/**
 * spec 3 §4: on changing the column, the values reset to one empty entry for a String column, or to
 * none for a List column; the filter type is kept when it still applies.
 */
export function filterForColumn(previous: FilterFormValues, column: TaggingColumn | undefined): FilterFormValues {
  const types = filterTypesFor(column);
  const type = previous.type !== '' && types.includes(previous.type) ? previous.type : '';
  return { column: column?.value ?? '', type, values: column?.type === 'List' ? [] : [''] };
}

/** spec 3 §4: List values are kept sorted case-insensitively. */
export const sortValues = (values: readonly string[]): string[] =>
  [...values].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));

/**
 * spec 3 §5 'Add Multiple Values': one value a line; blank first and last lines are trimmed (and
 * each line's own spaces, as the contract trims every value). Blank lines inside stay out too: a
 * blank value would only be refused.
 */
export function splitMultipleValues(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Adds values to a String filter's list, filling its empty entries first, without repeating one. */
export function addValues(current: readonly string[], added: readonly string[]): string[] {
  const kept = current.filter((v) => v.trim() !== '');
  const seen = new Set(kept);
  for (const value of added)
    if (!seen.has(value)) {
      seen.add(value);
      kept.push(value);
    }
  return kept.length > 0 ? kept : [''];
}

/** The enabled extension fields with the rule field each fills (extensionField1 for the first, …). */
export function enabledExtensionFields(fields: readonly ExtensionField[]) {
  return fields
    .slice(0, EXTENSION_FIELDS.length)
    .map((field, i) => ({ field, key: EXTENSION_FIELDS[i] as ExtensionFieldKey }))
    .filter(({ field }) => field.enabled);
}
