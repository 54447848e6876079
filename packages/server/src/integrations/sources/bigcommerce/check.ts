import type { BigCommerceClient } from './client.ts';

/**
 * Validates a BigCommerce detail by reading one record of each list the sync reads (v2 orders, v3
 * customers and products). Throws VendorError InvalidHash when no store has the hash, InvalidToken
 * when the token is refused or cannot read (spec 2 §8).
 */
export async function checkBigCommerce(client: BigCommerceClient): Promise<void> {
  await client.v2List('/orders', { limit: 1 });
  await client.v3List('/customers', { limit: 1 });
  await client.v3List('/catalog/products', { limit: 1 });
}
