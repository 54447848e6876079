import type { PullPage, PullRequest } from '../../connector.ts';
import { type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { wholeList } from '../shared/whole-list.ts';
import { finishedCursor, openPass, type PassCursor, passCursor, restartCursor } from './pass-cursor.ts';
import { chunks, latestCustomers } from './records.ts';

/**
 * The streams the race-registration sites share: their races as locations and products, and the
 * pass over a participant list (pass-cursor.ts) for the sources that cannot read it oldest change
 * first (Race Roster, RunSignup).
 */

/** A vendor's pass: where a fresh one starts, and its walk from the cursor's position. */
export interface ParticipantPass<P, W extends { position: P }> {
  start: P;
  /** the pages in order, each with the rows changed since the pass's `since` (takeRows) and the position after it */
  walk: (state: PassCursor<P>) => AsyncIterable<W>;
}

/** The customers and orders streams of a vendor's pass ('passes' paging), each row mapped by the vendor's mappers. */
export interface PassStreams<Client> {
  customers: StreamDeclaration<Client, unknown, 'customers'>;
  orders: StreamDeclaration<Client, unknown, 'orders'>;
}

/**
 * Orders go page by page as the walk reads them, the cursor resuming inside the pass. The people
 * register for several events, so a whole pass is read before the latest of each is handed out; a
 * stopped run reads its pass again (their cursor moves only at the end).
 */
export function passStreams<Client, P, R, W extends { position: P; rows: R[] }>(
  passOf: (client: Client) => ParticipantPass<P, W>,
  toOrders: (page: W) => OrderRecord[],
  toCustomer: (row: R) => CustomerRecord,
): PassStreams<Client> {
  return {
    customers: stream('passes', async function* (client: Client, request: PullRequest) {
      const pass = passOf(client);
      const state = openPass(request.cursor, request.startDate, pass.start);
      const people = [];
      for await (const page of pass.walk(state)) people.push(...page.rows.map(toCustomer));
      const parts = chunks(latestCustomers(people));
      for (const [i, records] of parts.entries())
        yield { records, cursor: i === parts.length - 1 ? finishedCursor(state) : restartCursor(state) };
    }),
    orders: stream('passes', async function* (client: Client, request: PullRequest): AsyncIterable<PullPage<'orders'>> {
      const pass = passOf(client);
      const state = openPass(request.cursor, request.startDate, pass.start);
      for await (const page of pass.walk(state))
        yield { records: toOrders(page), cursor: passCursor(state, page.position) };
      yield { records: [], cursor: finishedCursor(state) };
    }),
  };
}

/** How a site's races (or events) become records, each dated by `updatedAt` (the race's change time, else the start date). */
export interface RaceRecords<Race, Detail> {
  updatedAt(race: Race, stamp: string, detail: Detail): string;
  location(race: Race, updatedAt: string): LocationRecord;
  /** the race's events (entries) as products */
  products(race: Race, updatedAt: string): ProductRecord[];
}

/** A site's races read whole every run (a short list): each a location, and its events products. */
export function raceStreams<Client, Detail, Race>(
  races: (client: Client) => Promise<Race[]>,
  records: RaceRecords<Race, Detail>,
): {
  locations: StreamDeclaration<Client, Detail, 'locations'>;
  products: StreamDeclaration<Client, Detail, 'products'>;
} {
  return {
    locations: wholeList(async (client: Client, stamp, detail: Detail) =>
      (await races(client)).map((race) => records.location(race, records.updatedAt(race, stamp, detail))),
    ),
    products: wholeList(async (client: Client, stamp, detail: Detail) =>
      (await races(client)).flatMap((race) => records.products(race, records.updatedAt(race, stamp, detail))),
    ),
  };
}
