import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import { defineDestinationConnector, type StreamPushCall } from '../../define-destination-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { chunk, type DestinationOptions } from '../options.ts';
import { checkCadence } from './check.ts';
import { CadenceClient, type CadenceStream, feedIdOf } from './client.ts';
import { type CadenceDetail, toCadenceInventory, toCadenceProduct, toCadenceStore, toSaleLines } from './mappers.ts';

/** Records per request (assumed, docs/vendors/cadence.md). */
const MAX_RECORDS = 1000;

/**
 * Cadence: sales lines, products, inventory and stores of each source into its own feed. Every
 * record carries its id and is upserted, so a batch sent again after a failed run changes nothing.
 * `feed` is one stream's push: its records mapped by `toFeed`, sent to the Cadence stream named.
 */
const feed =
  <S extends StreamName>(
    stream: CadenceStream,
    toFeed: (records: RecordsByStream[S][], detail: CadenceDetail, sourceType: SourceTypeId) => unknown[],
  ) =>
  async ({ records, detail, options, context }: StreamPushCall<CadenceDetail, DestinationOptions, undefined, S>) => {
    const client = new CadenceClient(options);
    const feedId = feedIdOf(context);
    for (const slice of chunk(toFeed(records, detail, context.sourceType), MAX_RECORDS))
      if (slice.length) await client.request('POST', `/v1/feeds/${feedId}/${stream}`, { records: slice });
  };

export const createCadenceDestination = defineDestinationConnector<CadenceDetail>({
  auth: 'server-key',
  check: (_detail, options) => checkCadence(options),
  streams: {
    locations: feed('stores', (records) => records.map(toCadenceStore)),
    products: feed('products', (records, detail, sourceType) =>
      records.map((p) => toCadenceProduct(p, detail, sourceType)),
    ),
    inventory: feed('inventory', (records) => records.map(toCadenceInventory)),
    orders: feed('sales', (records, detail) => records.flatMap((order) => toSaleLines(order, detail))),
  },
});
