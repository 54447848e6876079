import { isStorableText } from '@storelens/contract/validation/fields';
import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';
import { MailchimpClient, type MailchimpDetail } from './client.ts';

/**
 * Verifies the API key and the audience: GET /lists/{listId} answers 401 for a bad key or wrong
 * datacenter and 404 for an unknown list [M9][M10]. The store is created on the first push.
 */
export async function checkMailchimp(detail: MailchimpDetail, options: DestinationOptions = {}): Promise<void> {
  const client = new MailchimpClient(detail.apiKey, options);
  const listId = detail.listId.trim();
  // a list id that cannot be put into a URL (a lone surrogate) is no list: never a URIError
  if (!isStorableText(listId))
    throw new VendorError('credentials', 'InvalidListId', 'Invalid Audience Id', undefined, 'listId');
  const list = listId ? await client.request('GET', `/lists/${encodeURIComponent(listId)}`, undefined, true) : null;
  // spec 2 §8: InvalidListId 'Invalid Audience Id'
  if (!list) throw new VendorError('credentials', 'InvalidListId', 'Invalid Audience Id', 404, 'listId');
}
