import type { DestinationConnector } from '../../connector.ts';
import { chunk, type DestinationOptions, isBatchOf } from '../options.ts';
import { checkCadence } from './check.ts';
import { CadenceClient, type CadenceStream, feedIdOf } from './client.ts';
import { type CadenceDetail, toCadenceInventory, toCadenceProduct, toCadenceStore, toSaleLines } from './mappers.ts';

/** Records per request (assumed, docs/vendors/cadence.md). */
const MAX_RECORDS = 1000;

/**
 * Cadence: sales lines, products, inventory and stores of each source into its own feed. Every
 * record carries its id and is upserted, so a batch sent again after a failed run changes nothing.
 */
export function createCadenceDestination(options: DestinationOptions = {}): DestinationConnector<CadenceDetail> {
  const send = async (client: CadenceClient, feedId: string, stream: CadenceStream, records: unknown[]) => {
    for (const slice of chunk(records, MAX_RECORDS))
      if (slice.length) await client.request('POST', `/v1/feeds/${feedId}/${stream}`, { records: slice });
  };
  return {
    streams: ['locations', 'products', 'inventory', 'orders'],
    check: () => checkCadence(options),
    async push(detail, batch, context) {
      const client = new CadenceClient(options);
      const feedId = feedIdOf(context);
      if (isBatchOf(batch, 'orders'))
        await send(
          client,
          feedId,
          'sales',
          batch.records.flatMap((order) => toSaleLines(order, detail)),
        );
      else if (isBatchOf(batch, 'products'))
        await send(
          client,
          feedId,
          'products',
          batch.records.map((p) => toCadenceProduct(p, detail)),
        );
      else if (isBatchOf(batch, 'inventory'))
        await send(client, feedId, 'inventory', batch.records.map(toCadenceInventory));
      else if (isBatchOf(batch, 'locations')) await send(client, feedId, 'stores', batch.records.map(toCadenceStore));
    },
  };
}
