import {
  PREFERENCES_ERRORS,
  PREFERENCES_UPDATED_MESSAGE,
  type PreferencesAnswer,
  type UpdatePreferencesAnswer,
} from '@storelens/contract/api/preferences';
import type { Deps } from '../../deps.ts';
import { findToken, issueToken } from '../../identity/user-tokens.queries.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { deleteUnsubscribe, findEmailListByType, insertUnsubscribe, isUnsubscribed } from './preferences.queries.ts';

/**
 * The link for the /preferences page of one address on one email list (put it in every mail sent
 * to a list). The token is random, stored hashed and lives TOKEN_LIFETIME_MINUTES.preferences.
 */
export async function issuePreferencesLink(deps: Deps, email: string, listTypeId: number): Promise<string> {
  const token = await issueToken(
    deps.database.db,
    'preferences',
    { email: email.trim().toLowerCase(), listTypeId },
    deps.now(),
  );
  return `${deps.config.publicUrl}/preferences?t=${encodeURIComponent(token)}`;
}

/** The address and list behind a live preferences token; any failure is 'The link is invalid.' */
async function preferenceOf(deps: Deps, token: string) {
  const db = deps.database.db;
  const row = await findToken(db, 'preferences', token);
  if (!row || row.expiresAt <= deps.now() || !row.email || row.listTypeId === null)
    throw HttpError.from(400, PREFERENCES_ERRORS.invalidLink);
  const list = await findEmailListByType(db, row.listTypeId);
  if (!list) throw HttpError.from(400, PREFERENCES_ERRORS.invalidLink);
  return { email: row.email, list };
}

/** GET /email/preferences?token: reads only (a mail scanner following the link changes nothing). */
export async function getPreferences(deps: Deps, token: string): Promise<PreferencesAnswer> {
  const { email, list } = await preferenceOf(deps, token);
  return { subscribed: !(await isUnsubscribed(deps.database.db, list.typeId, email)), name: list.name };
}

/** PUT /email/preferences {token, subscribed}: unsubscribing adds the address to the list's unsubscribes. */
export async function updatePreferences(
  deps: Deps,
  token: string,
  subscribed: boolean,
  ip: string,
): Promise<UpdatePreferencesAnswer> {
  const { email, list } = await preferenceOf(deps, token);
  await deps.database.db.transaction(async (tx) => {
    if (subscribed) await deleteUnsubscribe(tx, list.typeId, email);
    else await insertUnsubscribe(tx, list.typeId, email);
    await writeAudit(tx, {
      action: subscribed ? 'emailList.resubscribe' : 'emailList.unsubscribe',
      targetType: 'emailList',
      targetId: list.typeId,
      details: { email },
      ip,
    });
  });
  return { subscribed, name: list.name, message: PREFERENCES_UPDATED_MESSAGE };
}
