import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * One row per running worker process, beaten every few seconds. A run whose worker's row is older
 * than the limit (or gone) belongs to a worker that died: it is failed and its job released.
 */
export const workerHeartbeats = pgTable(
  'worker_heartbeats',
  {
    id: text('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    startedAt: tz('started_at').notNull().defaultNow(),
    beatAt: tz('beat_at').notNull().defaultNow(),
  },
  (t) => [index('worker_heartbeats_beat_idx').on(t.beatAt)],
);

/**
 * Facts about the installation every process must agree on, written once by the first process
 * that sets the database up: 'secret_key_check' (an HMAC of a fixed label under SECRET_KEY).
 */
export const instanceSettings = pgTable('instance_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});
