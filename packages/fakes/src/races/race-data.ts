import { createDataset, type Dataset, type DatasetOptions } from '../shared/dataset.ts';
import type { GenCustomer, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';

/**
 * The generated store data read as a race director's: each location is a race (its venue and
 * date), each product an event of a race (5K, 10K, ...: product i belongs to race ((i - 1) mod
 * races) + 1), each order a registration of one participant (its customer, or a customer picked by
 * the order id when the order has none) for the event of its first line, paid the line's price.
 * The Race Roster, RunSignup and EnMotive fakes serve this in their own JSON shapes.
 */

export interface RaceEvent {
  id: number;
  raceId: number;
  name: string;
  price: number;
  /** ISO instant the event starts */
  startsAt: string;
  updatedAt: string;
}

export interface Race {
  id: number;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  startsAt: string;
  updatedAt: string;
}

export interface Registration {
  id: number;
  eventId: number;
  raceId: number;
  person: GenCustomer;
  amountPaid: number;
  currency: string;
  status: GenOrder['status'];
  createdAt: string;
  updatedAt: string;
}

const EVENT_NAMES = ['5K', '10K', 'Half Marathon', 'Marathon', 'Kids Fun Run', '1 Mile'];

export interface RaceData {
  dataset: Dataset;
  races(): Race[];
  race(id: number): Race | undefined;
  events(): RaceEvent[];
  eventsOf(raceId: number): RaceEvent[];
  event(id: number): RaceEvent | undefined;
  registration(order: GenOrder): Registration;
  /** every registration, in id order (small datasets: for tests and counts) */
  registrations(): Registration[];
  /** distinct participants (people) across the registrations: what a customers pull should count */
  participantCount(): number;
}

/** A race starts some weeks after its location's record; events start on the race's day. */
const raceStart = (location: GenLocation) => {
  const ms = Date.parse(location.createdAt) + (30 + location.id * 7) * 86_400_000;
  return `${new Date(Math.floor(ms / 86_400_000) * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 19)}Z`;
};

export function createRaceData(options: DatasetOptions = {}): RaceData {
  const dataset = createDataset({ ...options, locations: Math.max(1, options.locations ?? 3) });
  const raceCount = () => Math.max(1, dataset.locations.count);
  const toRace = (location: GenLocation): Race => ({
    id: location.id,
    name: `${location.city} Running Festival`,
    street: location.street1,
    city: location.city,
    state: location.state,
    zip: location.zip,
    startsAt: raceStart(location),
    updatedAt: location.updatedAt,
  });
  const toEvent = (product: GenProduct): RaceEvent => {
    const raceId = ((product.id - 1) % raceCount()) + 1;
    const race = toRace(dataset.locations.get(raceId)!);
    return {
      id: product.id,
      raceId,
      name: `${EVENT_NAMES[(product.id - 1) % EVENT_NAMES.length]} #${product.id}`,
      price: product.price,
      startsAt: race.startsAt,
      updatedAt: product.updatedAt,
    };
  };
  const all = <T>(count: number, get: (id: number) => T | undefined) =>
    Array.from({ length: count }, (_, i) => get(i + 1)).filter((x): x is T => x !== undefined);
  const races = () => all(dataset.locations.count, (id) => dataset.locations.get(id)).map(toRace);
  const events = () => all(dataset.products.count, (id) => dataset.products.get(id)).map(toEvent);

  const registration = (order: GenOrder): Registration => {
    const line = order.lines[0]!;
    const event = toEvent(dataset.products.get(line.productId)!);
    const personId = order.customerId ?? ((order.id - 1) % Math.max(1, dataset.customers.count)) + 1;
    const person = dataset.customers.get(personId)!;
    return {
      id: order.id,
      eventId: event.id,
      raceId: event.raceId,
      person,
      amountPaid: line.price,
      currency: order.currency,
      status: order.status,
      createdAt: order.createdAt,
      // a participant's details are part of the registration: editing the person changes it too
      updatedAt: order.updatedAt > person.updatedAt ? order.updatedAt : person.updatedAt,
    };
  };
  const registrations = () => all(dataset.orders.count, (id) => dataset.orders.get(id)).map(registration);

  return {
    dataset,
    races,
    race: (id) => {
      const location = dataset.locations.get(id);
      return location ? toRace(location) : undefined;
    },
    events,
    eventsOf: (raceId) => events().filter((e) => e.raceId === raceId),
    event: (id) => {
      const product = dataset.products.get(id);
      return product ? toEvent(product) : undefined;
    },
    registration,
    registrations,
    participantCount: () => new Set(registrations().map((r) => r.person.id)).size,
  };
}

/** Registrations of the given events in id order, each scanned record mapped once (the fakes page these). */
export function registrationsOf(data: RaceData, eventIds: ReadonlySet<number>, updatedFromMs = 0): Registration[] {
  const rows: Registration[] = [];
  for (const order of data.dataset.orders.scan({}, null)) {
    const reg = data.registration(order);
    if (eventIds.has(reg.eventId) && Date.parse(reg.updatedAt) >= updatedFromMs) rows.push(reg);
  }
  return rows.sort((a, b) => a.id - b.id);
}
