import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { amount, raceEntryProduct, wallToIso } from '../race-registrations/records.ts';
import { placeOf, text } from '../shared/fields.ts';
import type { RsEvent, RsParticipant, RsRace } from './client.ts';

/**
 * RunSignup → the record model (docs/vendors/runsignup.md): a registration is an order with one line,
 * its event entry; the registered user a customer; an event of a race a product; a race (its venue)
 * a location. RunSignup writes its dates in US Eastern time, `last_modified` in unix seconds.
 */

const EASTERN = 'America/New_York';

const unixIso = (seconds: number) => `${new Date(seconds * 1000).toISOString().slice(0, 19)}Z`;

/** A race's own change time, or the start date's instant when it has none. */
export const raceUpdatedAt = (race: RsRace, fallback: string) =>
  wallToIso(race.last_modified, EASTERN) ?? wallToIso(race.created, EASTERN) ?? fallback;

export function toOrder(row: RsParticipant, race: RsRace, event: RsEvent | undefined, eventId: number): OrderRecord {
  const updatedAt = unixIso(row.last_modified);
  const paid = amount(row.amount_paid);
  const registered = wallToIso(row.registration_date, EASTERN);
  return {
    vendorId: String(row.registration_id),
    orderNumber: String(row.registration_id),
    customerVendorId: row.user?.user_id ? String(row.user.user_id) : null,
    email: text(row.user?.email),
    locationVendorId: String(race.race_id),
    // registrations are made online
    channel: 'web',
    status: 'registered',
    // RunSignup sells in US dollars (assumed: the API names no currency)
    currency: 'USD',
    total: paid,
    discount: 0,
    // registration_date has minutes only: never later than the change that wrote it
    createdAt: registered && registered <= updatedAt ? registered : updatedAt,
    updatedAt,
    lines: [
      {
        vendorId: `${row.registration_id}-${eventId}`,
        productVendorId: String(eventId),
        sku: null,
        upc: null,
        name: event ? `${race.name} – ${event.name}` : `${race.name} – event ${eventId}`,
        quantity: 1,
        price: paid,
      },
    ],
  };
}

export function toCustomer(row: RsParticipant): CustomerRecord {
  return {
    vendorId: String(row.user.user_id),
    email: text(row.user.email),
    firstName: text(row.user.first_name),
    lastName: text(row.user.last_name),
    phone: text(row.user.phone),
    acceptsMarketing: null,
    createdAt: null,
    updatedAt: unixIso(row.last_modified),
  };
}

export function toProduct(event: RsEvent, race: RsRace, updatedAt: string): ProductRecord {
  const fee = event.registration_periods?.[0]?.race_fee;
  return raceEntryProduct(event.event_id, race.name, event.name, fee ? amount(fee) : null, updatedAt);
}

export const toLocation = (race: RsRace, updatedAt: string): LocationRecord =>
  placeOf(
    { id: race.race_id, name: race.name, address: race.address, updatedAt },
    { street1: 'street', city: 'city', state: 'state', zip: 'zipcode' },
  );
