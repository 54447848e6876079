import { z } from 'zod';
import { ACCOUNT_TYPES } from '../domain/accounts.ts';
import { SYSTEM_ACCESS_LEVELS } from '../domain/users.ts';

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

export const TimeZoneBody = z.object({
  timeZone: z
    .string()
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
export const SettingValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type SettingValue = z.infer<typeof SettingValue>;

export const SaveSettingBody = z.object({
  name: z.string().trim().min(1).max(100),
  value: SettingValue,
  accountId: z.number().int().nullish(),
});
export type SaveSettingBody = z.infer<typeof SaveSettingBody>;

/** Answer of GET /user/settings/{name}: `data[name]` holds the value (null when unset). */
export const SettingAnswer = z.object({ data: z.record(z.string(), SettingValue) });
export const SettingQuery = z.object({ accountId: z.coerce.number().int().optional() });

/** 'true'/'false' strings become booleans (spec 1 §3). */
export const toSettingValue = (value: SettingValue): SettingValue =>
  value === 'true' ? true : value === 'false' ? false : value;
