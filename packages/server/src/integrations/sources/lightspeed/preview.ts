import type { OrderRecord } from '../../records.ts';
import type { SourceOptions } from '../shared/options.ts';
import type { LightspeedDetail } from './client.ts';
import { type LsSale, toOrder } from './mappers.ts';
import { createLightspeedSource, RELATIONS, webSaleTest } from './sync.ts';

/** spec 2 §7: previews take 100 records. */
const PREVIEW_SIZE = '100';

/**
 * GET /sources/lightspeed/preview/{id}: the source's 100 latest sales, mapped as the sync maps them
 * (so the web/store split shows whether the ecom identifiers are right).
 */
export async function previewLightspeed(detail: LightspeedDetail, options: SourceOptions = {}): Promise<OrderRecord[]> {
  const client = createLightspeedSource.definition.client(detail, options);
  const isWeb = await webSaleTest(client, detail);
  const { rows } = await client.firstPage<LsSale>('Sale', {
    sort: '-timeStamp',
    limit: PREVIEW_SIZE,
    load_relations: JSON.stringify(RELATIONS.Sale),
  });
  return rows.map((sale) => toOrder(sale, isWeb(sale)));
}
