import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { productOf, text } from '../shared/fields.ts';
import { fromWallTime } from '../shared/wall-time.ts';

/**
 * Teamwork CHQ export records (the fields we read; reference source-apis.md §12 names the receipt's
 * and location's main fields, the rest are assumed: docs/vendors/teamwork.md) → the warehouse's records.
 * CHQ dates are the tenant's wall time: `timeZone` is the detail's Data Timezone.
 */

export interface TwReceipt {
  SalesReceiptId: string;
  SalesReceiptNo?: number | string | null;
  RecModified: string;
  PostedDateTime?: string | null;
  Location?: string | null;
  TransactionType?: string | null;
  TotalAmount?: number | null;
  TotalDiscountAmount?: number | null;
  SellInfo?: {
    Customer?: string | null;
    FirstName?: string | null;
    LastName?: string | null;
    Email?: string | null;
    Phone?: string | null;
  } | null;
  Items?: {
    LineNo?: number;
    ItemIdentifier?: string | null;
    Description?: string | null;
    Upc?: string | null;
    Qty: number;
    NetPrice: number;
  }[];
}

export interface TwLocation {
  LocationId: string;
  Code?: string | null;
  Name?: string | null;
  RecModified?: string | null;
  ContactInfo?: {
    Address1?: string | null;
    City?: string | null;
    State?: string | null;
    PostalCode?: string | null;
  } | null;
}

export interface TwItem {
  ItemId: string;
  ItemIdentifier?: string | null;
  Description?: string | null;
  Brand?: string | null;
  Department?: string | null;
  Size?: string | null;
  Color?: string | null;
  Upc?: string | null;
  BasePrice?: number | null;
  RecModified: string;
}

/**
 * Items are keyed by the detail's Item Identifier (PLU, ExternalId, CLU or UPC): the receipts' lines
 * name items the same way, so lines and products meet.
 */
export function toProduct(item: TwItem, timeZone: string): ProductRecord {
  const key = item.ItemIdentifier || item.ItemId;
  return productOf({
    vendorId: key,
    name: item.Description || key,
    sku: key,
    upc: item.Upc,
    brand: item.Brand,
    category: item.Department,
    size: item.Size,
    color: item.Color,
    price: item.BasePrice,
    updatedAt: fromWallTime(item.RecModified, timeZone)!,
  });
}

/** Locations are keyed by their code: receipts name their location by code. */
export function toLocation(location: TwLocation, timeZone: string, stamp: string): LocationRecord {
  return {
    vendorId: location.Code || location.LocationId,
    name: location.Name || location.Code || location.LocationId,
    street1: text(location.ContactInfo?.Address1),
    city: text(location.ContactInfo?.City),
    state: text(location.ContactInfo?.State),
    zip: text(location.ContactInfo?.PostalCode),
    updatedAt: fromWallTime(location.RecModified, timeZone) ?? stamp,
  };
}

export function toOrder(receipt: TwReceipt, timeZone: string): OrderRecord {
  const updatedAt = fromWallTime(receipt.RecModified, timeZone)!;
  const lines = (receipt.Items ?? []).map((item, i) => ({
    vendorId: `${receipt.SalesReceiptId}:${item.LineNo ?? i + 1}`,
    productVendorId: text(item.ItemIdentifier),
    sku: text(item.ItemIdentifier),
    upc: text(item.Upc),
    name: item.Description || item.ItemIdentifier || '',
    quantity: item.Qty,
    price: item.NetPrice,
  }));
  return {
    vendorId: receipt.SalesReceiptId,
    orderNumber:
      receipt.SalesReceiptNo === null || receipt.SalesReceiptNo === undefined ? null : String(receipt.SalesReceiptNo),
    customerVendorId: text(receipt.SellInfo?.Customer),
    email: text(receipt.SellInfo?.Email),
    locationVendorId: text(receipt.Location),
    channel: 'store', // CHQ is a store system; its receipts do not say which were web orders
    status: text(receipt.TransactionType),
    currency: null,
    total: receipt.TotalAmount ?? lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    discount: receipt.TotalDiscountAmount ?? 0,
    createdAt: fromWallTime(receipt.PostedDateTime, timeZone) ?? updatedAt,
    updatedAt,
    lines,
  };
}

/** The customer a receipt was sold to (CHQ's customer export is not in the public docs). */
export function toCustomer(receipt: TwReceipt, timeZone: string): CustomerRecord | null {
  const sell = receipt.SellInfo;
  if (!sell?.Customer) return null;
  return {
    vendorId: sell.Customer,
    email: text(sell.Email),
    firstName: text(sell.FirstName),
    lastName: text(sell.LastName),
    phone: text(sell.Phone),
    acceptsMarketing: null,
    createdAt: null,
    updatedAt: fromWallTime(receipt.RecModified, timeZone)!,
  };
}
