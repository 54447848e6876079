import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';

/** The account's stored settings (null when there is no such account). */
export async function findAccountSettings(db: Db, accountId: number): Promise<unknown> {
  const [row] = await db.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, accountId));
  return row?.settings ?? null;
}

/** Sets settings.retailCalendar, leaving the other settings as they are. */
export async function saveRetailCalendar(db: Db, accountId: number, calendar: string): Promise<void> {
  await db
    .update(accounts)
    .set({
      settings: sql`coalesce(${accounts.settings}, '{}'::jsonb) || jsonb_build_object('retailCalendar', ${calendar}::text)`,
    })
    .where(eq(accounts.id, accountId));
}
