import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import type { QueueProbe } from './queue-probe.ts';
import { createReadiness, type Readiness } from './readiness.ts';

/** What one process answers on /healthz, /readyz and /metrics. */
export interface Observability {
  readiness: Readiness;
  metrics: Metrics;
  /** METRICS_TOKEN; unset = /metrics answers 404 */
  metricsToken?: string;
}

export function createObservability(options: {
  database: Database;
  /** the job queue's probe on a process that runs the worker; absent on ROLE=web */
  queue?: QueueProbe | null;
  metricsToken?: string;
  /** how long database figures are reused between scrapes (metrics.ts FIGURES_TTL_MS) */
  figuresTtlMs?: number;
}): Observability {
  return {
    readiness: createReadiness({ database: options.database, queue: options.queue }),
    metrics: createMetrics(options.database.executeSql, { ttlMs: options.figuresTtlMs }),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` compared in constant time (hashes of equal length, whatever was sent). */
export function hasBearerToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/**
 * The route label: Fastify's route template (`/api/sources/:accountId`), never the path asked for.
 * Build assets collapse to one label (their names change with every build); anything that matched
 * no route (the web app's fallback, unknown paths) is 'unmatched'.
 */
function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (!route) return 'unmatched';
  return route.startsWith('/assets/') ? '/assets/*' : route;
}

const NO_STORE = 'no-store';

/**
 * GET /healthz, /readyz and /metrics, outside /api: no session, no CSRF header, no data in the
 * answer, hidden from the API document; and the request histogram for every route of `app`.
 */
export function registerObservability(app: FastifyInstance, observability: Observability): void {
  const { readiness, metrics, metricsToken } = observability;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  // probes come every few seconds: their requests are not logged below warn
  const hidden = { schema: { hide: true }, logLevel: 'warn' as const };
  app.get('/healthz', hidden, async (_request, reply) =>
    reply.header('cache-control', NO_STORE).send({ status: 'ok' }),
  );
  app.get('/readyz', hidden, async (_request, reply) => {
    const answer = await readiness.check();
    return reply
      .status(answer.status === 'ready' ? 200 : 503)
      .header('cache-control', NO_STORE)
      .send(answer);
  });
  app.get('/metrics', hidden, async (request, reply) => {
    if (!metricsToken) return reply.status(404).send({ error: 'NotFound', message: 'Not found' });
    if (!hasBearerToken(request.headers.authorization, metricsToken)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Authentication Error', message: 'A valid metrics token is required.' });
    }
    const body = await metrics.render();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', NO_STORE).send(body);
  });
}
