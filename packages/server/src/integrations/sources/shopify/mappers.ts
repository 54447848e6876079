import type { CustomerRecord, InventoryRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { addressOf } from '../shared/fields.ts';
import { sourceTagsOf } from '../shared/source-tags.ts';
import { legacyId } from './client.ts';
import type {
  CustomerNode,
  InventoryLevelNode,
  LocationNode,
  Money,
  OrderNode,
  ProductNode,
} from './graphql-documents.ts';

/** Shopify nodes → the warehouse's records. Ids are the numeric legacy ids, not GIDs. */

const amount = (money: Money | null | undefined) => (money ? Number(money.shopMoney.amount) : 0);
const nullIfEmpty = (value: string | null | undefined) => (value ? value : null);

export function toOrder(node: OrderNode): OrderRecord {
  return {
    vendorId: legacyId(node.id),
    orderNumber: node.name,
    customerVendorId: node.customer ? legacyId(node.customer.id) : null,
    email: nullIfEmpty(node.email),
    locationVendorId: node.retailLocation ? legacyId(node.retailLocation.id) : null,
    // Shopify POS orders are the store channel; everything else came through a web channel
    channel: node.sourceName === 'pos' ? 'store' : 'web',
    status: node.displayFinancialStatus?.toLowerCase() ?? null,
    currency: node.currencyCode,
    total: amount(node.totalPriceSet),
    discount: amount(node.totalDiscountsSet),
    createdAt: node.createdAt,
    updatedAt: node.updatedAt,
    // asked for only when the source fetches the salesperson; otherwise the record has no such key
    ...(node.staffMember !== undefined
      ? { salespersonVendorId: node.staffMember ? legacyId(node.staffMember.id) : null }
      : {}),
    lines: node.lineItems.nodes.map((line) => ({
      vendorId: legacyId(line.id),
      productVendorId: line.variant ? legacyId(line.variant.id) : null,
      sku: nullIfEmpty(line.sku),
      upc: nullIfEmpty(line.variant?.barcode),
      name: line.name,
      quantity: line.quantity,
      price: amount(line.originalUnitPriceSet),
    })),
  };
}

export function toCustomer(node: CustomerNode): CustomerRecord {
  const state = node.emailMarketingConsent?.marketingState;
  return {
    vendorId: legacyId(node.id),
    email: nullIfEmpty(node.email),
    firstName: nullIfEmpty(node.firstName),
    lastName: nullIfEmpty(node.lastName),
    phone: nullIfEmpty(node.phone),
    acceptsMarketing: state ? state === 'SUBSCRIBED' : null,
    createdAt: node.createdAt,
    updatedAt: node.updatedAt,
  };
}

/**
 * One record per variant: a variant is what has a SKU, a barcode, a price and stock, and what order lines name.
 * Its source tags are the product's `tags` and its productType.
 */
export function toProducts(node: ProductNode & { tags?: readonly string[] }): ProductRecord[] {
  const tags = sourceTagsOf(node.tags, node.productType);
  return node.variants.nodes.map((variant) => {
    const option = (name: string) => variant.selectedOptions.find((o) => o.name.toLowerCase() === name)?.value ?? null;
    const isDefault = variant.title === 'Default Title';
    return {
      vendorId: legacyId(variant.id),
      name: isDefault ? node.title : `${node.title} - ${variant.title}`,
      sku: nullIfEmpty(variant.sku),
      upc: nullIfEmpty(variant.barcode),
      brand: nullIfEmpty(node.vendor),
      category: nullIfEmpty(node.productType),
      tags,
      size: option('size'),
      color: option('color') ?? option('colour'),
      price: variant.price ? Number(variant.price) : null,
      updatedAt: node.updatedAt,
    };
  });
}

/** Shopify locations carry no update time, so a location record is stamped when it was read. */
export function toLocation(node: LocationNode, readAt: string): LocationRecord {
  return {
    vendorId: legacyId(node.id),
    name: node.name,
    ...addressOf(node.address, {
      street1: 'address1',
      street2: 'address2',
      city: 'city',
      state: 'provinceCode',
      zip: 'zip',
    }),
    status: node.isActive ? 'Open' : 'Closed',
    // Shopify keeps no opening date: a location is added when the store opens, deactivated when it closes
    openDate: node.createdAt ? node.createdAt.slice(0, 10) : null,
    closeDate: node.deactivatedAt ? node.deactivatedAt.slice(0, 10) : null,
    // a location that ships stock without being a shop is a warehouse
    locationType: node.shipsInventory ? 'Warehouse' : 'Store',
    updatedAt: readAt,
  };
}

export function toInventory(node: InventoryLevelNode, locationVendorId: string): InventoryRecord {
  const itemId = legacyId(node.item.id);
  return {
    vendorId: `${itemId}:${locationVendorId}`,
    productVendorId: node.item.variant ? legacyId(node.item.variant.id) : itemId,
    locationVendorId,
    quantity: node.quantities.find((q) => q.name === 'available')?.quantity ?? 0,
    updatedAt: node.updatedAt,
  };
}
