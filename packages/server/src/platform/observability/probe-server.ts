import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type Observability, registerObservability } from './observability.routes.ts';

/**
 * The small listener of a ROLE=worker process (which serves no web app or API): only /healthz,
 * /readyz and /metrics, so that compose or Kubernetes can probe and scrape workers like web
 * processes. Everything else answers 404.
 *
 * Several workers started on one host without a PORT each would all ask for 3000: the one that
 * finds it taken logs an error and works on without a listener (answers null) — its jobs matter
 * more than its probes.
 */
export async function startProbeServer(options: {
  observability: Observability;
  port: number;
  host: string;
  logger?: FastifyBaseLogger;
}): Promise<FastifyInstance | null> {
  // the probe routes log their requests only from warn up (observability.routes.ts)
  const app = Fastify(options.logger ? { loggerInstance: options.logger } : { logger: false });
  registerObservability(app, options.observability);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'NotFound', message: 'Not found' }));
  try {
    await app.listen({ port: options.port, host: options.host });
    return app;
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'EADDRINUSE') throw err;
    options.logger?.error(
      { port: options.port },
      `PORT ${options.port} is taken: this worker runs without /healthz, /readyz and /metrics (give each worker on a host its own PORT)`,
    );
    await app.close();
    return null;
  }
}
