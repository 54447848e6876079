import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../domain/accounts.ts';
import { RETAIL_CALENDARS } from '../domain/retail-calendar.ts';
import { lineMax, pathText, requiredLine, requiredTextMax, text, textMax } from '../validation/fields.ts';
import { connectorMsg, msg } from '../validation/messages.ts';
import { accountRowFields } from './accounts.ts';
import { bodyId, pagedAnswer, pickFields } from './common.ts';
import { fieldRefusal } from './errors.ts';
import { VERTICAL_ERRORS } from './verticals.ts';

/** spec 1 §9: account name max 100, custom text field max 500; the admin list shows 50 per page. */
export const ADMIN_ACCOUNT_LIMITS = { name: 100, brand: 100, customText: 500, reports: 500 } as const;
export const ADMIN_ACCOUNTS_PAGE_SIZE = 50;
/** spec 1 §9: the admin account search waits 1000 ms after the last key. */
export const ADMIN_ACCOUNTS_SEARCH_DEBOUNCE_MS = 1000;

/** spec 1 §8: the account save errors, on their fields. */
export const ADMIN_ACCOUNT_ERRORS = {
  duplicateName: fieldRefusal('DuplicateName', 'Account names must be unique per vertical.', 'name'),
  duplicateBrand: fieldRefusal(
    'DuplicateBrand',
    'Duplicate brand, a brand may only be assigned to one account per vertical.',
    'settings.brand',
  ),
  notFound: { error: 'NotFound', message: 'Account not found' },
  verticalNotFound: VERTICAL_ERRORS.notFound,
} as const;

/** The columns of the admin list (spec 1 §2), each sortable. */
export const ADMIN_ACCOUNT_SORTS = [
  'name',
  'accountType',
  'vertical',
  'createdAt',
  'isActive',
  'isHidden',
  'showPreview',
] as const;
export type AdminAccountSort = (typeof ADMIN_ACCOUNT_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** GET /admin/accounts?take&skip&sortBy&sortOrder&filter (spec 1 §7). `filter`: a case-insensitive substring of the name. */
export const AdminAccountsQuery = z.object({
  take: z.coerce
    .number({ error: 'take must be a number' })
    .int('take must be a whole number')
    .min(1, 'take must be at least 1')
    .max(100, 'take must be at most 100')
    .default(ADMIN_ACCOUNTS_PAGE_SIZE),
  skip: z.coerce
    .number({ error: 'skip must be a number' })
    .int('skip must be a whole number')
    .min(0, 'skip must be at least 0')
    .max(10_000_000, 'skip must be at most 10000000')
    .default(0),
  sortBy: z
    .enum(ADMIN_ACCOUNT_SORTS, { error: `sortBy must be one of ${ADMIN_ACCOUNT_SORTS.join(', ')}` })
    .default('name'),
  // either case, as the product summaries take it
  sortOrder: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.toLowerCase() : v),
      z.enum(SORT_ORDERS, { error: 'sortOrder must be asc or desc' }),
    )
    .default('asc'),
  filter: textMax('Search', ADMIN_ACCOUNT_LIMITS.name).default(''),
});
export type AdminAccountsQuery = z.input<typeof AdminAccountsQuery>;

/** One row of the admin list (spec 1 §2 columns). */
export const AdminAccountListItem = z.object({
  ...accountRowFields(),
  createdAt: z.string(),
  isActive: z.boolean(),
  isHidden: z.boolean(),
  showPreview: z.boolean(),
});
export type AdminAccountListItem = z.infer<typeof AdminAccountListItem>;

export const AdminAccountsAnswer = pagedAnswer('accounts', AdminAccountListItem);
export type AdminAccountsAnswer = z.infer<typeof AdminAccountsAnswer>;

/** A custom field value: text, or one of a list field's values (the 500 limit is checked with the field's label). */
const customFieldValue = textMax('Custom field', 10_000);

/** spec 1 §3 Account settings: customFields, selectedReports, brand (Brand), isAccountManager (Retailer Rollup). */
export const AccountSettings = z.object({
  customFields: z
    .record(text('Custom field').max(100), customFieldValue)
    .refine((r) => Object.keys(r).length <= 200, 'Too many custom fields')
    .default({}),
  selectedReports: z
    .array(bodyId())
    .max(ADMIN_ACCOUNT_LIMITS.reports, `Reports may hold at most ${ADMIN_ACCOUNT_LIMITS.reports} entries`)
    .default([]),
  brand: lineMax('Brand Name', ADMIN_ACCOUNT_LIMITS.brand).optional(),
  isAccountManager: z.boolean().optional(),
  /** the calendar the account's reports cut weeks, months, quarters and years by (gregorian when absent) */
  retailCalendar: z.enum(RETAIL_CALENDARS, { error: 'Retail calendar is not one of the allowed options' }).optional(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/** Which parent an account of this type may have (spec 1 §5): Retailer → Retailer Rollup, Brand → Brand Rollup. */
export const parentTypeFor = (accountType: string): AccountType | null =>
  accountType === 'Retailer' ? 'Retailer Rollup' : accountType === 'Brand' ? 'Brand Rollup' : null;

const accountFields = {
  name: requiredLine('Name', ADMIN_ACCOUNT_LIMITS.name),
  accountType: z.enum(ACCOUNT_TYPES, { error: msg.required('Account Type') }),
  verticalId: requiredTextMax('Vertical', 50),
  isHidden: z.boolean().default(false),
  showPreview: z.boolean().default(false),
  parentAccountId: bodyId().nullable().default(null),
  settings: AccountSettings.default({ customFields: {}, selectedReports: [] }),
};

/** spec 1 §5: Brand name required for Brand. */
const brandRequired = (body: { accountType: string; settings: AccountSettings }, ctx: z.RefinementCtx) => {
  if (body.accountType === 'Brand' && !body.settings.brand)
    ctx.addIssue({ code: 'custom', path: ['settings', 'brand'], message: msg.required('Brand Name') });
};

/** POST /admin/accounts/{verticalId} (spec 1 §7); the body's verticalId, when sent, must be the path's. */
export const CreateAdminAccountBody = z.object(accountFields).superRefine(brandRequired);
export type CreateAdminAccountBody = z.input<typeof CreateAdminAccountBody>;

/** PUT /admin/accounts/{id} (spec 1 §7): the create fields plus Active Account. */
export const UpdateAdminAccountBody = z.object({ ...accountFields, isActive: z.boolean() }).superRefine(brandRequired);
export type UpdateAdminAccountBody = z.input<typeof UpdateAdminAccountBody>;

/** spec 1 §3 Account (admin view). */
export const AdminAccount = z.object({
  ...pickFields(AdminAccountListItem.shape, ['id', 'name', 'accountType', 'isActive', 'isHidden']),
  parentAccountId: z.number().int().nullable(),
  ...pickFields(AdminAccountListItem.shape, ['showPreview', 'verticalId', 'vertical', 'createdAt']),
  settings: z.object({
    customFields: z.record(z.string(), z.string()),
    selectedReports: z.array(z.number().int()),
    brand: z.string().optional(),
    isAccountManager: z.boolean().optional(),
    retailCalendar: z.enum(RETAIL_CALENDARS).optional(),
  }),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** GET /admin/accounts/parentAccounts/{verticalId}: the rollups of the vertical a parent may be chosen from. */
export const ParentAccount = z.object({ id: z.number().int(), name: z.string(), accountType: z.enum(ACCOUNT_TYPES) });
export type ParentAccount = z.infer<typeof ParentAccount>;
export const ParentAccountsAnswer = z.array(ParentAccount);

export const AdminVerticalParam = z.object({
  verticalId: pathText('Vertical', 50),
});

/**
 * POST /admin/accounts/{verticalId}: the vertical's id where GET and PUT of the same path take an
 * account's id. The API document names both `id` (an OpenAPI path may not repeat under another name).
 */
export const AdminAccountVerticalParam = z.object({
  id: pathText('Vertical', 50).describe("The id of the vertical the account is created in (the spec's {verticalId})"),
});

/** The part of a vertical's accountCustomFields the account form reads (spec 1 §3). */
export interface CustomFieldDefinition {
  label: string;
  property: string;
  type: 'text' | 'list';
  values: string[];
  required: boolean;
}

/**
 * spec 1 §5: a vertical's custom fields on the account form: required when flagged, text at most 500,
 * a list field one of its values. Answers the message per property (empty when all is well); the page
 * and the API use it alike.
 */
export function customFieldErrors(
  fields: readonly CustomFieldDefinition[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.property] ?? '').trim();
    if (value === '') {
      if (field.required) errors[field.property] = msg.required(field.label);
      continue;
    }
    if (field.type === 'text' && value.length > ADMIN_ACCOUNT_LIMITS.customText)
      errors[field.property] = msg.max(field.label, ADMIN_ACCOUNT_LIMITS.customText);
    if (field.type === 'list' && !field.values.includes(value))
      errors[field.property] = connectorMsg.option(field.label);
  }
  return errors;
}

/** The custom field definitions found in a vertical's metadata (anything malformed is left out). */
export function customFieldsOf(metadata: unknown): CustomFieldDefinition[] {
  const list = (metadata as { accountCustomFields?: unknown } | null)?.accountCustomFields;
  if (!Array.isArray(list)) return [];
  return list.flatMap((f): CustomFieldDefinition[] => {
    if (!f || typeof f !== 'object') return [];
    const { label, property, type, values, required } = f as Record<string, unknown>;
    if (typeof property !== 'string' || property === '' || (type !== 'text' && type !== 'list')) return [];
    return [
      {
        label: typeof label === 'string' && label !== '' ? label : property,
        property,
        type,
        values: Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [],
        required: required === true,
      },
    ];
  });
}
