import type { CustomerRecord, InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { attributesOf, placeOf, productOf, text } from '../shared/fields.ts';
import { runitToUtc } from './client.ts';

/** Runit objects (the fields we read; assumed shapes, docs/vendors/runit.md) → the warehouse's records. */

export interface RunitCustomer {
  CustomerId: number | string;
  FirstName?: string | null;
  LastName?: string | null;
  Email?: string | null;
  Phone?: string | null;
  OptIn?: boolean | null;
  Created?: string | null;
  LastModified: string;
}

export interface RunitProduct {
  Sku: string;
  Upc?: string | null;
  Description?: string | null;
  Brand?: string | null;
  /** Runit's product fields the destinations map (spec 2 §3: Dept, Gender, SubType, Typ) */
  Dept?: string | null;
  Gender?: string | null;
  SubType?: string | null;
  Typ?: string | null;
  Size?: string | null;
  Color?: string | null;
  Price?: number | null;
  LastModified: string;
}

export interface RunitStock {
  Sku: string;
  OnHand: number;
  LastModified: string;
}

export interface RunitSale {
  TicketNo: number | string;
  CustomerId?: number | string | null;
  Email?: string | null;
  Status?: string | null;
  Discount?: number | null;
  Total: number;
  Tenders?: { TenderType: string; Amount?: number }[];
  Lines?: {
    LineNo: number;
    Sku?: string | null;
    Upc?: string | null;
    Description?: string | null;
    Qty: number;
    Price: number;
  }[];
  SaleDate?: string | null;
  LastModified: string;
}

export interface RunitStore {
  StoreId: string | number;
  Name?: string | null;
  Address1?: string | null;
  City?: string | null;
  State?: string | null;
  Zip?: string | null;
}

export function toCustomer(customer: RunitCustomer, timeZone: string): CustomerRecord {
  return {
    vendorId: String(customer.CustomerId),
    email: text(customer.Email),
    firstName: text(customer.FirstName),
    lastName: text(customer.LastName),
    phone: text(customer.Phone),
    acceptsMarketing: typeof customer.OptIn === 'boolean' ? customer.OptIn : null,
    createdAt: runitToUtc(customer.Created, timeZone),
    updatedAt: runitToUtc(customer.LastModified, timeZone)!,
  };
}

/**
 * Products by SKU (sales lines and stock name them so). Category is Runit's Dept; Dept, Gender,
 * SubType and Typ go along as `attributes`, which a link's categories and tags pick from (spec 2 §3).
 */
export function toProduct(product: RunitProduct, timeZone: string): ProductRecord {
  const { Dept, Gender, SubType, Typ } = product;
  const attributes = attributesOf({ Dept, Gender, SubType, Typ });
  const record = productOf({
    vendorId: product.Sku,
    name: product.Description || product.Sku,
    sku: product.Sku,
    upc: product.Upc,
    brand: product.Brand,
    category: product.Dept,
    size: product.Size,
    color: product.Color,
    price: product.Price,
    updatedAt: runitToUtc(product.LastModified, timeZone)!,
  });
  return attributes ? { ...record, attributes } : record;
}

/** A SKU's stock at this store: a Runit source is one store, so every row is at its location. */
export function toInventory(row: RunitStock, storeId: string, timeZone: string): InventoryRecord {
  return {
    vendorId: `${row.Sku}@${storeId}`,
    productVendorId: row.Sku,
    locationVendorId: storeId,
    quantity: row.OnHand,
    updatedAt: runitToUtc(row.LastModified, timeZone)!,
  };
}

export const toLocation = (store: RunitStore, storeId: string, updatedAt: string): LocationRecord =>
  placeOf(
    { id: storeId, name: store.Name || `Runit store ${storeId}`, address: store, updatedAt },
    { street1: 'Address1', city: 'City', state: 'State', zip: 'Zip' },
  );

/**
 * A sale ticket at this store. It is a web order when one of its tenders is among the source's
 * Tender Types (spec 2 §3; matched trimmed and lower-cased like the form's list), else a store sale.
 */
export function toOrder(
  sale: RunitSale,
  context: { storeId: string; timeZone: string; webTenders: ReadonlySet<string> },
): OrderRecord {
  const ticket = String(sale.TicketNo);
  const isWeb = (sale.Tenders ?? []).some((t) => context.webTenders.has(t.TenderType.trim().toLowerCase()));
  const updatedAt = runitToUtc(sale.LastModified, context.timeZone)!;
  return {
    vendorId: ticket,
    orderNumber: ticket,
    customerVendorId: sale.CustomerId === null || sale.CustomerId === undefined ? null : String(sale.CustomerId),
    email: text(sale.Email),
    locationVendorId: context.storeId,
    channel: isWeb ? 'web' : 'store',
    status: text(sale.Status),
    currency: null, // Runit amounts carry no currency (assumed: the store's own)
    total: sale.Total,
    discount: typeof sale.Discount === 'number' ? sale.Discount : 0,
    createdAt: runitToUtc(sale.SaleDate, context.timeZone) ?? updatedAt,
    updatedAt,
    lines: (sale.Lines ?? []).map((line) => ({
      vendorId: `${ticket}:${line.LineNo}`,
      productVendorId: text(line.Sku),
      sku: text(line.Sku),
      upc: text(line.Upc),
      name: line.Description || line.Sku || 'Item',
      quantity: line.Qty,
      price: line.Price,
    })),
  };
}
