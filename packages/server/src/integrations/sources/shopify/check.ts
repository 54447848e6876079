import type { ShopifyClient, ShopifyDetail } from './client.ts';
import { SALESPERSON_PROBE, SCOPE_PROBES, SHOP_QUERY } from './graphql-documents.ts';

/**
 * Validates a Shopify detail: the shop answers to the credentials, and the app holds every scope the
 * sync reads (spec 2 §7: customers, products, orders, inventory, locations; staff when the salesperson is fetched). Any failure is
 * VendorError InvalidAuth with the app type's message (spec 2 §8).
 */
export async function checkShopify(client: ShopifyClient, detail: ShopifyDetail): Promise<void> {
  await client.query(SHOP_QUERY);
  for (const probe of SCOPE_PROBES) await client.query(probe);
  // the salesperson is read only when asked for, and then needs the staff scope too
  if (detail.isGqlSalespersonFetchEnabled) await client.query(SALESPERSON_PROBE);
}

export type { ShopifyDetail };
