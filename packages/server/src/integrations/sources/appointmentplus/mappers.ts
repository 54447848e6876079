import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { placeOf } from '../shared/fields.ts';
import { sourceTagsOf } from '../shared/source-tags.ts';
import { instantOfWall } from './client.ts';

/**
 * AppointmentPlus objects (the fields we read, assumed from reference source-apis.md §15 and public
 * clients) → the warehouse's records. An appointment is an order whose one line is its service;
 * customers are customers, services are products, locations are locations
 * (docs/vendors/appointmentplus.md). Times are the site's wall time, read in the detail's time zone.
 */

export interface ApCustomer {
  customer_id: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  day_phone?: string;
  cell_phone?: string;
  email_opt_in?: string;
  created_timestamp?: string;
  updated_timestamp?: string;
}

export interface ApLocation {
  location_id: string;
  location_name?: string;
  address1?: string;
  city?: string;
  state?: string;
  zip?: string;
}

export interface ApService {
  service_id: string;
  service_name?: string;
  service_category?: string;
  price?: string | number;
}

export interface ApAppointment {
  appt_id: string;
  customer_id?: string;
  location_id?: string;
  service_id?: string;
  service_name?: string;
  appt_status_description?: string;
  price?: string | number;
  created_timestamp?: string;
  updated_timestamp?: string;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const amount = (value: string | number | undefined) => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : null;
};
const yesNo = (value: string | undefined) => {
  const v = value?.toLowerCase();
  return v === 'yes' || v === 'y' || v === '1' ? true : v === 'no' || v === 'n' || v === '0' ? false : null;
};

export function toCustomer(customer: ApCustomer, timeZone: string, fallback: string): CustomerRecord {
  return {
    vendorId: String(customer.customer_id),
    email: text(customer.email),
    firstName: text(customer.first_name),
    lastName: text(customer.last_name),
    phone: text(customer.cell_phone) ?? text(customer.day_phone),
    acceptsMarketing: yesNo(customer.email_opt_in),
    createdAt: instantOfWall(customer.created_timestamp, timeZone),
    updatedAt: instantOfWall(customer.updated_timestamp, timeZone) ?? fallback,
  };
}

/** Locations and services carry no dates: stamped with `updatedAt` (the start date) so unchanged ones stay unchanged. */
export const toLocation = (location: ApLocation, updatedAt: string): LocationRecord =>
  placeOf(
    {
      id: location.location_id,
      name: text(location.location_name) ?? `Location ${location.location_id}`,
      address: location,
      updatedAt,
    },
    { street1: 'address1', city: 'city', state: 'state', zip: 'zip' },
    text,
  );

export function toProduct(service: ApService, updatedAt: string): ProductRecord {
  return {
    vendorId: String(service.service_id),
    name: text(service.service_name) ?? `Service ${service.service_id}`,
    sku: null,
    upc: null,
    brand: null,
    category: text(service.service_category),
    tags: sourceTagsOf(text(service.service_category)),
    size: null,
    color: null,
    price: amount(service.price),
    updatedAt,
  };
}

/** An appointment books one service (assumed): one line, the appointment's price. Appointments happen at a location: 'store'. */
export function toOrder(appointment: ApAppointment, timeZone: string, fallback: string): OrderRecord {
  const price = amount(appointment.price) ?? 0;
  const updatedAt = instantOfWall(appointment.updated_timestamp, timeZone) ?? fallback;
  const serviceId = text(appointment.service_id);
  return {
    vendorId: String(appointment.appt_id),
    orderNumber: String(appointment.appt_id),
    customerVendorId: text(appointment.customer_id),
    email: null,
    locationVendorId: text(appointment.location_id),
    channel: 'store',
    status: text(appointment.appt_status_description),
    currency: null,
    total: price,
    discount: 0,
    createdAt: instantOfWall(appointment.created_timestamp, timeZone) ?? updatedAt,
    updatedAt,
    lines: serviceId
      ? [
          {
            vendorId: `${appointment.appt_id}:0`,
            productVendorId: serviceId,
            sku: null,
            upc: null,
            name: text(appointment.service_name) ?? `Service ${serviceId}`,
            quantity: 1,
            price,
          },
        ]
      : [],
  };
}
