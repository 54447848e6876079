import { defineDestinationConnector, everyStream } from '../../define-destination-connector.ts';
import { chunk } from '../options.ts';
import { checkUqube } from './check.ts';
import { UqubeClient, type UqubeDetail } from './client.ts';
import { toUqubeRow } from './mappers.ts';

/** Rows per request (assumed, docs/vendors/uqube.md). */
const MAX_ROWS = 1000;

/**
 * UQube: every stream into the table of its name in the destination's database. Rows are upserted
 * by id, so a batch sent again after a failed run changes nothing.
 */
export const createUqubeDestination = defineDestinationConnector<UqubeDetail>({
  auth: 'server-key',
  check: checkUqube,
  streams: everyStream(['locations', 'customers', 'products', 'inventory', 'orders'], async (call) => {
    const client = new UqubeClient(call.options);
    const rows = (call.records as readonly Parameters<typeof toUqubeRow>[0][]).map((r) => toUqubeRow(r, call.context));
    const path = `/v1/databases/${encodeURIComponent(call.detail.database.trim())}/tables/${call.batch.stream}/rows`;
    for (const slice of chunk(rows, MAX_ROWS)) await client.request('POST', path, { rows: slice });
  }),
});
