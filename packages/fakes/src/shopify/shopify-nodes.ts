import type { Dataset } from '../shared/dataset.ts';
import type { GenCustomer, GenInventory, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';

/**
 * Generated records in the Shopify Admin GraphQL shape (reference source-apis.md §1). Every node
 * carries all the fields our client selects: this fake does not trim the answer to the selection set.
 */

export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

/** Each generated product is a Shopify product with one variant; variant and inventory item ids derive from it. */
export const variantId = (productId: number) => 500_000 + productId;
export const inventoryItemId = (productId: number) => 700_000 + productId;
const money = (amount: number) => ({ shopMoney: { amount: amount.toFixed(2), currencyCode: 'USD' } });

const FINANCIAL_STATUS = { paid: 'PAID', refunded: 'REFUNDED', pending: 'PENDING' } as const;

export function orderNode(order: GenOrder, data: Dataset) {
  return {
    id: gid('Order', order.id),
    legacyResourceId: String(order.id),
    name: `#${order.number}`,
    email: order.email,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    // POS orders carry sourceName "pos" and the store they were rung up in
    sourceName: order.channel === 'store' ? 'pos' : 'web',
    retailLocation: order.locationId ? { id: gid('Location', order.locationId) } : null,
    displayFinancialStatus: FINANCIAL_STATUS[order.status],
    currencyCode: order.currency,
    totalPriceSet: money(order.total),
    totalDiscountsSet: money(order.discount),
    customer: order.customerId ? { id: gid('Customer', order.customerId) } : null,
    staffMember: order.channel === 'store' ? { id: gid('StaffMember', 1 + (order.id % 4)) } : null,
    lineItems: {
      nodes: order.lines.map((line) => {
        const product = data.products.get(line.productId);
        return {
          id: gid('LineItem', line.id),
          name: product?.title ?? 'Deleted product',
          sku: product?.sku ?? null,
          quantity: line.quantity,
          originalUnitPriceSet: money(line.price),
          variant: product ? { id: gid('ProductVariant', variantId(product.id)), barcode: product.upc } : null,
        };
      }),
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  };
}

export function customerNode(customer: GenCustomer) {
  return {
    id: gid('Customer', customer.id),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    emailMarketingConsent: { marketingState: customer.acceptsMarketing ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED' },
  };
}

export function productNode(product: GenProduct) {
  return {
    id: gid('Product', product.id),
    title: product.title,
    vendor: product.brand,
    productType: product.category,
    status: 'ACTIVE',
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    variants: {
      nodes: [
        {
          id: gid('ProductVariant', variantId(product.id)),
          title: `${product.size} / ${product.color}`,
          sku: product.sku,
          barcode: product.upc,
          price: product.price.toFixed(2),
          selectedOptions: [
            { name: 'Size', value: product.size },
            { name: 'Color', value: product.color },
          ],
          inventoryItem: { id: gid('InventoryItem', inventoryItemId(product.id)) },
        },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  };
}

export function locationNode(location: GenLocation) {
  return {
    id: gid('Location', location.id),
    name: location.name,
    isActive: location.active,
    address: { address1: location.street1, city: location.city, provinceCode: location.state, zip: location.zip },
  };
}

export function inventoryLevelNode(level: GenInventory) {
  return {
    id: `gid://shopify/InventoryLevel/${level.id}?inventory_item_id=${inventoryItemId(level.productId)}`,
    updatedAt: level.updatedAt,
    location: { id: gid('Location', level.locationId) },
    item: {
      id: gid('InventoryItem', inventoryItemId(level.productId)),
      variant: { id: gid('ProductVariant', variantId(level.productId)) },
    },
    quantities: [
      { name: 'available', quantity: level.quantity },
      { name: 'on_hand', quantity: level.quantity },
    ],
  };
}
