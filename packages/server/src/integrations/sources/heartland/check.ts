import type { HeartlandClient } from './client.ts';

/** What the sync reads; the token must be allowed every one (spec 2 §8 "lacks all the necessary permissions"). */
const PROBES = ['/customers', '/items', '/locations', '/sales/tickets'];

/** Validates a Heartland API key; throws VendorError InvalidApiKey when it is refused anywhere. */
export async function checkHeartland(client: HeartlandClient): Promise<void> {
  for (const path of PROBES) await client.list(path, { per_page: 1 });
  await client.list('/inventory/values', { 'group[]': ['item_id', 'location_id'], per_page: 1 });
}
