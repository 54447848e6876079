import type {
  CustomerRecord,
  InventoryRecord,
  LocationRecord,
  OrderLine,
  OrderRecord,
  ProductRecord,
} from '../../records.ts';
import { addressOf, attributesOf, contactOf } from '../shared/fields.ts';
import { sourceTagsOf } from '../shared/source-tags.ts';

/** Heartland Retail objects (the fields we read; reference source-apis.md §5) → the warehouse's records. */

export interface HeartlandCustomer {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone?: string | null;
  created_at: string;
  updated_at: string;
  custom?: Record<string, unknown>;
}

export interface HeartlandItem {
  id: number;
  public_id: string | null;
  description: string;
  price: number | null;
  updated_at: string;
  custom?: Record<string, unknown>;
}

export interface HeartlandLocation {
  id: number;
  name: string;
  active?: boolean;
  address?: {
    line_1?: string | null;
    line_2?: string | null;
    city?: string | null;
    state?: string | null;
    postal_code?: string | null;
  } | null;
  created_at?: string | null;
  updated_at: string;
}

export interface HeartlandTicket {
  id: number;
  public_id: string | null;
  type: string;
  status: string | null;
  customer_id: number | null;
  source_location_id: number | null;
  total: number;
  discount_total?: number | null;
  created_at: string;
  updated_at: string;
}

export interface HeartlandLine {
  id: number;
  type: string;
  item_id: number | null;
  description: string | null;
  qty: number;
  unit_price: number;
}

export interface HeartlandInventoryValue {
  item_id: number;
  location_id: number;
  qty_available: number;
}

/** Which tickets came from the web: those rung up at the e-commerce or Amazon location. */
export interface ChannelRule {
  webLocations: Set<string>;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function toCustomer(customer: HeartlandCustomer): CustomerRecord {
  return {
    vendorId: String(customer.id),
    ...contactOf(customer, text),
    acceptsMarketing: null,
    createdAt: customer.created_at,
    updatedAt: customer.updated_at,
    // the retailer's own customer columns, for the links' Customer Custom Fields
    ...withAttributes(customer.custom),
  };
}

/** `attributes` when the record has any custom field, else nothing (the record keeps its shape). */
const withAttributes = (custom: Record<string, unknown> | undefined) => {
  const attributes = attributesOf(custom);
  return attributes ? { attributes } : {};
};

/**
 * Brand, UPC, size, colour and category are custom fields in Heartland, named by each retailer;
 * the common names are read here, and every custom field goes along as `attributes`: a link's
 * Heartland mapping names the columns each destination field is read from (spec 2 §3).
 */
export function toProduct(item: HeartlandItem): ProductRecord {
  const custom = item.custom ?? {};
  return {
    vendorId: String(item.id),
    name: item.description,
    sku: text(item.public_id),
    upc: text(custom.upc),
    brand: text(custom.brand),
    category: text(custom.category),
    // Heartland items have no tags; the account's category and department custom fields file them
    tags: sourceTagsOf(text(custom.category), text(custom.department)),
    size: text(custom.size),
    color: text(custom.color),
    price: item.price,
    updatedAt: item.updated_at,
    ...withAttributes(custom),
  };
}

export function toLocation(location: HeartlandLocation): LocationRecord {
  return {
    vendorId: String(location.id),
    name: location.name,
    ...addressOf(location.address, {
      street1: 'line_1',
      street2: 'line_2',
      city: 'city',
      state: 'state',
      zip: 'postal_code',
    }),
    ...(location.active === undefined ? {} : { status: location.active ? ('Open' as const) : ('Closed' as const) }),
    // Heartland keeps no opening date: a location is set up when the store opens
    openDate: location.created_at ? location.created_at.slice(0, 10) : null,
    // a point of sale's locations are its shops
    locationType: 'Store',
    updatedAt: location.updated_at,
  };
}

export function toOrder(ticket: HeartlandTicket, lines: HeartlandLine[], rule: ChannelRule): OrderRecord {
  const locationId = ticket.source_location_id === null ? null : String(ticket.source_location_id);
  return {
    vendorId: String(ticket.id),
    orderNumber: ticket.public_id,
    customerVendorId: ticket.customer_id === null ? null : String(ticket.customer_id),
    email: null,
    locationVendorId: locationId,
    channel: locationId && rule.webLocations.has(locationId) ? 'web' : 'store',
    status: ticket.type === 'Return' ? 'return' : ticket.status,
    currency: null,
    total: ticket.total,
    discount: ticket.discount_total ?? 0,
    createdAt: ticket.created_at,
    updatedAt: ticket.updated_at,
    // tax, discount and payment lines are not goods
    lines: lines.filter((line) => line.type === 'ItemLine').map(toLine),
  };
}

function toLine(line: HeartlandLine): OrderLine {
  return {
    vendorId: String(line.id),
    productVendorId: line.item_id === null ? null : String(line.item_id),
    sku: null,
    upc: null,
    name: line.description ?? '',
    quantity: line.qty,
    price: line.unit_price,
  };
}

export function toInventory(value: HeartlandInventoryValue, readAt: string): InventoryRecord {
  return {
    vendorId: `${value.item_id}:${value.location_id}`,
    productVendorId: String(value.item_id),
    locationVendorId: String(value.location_id),
    quantity: value.qty_available,
    updatedAt: readAt,
  };
}
