import type { OAuthClient } from '../../../config.ts';
import type { PullPage, PullRequest } from '../../connector.ts';
import { defineSourceConnector } from '../../define-source-connector.ts';
import type { StreamName } from '../../records.ts';
import { type PassCursor, takeRows } from '../race-registrations/pass-cursor.ts';
import { pullPassCustomers, pullPassOrders } from '../race-registrations/pass-pull.ts';
import type { SourceOptions } from '../shared/options.ts';
import { encodeCursor, startWatermark } from '../shared/watermark.ts';
import { PER_PAGE, RaceRosterClient, type RaceRosterDetail, type RrEvent, type RrParticipant } from './client.ts';
import { eventUpdatedAt, toCustomer, toLocation, toOrder, toProduct } from './mappers.ts';

/** Where a pass stands: the event being read and the next page of its participants. */
interface Position {
  eventId: number;
  page: number;
}

const START: Position = { eventId: 0, page: 1 };

type Puller<S extends StreamName> = (client: RaceRosterClient, request: PullRequest) => AsyncIterable<PullPage<S>>;

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

const pullOrders: Puller<'orders'> = (client, request) =>
  pullPassOrders(participantPass(client), request, ({ event, page, rows }) => {
    const subEvents = new Map((event.subEvents ?? []).map((s) => [s.id, s]));
    // an order carries all its lines: a registration with one changed participant goes out whole
    const changed = new Set(rows.map((row) => row.registrationId ?? row.id));
    return byRegistration(page)
      .filter((group) => changed.has(group[0]!.registrationId ?? group[0]!.id))
      .map((group) => toOrder(group, event, subEvents));
  });

const pullCustomers: Puller<'customers'> = (client, request) =>
  pullPassCustomers(participantPass(client), request, ({ rows }) => rows.map(toCustomer));

/** Sub-events (products) and events (locations): short lists, read whole every run. */
const pullProducts: Puller<'products'> = async function* (client, request) {
  const fallback = startWatermark(request.startDate).updatedAt;
  const records = (await client.allEvents()).flatMap((event) =>
    (event.subEvents ?? []).map((sub) => toProduct(sub, event, eventUpdatedAt(event, fallback))),
  );
  yield { records, cursor: encodeCursor({ whole: true }) };
};

const pullLocations: Puller<'locations'> = async function* (client, request) {
  const fallback = startWatermark(request.startDate).updatedAt;
  const records = (await client.allEvents()).map((event) => toLocation(event, eventUpdatedAt(event, fallback)));
  yield { records, cursor: encodeCursor({ whole: true }) };
};

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
  client: (detail, options) =>
    new RaceRosterClient(detail, {
      endpoint: options.endpoints?.raceRoster,
      client: options.client,
      retry: options.retry,
    }),
  check: async (client) => {
    await client.events(1);
  },
  streams: {
    locations: { paging: 'pages', pull: pullLocations },
    products: { paging: 'pages', pull: pullProducts },
    customers: { paging: 'passes', pull: pullCustomers },
    orders: { paging: 'passes', pull: pullOrders },
  },
});
