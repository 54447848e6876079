import type { CustomerRecord, InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { filedUnder, placeOf, text } from '../shared/fields.ts';
import { asList, type EcomIdentifierType, isoOf } from './client.ts';

/** Lightspeed Retail V3 objects (the fields we read; reference source-apis.md §4) → the warehouse's records. */

type One<T> = T | T[] | undefined;

export interface LsSale {
  saleID: string;
  timeStamp: string;
  createTime: string;
  completed: string;
  voided: string;
  referenceNumber: string;
  referenceNumberSource: string;
  calcDiscount?: string;
  total: string;
  customerID: string;
  shopID: string;
  registerID: string;
  employeeID: string;
  SaleLines?: {
    SaleLine?: One<{
      saleLineID: string;
      itemID: string;
      unitQuantity: string;
      unitPrice: string;
      Item?: { customSku?: string; upc?: string; description?: string };
    }>;
  };
  SalePayments?: { SalePayment?: One<{ PaymentType?: { name?: string; type?: string } }> };
}

export interface LsCustomer {
  customerID: string;
  firstName: string;
  lastName: string;
  createTime: string;
  timeStamp: string;
  Contact?: {
    noEmail?: string;
    Emails?: { ContactEmail?: One<{ address: string }> };
    Phones?: { ContactPhone?: One<{ number: string }> };
  };
}

export interface LsItem {
  itemID: string;
  customSku: string;
  upc: string;
  description: string;
  timeStamp: string;
  Prices?: { ItemPrice?: One<{ amount: string; useType: string }> };
  Manufacturer?: { name?: string };
  Category?: { name?: string };
}

export interface LsShop {
  shopID: string;
  name: string;
  timeStamp: string;
  Contact?: {
    Addresses?: { ContactAddress?: One<{ address1?: string; city?: string; state?: string; zip?: string }> };
  };
}

export interface LsItemShop {
  itemShopID: string;
  itemID: string;
  shopID: string;
  qoh: string;
  timeStamp: string;
}

/** Does this sale belong to the web channel, by the detail's identifier type (spec 2 §3, §9)? */
export function isWebSale(
  sale: LsSale,
  type: EcomIdentifierType,
  identifiers: Set<string>,
  shopNames: Map<string, string>,
) {
  if (!identifiers.size) return false;
  const has = (value: string | undefined) => !!value && identifiers.has(value.trim().toLowerCase());
  const payments = asList(sale.SalePayments?.SalePayment).map((p) => p.PaymentType ?? {});
  switch (type) {
    case 'referenceSource':
      return has(sale.referenceNumberSource);
    case 'referenceNumber':
      return has(sale.referenceNumber);
    case 'register':
      return has(sale.registerID);
    case 'salesperson':
      return has(sale.employeeID);
    case 'tenderName':
      return payments.some((p) => has(p.name));
    case 'tenderType':
      return payments.some((p) => has(p.type));
    default:
      return has(sale.shopID) || has(shopNames.get(sale.shopID));
  }
}

export function toOrder(sale: LsSale, isWeb: boolean): OrderRecord {
  return {
    vendorId: sale.saleID,
    orderNumber: text(sale.referenceNumber) ?? sale.saleID,
    customerVendorId: sale.customerID && sale.customerID !== '0' ? sale.customerID : null,
    email: null,
    locationVendorId: text(sale.shopID),
    channel: isWeb ? 'web' : 'store',
    status: sale.voided === 'true' ? 'voided' : sale.completed === 'true' ? 'completed' : 'open',
    currency: null,
    total: Number(sale.total),
    discount: Number(sale.calcDiscount ?? 0),
    createdAt: isoOf(sale.createTime),
    updatedAt: isoOf(sale.timeStamp),
    lines: asList(sale.SaleLines?.SaleLine).map((line) => ({
      vendorId: line.saleLineID,
      productVendorId: line.itemID && line.itemID !== '0' ? line.itemID : null,
      sku: text(line.Item?.customSku),
      upc: text(line.Item?.upc),
      name: line.Item?.description ?? '',
      quantity: Number(line.unitQuantity),
      price: Number(line.unitPrice),
    })),
  };
}

export function toCustomer(customer: LsCustomer): CustomerRecord {
  const email = asList(customer.Contact?.Emails?.ContactEmail)[0]?.address;
  const noEmail = customer.Contact?.noEmail;
  return {
    vendorId: customer.customerID,
    email: text(email),
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    phone: text(asList(customer.Contact?.Phones?.ContactPhone)[0]?.number),
    acceptsMarketing: noEmail === undefined ? null : noEmail !== 'true',
    createdAt: isoOf(customer.createTime),
    updatedAt: isoOf(customer.timeStamp),
  };
}

export function toProduct(item: LsItem): ProductRecord {
  const prices = asList(item.Prices?.ItemPrice);
  const price = prices.find((p) => p.useType === 'Default') ?? prices[0];
  return {
    vendorId: item.itemID,
    name: item.description,
    sku: text(item.customSku),
    upc: text(item.upc),
    brand: text(item.Manufacturer?.name),
    ...filedUnder(item.Category?.name),
    size: null,
    color: null,
    price: price ? Number(price.amount) : null,
    updatedAt: isoOf(item.timeStamp),
  };
}

export const toLocation = (shop: LsShop): LocationRecord =>
  placeOf(
    {
      id: shop.shopID,
      name: shop.name,
      address: asList(shop.Contact?.Addresses?.ContactAddress)[0],
      updatedAt: isoOf(shop.timeStamp),
    },
    { street1: 'address1', city: 'city', state: 'state', zip: 'zip' },
  );

export function toInventory(row: LsItemShop): InventoryRecord {
  return {
    vendorId: row.itemShopID,
    productVendorId: row.itemID,
    locationVendorId: row.shopID,
    quantity: Number(row.qoh),
    updatedAt: isoOf(row.timeStamp),
  };
}
