import type { Db } from '../../db/client.ts';
import { clearPause } from './source-health.queries.ts';

/**
 * Resumes a source that paused itself: clears the pause and the failure streak and sets its next
 * run. Answers whether it was paused (a second resume changes nothing). `db` may be a transaction.
 */
export const resumePaused = (db: Db, sourceId: number, nextRunTime: Date | null, now: Date): Promise<boolean> =>
  clearPause(db, sourceId, nextRunTime, now);
