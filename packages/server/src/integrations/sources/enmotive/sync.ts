import type { PullRequest } from '../../connector.ts';
import { clientAt, defineSourceConnector, type StreamDeclaration, stream } from '../../define-source-connector.ts';
import type { CustomerRecord, StreamName } from '../../records.ts';
import { raceStreams } from '../race-registrations/pass-pull.ts';
import { chunks, isoToWall, latestCustomers, wallToIso } from '../race-registrations/records.ts';
import { walkUpdated } from '../shared/keyset.ts';
import { encodeCursor, type Watermark, watermarkFrom } from '../shared/watermark.ts';
import { checkEnMotive } from './check.ts';
import {
  type EmEvent,
  type EmRace,
  type EmRegistration,
  EnMotiveClient,
  type EnMotiveDetail,
  PAGE_SIZE,
} from './client.ts';
import { toCustomer, toLocation, toOrder, toProduct } from './mappers.ts';

type Stream<S extends StreamName> = StreamDeclaration<EnMotiveClient, EnMotiveDetail, S>;

const zoneOf = (detail: EnMotiveDetail) => detail.timezone || 'Etc/UTC';

/** Every event (a short list), page after page until a short one. */
async function allEvents(client: EnMotiveClient): Promise<EmEvent[]> {
  const all: EmEvent[] = [];
  for (let page = 1; ; page++) {
    const rows = await client.list<EmEvent>('/events', { page });
    all.push(...rows);
    if (rows.length < PAGE_SIZE) return all.sort((a, b) => a.id - b.id);
  }
}

/**
 * Registrations changed since the watermark, oldest change first: the (assumed) `modifiedSince`
 * filter takes the tenant's wall time and is inclusive, so `walkUpdated` restarts at the last row's
 * second and skips what it handed out.
 */
function walkRegistrations(client: EnMotiveClient, request: PullRequest, zone: string) {
  const keyOf = (row: EmRegistration): Watermark => ({
    updatedAt: wallToIso(row.modifiedAt, zone)!,
    id: String(row.id),
  });
  const fetchPage = (sinceSecond: string, page: number) =>
    client.list<EmRegistration>('/registrations', { modifiedSince: isoToWall(Date.parse(sinceSecond), zone), page });
  return walkUpdated(fetchPage, PAGE_SIZE, watermarkFrom(request.cursor, request.startDate), keyOf);
}

const orders: Stream<'orders'> = stream('keyset', async function* (client, request, detail) {
  const zone = zoneOf(detail);
  const races = new Map<number, { race: EmRace; event: EmEvent }>();
  for (const event of await allEvents(client))
    for (const race of event.races ?? []) races.set(race.id, { race, event });
  for await (const { rows, mark } of walkRegistrations(client, request, zone)) {
    yield { records: rows.map((row) => toOrder(row, races, zone)), cursor: encodeCursor({ mark }) };
  }
});

/**
 * Registrants: one person registers for several races, so every changed registration is read before
 * the latest of each person is handed out; the watermark moves only with the last chunk.
 */
const customers: Stream<'customers'> = stream('keyset', async function* (client, request, detail) {
  const zone = zoneOf(detail);
  const start = watermarkFrom(request.cursor, request.startDate);
  let mark = start;
  const people: CustomerRecord[] = [];
  for await (const page of walkRegistrations(client, request, zone)) {
    for (const row of page.rows) {
      const person = toCustomer(row, zone);
      if (person) people.push(person);
    }
    mark = page.mark;
  }
  const parts = chunks(latestCustomers(people));
  for (const [i, records] of parts.entries())
    yield { records, cursor: encodeCursor({ mark: i === parts.length - 1 ? mark : start }) };
});

/** Races (products) and events (locations): short lists, read whole every run. */
/** Events (locations) and their races (products), dated in the tenant's zone. */
const { locations, products } = raceStreams(allEvents, {
  updatedAt: (event: EmEvent, stamp, detail: EnMotiveDetail) => wallToIso(event.modifiedAt, zoneOf(detail)) ?? stamp,
  location: toLocation,
  products: (event, updatedAt) => (event.races ?? []).map((race) => toProduct(race, event, updatedAt)),
});

/** The EnMotive source (type 7) against the given endpoints; see docs/vendors/enmotive.md for what is assumed. */
export const createEnMotiveSource = defineSourceConnector<EnMotiveDetail, EnMotiveClient>({
  auth: 'api-key',
  client: clientAt(EnMotiveClient, 'enMotive'),
  check: checkEnMotive,
  streams: { locations, products, customers, orders },
});
