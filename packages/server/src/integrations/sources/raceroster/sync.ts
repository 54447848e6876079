import type { OAuthClient } from '../../../config.ts';
import { clientAt, defineSourceConnector } from '../../define-source-connector.ts';
import { type PassCursor, takeRows } from '../race-registrations/pass-cursor.ts';
import { passStreams, raceStreams } from '../race-registrations/pass-pull.ts';
import type { SourceOptions } from '../shared/options.ts';
import { PER_PAGE, RaceRosterClient, type RaceRosterDetail, type RrEvent, type RrParticipant } from './client.ts';
import { eventUpdatedAt, toCustomer, toLocation, toOrder, toProduct } from './mappers.ts';

/** Where a pass stands: the event being read and the next page of its participants. */
interface Position {
  eventId: number;
  page: number;
}

const START: Position = { eventId: 0, page: 1 };

const keyOf = (row: RrParticipant) => ({ id: String(row.id), updatedAt: row.updatedAt });

/**
 * One pass over every event's participants. Race Roster has no change filter (reference §10), so
 * every page is read and only the rows changed since the pass's `since` are kept (takeRows). Pages are
 * numbered over a list sorted by id, where new participants join at the end.
 */
async function* walkParticipants(
  client: RaceRosterClient,
  state: PassCursor<Position>,
): AsyncIterable<{ event: RrEvent; page: RrParticipant[]; rows: RrParticipant[]; position: Position }> {
  const from = state.pass!.position;
  for (const event of await client.allEvents()) {
    if (event.id < from.eventId) continue;
    for (let page = event.id === from.eventId ? from.page : 1; ; page++) {
      const { rows, totalPages } = await client.participants(event.id, page);
      const fresh = takeRows(state, rows, keyOf);
      yield { event, page: rows, rows: fresh, position: { eventId: event.id, page: page + 1 } };
      if (rows.length < PER_PAGE || page >= totalPages) break;
    }
  }
}

const participantPass = (client: RaceRosterClient) => ({
  start: START,
  walk: (state: PassCursor<Position>) => walkParticipants(client, state),
});

/** The rows of one page grouped by registration, in first-seen order. */
function byRegistration(rows: RrParticipant[]): RrParticipant[][] {
  const groups = new Map<number, RrParticipant[]>();
  for (const row of rows) {
    const id = row.registrationId ?? row.id;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.values()];
}

/** A page's registrations as orders: an order carries all its lines, so one changed participant sends it whole. */
function toOrders({ event, page, rows }: { event: RrEvent; page: RrParticipant[]; rows: RrParticipant[] }) {
  const subEvents = new Map((event.subEvents ?? []).map((s) => [s.id, s]));
  const changed = new Set(rows.map((row) => row.registrationId ?? row.id));
  return byRegistration(page)
    .filter((group) => changed.has(group[0]!.registrationId ?? group[0]!.id))
    .map((group) => toOrder(group, event, subEvents));
}

/** Events are the races (locations), their sub-events the entries (products). */
const { locations, products } = raceStreams((client: RaceRosterClient) => client.allEvents(), {
  updatedAt: (event: RrEvent, stamp) => eventUpdatedAt(event, stamp),
  location: toLocation,
  products: (event, updatedAt) => (event.subEvents ?? []).map((sub) => toProduct(sub, event, updatedAt)),
});

export interface RaceRosterSourceOptions extends SourceOptions {
  /** the API client the login used: token refreshes and new sign-ins need it */
  client?: OAuthClient;
}

/** The Race Roster source (type 4), with the tokens and login its validation step stored. */
export const createRaceRosterSource = defineSourceConnector<
  RaceRosterDetail,
  RaceRosterClient,
  RaceRosterSourceOptions
>({
  auth: 'oauth2',
  client: clientAt(RaceRosterClient, 'raceRoster', (options: RaceRosterSourceOptions) => ({ client: options.client })),
  check: async (client) => {
    await client.events(1);
  },
  streams: { locations, products, ...passStreams(participantPass, toOrders, toCustomer) },
});
