import type { DemoVendorValues } from '@storelens/contract/domain/connector-forms';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ConnectorRegistry } from './integrations/registry.ts';
import type { SecretBox } from './platform/crypto.ts';
import type { EventBus } from './platform/events.ts';
import type { SendJob } from './platform/job-payloads.ts';

/** What a feature module needs from the outside world, passed explicitly (no decorator sprawl). */
export interface Deps {
  config: Config;
  database: Database;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  /** queue a background job (typed by platform/job-payloads.ts) */
  sendJob: SendJob;
  /** the vendor clients, by source and destination type */
  connectors: ConnectorRegistry;
  /** in demo mode, the values the local fake vendors accept (the connector forms show them) */
  demoVendorValues?: DemoVendorValues;
  /** typed domain events (sync.run.failed, connection.approved, ...): services emit, webhooks and alerts subscribe */
  events: EventBus;
  /** the clock, replaceable in tests of timeouts */
  now: () => Date;
}
