/**
 * The metrics read from the database at scrape time, so that every process (web or worker) answers
 * them alike: sync runs and records, each source's last success, pg-boss's jobs, the mail outbox.
 */
import { SOURCE_TYPE } from '@storelens/contract/domain/connectors';
import type { ExecuteSql } from '../../db/client.ts';

/** pg-boss 10's job states (its enum pgboss.job_state). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

/** A label-keyed total: `${sourceType}\u0000${outcome or direction}` → value. */
export type Totals = Map<string, number>;

export interface DatabaseFigures {
  /** finished runs by source type and outcome (succeeded | failed) */
  runs: Totals;
  /** records by source type and direction (pulled | pushed) */
  records: Totals;
  /** source id → unix seconds of its last successful run */
  lastSuccess: Map<number, number>;
  /** queue name → state → jobs (empty before pg-boss made its schema) */
  jobs: Map<string, Map<string, number>>;
  /** emails not yet delivered (queued, or failed and retried) */
  outboxPending: number;
}

const SOURCE_TYPE_KEYS = new Map<number, string>(Object.entries(SOURCE_TYPE).map(([key, id]) => [id, key]));
/** a source type's label: the contract's fixed key (never user text) */
export const sourceTypeLabel = (id: number): string => SOURCE_TYPE_KEYS.get(id) ?? 'unknown';

export const totalsKey = (sourceType: string, second: string) => `${sourceType}\u0000${second}`;
export const splitKey = (key: string): [string, string] => key.split('\u0000') as [string, string];

const add = (totals: Totals, key: string, value: number) => totals.set(key, (totals.get(key) ?? 0) + value);

/** Runs' totals over an id range, by source type and status; records from the runs' counts. */
const RUN_TOTALS_SQL = `
  select s.source_type, r.status, count(*)::bigint as runs,
    coalesce(sum((select sum(p.value::bigint) from jsonb_each_text(r.counts->'pulled') p)), 0)::bigint as pulled,
    coalesce(sum((select sum(x.value::bigint) from jsonb_each(r.counts->'pushed') d, jsonb_each_text(d.value) x)), 0)::bigint as pushed
  from sync_runs r join sources s on s.id = r.source_id
  where r.id > $1 and r.id <= $2
  group by s.source_type, r.status`;

/**
 * Counters derived from sync_runs that stay cheap and monotonic: runs below the watermark are
 * finished and never change again, so their totals are added up once per process and kept
 * (a later delete of those rows — a source or account removed, its runs go by cascade — leaves the
 * counter where it was). Only the runs above it (still running, or younger than a minute) are added
 * up on each scrape; should one of those be deleted, the loss is carried as an offset so the
 * exported counter never goes down. A process that starts adds everything up once: Prometheus reads
 * that as any counter's restart.
 */
export function createRunCounters(executeSql: ExecuteSql) {
  let watermark = 0;
  const frozen = { runs: new Map() as Totals, records: new Map() as Totals };
  const exported = { runs: new Map() as Totals, records: new Map() as Totals };
  const offsets = { runs: new Map() as Totals, records: new Map() as Totals };

  const addRange = async (from: number, to: number, into: { runs: Totals; records: Totals }) => {
    const { rows } = await executeSql(RUN_TOTALS_SQL, [from, to]);
    for (const row of rows) {
      const type = sourceTypeLabel(Number(row.source_type));
      if (row.status !== 'running') add(into.runs, totalsKey(type, String(row.status)), Number(row.runs));
      add(into.records, totalsKey(type, 'pulled'), Number(row.pulled));
      add(into.records, totalsKey(type, 'pushed'), Number(row.pushed));
    }
  };

  /** never below what this process exported before: a deleted young run becomes an offset */
  const settle = (name: 'runs' | 'records', computed: Totals): Totals => {
    const out: Totals = new Map();
    for (const key of new Set([...computed.keys(), ...exported[name].keys()])) {
      let value = (computed.get(key) ?? 0) + (offsets[name].get(key) ?? 0);
      const before = exported[name].get(key) ?? 0;
      if (value < before) {
        add(offsets[name], key, before - value);
        value = before;
      }
      out.set(key, value);
    }
    exported[name] = out;
    return out;
  };

  return async (): Promise<{ runs: Totals; records: Totals }> => {
    // a run id below every running run and older than a minute belongs to a finished run that no
    // statement still writes (the minute covers an insert committed after a higher id)
    const { rows } = await executeSql(
      `select (select min(id) from sync_runs where status = 'running') as running,
              (select max(id) from sync_runs where started_at < now() - interval '1 minute') as settled,
              (select max(id) from sync_runs) as newest`,
    );
    const running = rows[0]?.running == null ? null : Number(rows[0].running);
    const settled = rows[0]?.settled == null ? 0 : Number(rows[0].settled);
    const newest = rows[0]?.newest == null ? 0 : Number(rows[0].newest);
    const next = Math.max(watermark, running === null ? settled : Math.min(settled, running - 1));
    if (next > watermark) {
      await addRange(watermark, next, frozen);
      watermark = next;
    }
    const live = { runs: new Map(frozen.runs) as Totals, records: new Map(frozen.records) as Totals };
    if (newest > watermark) await addRange(watermark, newest, live);
    return { runs: settle('runs', live.runs), records: settle('records', live.records) };
  };
}

/** Each source's last successful run: the newest succeeded run per source, found through its index. */
async function readLastSuccess(executeSql: ExecuteSql): Promise<Map<number, number>> {
  const { rows } = await executeSql(
    `select s.id, extract(epoch from r.finished_at)::float8 as at
     from sources s cross join lateral (
       select finished_at from sync_runs
       where source_id = s.id and status = 'succeeded' and finished_at is not null
       order by started_at desc limit 1) r`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.at)]));
}

/** Jobs per queue and state in pg-boss's live table (finished jobs move to its archive). */
async function readJobs(executeSql: ExecuteSql): Promise<Map<string, Map<string, number>>> {
  const jobs = new Map<string, Map<string, number>>();
  const { rows: schema } = await executeSql(
    `select to_regclass('pgboss.job') is not null and to_regclass('pgboss.queue') is not null as ready`,
  );
  if (!schema[0]?.ready) return jobs;
  const { rows } = await executeSql(
    `select q.name, j.state::text as state, count(j.id)::bigint as jobs
     from pgboss.queue q left join pgboss.job j on j.name = q.name
     group by q.name, j.state`,
  );
  for (const row of rows) {
    const name = String(row.name);
    // queues without jobs still show every state at 0
    const states = jobs.get(name) ?? new Map(JOB_STATES.map((state) => [state, 0]));
    jobs.set(name, states);
    if (row.state != null) states.set(String(row.state), Number(row.jobs));
  }
  return jobs;
}

async function readOutboxPending(executeSql: ExecuteSql): Promise<number> {
  const { rows } = await executeSql(
    `select count(*)::bigint as pending from mail_outbox where status in ('queued', 'failed')`,
  );
  return Number(rows[0]?.pending ?? 0);
}

/** Reads every database figure; `runCounters` keeps its totals from one scrape to the next. */
export function createDatabaseFigures(executeSql: ExecuteSql): () => Promise<DatabaseFigures> {
  const runCounters = createRunCounters(executeSql);
  return async () => {
    const { runs, records } = await runCounters();
    const lastSuccess = await readLastSuccess(executeSql);
    const jobs = await readJobs(executeSql);
    const outboxPending = await readOutboxPending(executeSql);
    return { runs, records, lastSuccess, jobs, outboxPending };
  };
}
