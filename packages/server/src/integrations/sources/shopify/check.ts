import type { ShopifyClient, ShopifyDetail } from './client.ts';
import { SCOPE_PROBES, SHOP_QUERY } from './graphql-documents.ts';

/**
 * Validates a Shopify detail: the shop answers to the credentials, and the app holds every scope the
 * sync reads (spec 2 §7: customers, products, orders, inventory, locations). Any failure is
 * VendorError InvalidAuth with the app type's message (spec 2 §8).
 */
export async function checkShopify(client: ShopifyClient): Promise<void> {
  await client.query(SHOP_QUERY);
  for (const probe of SCOPE_PROBES) await client.query(probe);
}

export type { ShopifyDetail };
