import type { PullPage, PullRequest, SourceConnector } from '../../connector.ts';
import type { StreamName } from '../../records.ts';
import { lazily, noPages, type SourceOptions } from '../shared/options.ts';
import { encodeCursor, keepPast, watermarkFrom } from '../shared/watermark.ts';
import { checkPerkville } from './check.ts';
import { minuteOf, PerkvilleClient, type PerkvilleDetail } from './client.ts';
import {
  type PvLocation,
  type PvPerk,
  type PvTransaction,
  type PvUser,
  toCustomer,
  toLocation,
  toOrder,
  toProduct,
} from './mappers.ts';

type Puller<S extends StreamName> = (client: PerkvilleClient, request: PullRequest) => AsyncIterable<PullPage<S>>;

/**
 * Objects changed since the watermark (`last_mod_dt__gte` to the minute, `order_by=last_mod_dt`,
 * reference §11 "Incremental"), paged by offset until `meta.next` is empty; a resumed query repeats
 * the watermark's minute, which keepPast drops.
 */
async function* pullChanged<T extends { last_mod_dt: string }>(
  client: PerkvilleClient,
  resource: string,
  idOf: (row: T) => number,
  request: PullRequest,
): AsyncIterable<{ rows: T[]; cursor: string }> {
  const keyOf = (row: T) => ({ updatedAt: new Date(row.last_mod_dt).toISOString(), id: String(idOf(row)) });
  let mark = watermarkFrom(request.cursor, request.startDate);
  const params = { last_mod_dt__gte: minuteOf(mark.updatedAt), order_by: 'last_mod_dt' };
  for (let offset = 0; ; ) {
    const page = await client.list<T>(resource, params, offset);
    const kept = keepPast(page.objects, mark, keyOf);
    mark = kept.mark;
    if (kept.fresh.length) yield { rows: kept.fresh, cursor: encodeCursor({ mark }) };
    if (!page.next || page.objects.length === 0) return;
    offset += page.objects.length;
  }
}

async function* mapRows<T, R>(pages: AsyncIterable<{ rows: T[]; cursor: string }>, toRecord: (row: T) => R) {
  for await (const { rows, cursor } of pages) yield { records: rows.map(toRecord), cursor };
}

const PULLERS: { [S in StreamName]: Puller<S> } = {
  customers: (client, request) =>
    mapRows(
      pullChanged<PvUser>(client, 'users', (u) => u.user_id, request),
      toCustomer,
    ),
  orders: (client, request) =>
    mapRows(
      pullChanged<PvTransaction>(client, 'transactions', (t) => t.transaction_id, request),
      toOrder,
    ),
  products: (client, request) =>
    mapRows(
      pullChanged<PvPerk>(client, 'perks', (p) => p.perk_id, request),
      toProduct,
    ),
  locations: (client, request) =>
    mapRows(
      pullChanged<PvLocation>(client, 'locations', (l) => l.location_id, request),
      toLocation,
    ),
  // a loyalty program keeps no stock
  inventory: () => noPages(),
};

/** The Perkville source (type 11) with the tokens its OAuth flow stored. */
export function createPerkvilleSource(options: SourceOptions = {}): SourceConnector<PerkvilleDetail> {
  const clientOf = (detail: PerkvilleDetail) =>
    new PerkvilleClient(detail, { endpoints: options.endpoints, retry: options.retry });
  return {
    streams: ['locations', 'customers', 'products', 'orders'],
    check: async (detail) => checkPerkville(clientOf(detail)),
    pull: (detail, stream, request) => lazily(() => PULLERS[stream](clientOf(detail), request)),
  };
}
