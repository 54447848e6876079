import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ExecuteSql } from '../../db/client.ts';
import { createDatabaseFigures, type DatabaseFigures, splitKey } from './database-metrics.ts';

export interface Metrics {
  registry: Registry;
  /** one answered HTTP request: its method, route template (never the raw path) and status */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** the Prometheus text exposition of every metric */
  render(): Promise<string>;
}

/** A scrape reuses database figures this young: several processes scraped often stay cheap. */
export const FIGURES_TTL_MS = 5_000;
/** how long the database may take to give its figures before the last ones are shown */
const FIGURES_TIMEOUT_MS = 3_000;

let processMetrics: Registry | null = null;
/**
 * The process's own metrics (memory, CPU, event-loop lag, GC), collected once per process: each
 * collection keeps an event-loop monitor and a GC observer running, so apps built again and again
 * (tests) share one.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** bounded: a method outside the usual ones is 'OTHER' */
export const methodLabel = (method: string) => (KNOWN_METHODS.has(method) ? method : 'OTHER');

/**
 * The registry of one process: default process metrics (memory, CPU, event-loop lag, GC), the HTTP
 * request histogram this process observes, and the figures read from the database at scrape time
 * (the same from any process that answers). Every label is a fixed word, a route template, a status
 * code, a source type key, a queue name or a source id: none carries user-typed text.
 */
export function createMetrics(executeSql: ExecuteSql, options: { ttlMs?: number } = {}): Metrics {
  const registry = new Registry();
  const processWide = processRegistry();
  const ttlMs = options.ttlMs ?? FIGURES_TTL_MS;

  const requests = new Histogram({
    name: 'storelens_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code, in seconds.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });

  const readFigures = createDatabaseFigures(executeSql);
  let figures: DatabaseFigures | null = null;
  let readAt = 0;
  let reading: Promise<void> | null = null;
  const databaseUp = new Gauge({
    name: 'storelens_metrics_database_up',
    help: '1 when the last scrape read its figures from the database, 0 when it could not (the figures shown are older).',
    registers: [registry],
    async collect() {
      await current();
    },
  });
  /**
   * The figures, read at most once per `ttlMs`; the last ones when the database fails or is slow.
   * One read at a time, even past a scrape's timeout: the run counters add ranges up as they go,
   * and a database that does not answer gets no pile of reads.
   */
  const refresh = () =>
    (reading ??= readFigures()
      .then((read) => {
        figures = read;
        readAt = Date.now();
        databaseUp.set(1);
      })
      .catch(() => {
        databaseUp.set(0);
      })
      .finally(() => {
        reading = null;
      }));
  const current = async (): Promise<DatabaseFigures | null> => {
    if (figures && Date.now() - readAt < ttlMs) return figures;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), FIGURES_TIMEOUT_MS);
    });
    if ((await Promise.race([refresh(), timedOut])) === 'timeout') databaseUp.set(0);
    clearTimeout(timer);
    return figures;
  };

  /** A counter of sync_runs figures keyed 'sourceType|value': by source type and one more label. */
  const runsCounter = (
    name: string,
    help: string,
    label: 'outcome' | 'direction',
    figuresOf: (f: DatabaseFigures) => Map<string, number>,
  ) =>
    new Counter({
      name,
      help,
      labelNames: ['source_type', label],
      registers: [registry],
      async collect() {
        const f = await current();
        if (!f) return;
        this.reset();
        for (const [key, value] of figuresOf(f)) {
          const [sourceType, other] = splitKey(key);
          this.inc({ source_type: sourceType, [label]: other }, value);
        }
      },
    });
  runsCounter(
    'storelens_sync_runs_total',
    'Finished sync runs by source type and outcome (succeeded, failed, interrupted), from sync_runs.',
    'outcome',
    (f) => f.runs,
  );
  runsCounter(
    'storelens_sync_records_total',
    'Records synced by source type and direction (pulled from the vendor, pushed to destinations), from sync_runs.',
    'direction',
    (f) => f.records,
  );
  new Gauge({
    name: 'storelens_source_last_success_timestamp_seconds',
    help: "Unix time a source's last successful sync run finished.",
    labelNames: ['source_id'] as const,
    registers: [registry],
    async collect() {
      const f = await current();
      if (!f) return;
      this.reset();
      for (const [sourceId, at] of f.lastSuccess) this.set({ source_id: String(sourceId) }, at);
    },
  });
  new Gauge({
    name: 'storelens_queue_jobs',
    help: "Jobs in pg-boss's live table by queue and state.",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const f = await current();
      if (!f) return;
      this.reset();
      for (const [queue, states] of f.jobs) for (const [state, jobs] of states) this.set({ queue, state }, jobs);
    },
  });
  new Gauge({
    name: 'storelens_outbox_pending',
    help: 'Emails in the outbox not yet delivered (queued, or failed and waiting for a retry).',
    registers: [registry],
    async collect() {
      const f = await current();
      if (f) this.set(f.outboxPending);
    },
  });

  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) =>
      requests.observe({ method: methodLabel(method), route, status_code: String(statusCode) }, seconds),
    render: async () => `${await processWide.metrics()}\n${await registry.metrics()}`,
  };
}
