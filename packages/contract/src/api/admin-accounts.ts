import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType } from '../domain/accounts.ts';
import { requiredText, text } from '../validation/fields.ts';
import { connectorMsg, msg } from '../validation/messages.ts';

/** spec 1 §9: account name max 100, custom text field max 500; the admin list shows 50 per page. */
export const ADMIN_ACCOUNT_LIMITS = { name: 100, brand: 100, customText: 500, reports: 500 } as const;
export const ADMIN_ACCOUNTS_PAGE_SIZE = 50;
/** spec 1 §9: the admin account search waits 1000 ms after the last key. */
export const ADMIN_ACCOUNTS_SEARCH_DEBOUNCE_MS = 1000;

/** spec 1 §8: the account save errors, on their fields. */
export const ADMIN_ACCOUNT_ERRORS = {
  duplicateName: {
    error: 'DuplicateName',
    message: 'Account names must be unique per vertical.',
    fields: { name: 'Account names must be unique per vertical.' },
  },
  duplicateBrand: {
    error: 'DuplicateBrand',
    message: 'Duplicate brand, a brand may only be assigned to one account per vertical.',
    fields: { 'settings.brand': 'Duplicate brand, a brand may only be assigned to one account per vertical.' },
  },
  notFound: { error: 'NotFound', message: 'Account not found' },
  verticalNotFound: { error: 'NotFound', message: 'Vertical not found' },
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
  filter: text('Search')
    .trim()
    .max(ADMIN_ACCOUNT_LIMITS.name, msg.max('Search', ADMIN_ACCOUNT_LIMITS.name))
    .default(''),
});
export type AdminAccountsQuery = z.input<typeof AdminAccountsQuery>;

/** One row of the admin list (spec 1 §2 columns). */
export const AdminAccountListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  verticalId: z.string(),
  vertical: z.string(),
  createdAt: z.string(),
  isActive: z.boolean(),
  isHidden: z.boolean(),
  showPreview: z.boolean(),
});
export type AdminAccountListItem = z.infer<typeof AdminAccountListItem>;

export const AdminAccountsAnswer = z.object({ total: z.number().int(), accounts: z.array(AdminAccountListItem) });
export type AdminAccountsAnswer = z.infer<typeof AdminAccountsAnswer>;

/** A custom field value: text, or one of a list field's values (the 500 limit is checked with the field's label). */
const customFieldValue = text('Custom field').trim().max(10_000, msg.max('Custom field', 10_000));

/** spec 1 §3 Account settings: customFields, selectedReports, brand (Brand), isAccountManager (Retailer Rollup). */
export const AccountSettings = z.object({
  customFields: z
    .record(text('Custom field').max(100), customFieldValue)
    .refine((r) => Object.keys(r).length <= 200, 'Too many custom fields')
    .default({}),
  selectedReports: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(ADMIN_ACCOUNT_LIMITS.reports, `Reports may hold at most ${ADMIN_ACCOUNT_LIMITS.reports} entries`)
    .default([]),
  brand: text('Brand Name')
    .trim()
    .max(ADMIN_ACCOUNT_LIMITS.brand, msg.max('Brand Name', ADMIN_ACCOUNT_LIMITS.brand))
    .optional(),
  isAccountManager: z.boolean().optional(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/** Which parent an account of this type may have (spec 1 §5): Retailer → Retailer Rollup, Brand → Brand Rollup. */
export const parentTypeFor = (accountType: string): AccountType | null =>
  accountType === 'Retailer' ? 'Retailer Rollup' : accountType === 'Brand' ? 'Brand Rollup' : null;

const accountFields = {
  name: requiredText('Name').max(ADMIN_ACCOUNT_LIMITS.name, msg.max('Name', ADMIN_ACCOUNT_LIMITS.name)),
  accountType: z.enum(ACCOUNT_TYPES, { error: msg.required('Account Type') }),
  verticalId: requiredText('Vertical').max(50, msg.max('Vertical', 50)),
  isHidden: z.boolean().default(false),
  showPreview: z.boolean().default(false),
  parentAccountId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
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
  id: z.number().int(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  isActive: z.boolean(),
  isHidden: z.boolean(),
  parentAccountId: z.number().int().nullable(),
  showPreview: z.boolean(),
  verticalId: z.string(),
  vertical: z.string(),
  createdAt: z.string(),
  settings: z.object({
    customFields: z.record(z.string(), z.string()),
    selectedReports: z.array(z.number().int()),
    brand: z.string().optional(),
    isAccountManager: z.boolean().optional(),
  }),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** GET /admin/accounts/parentAccounts/{verticalId}: the rollups of the vertical a parent may be chosen from. */
export const ParentAccount = z.object({ id: z.number().int(), name: z.string(), accountType: z.enum(ACCOUNT_TYPES) });
export type ParentAccount = z.infer<typeof ParentAccount>;
export const ParentAccountsAnswer = z.array(ParentAccount);

export const AdminVerticalParam = z.object({
  verticalId: text('Vertical').min(1, msg.required('Vertical')).max(50, msg.max('Vertical', 50)),
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
