import { z } from 'zod';
import { settingNameField, settingValueField } from '../validation/user-settings.ts';
import { bodyId, MAX_ID, pathId } from './common.ts';

/** spec 1 §3: a setting value; the strings 'true' and 'false' are stored as booleans. */
export const SettingValue = settingValueField();
export type SettingValue = z.infer<typeof SettingValue>;

export const SaveSettingBody = z
  .object({
    name: settingNameField(),
    value: SettingValue,
    // account ids are PostgreSQL integers: beyond them nothing exists (and the query would fail)
    accountId: bodyId().nullish(),
  })
  .superRefine((body, ctx) => {
    // lastAccount names an account: an id, or nothing
    if (body.name !== 'lastAccount' || body.value === null) return;
    const id = Number(body.value);
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'lastAccount must be an account id' });
  });
export type SaveSettingBody = z.infer<typeof SaveSettingBody>;

/** Answer of GET /user/settings/{name}: `data[name]` holds the value (null when unset). */
export const SettingAnswer = z.object({
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export const SettingQuery = z.object({ accountId: pathId().optional() });

/** 'true'/'false' strings become booleans (spec 1 §3). */
export const toSettingValue = (value: SettingValue): SettingValue =>
  value === 'true' ? true : value === 'false' ? false : value;
