import type { CustomerRecord, InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { placeOf } from '../shared/fields.ts';
import { sourceTagsOf } from '../shared/source-tags.ts';
import { isoOf } from './client.ts';

/** Brightpearl JSON (reference source-apis.md §7) → the warehouse's records. */

export type BpRow = Record<string, unknown>;

export interface BpOrder {
  id: number;
  reference?: string | null;
  orderStatus?: { orderStatusId?: number; name?: string };
  createdOn: string;
  updatedOn: string;
  parties?: { customer?: { contactId?: number; email?: string } | null };
  assignment?: { current?: { channelId?: number } };
  warehouseId?: number | null;
  currency?: { orderCurrencyCode?: string };
  totalValue?: { total?: string; discount?: string };
  orderRows?: Record<
    string,
    {
      productId?: number;
      productName?: string;
      productSku?: string;
      quantity?: { magnitude?: string };
      productPrice?: { value?: string };
    }
  >;
}

export interface BpWarehouse {
  id: number;
  name: string;
  address?: { streetAddress?: string; city?: string; state?: string; postcode?: string };
}

/** product id → { warehouses: { warehouse id → { onHand } } } (GET product-availability) */
export type BpAvailability = Record<string, { warehouses?: Record<string, { onHand?: number; inStock?: number }> }>;

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** An order; `storeChannels` are the point-of-sale channel ids (the rest sell on the web). */
export function toOrder(order: BpOrder, storeChannels: ReadonlySet<number>): OrderRecord {
  const customer = order.parties?.customer ?? null;
  const channelId = order.assignment?.current?.channelId;
  return {
    vendorId: String(order.id),
    orderNumber: text(order.reference),
    customerVendorId: customer?.contactId ? String(customer.contactId) : null,
    email: text(customer?.email),
    locationVendorId: order.warehouseId ? String(order.warehouseId) : null,
    channel: channelId !== undefined && storeChannels.has(channelId) ? 'store' : 'web',
    status: text(order.orderStatus?.name),
    currency: text(order.currency?.orderCurrencyCode),
    total: num(order.totalValue?.total),
    discount: num(order.totalValue?.discount),
    createdAt: isoOf(order.createdOn),
    updatedAt: isoOf(order.updatedOn),
    lines: Object.entries(order.orderRows ?? {}).map(([rowId, row]) => ({
      vendorId: rowId,
      productVendorId: row.productId ? String(row.productId) : null,
      sku: text(row.productSku),
      upc: null,
      name: row.productName ?? '',
      quantity: num(row.quantity?.magnitude),
      price: num(row.productPrice?.value),
    })),
  };
}

/** A contact-search row (columns contactId, primaryEmail, firstName, lastName, pri, createdOn, updatedOn). */
export function toCustomer(row: BpRow): CustomerRecord {
  return {
    vendorId: String(row.contactId),
    email: text(row.primaryEmail),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    phone: text(row.pri),
    acceptsMarketing: null,
    createdAt: row.createdOn ? isoOf(row.createdOn) : null,
    updatedAt: isoOf(row.updatedOn),
  };
}

/**
 * The ids in a product-search row's `brightpearlCategoryCode` (an ID set column: `12,31`, ranges such
 * as `12-14`, or a bare number; the row's exact form is assumed, docs/vendors/brightpearl.md).
 */
export function categoryIdsOf(value: unknown): string[] {
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(categoryIdsOf);
  if (typeof value !== 'string') return [];
  const ids: string[] = [];
  for (const part of value.split(',')) {
    const range = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Math.min(Number(range[2] ?? range[1]), from + 1000);
    for (let id = from; id <= to; id++) ids.push(String(id));
  }
  return ids;
}

/**
 * A product-search row; the brand and categories by their ids. Its source tags are its categories'
 * names, the first of them its category. Prices live in price lists, which are not read.
 */
export function toProduct(
  row: BpRow,
  brands: ReadonlyMap<string, string>,
  categories: ReadonlyMap<string, string>,
): ProductRecord {
  const categoryNames = categoryIdsOf(row.brightpearlCategoryCode).map((id) => categories.get(id));
  return {
    vendorId: String(row.productId),
    name: String(row.productName ?? ''),
    sku: text(row.SKU),
    upc: text(row.barcode),
    brand: brands.get(String(row.brandId)) ?? null,
    category: categoryNames.find(Boolean) ?? null,
    tags: sourceTagsOf(categoryNames),
    size: null,
    color: null,
    price: null,
    updatedAt: isoOf(row.updatedOn),
  };
}

/** A product's stock in each warehouse, stamped with the product's update (availability has none). */
export function toInventory(productId: string, availability: BpAvailability, updatedAt: string): InventoryRecord[] {
  return Object.entries(availability[productId]?.warehouses ?? {}).map(([warehouseId, stock]) => ({
    vendorId: `${productId}:${warehouseId}`,
    productVendorId: productId,
    locationVendorId: warehouseId,
    quantity: num(stock.onHand ?? stock.inStock),
    updatedAt,
  }));
}

export const toLocation = (warehouse: BpWarehouse, updatedAt: string): LocationRecord =>
  placeOf(
    { id: warehouse.id, name: warehouse.name, address: warehouse.address, updatedAt },
    { street1: 'streetAddress', city: 'city', state: 'state', zip: 'postcode' },
  );
