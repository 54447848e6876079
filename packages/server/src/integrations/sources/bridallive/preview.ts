import { PREVIEW_RECORD_COUNT } from '@storelens/contract/domain/connectors';
import type { SourceOptions } from '../shared/options.ts';
import type { BridalLiveDetail } from './client.ts';
import { type BlContact, toCustomer } from './mappers.ts';
import { createBridalLiveSource } from './sync.ts';

export type { BridalLiveDetail } from './client.ts';

/**
 * GET /sources/bridalLive/preview (spec 2 §7): signs in and reads the first 100 contacts (one page;
 * an API that ignores the page size is cut to 100), as the sync would store them. A refused sign-in
 * is spec 2 §8's InvalidCredentials.
 */
export async function previewBridalLive(
  detail: BridalLiveDetail,
  options: SourceOptions = {},
): Promise<Record<string, unknown>[]> {
  const client = createBridalLiveSource.definition.client(detail, options);
  const contacts = await client.list<BlContact>('/contacts/list', 0, PREVIEW_RECORD_COUNT);
  const stamp = new Date().toISOString();
  return contacts.slice(0, PREVIEW_RECORD_COUNT).map((c) => ({ ...toCustomer(c, stamp) }));
}
