import type { ExecuteSql } from '../db/client.ts';

/**
 * A fixed-window counter kept in PostgreSQL, so every web process shares it (many may run behind one load balancer).
 * Returns true while the key is within its limit.
 */
export async function takeRateLimit(
  executeSql: ExecuteSql,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const { rows } = await executeSql(
    `insert into rate_limits (key, window_start, count) values ($1, now(), 1)
     on conflict (key) do update set
       count = case when rate_limits.window_start < now() - make_interval(secs => $2) then 1 else rate_limits.count + 1 end,
       window_start = case when rate_limits.window_start < now() - make_interval(secs => $2) then now() else rate_limits.window_start end
     returning count`,
    [key, windowSeconds],
  );
  return Number(rows[0]?.count ?? 0) <= limit;
}
