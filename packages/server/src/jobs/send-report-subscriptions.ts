import type { SendNowAnswer } from '@storelens/contract/api/report-subscriptions';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import { sendAllNow } from '../modules/report-subscriptions/report-send.service.ts';
import { ensureSecretKeyMatches, SecretBox } from '../platform/crypto.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';
import { startQueue } from './queue.ts';
import { JOBS } from './registry.ts';

/**
 * `npm run admin -- send-report-subscriptions --now`: every report subscription mailed at once for its
 * latest ended period, never twice for a period. The emails go into the outbox and onto the job queue
 * (this process does not take jobs): a running worker sends them.
 */
export async function sendReportSubscriptionsNow(config: Config, database: Database): Promise<SendNowAnswer> {
  await ensureSecretKeyMatches(database.db, config.secretKey);
  const log = createLogger(config.logLevel);
  let send: Deps['sendJob'] = async () => {
    throw new Error('the job queue is not started');
  };
  const deps: Deps = {
    config,
    database,
    secrets: new SecretBox(config.secretKey),
    log,
    sendJob: (name, payload, options) => send(name, payload, options),
    connectors: createConnectorRegistry(config.vendorEndpoints, config.oauthClients),
    events: createEventBus({ log }),
    now: () => new Date(),
  };
  const queue = await startQueue(deps, JOBS, false);
  send = async (name, payload, options) => {
    await queue.send(name, payload, options);
  };
  try {
    return await sendAllNow(deps);
  } finally {
    await queue.stop();
  }
}
