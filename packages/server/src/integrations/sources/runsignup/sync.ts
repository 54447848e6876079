import type { OAuthClient } from '../../../config.ts';
import { clientAt, defineSourceConnector } from '../../define-source-connector.ts';
import { type PassCursor, takeRows } from '../race-registrations/pass-cursor.ts';
import { passStreams, raceStreams } from '../race-registrations/pass-pull.ts';
import type { SourceOptions } from '../shared/options.ts';
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

/** A page's registrations, one order each. */
const toOrders = ({ race, event, rows }: { race: RsRace; event: RsEvent; rows: RsParticipant[] }) =>
  rows.map((row) => toOrder(row, race, event, event.event_id));

/** Races (locations) and their events (products). */
const { locations, products } = raceStreams((client: RunSignupClient) => client.allRaces(), {
  updatedAt: (race: RsRace, stamp) => raceUpdatedAt(race, stamp),
  location: toLocation,
  products: (race, updatedAt) => (race.events ?? []).map((event) => toProduct(event, race, updatedAt)),
});

export interface RunSignupSourceOptions extends SourceOptions {
  /** the OAuth consumer the flow used: the API's calls are signed with it */
  consumer?: OAuthClient;
}

/** The RunSignup source (type 5), signing with the OAuth 1.0a token its validation flow stored. */
export const createRunSignupSource = defineSourceConnector<RunSignupDetail, RunSignupClient, RunSignupSourceOptions>({
  auth: 'oauth1',
  client: clientAt(RunSignupClient, 'runSignup', (options: RunSignupSourceOptions) => ({ consumer: options.consumer })),
  // the token works if it may list the user's races
  check: async (client) => {
    await client.races(1, 1);
  },
  streams: { locations, products, ...passStreams(participantPass, toOrders, toCustomer) },
});
