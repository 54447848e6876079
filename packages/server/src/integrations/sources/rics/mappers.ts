import type { CustomerRecord, InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { attributesOf, filedUnder, text } from '../shared/fields.ts';
import { fromWallTime } from '../shared/wall-time.ts';

/**
 * RICS objects (the fields we read; reference source-apis.md §6 names the calls, not the fields, so
 * every field name here is assumed: docs/vendors/rics.md) → the warehouse's records. RICS dates are
 * the store's wall time: `timeZone` is the detail's Data Timezone.
 */

export interface RicsCustomer {
  CustomerId: string;
  AccountNumber?: string | null;
  FirstName?: string | null;
  LastName?: string | null;
  Email?: string | null;
  PhoneNumber?: string | null;
  MailingList?: boolean | null;
  DateCreated?: string | null;
  DateModified?: string | null;
}

export interface RicsProduct {
  Sku: string;
  Upc?: string | null;
  Summary?: string | null;
  Description?: string | null;
  SupplierName?: string | null;
  ClassName?: string | null;
  Column?: string | null;
  Row?: string | null;
  Color?: string | null;
  RetailPrice?: number | null;
  DateModified?: string | null;
}

export interface RicsStock {
  Sku: string;
  StoreCode: number | string;
  StoreName?: string | null;
  Column?: string | null;
  Row?: string | null;
  OnHand: number;
}

export interface RicsSale {
  TicketNumber: string;
  TicketDateTime: string;
  BatchDateTime?: string | null;
  StoreCode: number | string;
  StoreName?: string | null;
  SaleType?: string | null;
  TicketVoided?: boolean | null;
  Customer?: { CustomerId?: string | null; AccountNumber?: string | null; Email?: string | null } | null;
  DiscountAmount?: number | null;
  TicketTotal?: number | null;
  SaleDetails?: {
    TicketLineNumber?: number;
    Sku?: string | null;
    Upc?: string | null;
    Description?: string | null;
    Quantity: number;
    AmountPaid: number;
  }[];
}

export interface RicsMapping {
  timeZone: string;
  /** the detail's Use Account Number: customers are known by their account number, not their id */
  useAccountNumber: boolean;
  /** updatedAt for records RICS sends without a date */
  stamp: string;
  /**
   * The detail's Store Owner Id: the owner the stores and their sales are reported under, carried
   * on those records to every destination (no public RICS source shows a call scoped by it)
   */
  storeOwnerId?: string | null;
}

/** `storeOwnerId` when the source names an owner, else nothing (the record keeps its shape). */
const ownedBy = (m: RicsMapping) => (m.storeOwnerId ? { storeOwnerId: m.storeOwnerId } : {});

const customerKey = (c: { CustomerId?: string | null; AccountNumber?: string | null }, m: RicsMapping) =>
  (m.useAccountNumber ? c.AccountNumber : c.CustomerId) || null;

export function toCustomer(c: RicsCustomer, m: RicsMapping): CustomerRecord | null {
  const vendorId = customerKey(c, m);
  if (!vendorId) return null; // with Use Account Number, a customer without one has no key
  return {
    vendorId,
    email: text(c.Email),
    firstName: text(c.FirstName),
    lastName: text(c.LastName),
    phone: text(c.PhoneNumber),
    acceptsMarketing: typeof c.MailingList === 'boolean' ? c.MailingList : null,
    createdAt: fromWallTime(c.DateCreated, m.timeZone),
    updatedAt: fromWallTime(c.DateModified, m.timeZone) ?? m.stamp,
  };
}

export function toProduct(p: RicsProduct, m: RicsMapping): ProductRecord {
  // the grid's two axes: a link's Size option says which one holds the size (spec 2 §3)
  const attributes = attributesOf({ sizeColumn: p.Column, sizeRow: p.Row });
  return {
    vendorId: p.Sku,
    name: p.Summary || p.Description || p.Sku,
    sku: p.Sku,
    upc: text(p.Upc),
    brand: text(p.SupplierName),
    ...filedUnder(p.ClassName),
    // RICS sizes are a grid: the column is the size (the row, a width, goes with it when set)
    size: [p.Column, p.Row].filter(Boolean).join(' ') || null,
    color: text(p.Color),
    price: typeof p.RetailPrice === 'number' ? p.RetailPrice : null,
    updatedAt: fromWallTime(p.DateModified, m.timeZone) ?? m.stamp,
    ...(attributes ? { attributes } : {}),
  };
}

/** One size-grid cell of a SKU at a store. */
export function toInventory(s: RicsStock, m: RicsMapping): InventoryRecord {
  const cell = [s.Sku, s.Column, s.Row].filter(Boolean).join('/');
  return {
    vendorId: `${cell}@${s.StoreCode}`,
    productVendorId: s.Sku,
    locationVendorId: String(s.StoreCode),
    quantity: s.OnHand,
    updatedAt: m.stamp,
  };
}

/** RICS names stores on sales and stock (StoreCode, StoreName); no store list call is known. */
export function toLocation(store: { StoreCode: number | string; StoreName?: string | null }, m: RicsMapping) {
  return {
    vendorId: String(store.StoreCode),
    name: store.StoreName || `Store ${store.StoreCode}`,
    street1: null,
    city: null,
    state: null,
    zip: null,
    updatedAt: m.stamp,
    ...ownedBy(m),
  } satisfies LocationRecord;
}

/** A ticket: ticket numbers are per store (assumed), so the key is store and number. */
export function toOrder(s: RicsSale, m: RicsMapping): OrderRecord {
  const vendorId = `${s.StoreCode}-${s.TicketNumber}`;
  const createdAt = fromWallTime(s.TicketDateTime, m.timeZone)!;
  const lines = (s.SaleDetails ?? []).map((d, i) => ({
    vendorId: `${vendorId}:${d.TicketLineNumber ?? i + 1}`,
    productVendorId: text(d.Sku),
    sku: text(d.Sku),
    upc: text(d.Upc),
    name: d.Description || d.Sku || '',
    quantity: d.Quantity,
    price: d.AmountPaid,
  }));
  const total = s.TicketTotal ?? lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return {
    vendorId,
    orderNumber: s.TicketNumber,
    customerVendorId: s.Customer ? customerKey(s.Customer, m) : null,
    email: text(s.Customer?.Email),
    locationVendorId: String(s.StoreCode),
    channel: /web|online|ecom/i.test(s.SaleType ?? '') ? 'web' : 'store',
    status: s.TicketVoided ? 'voided' : 'completed',
    currency: null, // RICS amounts carry no currency
    total: Math.round(total * 100) / 100,
    discount: s.DiscountAmount ?? 0,
    createdAt,
    updatedAt: fromWallTime(s.BatchDateTime, m.timeZone) ?? createdAt,
    lines,
    ...ownedBy(m),
  };
}
