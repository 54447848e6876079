import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { destinations, sources } from '../db/connectors.schema.ts';

/** The account a saved source belongs to, or undefined when there is no such source. */
export const findSourceAccountId = async (db: Db, id: number): Promise<number | undefined> =>
  (await db.select({ accountId: sources.accountId }).from(sources).where(eq(sources.id, id)))[0]?.accountId;

/** The account a saved destination belongs to, or undefined when there is no such destination. */
export const findDestinationAccountId = async (db: Db, id: number): Promise<number | undefined> =>
  (await db.select({ accountId: destinations.accountId }).from(destinations).where(eq(destinations.id, id)))[0]
    ?.accountId;
