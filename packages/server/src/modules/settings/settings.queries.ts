import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema.ts';

/** The stored JSON text of a user's setting (per account, or the account-less one), if saved. */
export const findSettingValue = async (
  db: Db,
  userId: number,
  name: string,
  accountId: number | null | undefined,
): Promise<string | undefined> =>
  (
    await db
      .select({ value: userSettings.value })
      .from(userSettings)
      .where(
        and(
          eq(userSettings.userId, userId),
          eq(userSettings.name, name),
          accountId ? eq(userSettings.accountId, accountId) : isNull(userSettings.accountId),
        ),
      )
  )[0]?.value;

/** Inserts or replaces a setting (JSON text). */
export async function upsertSetting(
  db: Db,
  userId: number,
  accountId: number | null,
  name: string,
  valueJson: string,
): Promise<void> {
  // the unique index is on coalesce(account_id, 0), which Drizzle's conflict target cannot name
  await db.execute(sql`
    insert into user_settings (user_id, account_id, name, value)
    values (${userId}, ${accountId}, ${name}, ${valueJson})
    on conflict (user_id, coalesce(account_id, 0), name) do update set value = excluded.value, updated_at = now()`);
}
