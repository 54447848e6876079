import { type SaveSettingBody, type SettingValue, toSettingValue } from '@storelens/contract/api/user';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema.ts';
import { requireAccountAccess } from '../accounts/account-access.ts';
import type { UserRow } from '../auth/sessions.ts';

const scope = (userId: number, name: string, accountId: number | null | undefined) =>
  and(
    eq(userSettings.userId, userId),
    eq(userSettings.name, name),
    accountId ? eq(userSettings.accountId, accountId) : isNull(userSettings.accountId),
  );

/** GET /user/settings/{name}: `{data: {[name]: value}}`, null when never saved. */
export async function getSetting(db: Db, user: UserRow, name: string, accountId?: number) {
  if (accountId) await requireAccountAccess(db, user, accountId);
  const [row] = await db
    .select()
    .from(userSettings)
    .where(scope(user.id, name, accountId));
  return { data: { [name]: row ? (JSON.parse(row.value) as SettingValue) : null } };
}

/** POST /user/settings: upsert; 'true'/'false' are stored as booleans (spec 1 §3). */
export async function saveSetting(db: Db, user: UserRow, body: SaveSettingBody) {
  if (body.accountId) await requireAccountAccess(db, user, body.accountId);
  // lastAccount names the account the user works in: it must be one they may see
  if (body.name === 'lastAccount' && body.value !== null) await requireAccountAccess(db, user, Number(body.value));
  const value = toSettingValue(body.value);
  // the unique index is on coalesce(account_id, 0), which Drizzle's conflict target cannot name
  await db.execute(sql`
    insert into user_settings (user_id, account_id, name, value)
    values (${user.id}, ${body.accountId ?? null}, ${body.name}, ${JSON.stringify(value)})
    on conflict (user_id, coalesce(account_id, 0), name) do update set value = excluded.value, updated_at = now()`);
  return { data: { [body.name]: value } };
}
