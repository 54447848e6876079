import type { OAuthClient } from '../../../config.ts';
import type { PullPage, PullRequest } from '../../connector.ts';
import { defineSourceConnector } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { type PassCursor, takeRows } from '../race-registrations/pass-cursor.ts';
import { pullPassCustomers, pullPassOrders } from '../race-registrations/pass-pull.ts';
import type { SourceOptions } from '../shared/options.ts';
import { encodeCursor, startWatermark } from '../shared/watermark.ts';
import {
  PARTICIPANTS_PAGE,
  type RsEvent,
  type RsParticipant,
  type RsRace,
  RunSignupClient,
  type RunSignupDetail,
} from './client.ts';
import { raceUpdatedAt, toCustomer, toLocation, toOrder, toProduct } from './mappers.ts';

/** Where a pass over the participants stands: the (race, event) being read and the last registration id. */
interface Position {
  raceId: number;
  eventId: number;
  after: number;
}

const START: Position = { raceId: 0, eventId: 0, after: 0 };

type Puller<S extends StreamName> = (client: RunSignupClient, request: PullRequest) => AsyncIterable<PullPage<S>>;

const keyOf = (row: RsParticipant) => ({
  id: String(row.registration_id),
  updatedAt: `${new Date(row.last_modified * 1000).toISOString().slice(0, 19)}Z`,
});

/**
 * One pass over every event's participants changed since the pass's `since` (the ">=" filter of
 * reference §9), race by race and event by event in id order, each event keyset-paged by
 * registration id; resumes inside an event from the position. Yields each page's fresh rows.
 */
async function* walkParticipants(
  client: RunSignupClient,
  state: PassCursor<Position>,
): AsyncIterable<{ race: RsRace; event: RsEvent; rows: RsParticipant[]; position: Position }> {
  const from = state.pass!.position;
  const sinceSeconds = Math.floor(Date.parse(state.since) / 1000);
  for (const race of await client.allRaces()) {
    const events = [...(race.events ?? [])].sort((a, b) => a.event_id - b.event_id);
    for (const event of events) {
      const order = race.race_id - from.raceId || event.event_id - from.eventId;
      if (order < 0) continue;
      let after = order === 0 ? from.after : 0;
      for (;;) {
        const page = await client.participants(race.race_id, event.event_id, after, sinceSeconds);
        if (page.length === 0) break;
        after = page.at(-1)!.registration_id;
        const rows = takeRows(state, page, keyOf);
        yield { race, event, rows, position: { raceId: race.race_id, eventId: event.event_id, after } };
        if (page.length < PARTICIPANTS_PAGE) break;
      }
    }
  }
}

const participantPass = (client: RunSignupClient) => ({
  start: START,
  walk: (state: PassCursor<Position>) => walkParticipants(client, state),
});

/** Registrations, page by page; the cursor resumes inside the pass. */
const pullOrders: Puller<'orders'> = (client, request) =>
  pullPassOrders(participantPass(client), request, ({ race, event, rows }) =>
    rows.map((row) => toOrder(row, race, event, event.event_id)),
  );

/** The registered users, once the whole pass is read. */
const pullCustomers: Puller<'customers'> = (client, request) =>
  pullPassCustomers(participantPass(client), request, ({ rows }) => rows.map(toCustomer));

/** Events (products) and races (locations): short lists, read whole every run. */
const pullProducts: Puller<'products'> = async function* (client, request) {
  const fallback = startWatermark(request.startDate).updatedAt;
  const races = await client.allRaces();
  const records = races.flatMap((race) =>
    (race.events ?? []).map((event) => toProduct(event, race, raceUpdatedAt(race, fallback))),
  );
  yield { records, cursor: encodeCursor({ whole: true }) };
};

const pullLocations: Puller<'locations'> = async function* (client, request) {
  const fallback = startWatermark(request.startDate).updatedAt;
  const races = await client.allRaces();
  yield {
    records: races.map((race) => toLocation(race, raceUpdatedAt(race, fallback))),
    cursor: encodeCursor({ whole: true }),
  };
};

export interface RunSignupSourceOptions extends SourceOptions {
  /** the OAuth consumer the flow used: the API's calls are signed with it */
  consumer?: OAuthClient;
}

/** The RunSignup source (type 5), signing with the OAuth 1.0a token its validation flow stored. */
export const createRunSignupSource = defineSourceConnector<RunSignupDetail, RunSignupClient, RunSignupSourceOptions>({
  auth: 'oauth1',
  client: (detail, options) =>
    new RunSignupClient(detail, {
      endpoint: options.endpoints?.runSignup,
      consumer: options.consumer,
      retry: options.retry,
    }),
  // the token works if it may list the user's races
  check: async (client) => {
    await client.races(1, 1);
  },
  streams: {
    locations: { paging: 'pages', pull: pullLocations },
    products: { paging: 'pages', pull: pullProducts },
    customers: { paging: 'passes', pull: pullCustomers },
    orders: { paging: 'passes', pull: pullOrders },
  },
});
