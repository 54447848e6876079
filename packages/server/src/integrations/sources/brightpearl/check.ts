import type { BrightpearlClient } from './client.ts';

/**
 * Validates a Brightpearl authorization: the token opens the account and can read what the sync
 * reads. Throws VendorError InvalidToken (our code; spec 2 §8 names none for Brightpearl).
 */
export async function checkBrightpearl(client: BrightpearlClient): Promise<void> {
  await client.list('warehouse-service/warehouse');
  for (const path of ['order-service/order-search', 'contact-service/contact-search', 'product-service/product-search'])
    await client.search(path, {}, 1, 1);
}
