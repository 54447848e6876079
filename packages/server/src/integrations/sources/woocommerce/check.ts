import type { WooCommerceClient } from './client.ts';

/**
 * Validates a WooCommerce detail by reading one record of each resource the sync reads. Throws
 * VendorError InvalidURL when the address is not a WooCommerce REST API, InvalidAccess when the
 * keys are refused or cannot read (spec 2 §8).
 */
export async function checkWooCommerce(client: WooCommerceClient): Promise<void> {
  for (const resource of ['orders', 'customers', 'products']) await client.list(resource, { per_page: 1 });
}
