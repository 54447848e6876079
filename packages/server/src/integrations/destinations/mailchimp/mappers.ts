import type { CustomerRecord, OrderLine, OrderRecord, ProductRecord } from '../../records.ts';
import type { JsonObject } from './client.ts';

/** Record → Mailchimp body mappings (field names from the vendor Swagger, destination-apis.md §2 [M3]). */

/**
 * A list member upsert. `status_if_new` only applies to a new member, so a person who unsubscribed
 * in Mailchimp is never re-subscribed by a sync; without marketing consent they join as transactional.
 */
export function toMember(customer: CustomerRecord & { email: string }): JsonObject {
  const mergeFields: JsonObject = {};
  if (customer.firstName) mergeFields.FNAME = customer.firstName;
  if (customer.lastName) mergeFields.LNAME = customer.lastName;
  return {
    email_address: customer.email.trim(),
    status_if_new: customer.acceptsMarketing ? 'subscribed' : 'transactional',
    merge_fields: mergeFields,
  };
}

/** A store customer; `opt_in_status` never overwrites an existing member's status [M3]. */
export function toStoreCustomer(customer: CustomerRecord & { email: string }): JsonObject {
  return {
    id: customer.vendorId,
    email_address: customer.email.trim(),
    opt_in_status: customer.acceptsMarketing === true,
    ...(customer.firstName ? { first_name: customer.firstName } : {}),
    ...(customer.lastName ? { last_name: customer.lastName } : {}),
  };
}

/** The product id an order line points at: the source's product, else its SKU, else the line itself. */
export const lineProductId = (line: OrderLine) => line.productVendorId ?? line.sku ?? `line-${line.vendorId}`;

/** A product with one variant of the same id (our records have no variant level). */
export function toProduct(product: ProductRecord): JsonObject {
  return {
    id: product.vendorId,
    title: product.name,
    ...(product.brand ? { vendor: product.brand } : {}),
    ...(product.category ? { type: product.category } : {}),
    variants: [
      {
        id: product.vendorId,
        title: product.name,
        ...(product.sku ? { sku: product.sku } : {}),
        ...(product.price !== null ? { price: product.price } : {}),
      },
    ],
  };
}

/** A stand-in product for an order line whose product was never pushed (orders need existing products). */
export function lineToProduct(line: OrderLine): JsonObject {
  const id = lineProductId(line);
  return {
    id,
    title: line.name,
    variants: [{ id, title: line.name, price: line.price, ...(line.sku ? { sku: line.sku } : {}) }],
  };
}

/** An order; the customer is keyed by the source's customer id, else by the email's hash. */
export function toOrder(order: OrderRecord & { email: string }, customerId: string): JsonObject {
  return {
    id: order.vendorId,
    customer: { id: customerId, email_address: order.email.trim(), opt_in_status: false },
    currency_code: order.currency ?? 'USD',
    order_total: order.total,
    discount_total: order.discount,
    processed_at_foreign: order.createdAt,
    ...(order.status ? { financial_status: order.status } : {}),
    lines: order.lines.map((line) => ({
      id: line.vendorId,
      product_id: lineProductId(line),
      product_variant_id: lineProductId(line),
      quantity: line.quantity,
      price: line.price,
    })),
  };
}
