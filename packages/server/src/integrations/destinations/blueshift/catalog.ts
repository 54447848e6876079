import type { PushContext } from '../../connector.ts';
import { chunk } from '../options.ts';
import type { BlueshiftClient } from './client.ts';

/**
 * Blueshift's product catalog (User API key; destination-apis.md §5 names catalogs among the User
 * API's endpoints; the calls below are ASSUMED, docs/vendors/blueshift.md): `GET /api/v1/catalogs`
 * lists `{catalogs:[{catalog_uuid, name}]}`, `POST /api/v1/catalogs {catalog:{name}}` answers
 * `{catalog_uuid}`, `PUT /api/v1/catalogs/{uuid}.json {catalog:{products:[≤100]}}` upserts items by
 * `product_id`. Each source has a catalog of its own, named by account and source.
 */
export const CATALOG_ITEMS_PER_CALL = 100;

export const catalogNameOf = (context: Pick<PushContext, 'accountId' | 'sourceId'>) =>
  `storelens-${context.accountId}-${context.sourceId}`;

/** Catalog ids already found or made, by users key and name: a push does not list them again. */
export type CatalogIds = Map<string, string>;

async function catalogIdOf(client: BlueshiftClient, usersKey: string, name: string, known: CatalogIds) {
  const key = `${usersKey}\u0000${name}`;
  const cached = known.get(key);
  if (cached) return cached;
  const listed = await client.request('GET', '/api/v1/catalogs');
  const catalogs = Array.isArray(listed?.catalogs) ? (listed.catalogs as Array<Record<string, unknown>>) : [];
  let id = catalogs.find((c) => c.name === name)?.catalog_uuid;
  if (typeof id !== 'string') {
    const created = await client.request('POST', '/api/v1/catalogs', { catalog: { name } });
    id = created?.catalog_uuid;
    if (typeof id !== 'string') throw new Error('Blueshift created a catalog without answering its catalog_uuid');
  }
  known.set(key, id);
  return id;
}

/** Upserts `items` into the source's catalog, 100 a call, paced like the other bulk calls. */
export async function putCatalogItems(
  client: BlueshiftClient,
  usersKey: string,
  context: PushContext,
  items: Record<string, unknown>[],
  known: CatalogIds,
): Promise<void> {
  if (items.length === 0) return;
  const id = await catalogIdOf(client, usersKey, catalogNameOf(context), known);
  for (const slice of chunk(items, CATALOG_ITEMS_PER_CALL)) {
    await client.paceBulk();
    await client.request('PUT', `/api/v1/catalogs/${encodeURIComponent(id)}.json`, { catalog: { products: slice } });
  }
}
