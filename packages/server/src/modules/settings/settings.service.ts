import { ERRORS } from '@storelens/contract/api/errors';
import { type SaveSettingBody, type SettingValue, toSettingValue } from '@storelens/contract/api/settings';
import { isUserSettingName, unknownSettingMessage } from '@storelens/contract/validation/user-settings';
import type { Db } from '../../db/client.ts';
import { requireAccountAccess } from '../../identity/account-access.ts';
import type { UserRow } from '../../identity/sessions.ts';
import { HttpError } from '../../platform/errors.ts';
import { findSettingValue, upsertSetting } from './settings.queries.ts';

/** GET /user/settings/{name}: `{data: {[name]: value}}`, null when never saved. */
export async function getSetting(db: Db, user: UserRow, name: string, accountId?: number) {
  // only the known names (spec 1 §3): an unknown one, or one with a NUL, never reaches the database
  if (!isUserSettingName(name))
    throw new HttpError(400, ERRORS.validation.error, unknownSettingMessage(), { name: unknownSettingMessage() });
  if (accountId) await requireAccountAccess(db, user, accountId);
  const value = await findSettingValue(db, user.id, name, accountId);
  return { data: { [name]: value !== undefined ? (JSON.parse(value) as SettingValue) : null } };
}

/** POST /user/settings: upsert; 'true'/'false' are stored as booleans (spec 1 §3). */
export async function saveSetting(db: Db, user: UserRow, body: SaveSettingBody) {
  if (body.accountId) await requireAccountAccess(db, user, body.accountId);
  // lastAccount names the account the user works in: it must be one they may see
  if (body.name === 'lastAccount' && body.value !== null) await requireAccountAccess(db, user, Number(body.value));
  const value = toSettingValue(body.value);
  await upsertSetting(db, user.id, body.accountId ?? null, body.name, JSON.stringify(value));
  return { data: { [body.name]: value } };
}
