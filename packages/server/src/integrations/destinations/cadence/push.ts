import type { PushContext } from '../../connector.ts';
import { defineDestinationConnector } from '../../define-destination-connector.ts';
import { chunk, type DestinationOptions } from '../options.ts';
import { checkCadence } from './check.ts';
import { CadenceClient, type CadenceStream, feedIdOf } from './client.ts';
import { type CadenceDetail, toCadenceInventory, toCadenceProduct, toCadenceStore, toSaleLines } from './mappers.ts';

/** Records per request (assumed, docs/vendors/cadence.md). */
const MAX_RECORDS = 1000;

/**
 * Cadence: sales lines, products, inventory and stores of each source into its own feed. Every
 * record carries its id and is upserted, so a batch sent again after a failed run changes nothing.
 */
const send = async (options: DestinationOptions, context: PushContext, stream: CadenceStream, records: unknown[]) => {
  const client = new CadenceClient(options);
  const feedId = feedIdOf(context);
  for (const slice of chunk(records, MAX_RECORDS))
    if (slice.length) await client.request('POST', `/v1/feeds/${feedId}/${stream}`, { records: slice });
};

export const createCadenceDestination = defineDestinationConnector<CadenceDetail>({
  auth: 'server-key',
  check: (_detail, options) => checkCadence(options),
  streams: {
    locations: ({ records, options, context }) => send(options, context, 'stores', records.map(toCadenceStore)),
    products: ({ records, detail, options, context }) =>
      send(
        options,
        context,
        'products',
        records.map((p) => toCadenceProduct(p, detail)),
      ),
    inventory: ({ records, options, context }) => send(options, context, 'inventory', records.map(toCadenceInventory)),
    orders: ({ records, detail, options, context }) =>
      send(
        options,
        context,
        'sales',
        records.flatMap((order) => toSaleLines(order, detail)),
      ),
  },
});
