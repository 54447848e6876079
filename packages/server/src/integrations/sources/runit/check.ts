import { VendorError } from '../../vendor-error.ts';
import { invalidUrlStoreId, type RunitClient } from './client.ts';

/**
 * Validates a Runit detail by reading the store and one sale (spec 2 §8 InvalidUrlStoreId when the
 * server is not a Runit server or has no such store). A server that cannot be reached at all is, on
 * save, most likely a mistyped address, so it is answered the same way.
 */
export async function checkRunit(client: RunitClient): Promise<void> {
  try {
    await client.store();
    await client.list('sales', { page: 1, pageSize: 1 });
  } catch (err) {
    if (err instanceof VendorError && err.code === 'NetworkError') throw invalidUrlStoreId();
    throw err;
  }
}
