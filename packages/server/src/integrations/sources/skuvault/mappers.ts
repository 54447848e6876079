import type { InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { filedUnder, text } from '../shared/fields.ts';
import { utc } from './client.ts';

/** SkuVault objects (the fields we read; reference source-apis.md §8) → the warehouse's records. */

export interface SvProduct {
  Sku: string;
  Code?: string;
  Description?: string;
  Brand?: string;
  Classification?: string;
  SalePrice?: number;
  RetailPrice?: number;
  Attributes?: { Name: string; Value: string }[];
  ModifiedDateUtc: string;
}

export interface SvQuantity {
  Sku: string;
  LastModifiedDateTimeUtc: string;
}

export interface SvLocationQuantity {
  WarehouseCode: string;
  LocationCode?: string;
  Quantity: number;
}

export interface SvWarehouse {
  Id: string;
  Code: string;
}

interface Money {
  a?: number;
}

export interface SvSale {
  Id: string;
  Status?: string;
  SaleDate: string;
  Marketplace?: string;
  Channel?: string;
  ContactInfo?: { Email?: string };
  MerchantItems?: { Sku: string; Quantity: number; UnitPrice?: Money }[];
  ShippingCharge?: Money;
}

const amount = (money: Money | undefined) => (typeof money?.a === 'number' ? money.a : 0);

/** Products are keyed by SKU: sales lines and stock name products by SKU only (reference §8). */
export function toProduct(product: SvProduct): ProductRecord {
  const attribute = (name: string) => product.Attributes?.find((a) => a.Name.toLowerCase() === name)?.Value ?? null;
  const price = product.SalePrice ?? product.RetailPrice;
  return {
    vendorId: product.Sku,
    name: product.Description || product.Sku,
    sku: product.Sku,
    upc: text(product.Code),
    brand: text(product.Brand),
    ...filedUnder(product.Classification),
    size: attribute('size'),
    color: attribute('color') ?? attribute('colour'),
    price: typeof price === 'number' ? price : null,
    updatedAt: utc(product.ModifiedDateUtc)!,
  };
}

/** A SKU's stock, summed per warehouse over its bin locations; warehouses are keyed by code (stock names them so). */
export function toInventory(sku: string, rows: SvLocationQuantity[], updatedAt: string): InventoryRecord[] {
  const perWarehouse = new Map<string, number>();
  for (const row of rows)
    perWarehouse.set(row.WarehouseCode, (perWarehouse.get(row.WarehouseCode) ?? 0) + row.Quantity);
  return [...perWarehouse].map(([warehouse, quantity]) => ({
    vendorId: `${sku}@${warehouse}`,
    productVendorId: sku,
    locationVendorId: warehouse,
    quantity,
    updatedAt,
  }));
}

export function toLocation(warehouse: SvWarehouse, updatedAt: string): LocationRecord {
  return {
    vendorId: warehouse.Code,
    name: warehouse.Code,
    street1: null,
    city: null,
    state: null,
    zip: null,
    updatedAt,
  };
}

/**
 * A sale. SkuVault keeps no customers (reference §8) and no modified date on sales: the sale date
 * stands for both. The total is the lines plus the shipping charge.
 */
export function toOrder(sale: SvSale): OrderRecord {
  const items = sale.MerchantItems ?? [];
  const lines = items.map((item, index) => ({
    vendorId: `${sale.Id}:${index}`,
    productVendorId: item.Sku || null,
    sku: text(item.Sku),
    upc: null,
    name: item.Sku,
    quantity: item.Quantity,
    price: amount(item.UnitPrice),
  }));
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0) + amount(sale.ShippingCharge);
  const saleDate = utc(sale.SaleDate)!;
  return {
    vendorId: sale.Id,
    orderNumber: sale.Id,
    customerVendorId: null,
    email: text(sale.ContactInfo?.Email),
    locationVendorId: null,
    channel: /\b(pos|retail|store)\b/i.test(`${sale.Channel ?? ''} ${sale.Marketplace ?? ''}`) ? 'store' : 'web',
    status: text(sale.Status),
    currency: null, // amounts carry a symbol, not a currency code
    total: Math.round(total * 100) / 100,
    discount: 0,
    createdAt: saleDate,
    updatedAt: saleDate,
    lines,
  };
}
