import { z } from 'zod';
import { ACCOUNT_TYPES, PAGE_FLAGS } from '../domain/accounts.ts';
import { text } from '../validation/fields.ts';
import { idParams } from './common.ts';

export const PagesSchema = z.object(
  Object.fromEntries(PAGE_FLAGS.map((f) => [f, z.boolean()])) as {
    [K in (typeof PAGE_FLAGS)[number]]: z.ZodBoolean;
  },
);

/** spec 1 §3 "Active account". */
export const ActiveAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  accessLevel: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  settings: z.record(z.string(), z.unknown()),
  parentName: z.string().nullable(),
  isManagedAccount: z.boolean(),
  showPreview: z.boolean(),
  duplicateName: z.boolean(),
  vertical: z.string(),
  verticalId: z.string(),
  pages: PagesSchema,
});
export type ActiveAccount = z.infer<typeof ActiveAccount>;

export const IdParam = idParams('id');

/** What a listed account shows first: its id, name, type and vertical. */
export const accountRowFields = () => ({
  id: z.number().int(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  verticalId: z.string(),
  vertical: z.string(),
});

/** One row of GET /user/accounts: the accounts the user may switch to. */
export const UserAccount = z.object({
  ...accountRowFields(),
  isActive: z.boolean(),
  default: z.boolean(),
});
export type UserAccount = z.infer<typeof UserAccount>;
export const UserAccountsAnswer = z.array(UserAccount);

/** How many accounts a system user's GET /user/accounts answers when no limit is given. */
export const USER_ACCOUNTS_PAGE = 50;
/** The largest page a system user may ask for. */
export const USER_ACCOUNTS_MAX_LIMIT = 200;

/**
 * Query of GET /user/accounts. `search`: every word must start a word of the
 * account's name, case-insensitively. A customer user gets every membership (spec 1: the list with
 * id and default flag), filtered by `search`; a system user, who may see any number of accounts,
 * gets at most `limit` of them (default USER_ACCOUNTS_PAGE), in name order.
 */
export const UserAccountsQuery = z.object({
  search: text('Search').trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(USER_ACCOUNTS_MAX_LIMIT).optional(),
});
export type UserAccountsQuery = z.infer<typeof UserAccountsQuery>;

/** The words of a search, as the server matches them (letters and digits; anything else separates). */
export const searchWords = (search: string | undefined): string[] =>
  (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
