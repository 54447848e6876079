import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { filedUnder, text } from '../shared/fields.ts';

/**
 * Waitwhile objects (the fields we read; reference source-apis.md §14) → the warehouse's records.
 * A visit (a waitlist entry or a booking) is an order whose lines are its services; guests are
 * customers, services are products, locations are locations (docs/vendors/waitwhile.md).
 */

export interface WwStamped {
  id: string;
  created?: string;
  updated: string;
}

export interface WwLocation extends WwStamped {
  name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}

export interface WwService extends WwStamped {
  name: string;
  category?: string | null;
  price?: number | null;
}

export interface WwCustomer extends WwStamped {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface WwVisit extends WwStamped {
  locationId?: string | null;
  customerId?: string | null;
  email?: string | null;
  state?: string | null;
  tags?: string[];
  serviceIds?: string[];
  services?: { id: string; name?: string; price?: number | null }[];
}

/** Waitwhile timestamps are ISO-8601: to ISO in UTC, whole seconds. */
export const isoOf = (value: string | null | undefined): string | null => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('.000Z', 'Z');
};

export function toLocation(location: WwLocation): LocationRecord {
  return {
    vendorId: location.id,
    name: location.name,
    street1: text(location.address),
    city: text(location.city),
    state: text(location.state),
    zip: text(location.postalCode),
    updatedAt: isoOf(location.updated)!,
  };
}

export function toProduct(service: WwService): ProductRecord {
  return {
    vendorId: service.id,
    name: service.name,
    sku: null,
    upc: null,
    brand: null,
    ...filedUnder(service.category),
    size: null,
    color: null,
    price: typeof service.price === 'number' ? service.price : null,
    updatedAt: isoOf(service.updated)!,
  };
}

/** Waitwhile keeps no marketing consent on a customer (reference §14): null, not a guess. */
export function toCustomer(customer: WwCustomer): CustomerRecord {
  const [first, ...rest] = (customer.name ?? '').trim().split(/\s+/);
  return {
    vendorId: customer.id,
    email: text(customer.email),
    firstName: text(customer.firstName) ?? text(first),
    lastName: text(customer.lastName) ?? text(rest.join(' ')),
    phone: text(customer.phone),
    acceptsMarketing: null,
    createdAt: isoOf(customer.created),
    updatedAt: isoOf(customer.updated)!,
  };
}

/** A cancelled visit is COMPLETE with the CANCELLED tag (reference §14); a no-show keeps its tag too. */
const statusOf = (visit: WwVisit): string | null => {
  const tags = (visit.tags ?? []).map((t) => t.toUpperCase());
  if (tags.includes('CANCELLED')) return 'CANCELLED';
  if (tags.includes('NO-SHOW')) return 'NO-SHOW';
  return text(visit.state);
};

/**
 * A visit as an order: one line per service, priced from the visit's own service list or, when it
 * names services by id only, from the services list (`services`). Visits happen at a location: 'store'.
 */
export function toOrder(visit: WwVisit, services: ReadonlyMap<string, WwService>): OrderRecord {
  const named: NonNullable<WwVisit['services']> = visit.services ?? (visit.serviceIds ?? []).map((id) => ({ id }));
  const lines = named.map((service, index) => {
    const known = services.get(service.id);
    return {
      vendorId: `${visit.id}:${index}`,
      productVendorId: service.id,
      sku: null,
      upc: null,
      name: service.name ?? known?.name ?? service.id,
      quantity: 1,
      price: typeof service.price === 'number' ? service.price : (known?.price ?? 0),
    };
  });
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  return {
    vendorId: visit.id,
    orderNumber: visit.id,
    customerVendorId: text(visit.customerId),
    email: text(visit.email),
    locationVendorId: text(visit.locationId),
    channel: 'store',
    status: statusOf(visit),
    currency: null,
    total: Math.round(total * 100) / 100,
    discount: 0,
    createdAt: isoOf(visit.created) ?? isoOf(visit.updated)!,
    updatedAt: isoOf(visit.updated)!,
    lines,
  };
}
