import type { CustomerRecord, InventoryRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { text } from '../shared/fields.ts';
import { sourceTagsOf } from '../shared/source-tags.ts';
import { gmt } from './client.ts';

/** WooCommerce REST v3 objects (the fields we read; reference source-apis.md §2) → the warehouse's records. */

export interface WooOrder {
  id: number;
  number: string;
  status: string;
  currency: string;
  created_via?: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  discount_total: string;
  total: string;
  customer_id: number;
  billing?: { email?: string };
  line_items: {
    id: number;
    name: string;
    product_id: number;
    variation_id: number;
    quantity: number;
    sku: string;
    price: number;
  }[];
}

export interface WooCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  date_created_gmt: string;
  date_modified_gmt: string | null;
  billing?: { phone?: string };
}

export interface WooProduct {
  id: number;
  name: string;
  sku: string;
  global_unique_id?: string;
  price: string;
  manage_stock: boolean;
  stock_quantity: number | null;
  date_modified_gmt: string;
  categories?: { name: string }[];
  tags?: { name: string }[];
  brands?: { name: string }[];
  attributes?: { name: string; options: string[] }[];
}

/** The single pseudo-location WooCommerce stock belongs to: core has no locations (reference §2). */
export const WOO_STOCK_LOCATION = 'default';

export function toOrder(order: WooOrder): OrderRecord {
  return {
    vendorId: String(order.id),
    orderNumber: order.number,
    customerVendorId: order.customer_id ? String(order.customer_id) : null,
    email: text(order.billing?.email),
    locationVendorId: null,
    // orders rung up through a WooCommerce POS extension are the store channel
    channel: order.created_via?.includes('pos') ? 'store' : 'web',
    status: order.status,
    currency: order.currency,
    total: Number(order.total),
    discount: Number(order.discount_total),
    createdAt: gmt(order.date_created_gmt)!,
    updatedAt: gmt(order.date_modified_gmt)!,
    lines: order.line_items.map((line) => ({
      vendorId: String(line.id),
      productVendorId: String(line.variation_id || line.product_id),
      sku: text(line.sku),
      upc: null,
      name: line.name,
      quantity: line.quantity,
      price: Number(line.price),
    })),
  };
}

export function customerUpdatedAt(customer: WooCustomer): string {
  return gmt(customer.date_modified_gmt) ?? gmt(customer.date_created_gmt)!;
}

export function toCustomer(customer: WooCustomer): CustomerRecord {
  return {
    vendorId: String(customer.id),
    email: text(customer.email),
    firstName: text(customer.first_name),
    lastName: text(customer.last_name),
    phone: text(customer.billing?.phone),
    acceptsMarketing: null, // core WooCommerce keeps no marketing consent
    createdAt: gmt(customer.date_created_gmt),
    updatedAt: customerUpdatedAt(customer),
  };
}

export function toProduct(product: WooProduct): ProductRecord {
  const attribute = (name: string) =>
    product.attributes?.find((a) => a.name.toLowerCase() === name)?.options[0] ?? null;
  return {
    vendorId: String(product.id),
    name: product.name,
    sku: text(product.sku),
    upc: text(product.global_unique_id),
    brand: product.brands?.[0]?.name ?? null,
    category: product.categories?.[0]?.name ?? null,
    tags: sourceTagsOf(
      (product.tags ?? []).map((t) => t.name),
      (product.categories ?? []).map((c) => c.name),
    ),
    size: attribute('size'),
    color: attribute('color') ?? attribute('colour'),
    price: product.price ? Number(product.price) : null,
    updatedAt: gmt(product.date_modified_gmt)!,
  };
}

/** Stock lives on the product (reference §2); only products that track stock have any. */
export function toInventory(product: WooProduct): InventoryRecord[] {
  if (!product.manage_stock || product.stock_quantity === null) return [];
  return [
    {
      vendorId: String(product.id),
      productVendorId: String(product.id),
      locationVendorId: WOO_STOCK_LOCATION,
      quantity: product.stock_quantity,
      updatedAt: gmt(product.date_modified_gmt)!,
    },
  ];
}
