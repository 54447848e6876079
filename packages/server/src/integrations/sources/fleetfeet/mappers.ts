import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { contactOf, placeOf, productOf, text } from '../shared/fields.ts';

/** FleetFeet Online objects (the fields we read; assumed shapes, docs/vendors/fleetfeet.md) → the warehouse's records. */

export interface FfStore {
  id: string;
  name: string;
  owner?: string | null;
  address?: { line1?: string | null; city?: string | null; state?: string | null; postal_code?: string | null };
  updated_at: string;
}

export interface FfCustomer {
  id: number | string;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  email_opt_in?: boolean | null;
  created_at?: string | null;
  updated_at: string;
}

export interface FfOrder {
  id: number | string;
  number?: string | null;
  store_id?: string | null;
  customer_id?: number | string | null;
  email?: string | null;
  status?: string | null;
  currency?: string | null;
  discount_total?: number | null;
  total: number;
  line_items?: {
    id: number | string;
    product_id?: number | string | null;
    sku?: string | null;
    upc?: string | null;
    name?: string | null;
    quantity: number;
    price: number;
  }[];
  created_at: string;
  updated_at: string;
}

export interface FfProduct {
  id: number | string;
  sku?: string | null;
  upc?: string | null;
  name: string;
  brand?: string | null;
  category?: string | null;
  size?: string | null;
  color?: string | null;
  price?: number | null;
  updated_at: string;
}

/** FleetFeet dates are ISO-8601 with an offset (assumed); to UTC ISO, whole seconds. */
export const isoDate = (value: string | null | undefined): string | null => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
};

export const toLocation = (store: FfStore): LocationRecord =>
  placeOf(
    { id: store.id, name: store.name, address: store.address, updatedAt: isoDate(store.updated_at)! },
    { street1: 'line1', city: 'city', state: 'state', zip: 'postal_code' },
  );

export function toCustomer(customer: FfCustomer): CustomerRecord {
  return {
    vendorId: String(customer.id),
    ...contactOf(customer),
    acceptsMarketing: typeof customer.email_opt_in === 'boolean' ? customer.email_opt_in : null,
    createdAt: isoDate(customer.created_at),
    updatedAt: isoDate(customer.updated_at)!,
  };
}

/** Every FleetFeet Online order is a web order, credited to the franchise store it names. */
export function toOrder(order: FfOrder): OrderRecord {
  const id = String(order.id);
  return {
    vendorId: id,
    orderNumber: text(order.number) ?? id,
    customerVendorId: order.customer_id === null || order.customer_id === undefined ? null : String(order.customer_id),
    email: text(order.email),
    locationVendorId: text(order.store_id),
    channel: 'web',
    status: text(order.status),
    currency: text(order.currency),
    total: order.total,
    discount: typeof order.discount_total === 'number' ? order.discount_total : 0,
    createdAt: isoDate(order.created_at)!,
    updatedAt: isoDate(order.updated_at)!,
    lines: (order.line_items ?? []).map((line) => ({
      vendorId: String(line.id),
      productVendorId: line.product_id === null || line.product_id === undefined ? null : String(line.product_id),
      sku: text(line.sku),
      upc: text(line.upc),
      name: line.name || line.sku || 'Item',
      quantity: line.quantity,
      price: line.price,
    })),
  };
}

export const toProduct = (product: FfProduct): ProductRecord =>
  productOf({
    ...product,
    vendorId: String(product.id),
    sku: text(product.sku),
    updatedAt: isoDate(product.updated_at)!,
  });
