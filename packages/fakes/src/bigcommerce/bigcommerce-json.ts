import type { GenCustomer, GenLocation, GenOrder, GenOrderLine, GenProduct } from '../shared/generate.ts';

/** The bodies BigCommerce answers with (reference source-apis.md §3): v2 orders and lines, v3 records and paging. */

/** RFC-2822 as the v2 API writes dates: 'Tue, 20 Nov 2012 00:00:00 +0000'. */
const rfc2822 = (iso: string) => new Date(iso).toUTCString().replace('GMT', '+0000');

const ORDER_STATUS = {
  paid: { status: 'Completed', status_id: 10 },
  refunded: { status: 'Refunded', status_id: 4 },
  pending: { status: 'Pending', status_id: 1 },
} as const;

/** v3 `meta.pagination`, its links the same query at another page. */
export function pagination(url: URL, total: number, count: number, perPage: number, page: number) {
  const totalPages = Math.ceil(total / perPage);
  const at = (n: number) => {
    const next = new URLSearchParams(url.searchParams);
    next.set('page', String(n));
    return `?${next.toString()}`;
  };
  return {
    total,
    count,
    per_page: perPage,
    current_page: page,
    total_pages: totalPages,
    links: {
      ...(page > 1 ? { previous: at(page - 1) } : {}),
      current: at(page),
      ...(page < totalPages ? { next: at(page + 1) } : {}),
    },
  };
}

export function orderJson(order: GenOrder) {
  const gross = order.total + order.discount;
  return {
    id: order.id,
    customer_id: order.customerId ?? 0,
    ...ORDER_STATUS[order.status],
    date_created: rfc2822(order.createdAt),
    date_modified: rfc2822(order.updatedAt),
    subtotal_inc_tax: gross.toFixed(4),
    discount_amount: order.discount.toFixed(4),
    total_inc_tax: order.total.toFixed(4),
    currency_code: order.currency,
    // point-of-sale systems write orders through the API as external orders
    order_source: order.channel === 'store' ? 'external' : 'www',
    external_source: order.channel === 'store' ? 'POS' : null,
    billing_address: { first_name: '', last_name: '', email: order.email ?? '' },
    products: { url: `/v2/orders/${order.id}/products`, resource: `/orders/${order.id}/products` },
  };
}

export function orderLineJson(order: GenOrder, line: GenOrderLine, product: GenProduct | undefined) {
  return {
    id: line.id,
    order_id: order.id,
    product_id: line.productId,
    variant_id: line.productId,
    name: product?.title ?? 'Deleted product',
    sku: product?.sku ?? '',
    upc: product?.upc ?? '',
    quantity: line.quantity,
    base_price: line.price.toFixed(4),
    price_inc_tax: line.price.toFixed(4),
    total_inc_tax: (line.price * line.quantity).toFixed(4),
  };
}

export function customerJson(customer: GenCustomer) {
  return {
    id: customer.id,
    email: customer.email,
    first_name: customer.firstName,
    last_name: customer.lastName,
    phone: customer.phone,
    customer_group_id: 0,
    date_created: customer.createdAt,
    date_modified: customer.updatedAt,
  };
}

export function productJson(product: GenProduct, brandId: number, categoryId: number) {
  return {
    id: product.id,
    name: product.title,
    type: 'physical',
    sku: product.sku,
    upc: product.upc,
    price: product.price,
    inventory_tracking: 'product',
    brand_id: brandId,
    categories: [categoryId],
    custom_fields: [
      { id: 1, name: 'Size', value: product.size },
      { id: 2, name: 'Color', value: product.color },
      { id: 3, name: 'Category', value: product.category },
    ],
    date_created: product.createdAt,
    date_modified: product.updatedAt,
  };
}

export function locationJson(location: GenLocation) {
  return {
    id: location.id,
    code: `LOC-${location.id}`,
    label: location.name,
    enabled: location.active,
    type_id: 'PHYSICAL',
    address: {
      address1: location.street1,
      city: location.city,
      state: location.state,
      zip: location.zip,
      country_code: 'US',
    },
  };
}
