import type { Dataset } from '../shared/dataset.ts';
import type { GenCustomer, GenInventory, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';

/**
 * Generated records in the Shopify Admin GraphQL shape (reference source-apis.md §1). A node is built
 * whole; the answer is then trimmed to the query's selection set (graphql-select.ts), so a field
 * missing here is one the fake does not serve (a query selecting it gets `undefinedField`).
 */

export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

/** Each generated product is a Shopify product with one variant; variant and inventory item ids derive from it. */
export const variantId = (productId: number) => 500_000 + productId;
export const inventoryItemId = (productId: number) => 700_000 + productId;
const money = (amount: number) => ({ shopMoney: { amount: amount.toFixed(2), currencyCode: 'USD' } });

const FINANCIAL_STATUS = { paid: 'PAID', refunded: 'REFUNDED', pending: 'PENDING' } as const;

/**
 * Orders much longer than the generator's 1 to 4 lines ("orders of up to 100 lines"):
 * every `every`-th order gets between 5 and `max` lines, every (10 × every)-th exactly `max`.
 */
export interface LongOrders {
  every: number;
  max: number;
}

export interface OrderLineNode {
  id: string;
  name: string;
  sku: string | null;
  quantity: number;
  originalUnitPriceSet: ReturnType<typeof money>;
  variant: { id: string; barcode: string } | null;
}

/** An order's lines as Shopify holds them: the generated ones, then any a long order adds. */
export function orderLines(order: GenOrder, data: Dataset, long?: LongOrders): OrderLineNode[] {
  const nodes = order.lines.map((line) => lineNode(line.id, line.productId, line.quantity, line.price, data));
  if (!long || order.id % long.every !== 0) return nodes;
  const count = order.id % (long.every * 10) === 0 ? long.max : 5 + ((order.id * 7919) % Math.max(1, long.max - 4));
  for (let k = nodes.length; k < count; k++) {
    const productId = ((order.id * 31 + k) % Math.max(1, data.sizes.products)) + 1;
    const price = data.products.get(productId)?.price ?? 1;
    nodes.push(lineNode(10_000_000 + order.id * 1000 + k, productId, 1 + (k % 3), price, data));
  }
  return nodes;
}

function lineNode(id: number, productId: number, quantity: number, price: number, data: Dataset): OrderLineNode {
  const product = data.products.get(productId);
  return {
    id: gid('LineItem', id),
    name: product?.title ?? 'Deleted product',
    sku: product?.sku ?? null,
    quantity,
    originalUnitPriceSet: money(price),
    variant: product ? { id: gid('ProductVariant', variantId(product.id)), barcode: product.upc } : null,
  };
}

/** The staff member a POS order was rung up by (Order.staffMember); web orders have none. */
export const staffMemberOf = (order: GenOrder) =>
  order.channel === 'store' ? { id: gid('StaffMember', 1 + (order.id % 4)) } : null;

/** An order without its lineItems connection: the fake adds the page of lines the query asks for. */
export function orderFields(order: GenOrder, withStaff: boolean) {
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
    ...(withStaff ? { staffMember: staffMemberOf(order) } : {}),
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
    tags: product.tags,
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
    // a stock room ships online orders; shops take them too (local pickup) and sell over the counter
    fulfillsOnlineOrders: true,
    shipsInventory: location.kind !== 'store',
    createdAt: location.createdAt,
    deactivatedAt: location.closedAt,
    address: {
      address1: location.street1,
      address2: location.street2,
      city: location.city,
      provinceCode: location.state,
      zip: location.zip,
      countryCode: location.country,
      phone: location.phone,
    },
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
