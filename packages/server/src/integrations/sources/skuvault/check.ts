import type { SkuVaultClient } from './client.ts';

/**
 * Validates a SKU Vault detail with one product read (one call of the "heavy" budget the sync
 * needs anyway). Throws VendorError InvalidToken when the tokens are refused (spec 2 §8).
 */
export async function checkSkuVault(client: SkuVaultClient): Promise<void> {
  await client.call('products/getProducts', { PageNumber: 0, PageSize: 1 });
}
