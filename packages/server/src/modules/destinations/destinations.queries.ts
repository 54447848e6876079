import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { destinations, sourceDestinations } from '../../db/connectors.schema.ts';
import { firstRow, returnedRow } from '../../db/rows.ts';

export type DestinationRow = typeof destinations.$inferSelect;
export type NewDestinationRow = typeof destinations.$inferInsert;

/** One destination of the account, or undefined. */
export const findDestination = async (db: Db, accountId: number, id: number): Promise<DestinationRow | undefined> =>
  firstRow(
    db
      .select()
      .from(destinations)
      .where(and(eq(destinations.accountId, accountId), eq(destinations.id, id))),
  );

/** How many sources send to the destination, and whether one of them is loading its history. */
export async function findDestinationLinkStats(
  db: Db,
  destinationId: number,
): Promise<{ sourceCount: number; loadingHistory: boolean }> {
  const [row] = await db
    .select({ n: count(), loading: sql<boolean>`coalesce(bool_or(${sourceDestinations.loadingHistory}), false)` })
    .from(sourceDestinations)
    .where(eq(sourceDestinations.destinationId, destinationId));
  return { sourceCount: Number(row?.n ?? 0), loadingHistory: row?.loading === true };
}

/** The account's destinations by name (case-insensitive), each with its source count. */
export const findAccountDestinations = (db: Db, accountId: number) =>
  db
    .select({
      id: destinations.id,
      name: destinations.name,
      type: destinations.destinationType,
      sourceCount: sql<number>`(select count(*)::int from source_destinations sd where sd.destination_id = ${destinations.id})`,
    })
    .from(destinations)
    .where(eq(destinations.accountId, accountId))
    .orderBy(sql`lower(${destinations.name})`);

export const insertDestination = async (db: Db, values: NewDestinationRow): Promise<DestinationRow> =>
  returnedRow(db.insert(destinations).values(values).returning(), 'destination insert');

export const updateDestinationRow = async (
  db: Db,
  id: number,
  values: Partial<NewDestinationRow>,
): Promise<DestinationRow | undefined> =>
  firstRow(db.update(destinations).set(values).where(eq(destinations.id, id)).returning());

export const deleteDestinationRow = async (db: Db, id: number): Promise<void> => {
  await db.delete(destinations).where(eq(destinations.id, id));
};
