import { invalidToken, type PerkvilleClient } from './client.ts';

/**
 * Validates a Perkville authorization: the token administers a business and can read what the sync
 * reads. Throws VendorError InvalidToken (our code; spec 2 §8 names none for Perkville).
 */
export async function checkPerkville(client: PerkvilleClient): Promise<void> {
  const businesses = await client.list('businesses', {}, 0, 1);
  if (businesses.objects.length === 0) throw invalidToken('the authorization administers no business');
  for (const resource of ['users', 'transactions', 'perks', 'locations']) await client.list(resource, {}, 0, 1);
}
