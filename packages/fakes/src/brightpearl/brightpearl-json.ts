import type { GenCustomer, GenLocation, GenOrder, GenProduct } from '../shared/generate.ts';

/**
 * Brightpearl's JSON shapes for the generated records (reference source-apis.md §7). Search rows are
 * positional arrays named by `metaData.columns`; full resources come wrapped in `{"response": ...}`.
 * Field names beyond the reference's search columns (order rows, availability, warehouse address) follow
 * Brightpearl's public API docs as far as they were read, and are marked assumed in docs/vendors/brightpearl.md.
 */

/** Brightpearl writes times with an offset: 2024-01-01T10:00:00.000+00:00. */
export const bpTime = (iso: string) => `${iso.slice(0, 19)}.000+00:00`;

/** Order statuses as the fake numbers them (an account's own list in reality). */
export const ORDER_STATUS = { paid: 4, pending: 1, refunded: 7 } as const;
/** Channel 1 = the web shop, 2 = the point of sale (channels are per account). */
export const CHANNEL = { web: 1, store: 2 } as const;

/**
 * GET /product-service/channel. Assumed: `channelTypeId` 3 marks a point-of-sale channel (the type
 * list is the account's; docs/vendors/brightpearl.md says what to check).
 */
export const CHANNELS = [
  { id: CHANNEL.web, name: 'Web Shop', channelTypeId: 1 },
  { id: CHANNEL.store, name: 'Point of Sale', channelTypeId: 3 },
];

export const SEARCH_COLUMNS = {
  order: [
    'orderId',
    'orderTypeId',
    'contactId',
    'orderStatusId',
    'createdOn',
    'updatedOn',
    'customerRef',
    'externalRef',
    'warehouseId',
  ],
  // 'pri' is the primary telephone
  contact: ['contactId', 'primaryEmail', 'firstName', 'lastName', 'pri', 'isCustomer', 'createdOn', 'updatedOn'],
  // brightpearlCategoryCode: the product's category ids, an ID set (api-docs.brightpearl.com product-search)
  product: [
    'productId',
    'productName',
    'SKU',
    'barcode',
    'brandId',
    'productGroupId',
    'createdOn',
    'updatedOn',
    'brightpearlCategoryCode',
  ],
} as const;

export function orderRow(order: GenOrder): unknown[] {
  return [
    order.id,
    1, // SO: a sales order
    order.customerId ?? 0,
    ORDER_STATUS[order.status],
    bpTime(order.createdAt),
    bpTime(order.updatedAt),
    `#${order.number}`,
    order.channel === 'web' ? `WEB-${order.number}` : null,
    order.locationId ?? 1,
  ];
}

export function contactRow(customer: GenCustomer): unknown[] {
  return [
    customer.id,
    customer.email,
    customer.firstName,
    customer.lastName,
    customer.phone,
    true,
    bpTime(customer.createdAt),
    bpTime(customer.updatedAt),
  ];
}

/** A product-search row; `categoryIds` written as an ID set (`12,31`: assumed, docs/vendors/brightpearl.md). */
export function productRow(product: GenProduct, brandId: number, categoryIds: readonly number[]): unknown[] {
  return [
    product.id,
    product.title,
    product.sku,
    product.upc,
    brandId,
    null,
    bpTime(product.createdAt),
    bpTime(product.updatedAt),
    categoryIds.join(','),
  ];
}

/**
 * GET /product-service/brightpearl-category/{idSet?}: one category as Brightpearl's docs show it
 * (root categories have parentId 0). The fake's are all root categories.
 */
export function categoryJson(id: number, name: string) {
  const at = bpTime('2020-01-01T00:00:00.000Z');
  return {
    id,
    name,
    parentId: 0,
    active: true,
    createdOn: at,
    createdById: 0,
    updatedOn: at,
    updatedById: 0,
    description: { languageCode: 'en', text: '', format: 'PLAINTEXT' },
  };
}

const money = (value: number) => value.toFixed(4);

/** GET /order-service/order/{idSet}: one full order. */
export function orderJson(order: GenOrder, productOf: (id: number) => GenProduct | undefined) {
  const orderRows: Record<string, unknown> = {};
  for (const line of order.lines) {
    const product = productOf(line.productId);
    orderRows[String(line.id)] = {
      orderRowSequence: String(Object.keys(orderRows).length + 1),
      productId: line.productId,
      productName: product?.title ?? 'Deleted product',
      productSku: product?.sku ?? '',
      quantity: { magnitude: money(line.quantity) },
      itemCost: { currencyCode: order.currency, value: money(line.price) },
      productPrice: { currencyCode: order.currency, value: money(line.price) },
      rowValue: {
        taxRate: '0.0000',
        rowNet: { currencyCode: order.currency, value: money(line.price * line.quantity) },
      },
    };
  }
  return {
    id: order.id,
    parentOrderId: 0,
    orderTypeCode: 'SO',
    reference: `#${order.number}`,
    orderStatus: { orderStatusId: ORDER_STATUS[order.status], name: order.status },
    createdOn: bpTime(order.createdAt),
    updatedOn: bpTime(order.updatedAt),
    parties: {
      customer: order.customerId ? { contactId: order.customerId, email: order.email ?? '' } : null,
    },
    assignment: { current: { channelId: CHANNEL[order.channel], staffOwnerContactId: 0 } },
    warehouseId: order.locationId ?? 1,
    currency: { orderCurrencyCode: order.currency, exchangeRate: '1.000000' },
    totalValue: {
      net: money(order.total),
      taxAmount: '0.0000',
      baseNet: money(order.total),
      total: money(order.total),
      discount: money(order.discount),
    },
    orderRows,
  };
}

/** GET /warehouse-service/warehouse: the account's warehouses (the stores and the web stock). */
export function warehouseJson(location: GenLocation) {
  return {
    id: location.id,
    name: location.name,
    typeCode: 'OWN',
    address: {
      addressId: location.id,
      streetAddress: location.street1,
      postcode: location.zip,
      city: location.city,
      state: location.state,
      countryIsoCode: 'USA',
    },
  };
}
