import { z } from 'zod';
import { BRAND_UPLOAD_COLUMNS, TAGGING_LIMITS } from '../domain/tagging.ts';
import { text } from '../validation/fields.ts';
import { idParams, pagedAnswer } from './common.ts';

/** Refusals of the brand upload (spec 3 §5 gives the rules; the wording is ours). */
export const BRAND_UPLOAD_ERRORS = {
  noFile: { error: 'NoFile', message: 'A file is required' },
  notBrand: { error: 'AccountType', message: 'Products are uploaded for Brand accounts.' },
  pageDisabled: { error: 'PageDisabled', message: 'Brand tagging is not enabled for this account.' },
  tooLarge: { error: 'FileTooLarge', message: 'The file is too large: it may be at most 50 MB.' },
  invalid: 'InvalidFile',
} as const;

export const BRAND_UPLOAD_LIMITS = { bytes: 50 * 1024 * 1024, rows: 500_000, listedErrors: 50 } as const;

/** The header a brand file must start with: the ten columns, or all fifteen with the custom fields. */
export const BRAND_UPLOAD_HEADERS = {
  standard: BRAND_UPLOAD_COLUMNS.slice(0, 10),
  withCustomFields: [...BRAND_UPLOAD_COLUMNS],
} as const;

export const brandUploadMessages = {
  header: () =>
    `The first line must name the columns ${BRAND_UPLOAD_HEADERS.standard.join(', ')} in this order, optionally followed by Custom Field 1 to 5`,
  columnCount: (found: number, expected: number) =>
    `This line has ${found} columns; every line must have the ${expected} of the header (custom fields for all records or none)`,
  required: (column: string) => `${column} is required`,
  upc: () => 'Upc must be 6 to 14 digits',
  number: (column: string) => `${column} must be a number of at least 0 with at most 2 decimals`,
  url: () => 'Image Url must start with http:// or https://',
  max: (column: string, max: number) => `${column} must have at most ${max} letters`,
  duplicate: (line: number) => `Upc appears again: it is on line ${line} already`,
  notText: () => 'This line is not text',
  unreadable: () => 'This line could not be read as CSV',
  tooManyRows: (max: number) => `The file may hold at most ${max.toLocaleString('en-US')} products`,
  empty: () => 'The file has no products',
} as const;

/** One refused cell (or line, when `column` is null); a refusal lists them as fields ('line 12, Price'). */
export const UploadProblem = z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() });
export type UploadProblem = z.infer<typeof UploadProblem>;

/** POST /products/files/brand/{accountId} when the file is taken: what it did. */
export const BrandUploadAnswer = z.object({
  products: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
});
export type BrandUploadAnswer = z.infer<typeof BrandUploadAnswer>;

export const BrandUploadParams = idParams('accountId');

/** Brand mapping (spec 3 §7, §9): 100 a page, sorted by sourceBrand ascending by default. */
export const BRAND_MAPPING_SORTS = ['sourceBrand', 'destinationBrand', 'createdAt'] as const;
export const MappingSummaryQuery = z.object({
  take: z.coerce
    .number()
    .int()
    .min(1)
    .max(TAGGING_LIMITS.brandMappingPageSize)
    .default(TAGGING_LIMITS.brandMappingPageSize),
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  sortBy: z.enum(BRAND_MAPPING_SORTS).default('sourceBrand'),
  sortOrder: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .default('asc')
    .transform((v) => v.toLowerCase() as 'asc' | 'desc'),
  search: text('Search').trim().max(200).default(''),
});
export const BrandMappingRow = z.object({
  sourceBrand: z.string(),
  destinationBrand: z.string().nullable(),
  createdAt: z.string(),
});
export const MappingSummaryAnswer = pagedAnswer('brands', BrandMappingRow);
export const SourceBrandParams = z.object({ sourceBrand: text('Source Brand').min(1).max(500) });
export const MappingBody = z.object({
  destinationBrand: text('Destination Brand')
    .trim()
    .max(500)
    .nullable()
    .transform((v) => v || null),
});
export const AccountSummaryRow = z.object({ account: z.string(), count: z.number().int() });
export const CategorySummaryRow = z.object({ category: z.string(), count: z.number().int() });
export const BrandPreviewProduct = z.object({
  name: z.string(),
  sku: z.string().nullable(),
  upc: z.string().nullable(),
  account: z.string(),
  category: z.string().nullable(),
});

/** spec 1 §2 product summaries: 50 a page, categorized percent ascending by default. */
export const SUMMARY_SORTS = [
  'name',
  'totalProducts',
  'matchedProducts',
  'matchedPercent',
  'unmatchedProducts',
  'unmatchedPercent',
  'categorizedProducts',
  'categorizedPercent',
] as const;
export const ProductSummaryQuery = z.object({
  take: z.coerce.number().int().min(1).max(TAGGING_LIMITS.summaryPageSize).default(TAGGING_LIMITS.summaryPageSize),
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  // spec 1 §3 'name (or brand)': the brand table's name column may be asked for as `brand`
  sortBy: z
    .enum([...SUMMARY_SORTS, 'brand'])
    .default('categorizedPercent')
    .transform((v) => (v === 'brand' ? 'name' : v)),
  sortOrder: z
    .enum(['asc', 'desc', 'ASC', 'DESC'])
    .default('asc')
    .transform((v) => v.toLowerCase() as 'asc' | 'desc'),
});
export const ProductSummaryParams = z.object({ verticalId: text('Vertical').trim().min(1).max(100) });
/** spec 1 §3 Product summary row; percents are fractions (0–1) the screen shows as percent. */
export const ProductSummaryRow = z.object({
  accountId: z.number().int(),
  name: z.string(),
  /** the brand summary's rows: the brand, the same as `name` (spec 1 §3 'name (or brand)') */
  brand: z.string().optional(),
  totalProducts: z.number().int(),
  matchedProducts: z.number().int(),
  matchedPercent: z.number(),
  unmatchedProducts: z.number().int(),
  unmatchedPercent: z.number(),
  categorizedProducts: z.number().int(),
  categorizedPercent: z.number(),
});
export const ProductSummaryAnswer = z.object({ total: z.number().int(), rows: z.array(ProductSummaryRow) });
