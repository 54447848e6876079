import type { CustomerRecord, InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { contactOf, placeOf, text } from '../shared/fields.ts';
import { sourceTagsOf } from '../shared/source-tags.ts';
import { isoDate } from './client.ts';

/** BigCommerce v2/v3 objects (the fields we read; reference source-apis.md §3) → the warehouse's records. */

export interface BcOrder {
  id: number;
  customer_id: number;
  status: string;
  date_created: string;
  date_modified: string;
  total_inc_tax: string;
  discount_amount?: string;
  currency_code: string;
  order_source?: string;
  external_source?: string | null;
  billing_address?: { email?: string };
}

export interface BcOrderLine {
  id: number;
  product_id: number;
  variant_id?: number;
  name: string;
  sku?: string;
  upc?: string;
  quantity: number;
  price_inc_tax: string;
}

export interface BcCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
  date_created: string;
  date_modified: string;
}

export interface BcProduct {
  id: number;
  name: string;
  sku: string;
  upc?: string;
  price: number;
  brand_id?: number;
  /** the ids of the categories the product is in (names at /v3/catalog/categories) */
  categories?: number[];
  date_modified: string;
  custom_fields?: { name: string; value: string }[];
}

export interface BcLocation {
  id: number;
  code?: string;
  label: string;
  address?: { address1?: string; city?: string; state?: string; zip?: string };
}

export interface BcInventoryItem {
  identity: { sku?: string; variant_id?: number; product_id: number };
  locations: { location_id: number; available_to_sell: number }[];
}

export function toOrder(order: BcOrder, lines: BcOrderLine[]): OrderRecord {
  return {
    vendorId: String(order.id),
    orderNumber: String(order.id),
    customerVendorId: order.customer_id ? String(order.customer_id) : null,
    email: text(order.billing_address?.email),
    locationVendorId: null,
    // a point of sale writes its sales through the API as external orders (see docs/vendors/bigcommerce.md)
    channel: order.order_source === 'external' && /pos/i.test(order.external_source ?? '') ? 'store' : 'web',
    status: order.status,
    currency: order.currency_code,
    total: Number(order.total_inc_tax),
    discount: Number(order.discount_amount ?? 0),
    createdAt: isoDate(order.date_created)!,
    updatedAt: isoDate(order.date_modified)!,
    lines: lines.map((line) => ({
      vendorId: String(line.id),
      productVendorId: String(line.product_id),
      sku: text(line.sku),
      upc: text(line.upc),
      name: line.name,
      quantity: line.quantity,
      price: Number(line.price_inc_tax),
    })),
  };
}

export function toCustomer(customer: BcCustomer): CustomerRecord {
  return {
    vendorId: String(customer.id),
    ...contactOf(customer),
    acceptsMarketing: null, // newsletter consent lives in the subscribers API, not on the customer
    createdAt: isoDate(customer.date_created),
    updatedAt: isoDate(customer.date_modified)!,
  };
}

export function toProduct(
  product: BcProduct,
  brands: ReadonlyMap<number, string>,
  categories: ReadonlyMap<number, string> = new Map(),
): ProductRecord {
  const field = (name: string) => product.custom_fields?.find((f) => f.name.toLowerCase() === name)?.value ?? null;
  const categoryNames = (product.categories ?? []).map((id) => categories.get(id));
  return {
    vendorId: String(product.id),
    name: product.name,
    sku: text(product.sku),
    upc: text(product.upc),
    brand: product.brand_id ? (brands.get(product.brand_id) ?? null) : null,
    category: categoryNames.find(Boolean) ?? field('category'),
    tags: sourceTagsOf(categoryNames, field('category')),
    size: field('size'),
    color: field('color') ?? field('colour'),
    price: Number.isFinite(product.price) ? product.price : null,
    updatedAt: isoDate(product.date_modified)!,
  };
}

/** One record per variant and location; it carries the product's date_modified (stock has no date of its own). */
export function toInventory(item: BcInventoryItem, updatedAt: string): InventoryRecord[] {
  const variant = String(item.identity.variant_id ?? item.identity.product_id);
  return item.locations.map((at) => ({
    vendorId: `${variant}@${at.location_id}`,
    productVendorId: String(item.identity.product_id),
    locationVendorId: String(at.location_id),
    quantity: at.available_to_sell,
    updatedAt,
  }));
}

export const toLocation = (location: BcLocation, updatedAt: string): LocationRecord =>
  placeOf(
    { id: location.id, name: location.label, address: location.address, updatedAt },
    { street1: 'address1', city: 'city', state: 'state', zip: 'zip' },
  );
