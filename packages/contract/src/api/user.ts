import { z } from 'zod';
import { ACCOUNT_TYPES } from '../domain/accounts.ts';
import { SYSTEM_ACCESS_LEVELS } from '../domain/users.ts';
import { text } from '../validation/fields.ts';
import { settingNameField, settingValueField } from '../validation/user-settings.ts';

/** spec 1 §3 "User profile". */
export const Profile = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  timeZone: z.string().nullable(),
  systemAccessLevel: z.enum(SYSTEM_ACCESS_LEVELS).nullable(),
  twoFactorEnabled: z.boolean(),
  mobile: z.string().nullable(),
  impersonated: z.boolean(),
  hasReportsManagement: z.boolean(),
  hasDataManagement: z.boolean(),
  hasConnectors: z.boolean(),
  hasAccounts: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/** One row of GET /user/accounts: the accounts the user may switch to. */
export const UserAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  verticalId: z.string(),
  vertical: z.string(),
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

export const TimeZoneBody = z.object({
  timeZone: text('Time Zone')
    .min(1)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'timeZone is not a valid IANA time zone'),
});
export const TimeZoneAnswer = z.object({ timeZone: z.string() });

/** spec 1 §3: a setting value; the strings 'true' and 'false' are stored as booleans. */
export const SettingValue = settingValueField();
export type SettingValue = z.infer<typeof SettingValue>;

export const SaveSettingBody = z
  .object({
    name: settingNameField(),
    value: SettingValue,
    // account ids are PostgreSQL integers: beyond them nothing exists (and the query would fail)
    accountId: z.number().int().positive().max(2_147_483_647).nullish(),
  })
  .superRefine((body, ctx) => {
    // lastAccount names an account: an id, or nothing
    if (body.name !== 'lastAccount' || body.value === null) return;
    const id = Number(body.value);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'lastAccount must be an account id' });
  });
export type SaveSettingBody = z.infer<typeof SaveSettingBody>;

/** Answer of GET /user/settings/{name}: `data[name]` holds the value (null when unset). */
export const SettingAnswer = z.object({
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export const SettingQuery = z.object({ accountId: z.coerce.number().int().positive().max(2_147_483_647).optional() });

/** 'true'/'false' strings become booleans (spec 1 §3). */
export const toSettingValue = (value: SettingValue): SettingValue =>
  value === 'true' ? true : value === 'false' ? false : value;
