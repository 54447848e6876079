import type { TeamworkClient } from './client.ts';

/**
 * Validates a Teamwork CHQ URL and key with one record of each export the sync reads: a key may be
 * allowed only some API types (reference §12), and a key that cannot read them all would fail later.
 * Throws VendorError InvalidAccess (spec 2 §8).
 */
export async function checkTeamwork(client: TeamworkClient): Promise<void> {
  await client.export('sales-receipt', 'SalesReceipts', { skip: 0, top: 1 });
  await client.export('location-export', 'Locations', { skip: 0, top: 1 });
  await client.export('catalog-export', 'Items', { skip: 0, top: 1 });
}
