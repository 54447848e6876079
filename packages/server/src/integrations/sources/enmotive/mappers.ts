import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { amount, raceEntryProduct, wallToIso } from '../race-registrations/records.ts';
import { placeOf, text } from '../shared/fields.ts';
import type { EmEvent, EmRace, EmRegistration } from './client.ts';

/**
 * EnMotive (assumed shapes) → the record model (docs/vendors/enmotive.md): an event (a race day at a
 * venue) is a location, its races products, a registration an order with one line (its race entry),
 * the registrant a customer. Times are the tenant's wall clock in the source's Data Timezone.
 */

export function toOrder(
  reg: EmRegistration,
  races: ReadonlyMap<number, { race: EmRace; event: EmEvent }>,
  zone: string,
): OrderRecord {
  const updatedAt = wallToIso(reg.modifiedAt, zone)!;
  const created = wallToIso(reg.createdAt, zone);
  const entry = races.get(reg.raceId);
  const paid = amount(reg.amountPaid);
  return {
    vendorId: String(reg.id),
    orderNumber: String(reg.id),
    customerVendorId: reg.registrant ? String(reg.registrant.id) : null,
    email: text(reg.registrant?.email),
    locationVendorId: String(reg.eventId),
    channel: 'web',
    status: text(reg.status),
    currency: text(reg.currency),
    total: paid,
    discount: 0,
    createdAt: created && created <= updatedAt ? created : updatedAt,
    updatedAt,
    lines: [
      {
        vendorId: `${reg.id}-${reg.raceId}`,
        productVendorId: String(reg.raceId),
        sku: null,
        upc: null,
        name: entry ? `${entry.event.name} – ${entry.race.name}` : `race ${reg.raceId}`,
        quantity: 1,
        price: paid,
      },
    ],
  };
}

export function toCustomer(reg: EmRegistration, zone: string): CustomerRecord | null {
  const person = reg.registrant;
  if (!person) return null;
  return {
    vendorId: String(person.id),
    email: text(person.email),
    firstName: text(person.firstName),
    lastName: text(person.lastName),
    phone: text(person.phone),
    acceptsMarketing: typeof person.optIn === 'boolean' ? person.optIn : null,
    createdAt: null,
    updatedAt: wallToIso(reg.modifiedAt, zone)!,
  };
}

export function toProduct(race: EmRace, event: EmEvent, updatedAt: string): ProductRecord {
  const price = race.price === undefined ? null : amount(race.price);
  return raceEntryProduct(race.id, event.name, race.name, price, updatedAt);
}

export const toLocation = (event: EmEvent, updatedAt: string): LocationRecord =>
  placeOf(
    { id: event.id, name: event.name, address: event.venue, updatedAt },
    { street1: 'street', city: 'city', state: 'state', zip: 'postalCode' },
  );
