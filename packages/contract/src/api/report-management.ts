import { z } from 'zod';
import { type AccountType, REPORT_ACCOUNT_TYPES } from '../domain/accounts.ts';
import { pathText, requiredLine, requiredTextMax, textMax } from '../validation/fields.ts';
import { connectorMsg, msg } from '../validation/messages.ts';
import { pathId, pickFields } from './common.ts';
import { fieldRefusal } from './errors.ts';

/**
 * spec 1 §3 Report, §5 report form, §7 admin report calls, §8 report errors; spec 3 §3 report card,
 * §7 the /dashboards lists. One place for the page and the API.
 */

export type ReportAccountType = (typeof REPORT_ACCOUNT_TYPES)[number];

/** Our bounds (the spec gives only the description's 255, spec 1 §9). */
export const REPORT_LIMITS = {
  referenceName: 100,
  title: 200,
  category: 100,
  description: 255,
  path: 100,
  reportUrl: 2000,
  icon: 100,
  permission: 200,
  /** a guide is rich HTML; generous, but one report stays a small row */
  guide: 200_000,
} as const;

export const reportMsg = {
  /** spec 1 §5 alpha_dash: letters, digits, underscores, dashes */
  alphaDash: (field: string) => `${field} may only contain letters, numbers, underscores and dashes`,
} as const;

/** spec 1 §8: the report save errors, on their fields. */
export const REPORT_ERRORS = {
  duplicateReferenceName: fieldRefusal(
    'DuplicateReferenceName',
    'Reference name must be unique per vertical.',
    'referenceName',
  ),
  notUnique: fieldRefusal(
    'NotUnique',
    'The combination of Account Type, Path, and Vertical must be unique.',
    'accountType',
    'path',
    'verticalId',
  ),
  notFound: { error: 'NotFound', message: 'Report not found' },
  verticalNotFound: fieldRefusal('ValidationError', 'Vertical is not one of the allowed options', 'verticalId'),
} as const;

/** spec 1 §9: the report account type of an account type ('Brand Rollup' → 'brand rollup'); Connectors has none. */
export const reportAccountTypeOf = (accountType: AccountType | string): ReportAccountType | null => {
  const lower = accountType.toLowerCase();
  return lower !== 'admin' && (REPORT_ACCOUNT_TYPES as readonly string[]).includes(lower)
    ? (lower as ReportAccountType)
    : null;
};

/** spec 3 §2: internal cards link to /dashboard/{kebab-case accountType}/{path}. */
export const kebabAccountType = (accountType: string): string => accountType.trim().toLowerCase().replace(/\s+/g, '-');

/** The report account type a kebab-case path segment names ('brand-rollup' → 'brand rollup'), or null. */
export const accountTypeFromKebab = (segment: string): ReportAccountType | null => {
  const spaced = segment.toLowerCase().replace(/-/g, ' ');
  return (REPORT_ACCOUNT_TYPES as readonly string[]).includes(spaced) ? (spaced as ReportAccountType) : null;
};

/** Which vertical metadata list holds the permission choices of a report account type (spec 1 §3, §5). */
export const PERMISSION_LIST_OF: Record<ReportAccountType, string | null> = {
  admin: null,
  brand: 'brandReportPermissions',
  'brand rollup': 'brandRollupReportPermissions',
  other: 'otherReportPermissions',
  retailer: 'retailerReportPermissions',
  'retailer rollup': 'retailerRollupReportPermissions',
};

/** spec 1 §5: the permission choices for a report of this account type in a vertical with this metadata. */
export const reportPermissionChoices = (metadata: unknown, accountType: string): string[] => {
  const key = PERMISSION_LIST_OF[accountType as ReportAccountType];
  if (!key || !metadata || typeof metadata !== 'object') return [];
  const list = (metadata as Record<string, unknown>)[key];
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string' && v !== '') : [];
};

const optional = (field: string, max: number) => textMax(field, max).default('');
const required = requiredTextMax;

/** spec 1 §5: a valid URL, http or https. */
export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * POST /admin/reports and PUT /admin/reports/{verticalId}/{accountType}/{path} (spec 1 §7, the same
 * body), with the report form's rules (spec 1 §5). The permission is checked against the vertical's
 * list by the page and the server alike (`reportPermissionChoices`).
 */
export const ReportBody = z.object({
  accountType: z.enum(REPORT_ACCOUNT_TYPES, { error: msg.required('Account Type') }),
  verticalId: required('Vertical', 50),
  referenceName: requiredLine('Reference Name', REPORT_LIMITS.referenceName),
  title: requiredLine('Title', REPORT_LIMITS.title),
  path: required('Path', REPORT_LIMITS.path).regex(/^[A-Za-z0-9_-]*$/, reportMsg.alphaDash('Path')),
  reportUrl: required('Report Url', REPORT_LIMITS.reportUrl).refine(isHttpUrl, msg.url('Report Url')),
  permission: optional('Permission', REPORT_LIMITS.permission),
  requireSystemUser: z.boolean().default(false),
  isActive: z.boolean().default(true),
  description: optional('Description', REPORT_LIMITS.description),
  icon: optional('Icon', REPORT_LIMITS.icon),
  category: optional('Category', REPORT_LIMITS.category),
  guide: optional('Guide', REPORT_LIMITS.guide),
});
export type ReportBody = z.input<typeof ReportBody>;

/** The permission rule of spec 1 §5 that needs the vertical: one of its list for the account type, or none. */
export const permissionError = (metadata: unknown, accountType: string, permission: string): string | null =>
  permission === '' || reportPermissionChoices(metadata, accountType).includes(permission)
    ? null
    : connectorMsg.option('Permission');

/**
 * PATCH /admin/reports/{id} (spec 1 §7): the guide page's fields. spec 1 §5: Title, Category and
 * Description required, description at most 255, guide trimmed.
 */
export const ReportGuideBody = z.object({
  title: requiredLine('Title', REPORT_LIMITS.title),
  category: required('Category', REPORT_LIMITS.category),
  description: required('Description', REPORT_LIMITS.description),
  guide: optional('Guide', REPORT_LIMITS.guide),
});
export type ReportGuideBody = z.input<typeof ReportGuideBody>;

/** spec 1 §8: what the guide page says after saving. */
export const GUIDE_TEXTS = {
  saved: 'Report successfully saved.',
  unknownError: 'An unknown error has occurred.',
} as const;

/** spec 1 §3 Report, as the admin calls answer it. */
export const Report = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  guide: z.string(),
  accountType: z.enum(REPORT_ACCOUNT_TYPES),
  path: z.string(),
  referenceName: z.string(),
  reportUrl: z.string(),
  permission: z.string(),
  requireSystemUser: z.boolean(),
  isActive: z.boolean(),
  icon: z.string(),
  verticalId: z.string(),
  verticalName: z.string(),
});
export type Report = z.infer<typeof Report>;

/** GET /admin/reports?verticalId (spec 1 §7: "answer data.data"). */
export const ReportsQuery = z.object({
  verticalId: textMax('Vertical', 50).optional(),
});
export const ReportsAnswer = z.object({ data: z.array(Report) });
export type ReportsAnswer = z.infer<typeof ReportsAnswer>;

/** /admin/reports/{verticalId}/{accountType}/{path}: the report's natural key. */
export const ReportKeyParams = z.object({
  verticalId: pathText('Vertical', 50),
  accountType: z.enum(REPORT_ACCOUNT_TYPES, { error: connectorMsg.option('Account Type') }),
  path: pathText('Path', REPORT_LIMITS.path).regex(/^[A-Za-z0-9_-]*$/, reportMsg.alphaDash('Path')),
});
export type ReportKeyParams = z.infer<typeof ReportKeyParams>;

/** The URL of a report's key, each part encoded ('brand rollup' has a space). */
export const reportKeyPath = (key: { verticalId: string; accountType: string; path: string }): string =>
  [key.verticalId, key.accountType, key.path].map(encodeURIComponent).join('/');

/** DELETE /admin/reports/{verticalId}/{accountType}/{path}: what was removed. */
export const DeleteReportAnswer = z.object({ id: z.number().int() });

/** spec 3 §3 Report card: icon, category, title, description, accountType, path (plus the id). */
export const ReportCard = z.object(
  pickFields(Report.shape, ['id', 'icon', 'category', 'title', 'description', 'accountType', 'path']),
);
export type ReportCard = z.infer<typeof ReportCard>;
/** GET /dashboards/reports|hiddenReports|internalReports/{accountId} (spec 3 §7: a list of cards). */
export const ReportCardsAnswer = z.array(ReportCard);

/** The report form's fields in the order an Export shows them (spec 1 §2 Import/Export). */
export const REPORT_EXPORT_FIELDS = [
  'referenceName',
  'accountType',
  'verticalId',
  'path',
  'title',
  'category',
  'description',
  'icon',
  'reportUrl',
  'permission',
  'requireSystemUser',
  'isActive',
  'guide',
] as const satisfies ReadonlyArray<keyof z.output<typeof ReportBody>>;

/** Guide images (spec 1 §7 "by id and variant (default variant 'help')"; spec 1 §5 image insertion). */
export const IMAGE_VARIANTS = ['help', 'original'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
/** Our bounds: an upload up to 5 MB; the 'help' variant at most 700 px wide (the widest drawer preview). */
export const REPORT_IMAGE_LIMITS = { bytes: 5 * 1024 * 1024, helpWidth: 700, maxPixels: 40_000_000 } as const;

export const REPORT_IMAGE_ERRORS = {
  noFile: fieldRefusal('ValidationError', 'Choose an image file', 'file'),
  notImage: fieldRefusal('ValidationError', 'The file is not a PNG, JPEG, GIF or WebP image', 'file'),
  tooLarge: fieldRefusal('ValidationError', 'The image may be at most 5 MB', 'file'),
  notFound: { error: 'NotFound', message: 'Image not found' },
} as const;

/** spec 1 §5: inserting an image needs its id. */
export const IMAGE_ID_REQUIRED = 'An image id is required';

/** POST /admin/reports/images: the stored image's id (what the editor inserts). */
export const ReportImageAnswer = z.object({ id: z.number().int(), width: z.number().int(), height: z.number().int() });
export type ReportImageAnswer = z.infer<typeof ReportImageAnswer>;

/** The content types a guide image is served in. */
export const IMAGE_CONTENT_TYPES = ['image/webp', 'image/png', 'image/jpeg', 'image/gif'] as const;

/** /api/images/{id}: the 'help' variant. */
export const ImageIdParams = z.object({ id: pathId() });

export const ImageParams = z.object({
  id: pathId(),
  variant: z.enum(IMAGE_VARIANTS, { error: `variant must be one of ${IMAGE_VARIANTS.join(', ')}` }).default('help'),
});

/** Where an image is served: /api/images/{id}/{variant}. */
export const imageUrl = (id: number, variant: ImageVariant = 'help'): string => `/api/images/${id}/${variant}`;
