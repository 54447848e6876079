import { ERRORS } from '@storelens/contract/api/errors';
import { type SaveSettingBody, type SettingValue, toSettingValue } from '@storelens/contract/api/settings';
import { isUserSettingName, unknownSettingMessage } from '@storelens/contract/validation/user-settings';
import type { Db } from '../../db/client.ts';
import type { AccessContext } from '../../identity/route-access.ts';
import { HttpError } from '../../platform/errors.ts';
import { findSettingValue, upsertSetting } from './settings.queries.ts';

/**
 * GET /user/settings/{name}: `{data: {[name]: value}}`, null when never saved. A setting kept per
 * account is read for the account the route rule checked (`?accountId`).
 */
export async function getSetting(db: Db, access: AccessContext, name: string) {
  // only the known names (spec 1 §3): an unknown one, or one with a NUL, never reaches the database
  if (!isUserSettingName(name))
    throw new HttpError(400, ERRORS.validation.error, unknownSettingMessage(), { name: unknownSettingMessage() });
  const value = await findSettingValue(db, access.user.id, name, access.account?.id);
  return { data: { [name]: value !== undefined ? (JSON.parse(value) as SettingValue) : null } };
}

/**
 * POST /user/settings: upsert; 'true'/'false' are stored as booleans (spec 1 §3). The route rule
 * checked the body's account and, for lastAccount, the account its value names.
 */
export async function saveSetting(db: Db, access: AccessContext, body: SaveSettingBody) {
  const value = toSettingValue(body.value);
  // the rule checks the body's account first, so when there is one it is `access.account` (without
  // one, a checked account is lastAccount's value, which the setting is not kept for)
  const accountId = body.accountId ? (access.account?.id ?? null) : null;
  await upsertSetting(db, access.user.id, accountId, body.name, JSON.stringify(value));
  return { data: { [body.name]: value } };
}
