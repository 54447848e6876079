/**
 * Product tagging (spec 3 §2–§9): the constants the rules, the engine and the screens
 * share. No zod here: the web's tagging screens import it without loading the schemas.
 */

/** spec 3 §7: `{type}` of the tagging calls; in global mode the path's account id is a vertical id. */
export const TAGGING_SCOPES = ['account', 'global'] as const;
export type TaggingScope = (typeof TAGGING_SCOPES)[number];

/** spec 3 §3: filter types by column type. */
export const STRING_FILTER_TYPES = ['begins', 'ends', 'contains', 'not-contains', 'equals'] as const;
export const LIST_FILTER_TYPES = ['in', 'not-in'] as const;
export const FILTER_TYPES = [...STRING_FILTER_TYPES, ...LIST_FILTER_TYPES] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** Filter types that exclude: a product matches when none of the values does. */
export const NEGATED_FILTER_TYPES: readonly FilterType[] = ['not-contains', 'not-in'];

export const isListFilterType = (type: FilterType): boolean => (LIST_FILTER_TYPES as readonly string[]).includes(type);

/** spec 3 §2: 'Brand accounts use brand columns; all others use retailer columns' (global mode too). */
export const usesBrandColumns = (accountType: string): boolean => accountType === 'Brand';

/** spec 3 §9 and §5: limits. */
export const TAGGING_LIMITS = {
  ruleName: 200,
  family: 100,
  extensionField: 500,
  categoryLevels: 5,
  extensionFields: 5,
  /** our bounds (the spec gives none): filters in a rule, values in a filter, one value, tags */
  filters: 50,
  filterValues: 1_000,
  filterValue: 500,
  tags: 100,
  tag: 200,
  previewPageSize: 100,
  brandMappingPageSize: 100,
  summaryPageSize: 50,
} as const;

/** The tag rule fields that set an outcome (spec 3 §5 'requires something'), besides the name. */
export const CATEGORY_FIELDS = ['category', 'category2', 'category3', 'category4', 'category5'] as const;
export const EXTENSION_FIELDS = [
  'extensionField1',
  'extensionField2',
  'extensionField3',
  'extensionField4',
  'extensionField5',
] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];
export type ExtensionFieldKey = (typeof EXTENSION_FIELDS)[number];

/** spec 3 §2 and §8: confirmations, as the spec words them. */
export const TAGGING_TEXT = {
  deleteRule: 'Are you sure you want to delete this tag rule?',
  deleteNamedRule: (name: string) => `Are you sure you want to delete the tag rule ${name}?`,
  uploadConfirm: (accountName: string) => `Are you sure you want to upload products for account ${accountName}?`,
  sourceTagsFile: 'Source Tags.txt',
  unusedSourceTagsFile: 'Unused Source Tags.txt',
  /** GET /products/unusedSourceTags answers this string when no rule uses any source tag */
  allUnused: 'ALL',
} as const;

/** spec 3 §3: the brand upload's CSV columns, exactly in this order. */
export const BRAND_UPLOAD_COLUMNS = [
  'Upc',
  'Name',
  'Sku',
  'Size',
  'Width',
  'Color',
  'Style',
  'Price',
  'Cost',
  'Image Url',
  'Custom Field 1',
  'Custom Field 2',
  'Custom Field 3',
  'Custom Field 4',
  'Custom Field 5',
] as const;

/**
 * The product attributes a column definition's `value` can name (the vertical's Brand and Retailer
 * Columns), each a column of the catalogue. Any other value names one of the product's further
 * attributes (what a vendor or an upload gave beyond these). Aliases let a vertical use its own
 * words: 'vendor' is the brand, 'department' the vendor's own category, 'description' the name.
 */
export const PRODUCT_ATTRIBUTES = [
  'name',
  'sku',
  'upc',
  'size',
  'width',
  'color',
  'style',
  'brand',
  'price',
  'cost',
  'imageUrl',
  'category',
  'sourceTags',
  'customField1',
  'customField2',
  'customField3',
  'customField4',
  'customField5',
] as const;
export type ProductAttribute = (typeof PRODUCT_ATTRIBUTES)[number];

export const PRODUCT_ATTRIBUTE_ALIASES: Readonly<Record<string, ProductAttribute>> = {
  vendor: 'brand',
  department: 'category',
  description: 'name',
  tags: 'sourceTags',
};

/** The attribute a column value names, or null when it names none. */
export function productAttributeOf(column: string): ProductAttribute | null {
  if ((PRODUCT_ATTRIBUTES as readonly string[]).includes(column)) return column as ProductAttribute;
  return PRODUCT_ATTRIBUTE_ALIASES[column] ?? null;
}
