import type PgBoss from 'pg-boss';

/** The job queue as GET /readyz reports it on a worker. */
export type QueueState = 'ok' | 'starting' | 'stalled' | 'stopped';

export interface QueueProbe {
  state(): QueueState;
}

/** A worker that has not fetched for this long is not polling (its workers poll every 2 s). */
export const QUEUE_STALE_MS = 10_000;

/** pg-boss's fetch: the statement every polling worker sends (`… FOR UPDATE SKIP LOCKED`). */
const isFetch = (text: string) => /\bskip\s+locked\b/i.test(text);

/**
 * Watches a started pg-boss worker: 'ok' while one of its fetches succeeded within `staleMs`.
 * pg-boss swallows a failed fetch and tries again on the next poll, and it publishes no poll
 * times, so the probe listens at the one door every pg-boss statement goes through (`getDb()`'s
 * `executeSql`, the object its workers hold). A database that goes away makes fetches fail:
 * 'stalled' until one succeeds again; 'stopped' once pg-boss stopped.
 */
export function watchQueuePolling(boss: PgBoss, options: { staleMs?: number; now?: () => number } = {}): QueueProbe {
  const staleMs = options.staleMs ?? QUEUE_STALE_MS;
  const now = options.now ?? Date.now;
  const watchedAt = now();
  let lastFetchAt: number | null = null;
  let stopped = false;
  boss.on('stopped', () => {
    stopped = true;
  });

  const door = boss.getDb() as PgBoss.Db & { executeSql: PgBoss.Db['executeSql'] };
  const executeSql = door.executeSql.bind(door);
  door.executeSql = async (text, values) => {
    const result = await executeSql(text, values);
    if (isFetch(text)) lastFetchAt = now();
    return result;
  };

  return {
    state: () => {
      if (stopped) return 'stopped';
      if (lastFetchAt !== null && now() - lastFetchAt <= staleMs) return 'ok';
      return lastFetchAt === null && now() - watchedAt <= staleMs ? 'starting' : 'stalled';
    },
  };
}
