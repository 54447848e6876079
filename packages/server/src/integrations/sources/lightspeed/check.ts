import type { LightspeedClient } from './client.ts';

/**
 * Validates a Lightspeed authorization: the token opens the account and can read what the sync
 * reads. Throws VendorError InvalidToken (our code; spec 2 §8 names none for Lightspeed).
 */
export async function checkLightspeed(client: LightspeedClient): Promise<void> {
  await client.account();
  for (const resource of ['Sale', 'Customer', 'Item', 'Shop', 'ItemShop'])
    await client.firstPage(resource, { limit: '1' });
}
