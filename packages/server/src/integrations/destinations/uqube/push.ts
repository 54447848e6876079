import type { DestinationConnector } from '../../connector.ts';
import { chunk, type DestinationOptions } from '../options.ts';
import { checkUqube } from './check.ts';
import { UqubeClient, type UqubeDetail } from './client.ts';
import { toUqubeRow } from './mappers.ts';

/** Rows per request (assumed, docs/vendors/uqube.md). */
const MAX_ROWS = 1000;

/**
 * UQube: every stream into the table of its name in the destination's database. Rows are upserted
 * by id, so a batch sent again after a failed run changes nothing.
 */
export function createUqubeDestination(options: DestinationOptions = {}): DestinationConnector<UqubeDetail> {
  return {
    streams: ['locations', 'customers', 'products', 'inventory', 'orders'],
    check: (detail) => checkUqube(detail, options),
    async push(detail, batch, context) {
      const client = new UqubeClient(options);
      const rows = (batch.records as readonly Parameters<typeof toUqubeRow>[0][]).map((r) => toUqubeRow(r, context));
      const path = `/v1/databases/${encodeURIComponent(detail.database.trim())}/tables/${batch.stream}/rows`;
      for (const slice of chunk(rows, MAX_ROWS)) await client.request('POST', path, { rows: slice });
    },
  };
}
