import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { amount, raceEntryProduct, wallToIso } from '../race-registrations/records.ts';
import { placeOf, text } from '../shared/fields.ts';
import type { RrEvent, RrParticipant, RrSubEvent } from './client.ts';

/**
 * Race Roster → the record model (docs/vendors/raceroster.md): a Race Roster event (a race day at a
 * venue) is a location; its sub-events (5K, 10K) products; a registration an order whose lines are
 * its participants' sub-event entries; the participant (the person) a customer.
 */

const iso = (value: string | undefined) => wallToIso(value, 'UTC');

/** The participants of one registration (rows of one page that share a registration id) → one order. */
export function toOrder(
  rows: RrParticipant[],
  event: RrEvent,
  subEvents: ReadonlyMap<number, RrSubEvent>,
): OrderRecord {
  const first = rows[0]!;
  const updatedAt = rows
    .map((r) => iso(r.updatedAt)!)
    .sort()
    .at(-1)!;
  const lines = rows.map((row) => ({
    vendorId: String(row.id),
    productVendorId: String(row.subEventId),
    sku: null,
    upc: null,
    name: `${event.name} – ${subEvents.get(row.subEventId)?.name ?? `sub-event ${row.subEventId}`}`,
    quantity: 1,
    price: amount(row.amountPaid),
  }));
  const created = iso(first.registeredAt);
  return {
    vendorId: String(first.registrationId ?? first.id),
    orderNumber: String(first.registrationId ?? first.id),
    customerVendorId: customerId(first),
    email: text(first.email),
    locationVendorId: String(event.id),
    channel: 'web',
    status: text(first.status),
    currency: text(first.currency),
    total: lines.reduce((sum, line) => sum + line.price, 0),
    discount: 0,
    createdAt: created && created <= updatedAt ? created : updatedAt,
    updatedAt,
    lines,
  };
}

/** The person: Race Roster's user id when the row has one, else the participant row itself. */
const customerId = (row: RrParticipant) => (row.userId ? String(row.userId) : `participant-${row.id}`);

export function toCustomer(row: RrParticipant): CustomerRecord {
  return {
    vendorId: customerId(row),
    email: text(row.email),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    phone: text(row.phone),
    acceptsMarketing: null,
    createdAt: iso(row.registeredAt),
    updatedAt: iso(row.updatedAt)!,
  };
}

export function toProduct(sub: RrSubEvent, event: RrEvent, updatedAt: string): ProductRecord {
  const price = sub.price === undefined ? null : amount(sub.price);
  return raceEntryProduct(sub.id, event.name, sub.name, price, updatedAt);
}

export const toLocation = (event: RrEvent, updatedAt: string): LocationRecord =>
  placeOf(
    { id: event.id, name: event.name, address: event.location, updatedAt },
    { street1: 'address', city: 'city', state: 'region', zip: 'postalCode' },
  );

export const eventUpdatedAt = (event: RrEvent, fallback: string) => iso(event.updatedAt) ?? fallback;
