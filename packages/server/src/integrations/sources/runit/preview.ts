import { PREVIEW_RECORD_COUNT } from '@storelens/contract/domain/connectors';
import type { OrderRecord } from '../../records.ts';
import { VendorError } from '../../vendor-error.ts';
import type { SourceOptions } from '../shared/options.ts';
import { invalidUrlStoreId, type RunitDetail } from './client.ts';
import { type RunitSale, toOrder } from './mappers.ts';
import { createRunitSource } from './sync.ts';

/**
 * GET /sources/runit/preview?url&storeId (spec 2 §7): the store's 100 latest sale tickets, newest
 * first, as the sync would store them. The list is oldest change first, so the total on a first
 * page of 100 says which pages hold the latest. The query has no time zone and no tender types:
 * dates are read as UTC and every sale as a store sale.
 */
export async function previewRunit(
  query: Pick<RunitDetail, 'url' | 'storeId'>,
  options: SourceOptions = {},
): Promise<OrderRecord[]> {
  const client = createRunitSource.definition.client({ ...query, timezone: 'Etc/UTC', tenderType: [] }, options);
  const size = PREVIEW_RECORD_COUNT;
  // as on save (check.ts): a server that cannot be reached at all is most likely a mistyped address
  const first = await client.list<RunitSale>('sales', { page: 1, pageSize: size }).catch((err: unknown) => {
    throw err instanceof VendorError && err.code === 'NetworkError' ? invalidUrlStoreId() : err;
  });
  let rows = first.rows;
  if (first.total > size) {
    const last = Math.ceil(first.total / size);
    const before = await client.list<RunitSale>('sales', { page: last - 1, pageSize: size });
    const after = await client.list<RunitSale>('sales', { page: last, pageSize: size });
    rows = [...before.rows, ...after.rows].slice(-size);
  }
  const context = { storeId: client.storeId, timeZone: client.timezone, webTenders: new Set<string>() };
  return rows.map((sale) => toOrder(sale, context)).reverse();
}
