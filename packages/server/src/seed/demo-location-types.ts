import { type LOCATION_ENTITY_TYPES, LOCATION_MARKET_TYPES } from '@storelens/contract/api/locations';
import type { Db } from '../db/client.ts';
import { findLocations, saveLocationEdits } from '../modules/locations/locations.queries.ts';

type EntityType = (typeof LOCATION_ENTITY_TYPES)[number];

/**
 * Entity and market type are StoreLens' own classifications of a location (no vendor has them): a
 * retailer sets them on the Locations page. The demo stores carry them as that edit stores them —
 * the user's edits beside the synced location, by the account's admin — so the Locations table has
 * no column always empty but Close Date of open stores. Each store keeps whatever else the sync stored.
 */
export async function seedDemoLocationTypes(
  db: Db,
  stores: ReadonlyArray<{ accountId: number; entityType: EntityType; userId: number }>,
  at: Date,
): Promise<void> {
  for (const store of stores) {
    const locations = await findLocations(db, [store.accountId]);
    for (const [i, location] of locations.entries()) {
      await saveLocationEdits(db, {
        accountId: store.accountId,
        sourceId: location.sourceId,
        storeId: location.storeId,
        // the first store downtown, the next in the suburbs, the third out of town
        values: {
          ...location.edits,
          entityType: store.entityType,
          marketType: LOCATION_MARKET_TYPES[2 - (i % 3)]!,
        },
        userId: store.userId,
        at,
      });
    }
  }
}

export const DEMO_ENTITY_TYPES = {
  // Main Street Retail Group owns its stores; Riverside Running is one owner's shop
  group: 'Franchise - Corp',
  independent: 'Independent',
} as const satisfies Record<string, (typeof LOCATION_ENTITY_TYPES)[number]>;
