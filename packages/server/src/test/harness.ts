import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { VendorEndpoints } from '../integrations/connector.ts';
import { createConnectorRegistry } from '../integrations/registry.ts';
import { subscribeWebhooks } from '../modules/webhooks/webhook-delivery.service.ts';
import { SecretBox } from '../platform/crypto.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';
import { type AnswerCheck, createAnswerCheck, recordCheckedAnswers } from './answer-check.ts';
import { TEST_RUN_ENV } from './database-template.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  deps: Deps;
  /** move the server's clock (for expiry tests) */
  clock: { set(date: Date): void; advanceMinutes(minutes: number): void; reset(): void };
  /** the jobs the app asked to queue (the queue itself is not started in route tests) */
  sentJobs: Array<{ name: string; payload: Record<string, unknown>; startAfter?: Date }>;
  /** every /api answer checked against the API document (answer-check.ts) */
  answers: AnswerCheck;
  /** closes the app; fails when answers that did not match the document were left unreported */
  close(): Promise<void>;
}

/** The configuration of a test app, with `env` over the harness's defaults. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    DATA_DIR: '/tmp/storelens-test-unused',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });

export async function createTestContext(
  env: Record<string, string> = {},
  endpoints: VendorEndpoints = {},
  /** what else the app gets, e.g. the demo's vendor values */
  extra: Pick<Deps, 'demoVendorValues'> = {},
  /** the snapshot the database starts as a copy of (test-database.ts), if not the migrated template */
  options: { from?: string } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase(options.from);
  const config = testConfig(env);
  let offsetMs = 0;
  const sent: TestContext['sentJobs'] = [];
  // Cadence and UQube have no public host: like the demo, every test app gets their local stand-ins
  // (so a test may save those destinations) unless the test names its own
  const standIns = await startStandIns(endpoints);
  const testLog = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const deps: Deps = {
    config,
    database,
    secrets: new SecretBox(config.secretKey),
    log: testLog,
    sendJob: async (name, payload, options) => {
      sent.push({ name, payload, ...(options?.startAfter ? { startAfter: options.startAfter } : {}) });
    },
    connectors: createConnectorRegistry({ ...standIns.endpoints, ...endpoints }, config.oauthClients),
    // subscriber failures are logged like the server's own (TEST_LOG_LEVEL shows them)
    events: createEventBus({ log: testLog }),
    now: () => new Date(Date.now() + offsetMs),
    ...extra,
  };
  subscribeWebhooks(deps);
  const answers = createAnswerCheck();
  const app = await buildApp({ ...deps, logger: deps.log, onApiAnswer: answers.onAnswer });
  await app.ready();
  answers.start(app);
  return {
    app,
    deps,
    sentJobs: sent,
    answers,
    clock: {
      set: (date) => {
        offsetMs = date.getTime() - Date.now();
      },
      advanceMinutes: (minutes) => {
        offsetMs += minutes * 60_000;
      },
      reset: () => {
        offsetMs = 0;
      },
    },
    close: async () => {
      await app.close();
      await drop();
      await standIns.close();
      recordCheckedAnswers(answers.checked, process.env[TEST_RUN_ENV]);
      const mismatches = answers.takeMismatches();
      if (mismatches.length) throw new Error(`answers that do not match the API document:\n${mismatches.join('\n')}`);
    },
  };
}

/** The Cadence and UQube fakes a test app talks to when the test gives no endpoint of its own. */
async function startStandIns(endpoints: VendorEndpoints) {
  const { startCadenceFake } = await import('@storelens/fakes/cadence/server');
  const { DEFAULT_UQUBE_DATABASES, startUqubeFake } = await import('@storelens/fakes/uqube/server');
  const cadence = endpoints.cadence ? null : await startCadenceFake();
  // 'db' too: the name tests that only need some UQube destination save it with
  const uqube = endpoints.uqube ? null : await startUqubeFake({ databases: ['db', ...DEFAULT_UQUBE_DATABASES] });
  return {
    endpoints: {
      ...(cadence ? { cadence: cadence.endpoint, cadenceApiKey: cadence.apiKey } : {}),
      ...(uqube ? { uqube: uqube.endpoint, uqubeApiKey: uqube.apiKey } : {}),
    } satisfies VendorEndpoints,
    close: async () => {
      await cadence?.close();
      await uqube?.close();
    },
  };
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('storelens_session'));
  if (!cookie) throw new Error(`no session cookie in ${res.statusCode} ${res.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export async function signIn(app: FastifyInstance, email: string, password: string, extra: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/auth', payload: { email, password, ...extra } });
  if (res.statusCode !== 200 || res.json().status !== 'Success') throw new Error(`sign-in failed: ${res.body}`);
  return sessionCookieOf(res);
}
