import type { PullRequest } from '../../connector.ts';
import { defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { mapRows } from '../shared/options.ts';
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

type Stream<S extends StreamName> = StreamDeclaration<PerkvilleClient, PerkvilleDetail, S>;

/** A stream of the objects of `resource` changed since the watermark, each mapped by `toRecord`. */
const changed = <T extends { last_mod_dt: string }, S extends StreamName>(
  resource: string,
  idOf: (row: T) => number,
  toRecord: (row: T) => RecordsByStream[S],
): Stream<S> => stream('keyset', (client, request) => mapRows(pullChanged(client, resource, idOf, request), toRecord));

const locations: Stream<'locations'> = changed('locations', (l: PvLocation) => l.location_id, toLocation);
const customers: Stream<'customers'> = changed('users', (u: PvUser) => u.user_id, toCustomer);
const products: Stream<'products'> = changed('perks', (p: PvPerk) => p.perk_id, toProduct);
const orders: Stream<'orders'> = changed('transactions', (t: PvTransaction) => t.transaction_id, toOrder);

/** The Perkville source (type 11) with the tokens its OAuth flow stored. */
export const createPerkvilleSource = defineSourceConnector<PerkvilleDetail, PerkvilleClient>({
  auth: 'oauth2',
  client: (detail, options) => new PerkvilleClient(detail, options),
  check: checkPerkville,
  // a loyalty program keeps no stock
  streams: { locations, customers, products, orders },
});
