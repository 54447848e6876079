import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { Deps } from './deps.ts';
import { createConnectorRegistry } from './integrations/registry.ts';
import { createQueue } from './jobs/queue.ts';
import { JOBS } from './jobs/registry.ts';
import { subscribeWebhooks } from './modules/webhooks/webhook-delivery.service.ts';
import { ensureSecretKeyMatches, SecretBox } from './platform/crypto.ts';
import { createEventBus } from './platform/events.ts';
import { createLogger } from './platform/logger.ts';
import { createObservability } from './platform/observability/observability.routes.ts';
import { startProbeServer } from './platform/observability/probe-server.ts';
import { watchQueuePolling } from './platform/observability/queue-probe.ts';
import { createShutdown } from './platform/observability/shutdown.ts';
import { seedDemoConnections } from './seed/demo-connections.ts';
import { seedDemoConnectors } from './seed/demo-connectors.ts';
import { demoVendorValues, startDemoFakes } from './seed/demo-connectors-fakes.ts';
import { DEMO_PASSWORD, DEMO_USERS, isDatabaseEmpty, seedDemoData } from './seed/demo-data.ts';
import { connectDemoWebhook, startDemoWebhookReceiver } from './seed/demo-webhooks.ts';

/** Starts StoreLens: database, migrations, demo data, job queue and (unless ROLE=worker) the web server. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn({ err }, 'PostgreSQL idle connection lost; the pool replaces it'),
  });
  // refuse to start with a key other than the one the database was set up with
  await ensureSecretKeyMatches(database.db, config.secretKey);
  log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database ready',
  );

  // demo mode: the vendors are local fakes, so the demo's connectors really sync
  const fakes = config.demo ? await startDemoFakes() : null;
  // the demo's Race Roster and RunSignup fakes know their own OAuth client: used unless the environment names one
  if (fakes) {
    const configured = Object.fromEntries(Object.entries(config.oauthClients).filter(([, client]) => client));
    config.oauthClients = { ...fakes.oauthClients, ...configured };
  }
  // the queue is made first so that deps are complete before anything uses them; it starts below
  const queue = createQueue(database, JOBS, config.role !== 'web', log);
  const deps: Deps = {
    config,
    database,
    secrets: new SecretBox(config.secretKey),
    log,
    sendJob: async (name, payload, options) => {
      await queue.send(name, payload, options);
    },
    // VENDOR_ENDPOINTS wins over the demo fakes: one place says where every vendor is
    connectors: createConnectorRegistry({ ...fakes?.endpoints, ...config.vendorEndpoints }, config.oauthClients),
    events: createEventBus({ log }),
    now: () => new Date(),
    ...(fakes ? { demoVendorValues: demoVendorValues(fakes) } : {}),
  };
  // the account webhooks hear the domain events this process emits (web: connections; worker: syncs)
  subscribeWebhooks(deps);

  let firstRuns: number[] = [];
  if (fakes && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, { publicUrl: config.publicUrl });
    firstRuns = await seedDemoConnectors(deps, fakes);
    await seedDemoConnections(deps, fakes);
    log.info('demo data seeded');
  }
  // the demo's webhook delivers the first syncs' events to a receiver on this machine (its origin alone is trusted)
  const webhookReceiver = fakes ? await startDemoWebhookReceiver(deps) : null;
  if (webhookReceiver) await connectDemoWebhook(deps, webhookReceiver);

  const started = await queue.start(deps);
  // /healthz, /readyz, /metrics: a process that runs the worker also reports whether its queue polls
  const observability = createObservability({
    database,
    queue: config.role === 'web' ? null : watchQueuePolling(started.boss),
    metricsToken: config.metricsToken,
  });

  // the demo's sources run once at start, so a newcomer sees counts without waiting for the schedule
  for (const sourceId of firstRuns) await deps.sendJob('source-sync', { sourceId, kind: 'manual' });

  let app: FastifyInstance | null = null;
  if (config.role !== 'worker') {
    app = await buildApp({ ...deps, logger: log, observability });
    await app.listen({ port: config.port, host: config.host });
  } else {
    // a worker serves no web app, only its probes and metrics on PORT
    app = await startProbeServer({ observability, port: config.port, host: config.host, logger: log });
  }

  printBanner(config.publicUrl, config.role, config.demo);

  // SIGTERM/SIGINT: the web server stops taking requests and answers those in flight, then the
  // jobs drain (a sync run ends at its next batch boundary and hands its job back), then the pools
  // close; exit 0 within SHUTDOWN_TIMEOUT_S, else exit 1 naming what still ran
  const shutdown = createShutdown({
    log,
    timeoutMs: config.shutdownTimeoutMs,
    describeActive: () => started.active(),
    exit: (code) => exitAfterLogs(log, code),
  });
  if (app) shutdown.add('accepting', 'web server', () => app.close());
  // the last two seconds are for closing the pools
  shutdown.add('draining', 'job queue', () => started.stop({ timeoutMs: shutdown.remainingMs() - 2_000 }));
  if (fakes) shutdown.add('closing', 'demo fakes', () => fakes.close());
  if (webhookReceiver) shutdown.add('closing', 'demo webhook receiver', () => webhookReceiver.close());
  shutdown.add('closing', 'database', () => database.close());
  shutdown.listen();
}

/**
 * Exits once the log lines written so far are out. pino writes stdout asynchronously, and its own
 * flush at exit skips a write still in flight, which then lands after the last lines or not at all.
 */
function exitAfterLogs(log: ReturnType<typeof createLogger>, code: number) {
  const exit = () => process.exit(code);
  process.exitCode = code;
  // a stuck stdout (a reader that went away) must not keep the process alive
  setTimeout(exit, 2_000).unref();
  log.flush(exit);
}

function printBanner(url: string, role: string, demo: boolean) {
  const lines = [`StoreLens is running (ROLE=${role})${role === 'worker' ? '' : ` at ${url}`}`];
  if (demo) {
    lines.push('', `Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`  ${u.email.padEnd(20)} ${u.role}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
