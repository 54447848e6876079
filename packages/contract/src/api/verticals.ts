import { z } from 'zod';
import { requiredLine, requiredTextMax, text, textMax } from '../validation/fields.ts';
import { jsonField, lineList, VERTICAL_LIMITS, verticalMsg } from '../validation/verticals.ts';
import { PagesSchema } from './accounts.ts';
import { bodyId } from './common.ts';
import { fieldRefusal } from './errors.ts';

/**
 * spec 1 §3 Vertical, typed: the configuration bundle every account belongs to. The
 * lists that the form edits as JSON accept either the value or a string holding its JSON (spec 1 §5
 * '{field} must be valid JSON'), so the page and the API say the same words.
 */

const name = (field: string) => requiredLine(field, VERTICAL_LIMITS.text);
const optionalText = (field: string) => textMax(field, VERTICAL_LIMITS.text).default('');
const values = (field: string) => lineList(field).default([]);
const permissions = (field: string) => lineList(field, { sorted: true }).default([]);

export const CUSTOM_FIELD_TYPES = ['text', 'list'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** metadata.accountCustomFields: extra fields on the account form of this vertical (spec 1 §2, §5). */
export const AccountCustomField = z.object({
  label: name('Label'),
  property: name('Property').regex(/^[A-Za-z0-9_-]*$/, verticalMsg.alphaDash('Property')),
  type: z.enum(CUSTOM_FIELD_TYPES),
  values: values('Values'),
  required: z.boolean().default(false),
});
export type AccountCustomField = z.infer<typeof AccountCustomField>;

/** metadata.retailerDataPermissions: the data permission settings a retailer grants (spec 3). */
export const RetailerDataPermission = z.object({
  typeId: bodyId(),
  title: name('Title'),
  description: optionalText('Description'),
  defaultValue: z.boolean().default(false),
});
export type RetailerDataPermission = z.infer<typeof RetailerDataPermission>;

export const TAGGING_COLUMN_TYPES = ['String', 'List'] as const;

/** tagging.brandColumns / retailerColumns: a product column, free text or one of its values. */
export const TaggingColumn = z.object({
  name: name('Name'),
  value: name('Value'),
  type: z.enum(TAGGING_COLUMN_TYPES),
  values: values('Values'),
});
export type TaggingColumn = z.infer<typeof TaggingColumn>;

/** spec 3 §3 Category item: the label and the values of one level (2 to 5) a non-hierarchical category defines. */
export const CategoryLevelDefinition = z.object({ name: name('Name'), values: values('Values') });
export type CategoryLevelDefinition = z.infer<typeof CategoryLevelDefinition>;

/** The levels below the first that a category item may define (spec 3 §3 'category2 to category5'). */
export const CATEGORY_LEVEL_KEYS = ['category2', 'category3', 'category4', 'category5'] as const;
export type CategoryLevelKey = (typeof CATEGORY_LEVEL_KEYS)[number];

/**
 * spec 3 §3 Category item: name, isHierarchy, categories (children), tags, category2 to category5
 * (each with name and values). A hierarchical item's `categories` are the choices of the level below
 * it; a non-hierarchical item defines its deeper levels itself (spec 3 §4 'its own level labels come
 * from the category definition'). `tags` are the tags a rule of this category may set.
 */
export type TaggingCategory = {
  name: string;
  isHierarchy: boolean;
  categories: TaggingCategory[];
  tags: string[];
} & Partial<Record<CategoryLevelKey, CategoryLevelDefinition>>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const TaggingCategory: z.ZodType<TaggingCategory, unknown> = z.lazy(() =>
  z.preprocess(
    // verticals saved before the item took the spec's names hold the children under `children`
    (v) => (isPlainObject(v) && v.categories === undefined && 'children' in v ? { ...v, categories: v.children } : v),
    z.object({
      name: name('Name'),
      isHierarchy: z.boolean().default(false),
      categories: z.array(TaggingCategory).max(VERTICAL_LIMITS.items).default([]),
      tags: values('Tags'),
      category2: CategoryLevelDefinition.optional(),
      category3: CategoryLevelDefinition.optional(),
      category4: CategoryLevelDefinition.optional(),
      category5: CategoryLevelDefinition.optional(),
    }),
  ),
);
// a tree refers to itself: named, the API document holds it once as a component both sides refer to
z.globalRegistry.add(TaggingCategory, { id: 'TaggingCategory' });

/** spec 3 §3: an extension field's type is text or list (a column's is String or List). */
export const EXTENSION_FIELD_TYPES = CUSTOM_FIELD_TYPES;
/** Verticals saved before the field took the spec's names hold a column's String / List. */
const LEGACY_EXTENSION_TYPES: Record<string, string> = { String: 'text', List: 'list' };

/** tagging.extensionFields: extra tagging fields (label, type text or list, enabled, values, isRequired). */
export const ExtensionField = z.object({
  label: name('Label'),
  type: z.preprocess(
    (v) => (typeof v === 'string' ? (LEGACY_EXTENSION_TYPES[v] ?? v) : v),
    z.enum(EXTENSION_FIELD_TYPES),
  ),
  enabled: z.boolean().default(true),
  values: values('Values'),
  isRequired: z.boolean().default(false),
});
export type ExtensionField = z.infer<typeof ExtensionField>;

/** spec 1 §3: the metadata, with the report permission lists per account kind (one value per line, sorted). */
export const VerticalMetadata = z.object({
  retailerReportPermissions: permissions('Retailer Report Permissions'),
  brandReportPermissions: permissions('Brand Report Permissions'),
  otherReportPermissions: permissions('Other Report Permissions'),
  retailerRollupReportPermissions: permissions('Retailer Rollup Report Permissions'),
  brandRollupReportPermissions: permissions('Brand Rollup Report Permissions'),
  /** spec 1 §3 "a brand-rollup permissions list": what a brand rollup grants its brands */
  brandRollupPermissions: permissions('Brand Rollup Permissions'),
  retailerDataPermissions: jsonField('Retailer Data Permissions', RetailerDataPermission),
  accountCustomFields: jsonField('Account Custom Fields', AccountCustomField),
  reportingTeam: optionalText('Reporting Team'),
});
export type VerticalMetadata = z.infer<typeof VerticalMetadata>;

/** tagging.standardColumns: which tagging column holds gender, family and color. */
export const StandardColumns = z.object({
  gender: optionalText('Gender Column'),
  family: optionalText('Family Column'),
  color: optionalText('Color Column'),
});

/**
 * tagging.isRequired: spec 3 §5 'Gender, color, family, primary category and extension fields
 * become required when the metadata isRequired flag is set' (an extension field's flag is its own).
 */
export const RequiredTaggingFields = z.object({
  category: z.boolean().default(false),
  gender: z.boolean().default(false),
  family: z.boolean().default(false),
  color: z.boolean().default(false),
});
export type RequiredTaggingFields = z.infer<typeof RequiredTaggingFields>;
const noneRequired: RequiredTaggingFields = { category: false, gender: false, family: false, color: false };

/** spec 1 §3: the tagging metadata the product tagging screens read. */
export const VerticalTagging = z.object({
  brandColumns: jsonField('Brand Columns', TaggingColumn),
  brandPreview: jsonField('Brand Preview', name('Column')),
  categories: jsonField('Categories', TaggingCategory, { maxLevels: VERTICAL_LIMITS.depth }),
  colors: lineList('Colors').default([]),
  extensionFields: jsonField('Extension Fields', ExtensionField),
  genders: lineList('Genders').default([]),
  retailerColumns: jsonField('Retailer Columns', TaggingColumn),
  retailerPreview: jsonField('Retailer Preview', name('Column')),
  standardColumns: StandardColumns.default({ gender: '', family: '', color: '' }),
  isRequired: RequiredTaggingFields.default(noneRequired),
});
export type VerticalTagging = z.infer<typeof VerticalTagging>;

const allPagesOff = Object.fromEntries(PagesSchema.keyof().options.map((p) => [p, false])) as z.infer<
  typeof PagesSchema
>;

/** The editable part of a vertical: PUT /admin/verticals/{id} (verticalId cannot change). */
export const UpdateVerticalBody = z.object({
  name: name('Name'),
  pages: PagesSchema.partial()
    .default({})
    .transform((p) => ({ ...allPagesOff, ...p })),
  metadata: VerticalMetadata.default(VerticalMetadata.parse({})),
  tagging: VerticalTagging.default(VerticalTagging.parse({})),
});
export type UpdateVerticalBody = z.input<typeof UpdateVerticalBody>;

/** POST /admin/verticals: the verticalId is chosen here and immutable afterwards (spec 1 §3). */
export const CreateVerticalBody = UpdateVerticalBody.extend({
  verticalId: requiredTextMax('Vertical Id', VERTICAL_LIMITS.id).regex(
    /^[A-Za-z0-9_-]*$/,
    verticalMsg.alphaDash('Vertical Id'),
  ),
});
export type CreateVerticalBody = z.input<typeof CreateVerticalBody>;

/** A vertical as the API answers it. */
export const Vertical = z.object({
  id: z.string(),
  name: z.string(),
  pages: PagesSchema,
  metadata: VerticalMetadata,
  tagging: VerticalTagging,
  createdAt: z.string(),
});
export type Vertical = z.infer<typeof Vertical>;

/** GET /admin/verticals: id and name (the Vertical Management list); pages, metadata and tagging with includeMetadata. */
export const VerticalListItem = z.object({
  id: z.string(),
  name: z.string(),
  pages: PagesSchema.optional(),
  metadata: VerticalMetadata.optional(),
  tagging: VerticalTagging.optional(),
});
export type VerticalListItem = z.infer<typeof VerticalListItem>;
export const VerticalsAnswer = z.array(VerticalListItem);

export const VerticalsQuery = z.object({
  includeMetadata: z
    .enum(['true', 'false'], { error: 'includeMetadata must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const VerticalIdParam = z.object({
  id: text('Vertical Id').min(1).max(VERTICAL_LIMITS.id),
});

export const VERTICAL_ERRORS = {
  duplicateId: fieldRefusal('DuplicateVertical', 'A vertical with this id already exists.', 'verticalId'),
  notFound: { error: 'NotFound', message: 'Vertical not found' },
} as const;

/** An empty vertical's pages, metadata and tagging: what the create form starts from. */
export const emptyVerticalContents = () => ({
  pages: { ...allPagesOff },
  metadata: VerticalMetadata.parse({}),
  tagging: VerticalTagging.parse({}),
});
