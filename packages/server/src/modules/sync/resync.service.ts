import type { Db } from '../../db/client.ts';
import { saveResyncRequest } from './resync.queries.ts';

/**
 * Records a re-sync of `streams` from `since` for the source's next run to take (replacing any the
 * streams waited for); `db` may be a transaction, so the request commits with its audit row.
 */
export const requestResync = (db: Db, sourceId: number, streams: string[], since: string, now: Date) =>
  saveResyncRequest(db, sourceId, streams, since, now);
