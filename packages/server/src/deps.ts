import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { ConnectorRegistry } from './integrations/registry.ts';
import type { SecretBox } from './platform/crypto.ts';

/** What a feature module needs from the outside world, passed explicitly (no decorator sprawl). */
export interface Deps {
  config: Config;
  database: Database;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  /** queue a background job; set once the queue has started */
  sendJob: (name: string, payload: Record<string, unknown>) => Promise<void>;
  /** the vendor clients, by source and destination type */
  connectors: ConnectorRegistry;
  /** the clock, replaceable in tests of timeouts */
  now: () => Date;
}
