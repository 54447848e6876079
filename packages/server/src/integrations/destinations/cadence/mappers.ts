import type { SourceTypeId } from '@storelens/contract/domain/connectors';
import type { InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { type LinkMappingDetail, mapProduct } from '../link-mappings.ts';

/**
 * The options of a Cadence link (spec 2 §3), as the contract's link schema leaves them: RICS's size
 * axis, Runit's tag fields, Heartland's columns (link-mappings.ts).
 */
export interface CadenceDetail extends LinkMappingDetail {
  ignoreWebOrders?: boolean;
}

const RETURNED = new Set(['refunded', 'returned', 'return']);
const NOT_SOLD = new Set(['cancelled', 'canceled', 'voided', 'void', 'failed', 'pending']);

/**
 * Cadence reports sell-through by product and store, never by customer (its help pages: no
 * customer-level data is shown to anyone), so a sale goes as its lines, without the customer.
 * A returned order's lines go with negative quantities (Cadence's benchmarks leave returns out:
 * it must be able to tell them apart).
 */
export function toSaleLines(order: OrderRecord, detail: CadenceDetail): Record<string, unknown>[] {
  if (detail.ignoreWebOrders && order.channel === 'web') return [];
  const status = order.status?.toLowerCase() ?? '';
  if (NOT_SOLD.has(status)) return [];
  const sign = RETURNED.has(status) ? -1 : 1;
  return order.lines.map((line) => ({
    id: `${order.vendorId}:${line.vendorId}`,
    order_id: order.vendorId,
    order_number: order.orderNumber,
    store_id: order.locationVendorId,
    channel: order.channel,
    sold_at: order.createdAt,
    is_return: sign < 0,
    product_id: line.productVendorId,
    sku: line.sku,
    upc: line.upc,
    description: line.name,
    quantity: sign * line.quantity,
    unit_price: line.price,
    currency: order.currency,
    ...(order.storeOwnerId ? { store_owner_id: order.storeOwnerId } : {}),
  }));
}

/**
 * A product as its link maps it (spec 2 §3): RICS's size from the grid axis the link names, Runit's
 * tags as the product's values of the chosen fields, Heartland's brand, UPC, SKU, size, width,
 * colour, style and tags from the chosen columns.
 */
export function toCadenceProduct(
  product: ProductRecord,
  detail: CadenceDetail,
  sourceType: SourceTypeId,
): Record<string, unknown> {
  const mapped = mapProduct(product, detail, sourceType);
  return {
    id: product.vendorId,
    name: product.name,
    sku: mapped.sku,
    upc: mapped.upc,
    brand: mapped.brand,
    category: product.category,
    size: mapped.size,
    // RICS keeps sizes in a grid; Cadence is told which axis the size came from
    size_layout: detail.size === 'row' || detail.size === 'column' ? detail.size : null,
    width: mapped.width,
    color: mapped.color,
    style: mapped.style,
    price: product.price,
    tags: mapped.tags,
    updated_at: product.updatedAt,
  };
}

export const toCadenceInventory = (item: InventoryRecord): Record<string, unknown> => ({
  id: item.vendorId,
  product_id: item.productVendorId,
  store_id: item.locationVendorId,
  quantity: item.quantity,
  as_of: item.updatedAt,
});

export const toCadenceStore = (location: LocationRecord): Record<string, unknown> => ({
  id: location.vendorId,
  name: location.name,
  street1: location.street1,
  city: location.city,
  state: location.state,
  zip: location.zip,
  ...(location.storeOwnerId ? { store_owner_id: location.storeOwnerId } : {}),
});
