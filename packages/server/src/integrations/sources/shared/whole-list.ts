import { type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { RecordsByStream, StreamName } from '../../records.ts';
import { encodeCursor, startWatermark } from './watermark.ts';

/**
 * A short list without a change time (locations, warehouses, the store itself), read whole every
 * run as one page: `read` maps its rows stamped with the start date, so an unchanged one stays
 * unchanged in the warehouse, and the cursor says only that the list was read.
 */
export const wholeList = <Client, Detail, S extends StreamName>(
  read: (client: Client, stamp: string, detail: Detail) => Promise<RecordsByStream[S][]>,
): StreamDeclaration<Client, Detail, S> =>
  stream('whole-list', async function* (client, request, detail) {
    const stamp = startWatermark(request.startDate).updatedAt;
    yield { records: await read(client, stamp, detail), cursor: encodeCursor({ whole: true }) };
  });
