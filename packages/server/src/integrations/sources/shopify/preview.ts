import type { SourceOptions } from '../shared/options.ts';
import { legacyId, ShopifyClient, type ShopifyDetail } from './client.ts';
import { listLocations } from './sync.ts';

export interface ShopifyLocationOption {
  id: string;
  name: string;
  isActive: boolean;
}

/**
 * The shop's locations for the "ignored inventory locations" picker
 * (spec 2 §7: GET /sources/shopify/locations?appType&storeName&apiKey&password&accessToken).
 * Bad credentials throw VendorError InvalidAuth.
 */
export async function lookupShopifyLocations(
  detail: ShopifyDetail,
  options: SourceOptions = {},
): Promise<ShopifyLocationOption[]> {
  const client = new ShopifyClient(detail, { endpoint: options.endpoints?.shopify, retry: options.retry });
  const nodes = await listLocations(client);
  return nodes.map((node) => ({ id: legacyId(node.id), name: node.name, isActive: node.isActive }));
}
