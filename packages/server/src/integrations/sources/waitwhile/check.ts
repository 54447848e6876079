import type { WaitwhileClient } from './client.ts';

/**
 * Validates a Waitwhile detail with one location and one visit (the lists the sync reads first and
 * most). Throws VendorError InvalidApiKey when the key is refused (spec 2 §8).
 */
export async function checkWaitwhile(client: WaitwhileClient): Promise<void> {
  await client.list('/locations', { limit: 1 });
  await client.list('/visits', { limit: 1 });
}
