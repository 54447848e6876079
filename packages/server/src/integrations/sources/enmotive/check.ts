import type { EnMotiveClient } from './client.ts';

/**
 * Validates an EnMotive detail by reading the tenant and one registration: InvalidApiKey when the key
 * is refused, InvalidTenantId when no tenant has the id (spec 2 §8; the statuses are assumed).
 */
export async function checkEnMotive(client: EnMotiveClient): Promise<void> {
  await client.tenant();
  await client.list('/registrations', { page: 1 });
}
