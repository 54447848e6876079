import type { HakuClient } from './client.ts';

/** Validates a Haku client id and secret with a fresh token and one registration read (spec 2 §8 InvalidCredentials). */
export async function checkHaku(client: HakuClient): Promise<void> {
  await client.issueToken();
  await client.get('/registrations', { per_page: 1, page: 1 });
}
