import type { DestinationOptions } from '../options.ts';
import { BlueshiftClient, invalidKey } from './client.ts';
import type { BlueshiftDetail } from './mappers.ts';

/** An address no shopper has: a lookup of it reads nothing and stores nothing. */
const CHECK_EMAIL = 'storelens-key-check@storelens.invalid';

/**
 * Verifies both keys without sending data: the Event API key by reading the event debug view, the
 * User API key by looking a customer up (found or not, the key was accepted). Each refusal names its
 * own field: InvalidEventKey, InvalidUsersKey (spec 2 §8).
 */
export async function checkBlueshift(detail: BlueshiftDetail, options: DestinationOptions = {}): Promise<void> {
  if (!detail.eventKey?.trim()) throw invalidKey('event');
  if (!detail.usersKey?.trim()) throw invalidKey('users');
  await new BlueshiftClient(detail.eventKey, 'event', options).request('GET', '/api/v1/event/debug');
  await new BlueshiftClient(detail.usersKey, 'users', options).request(
    'GET',
    `/api/v1/customers?email=${encodeURIComponent(CHECK_EMAIL)}`,
    undefined,
    true,
  );
}
