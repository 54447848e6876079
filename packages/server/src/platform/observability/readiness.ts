import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, migrationsFolder } from '../../db/client.ts';
import type { QueueProbe, QueueState } from './queue-probe.ts';

/** What each check of GET /readyz says: 'ok', or why not. */
export type DatabaseState = 'ok' | 'unreachable';
export type MigrationsState = 'ok' | 'pending' | 'unknown';

export interface ReadinessAnswer {
  status: 'ready' | 'unready';
  checks: { database: DatabaseState; migrations: MigrationsState; queue: QueueState };
}

export interface Readiness {
  check(): Promise<ReadinessAnswer>;
}

/** How long the database may take to answer `select 1` before it counts as unreachable. */
export const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** The `when` of every migration this build ships (drizzle's journal), as drizzle records it applied. */
function shippedMigrations(folder: string): number[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return journal.entries.map((entry) => entry.when);
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * The readiness checks: the database answers `select 1` within the timeout, every migration of
 * this build is applied (drizzle.__drizzle_migrations), and — when the process runs the worker
 * (`queue` given) — the job queue is polling; a process that only sends jobs checks that the queue's
 * tables are there. One check runs at a time: probes arriving while a
 * database that does not answer is being asked share that check instead of piling up connections.
 */
export function createReadiness(options: {
  database: Database;
  queue?: QueueProbe | null;
  timeoutMs?: number;
  folder?: string;
}): Readiness {
  const { database, queue } = options;
  const timeoutMs = options.timeoutMs ?? DATABASE_CHECK_TIMEOUT_MS;
  const shipped = shippedMigrations(options.folder ?? migrationsFolder);
  // migrations are never unapplied: once all are seen, later probes skip that query
  let migrationsApplied = false;
  let running: Promise<ReadinessAnswer> | null = null;

  const checkMigrations = async (): Promise<MigrationsState> => {
    if (migrationsApplied) return 'ok';
    const { rows } = await withTimeout(
      database.executeSql('select created_at from drizzle.__drizzle_migrations'),
      timeoutMs,
    );
    const applied = new Set(rows.map((row) => Number(row.created_at)));
    migrationsApplied = shipped.every((when) => applied.has(when));
    return migrationsApplied ? 'ok' : 'pending';
  };

  // A process that takes no jobs (ROLE=web) only sends them: its queue is ready once pg-boss's
  // tables are in place (pg-boss creates them when the queue starts).
  const checkQueueStore = async (): Promise<QueueState> => {
    const { rows } = await withTimeout(
      database.executeSql("select to_regclass('pgboss.job') is not null as ready"),
      timeoutMs,
    );
    return rows[0]?.ready === true ? 'ok' : 'starting';
  };

  const run = async (): Promise<ReadinessAnswer> => {
    let databaseState: DatabaseState = 'ok';
    let migrations: MigrationsState = 'unknown';
    let queueState: QueueState = queue ? queue.state() : 'starting';
    try {
      await withTimeout(database.executeSql('select 1'), timeoutMs);
      migrations = await checkMigrations();
      if (!queue) queueState = await checkQueueStore();
    } catch {
      databaseState = 'unreachable';
    }
    const checks: ReadinessAnswer['checks'] = { database: databaseState, migrations, queue: queueState };
    const ready = Object.values(checks).every((state) => state === 'ok');
    return { status: ready ? 'ready' : 'unready', checks };
  };

  return {
    check: () => {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
