/**
 * A worker process for the kill test: runs one source once against the database in DATABASE_URL
 * (or the PGlite directory in DATA_DIR) and prints a line per stored page, so the test can kill it
 * half-way through.
 */

import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { SourceConnector } from '../integrations/connector.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import { runSource } from '../modules/connectors/sync-engine.ts';
import { SecretBox } from '../platform/crypto.ts';
import { createLogger } from '../platform/logger.ts';
import { observePull } from './observe-pull.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const connectors = createConnectorRegistry(JSON.parse(process.env.VENDOR_ENDPOINTS ?? '{}'));
const type = Number(process.env.SOURCE_TYPE) as 2;
connectors.sources[type] = observePull(connectors.sources[type] as SourceConnector, {
  stored: (stream, records) => console.log(`stored ${stream} ${records}`),
});
const deps: Deps = {
  config,
  database,
  secrets: new SecretBox(config.secretKey),
  log: createLogger('silent'),
  sendJob: async () => {},
  connectors,
  now: () => new Date(),
};
const outcome = await runSource(deps, Number(process.env.SOURCE_ID), 'scheduled');
console.log(`done ${outcome.status} ${JSON.stringify(outcome.counts.pulled)}`);
await database.close();
