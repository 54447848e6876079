import type { BridalLiveClient } from './client.ts';

/**
 * Validates a Bridal Live detail: signs in and reads one contact (the sign-in alone would not show an
 * unapproved network, reference §17). Throws VendorError InvalidCredentials when refused (spec 2 §8).
 */
export async function checkBridalLive(client: BridalLiveClient): Promise<void> {
  await client.list('/contacts/list', 0, 1);
}
