import type { RicsClient } from './client.ts';

/**
 * Validates a RICS token with one customer read (the smallest read every sync makes). Throws
 * VendorError InvalidToken when RICS refuses the token (spec 2 §8).
 */
export async function checkRics(client: RicsClient): Promise<void> {
  await client.call('Customer/GetCustomer', { Skip: 0, Take: 1 });
}
