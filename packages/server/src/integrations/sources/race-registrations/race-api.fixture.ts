import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import { DEFAULT_OAUTH_CLIENT } from '@storelens/fakes/oauth/oauth2-provider';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { runSource } from '../../../modules/sync/sync-engine.service.ts';
import type { VendorEndpoints } from '../../connector.ts';
import { runThroughFailures, startVendorKit, type VendorKit } from '../../testing/vendor-harness.fixture.ts';

/**
 * The API tests' common ground for the race-registration sources: a server whose OAuth clients are
 * the fakes' (RunSignup consumer, Race Roster client), an account with an admin to mail, and the
 * customer-data platform fake as the destination (spec 2 §4 lets types 4, 5 and 7 feed it).
 */
export interface RaceApiKit extends Omit<VendorKit, 'create'> {
  create(type: SourceTypeId, detail: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

/** The server's OAuth clients for the race sites: the fakes' own. */
export const RACE_OAUTH_ENV = {
  RACEROSTER_CLIENT_ID: DEFAULT_OAUTH_CLIENT.id,
  RACEROSTER_CLIENT_SECRET: DEFAULT_OAUTH_CLIENT.secret,
  RUNSIGNUP_CONSUMER_KEY: DEFAULT_OAUTH_CLIENT.id,
  RUNSIGNUP_CONSUMER_SECRET: DEFAULT_OAUTH_CLIENT.secret,
};

export async function startRaceApiKit(endpoints: VendorEndpoints): Promise<RaceApiKit> {
  const kit = await startVendorKit({
    // each test names its own type on create
    sourceType: SOURCE_TYPE.raceRoster,
    endpoints,
    env: RACE_OAUTH_ENV,
    accountName: 'Race Series Co',
  });
  return { ...kit, create: (type, detail) => kit.create(detail, { type }) };
}

/** A race site's fake and the kit on it, started before a test file's tests and closed after them. */
export function useRaceApi<F extends { close(): Promise<void> }>(
  start: () => Promise<F>,
  endpoints: (fake: F) => VendorEndpoints,
): { readonly fake: F; readonly kit: RaceApiKit } {
  let fake: F;
  let kit: RaceApiKit;
  beforeAll(async () => {
    fake = await start();
    kit = await startRaceApiKit(endpoints(fake));
  });
  afterAll(async () => {
    await kit?.close();
    await fake?.close();
  });
  return {
    get fake() {
      return fake;
    },
    get kit() {
      return kit;
    },
  };
}

/** What the race API tests read of a race site's fake: its participants and a way to change orders and fail calls. */
export interface RaceFake {
  close(): Promise<void>;
  failNext(count: number, status: number, retryAfterSeconds?: number): void;
  data: { participantCount(): number; dataset: { orders: { touch(count: number): unknown } } };
}

/** The fake's sizes a race API test started it with. */
export type RaceSizes = { customers: number; orders: number; products: number; locations: number };

/**
 * A run of the source: every stream with the fake's counts on a first run (a participant is the
 * customer, so customers are the fake's participants), and on later runs the whole short lists of
 * events and races but only `changed` customers and orders.
 */
export async function expectRaceRun(
  race: { readonly fake: RaceFake; readonly kit: RaceApiKit },
  sourceId: number,
  sizes: RaceSizes,
  changed?: number,
) {
  const outcome = await runSource(race.kit.t.deps, sourceId, changed === undefined ? 'manual' : 'scheduled');
  expect(outcome.status, outcome.error ?? '').toBe('succeeded');
  expect(outcome.counts.pulled).toEqual({
    locations: sizes.locations,
    products: sizes.products,
    customers: changed ?? race.fake.data.participantCount(),
    orders: changed ?? sizes.orders,
  });
  return outcome;
}

/** 429 and 5xx answers (`statuses`, in turn) are retried within a run that still pulls the one changed order. */
export async function expectRaceRetries(
  race: { readonly fake: RaceFake; readonly kit: RaceApiKit },
  sourceId: number,
  statuses: readonly number[],
) {
  race.fake.data.dataset.orders.touch(6);
  const outcome = await runThroughFailures(race.kit, sourceId, race.fake, statuses);
  expect(outcome.counts.pulled.orders).toBe(1);
}
