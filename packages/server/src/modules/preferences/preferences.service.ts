import {
  PREFERENCES_ERRORS,
  PREFERENCES_UPDATED_MESSAGE,
  type PreferencesAnswer,
  type UpdatePreferencesAnswer,
} from '@storelens/contract/api/preferences';
import { and, eq, sql } from 'drizzle-orm';
import { emailLists, emailListUnsubscribes } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { writeAudit } from '../../platform/audit.ts';
import { HttpError } from '../../platform/errors.ts';
import { findToken, issueToken } from '../auth/user-tokens.ts';

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
  const [list] = await db.select().from(emailLists).where(eq(emailLists.typeId, row.listTypeId));
  if (!list) throw HttpError.from(400, PREFERENCES_ERRORS.invalidLink);
  const email = row.email;
  const unsubscribed = and(
    eq(emailListUnsubscribes.typeId, list.typeId),
    sql`lower(${emailListUnsubscribes.email}) = ${email}`,
  );
  return { email, list, unsubscribed };
}

/** GET /email/preferences?token: reads only (a mail scanner following the link changes nothing). */
export async function getPreferences(deps: Deps, token: string): Promise<PreferencesAnswer> {
  const { list, unsubscribed } = await preferenceOf(deps, token);
  const [row] = await deps.database.db
    .select({ id: emailListUnsubscribes.id })
    .from(emailListUnsubscribes)
    .where(unsubscribed);
  return { subscribed: !row, name: list.name };
}

/** PUT /email/preferences {token, subscribed}: unsubscribing adds the address to the list's unsubscribes. */
export async function updatePreferences(
  deps: Deps,
  token: string,
  subscribed: boolean,
  ip: string,
): Promise<UpdatePreferencesAnswer> {
  const { email, list, unsubscribed } = await preferenceOf(deps, token);
  const db = deps.database.db;
  if (subscribed) await db.delete(emailListUnsubscribes).where(unsubscribed);
  else await db.insert(emailListUnsubscribes).values({ typeId: list.typeId, email }).onConflictDoNothing();
  await writeAudit(db, {
    action: subscribed ? 'emailList.resubscribe' : 'emailList.unsubscribe',
    targetType: 'emailList',
    targetId: list.typeId,
    details: { email },
    ip,
  });
  return { subscribed, name: list.name, message: PREFERENCES_UPDATED_MESSAGE };
}
