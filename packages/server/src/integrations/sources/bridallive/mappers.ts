import type { CustomerRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { sourceTagsOf } from '../shared/source-tags.ts';

/**
 * BridalLive objects (reference source-apis.md §17 names the lists; the fields past `id` are assumed,
 * docs/vendors/bridallive.md) → the warehouse's records. An appointment is an order whose one line is
 * its appointment type; contacts are customers, appointment types are products.
 */

export interface BlStamped {
  id: number | string;
  createdDate?: string | null;
  lastModifiedDate?: string | null;
}

export interface BlContact extends BlStamped {
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  emailOptIn?: boolean | null;
}

export interface BlAppointmentType extends BlStamped {
  description?: string | null;
  category?: string | null;
  price?: number | null;
}

export interface BlAppointment extends BlStamped {
  contactId?: number | string | null;
  appointmentTypeId?: number | string | null;
  appointmentTypeDescription?: string | null;
  startDateTime?: string | null;
  status?: string | null;
  price?: number | null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const isoOf = (value: string | null | undefined): string | null => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('.000Z', 'Z');
};

/** When the record last changed; one without a date counts as changed at `fallback` (the start date). */
export const changedAt = (row: BlStamped, fallback: string) =>
  isoOf(row.lastModifiedDate) ?? isoOf(row.createdDate) ?? fallback;

export function toCustomer(contact: BlContact, fallback: string): CustomerRecord {
  return {
    vendorId: String(contact.id),
    email: text(contact.emailAddress),
    firstName: text(contact.firstName),
    lastName: text(contact.lastName),
    phone: text(contact.phoneNumber),
    acceptsMarketing: typeof contact.emailOptIn === 'boolean' ? contact.emailOptIn : null,
    createdAt: isoOf(contact.createdDate),
    updatedAt: changedAt(contact, fallback),
  };
}

export function toProduct(type: BlAppointmentType, fallback: string): ProductRecord {
  return {
    vendorId: String(type.id),
    name: text(type.description) ?? `Appointment type ${type.id}`,
    sku: null,
    upc: null,
    brand: null,
    category: text(type.category),
    tags: sourceTagsOf(text(type.category)),
    size: null,
    color: null,
    price: typeof type.price === 'number' ? type.price : null,
    updatedAt: changedAt(type, fallback),
  };
}

/**
 * An appointment as an order: its appointment type is the one line, priced by the appointment or else
 * by the type (`types`). Appointments happen in the shop: 'store'.
 */
export function toOrder(
  appointment: BlAppointment,
  types: ReadonlyMap<string, BlAppointmentType>,
  fallback: string,
): OrderRecord {
  const typeId = appointment.appointmentTypeId == null ? null : String(appointment.appointmentTypeId);
  const type = typeId ? types.get(typeId) : undefined;
  const price = typeof appointment.price === 'number' ? appointment.price : (type?.price ?? 0);
  const updatedAt = changedAt(appointment, fallback);
  return {
    vendorId: String(appointment.id),
    orderNumber: String(appointment.id),
    customerVendorId: appointment.contactId == null ? null : String(appointment.contactId),
    email: null,
    locationVendorId: null,
    channel: 'store',
    status: text(appointment.status),
    currency: null,
    total: price,
    discount: 0,
    // when it was booked, as an order's creation is when it was placed
    createdAt: isoOf(appointment.createdDate) ?? isoOf(appointment.startDateTime) ?? updatedAt,
    updatedAt,
    lines: typeId
      ? [
          {
            vendorId: `${appointment.id}:0`,
            productVendorId: typeId,
            sku: null,
            upc: null,
            name:
              text(appointment.appointmentTypeDescription) ?? text(type?.description) ?? `Appointment type ${typeId}`,
            quantity: 1,
            price,
          },
        ]
      : [],
  };
}
