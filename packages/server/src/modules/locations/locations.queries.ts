import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { locationEdits } from '../../db/connections.schema.ts';

export interface StoredLocation {
  sourceId: number;
  sourceName: string;
  storeId: string;
  /** the location as the last sync stored it (records.ts LocationRecord) */
  synced: Record<string, unknown>;
  /** the user's edits, field by field */
  edits: Record<string, string | null>;
}

/**
 * The synced locations of the given accounts' sources (the warehouse's locations stream, whatever
 * the vendor) with the user's edits beside them; `one` narrows to one (source, store id).
 */
export async function findLocations(
  db: Db,
  accountIds: number[],
  one?: { sourceId: number; storeId: string },
): Promise<StoredLocation[]> {
  if (accountIds.length === 0) return [];
  const result = await db.execute(sql`
    select l.source_id, s.name as source_name, l.vendor_id, l.data, e.values as edits
    from wh_locations l
    join sources s on s.id = l.source_id
    left join location_edits e on e.source_id = l.source_id and e.store_id = l.vendor_id
    where s.account_id in (${sql.join(
      accountIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ${one ? sql`and l.source_id = ${one.sourceId} and l.vendor_id = ${one.storeId}` : sql``}
    order by lower(coalesce(e.values->>'name', l.data->>'name')), l.source_id, l.vendor_id`);
  return rowsOf(result).map((r) => ({
    sourceId: Number(r.source_id),
    sourceName: String(r.source_name),
    storeId: String(r.vendor_id),
    synced: (r.data ?? {}) as Record<string, unknown>,
    edits: (r.edits ?? {}) as Record<string, string | null>,
  }));
}

/** The child accounts of a rollup (a Retailer Rollup's locations include its retailers'). */
export async function findChildAccountIds(db: Db, parentId: number): Promise<number[]> {
  const result = await db.execute(sql`select id from accounts where parent_account_id = ${parentId}`);
  return rowsOf(result).map((r) => Number(r.id));
}

/** Replaces the user's edits of one location (an empty set removes the row: the sync owns it again). */
export async function saveLocationEdits(
  db: Db,
  v: {
    accountId: number;
    sourceId: number;
    storeId: string;
    values: Record<string, string | null>;
    userId: number;
    at: Date;
  },
): Promise<void> {
  if (Object.keys(v.values).length === 0) {
    await db
      .delete(locationEdits)
      .where(and(eq(locationEdits.sourceId, v.sourceId), eq(locationEdits.storeId, v.storeId)));
    return;
  }
  await db
    .insert(locationEdits)
    .values({
      accountId: v.accountId,
      sourceId: v.sourceId,
      storeId: v.storeId,
      values: v.values,
      updatedByUserId: v.userId,
      updatedAt: v.at,
    })
    .onConflictDoUpdate({
      target: [locationEdits.sourceId, locationEdits.storeId],
      set: { values: v.values, updatedByUserId: v.userId, updatedAt: v.at },
    });
}
