import type { FleetFeetClient } from './client.ts';

/**
 * Validates a FleetFeet Online detail: each store owner, one at a time so a refusal names it, must
 * be known to the platform and have given StoreLens access (InvalidStoreOwner otherwise).
 */
export async function checkFleetFeet(client: FleetFeetClient): Promise<void> {
  for (const owner of client.storeOwners) await client.list('stores', { per_page: 1 }, [owner]);
}
