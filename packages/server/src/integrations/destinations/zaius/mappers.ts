import { createHash } from 'node:crypto';
import type { CustomerRecord, OrderLine, OrderRecord, ProductRecord } from '../../records.ts';
import type { JsonObject, ZaiusDetail } from './client.ts';

/** Record → ODP body mappings (field names from destination-apis.md §1 [O2][O3][O4]). */

type WithEmail<R> = R & { email: string };

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A profile upsert; ODP merges it into the customer with the same email. Empty fields are left out. */
export function toProfile(customer: WithEmail<CustomerRecord>): JsonObject {
  const attributes: JsonObject = { email: normaliseEmail(customer.email) };
  if (customer.firstName) attributes.first_name = customer.firstName;
  if (customer.lastName) attributes.last_name = customer.lastName;
  if (customer.phone) attributes.phone = customer.phone;
  return { attributes };
}

/**
 * List subscriptions: everyone with an email joins `selectedLists`; `selectedEmailLists` follow the
 * customer's marketing consent (subscribed or unsubscribed, nothing when it is unknown).
 */
export function toSubscriptions(customer: WithEmail<CustomerRecord>, detail: ZaiusDetail): JsonObject[] {
  const email = normaliseEmail(customer.email);
  const always = (detail.selectedLists ?? []).map((list_id) => ({ list_id, email, subscribed: true }));
  const consent = customer.acceptsMarketing;
  const byConsent =
    consent === null
      ? []
      : (detail.selectedEmailLists ?? []).map((list_id) => ({ list_id, email, subscribed: consent }));
  return [...always, ...byConsent];
}

/**
 * Global consent updates (ODP's V3 consent payload: identifier_field_name, identifier_value,
 * consent). emailConsent 'Global' and phoneConsent 'Global' mirror the customer's consent both ways;
 * phoneConsent 'Opt-In' only ever grants it, never revokes.
 */
export function toConsents(customer: WithEmail<CustomerRecord>, detail: ZaiusDetail): JsonObject[] {
  const consent = customer.acceptsMarketing;
  if (consent === null) return [];
  const updates: JsonObject[] = [];
  const add = (field: string, value: string) =>
    updates.push({
      identifier_field_name: field,
      identifier_value: value,
      consent,
      consent_update_reason: 'StoreLens sync',
    });
  if (detail.emailConsent === 'Global') add('email', normaliseEmail(customer.email));
  if (customer.phone && (detail.phoneConsent === 'Global' || (detail.phoneConsent === 'Opt-In' && consent)))
    add('phone', customer.phone);
  return updates;
}

/** The product an order line names: the source's product, else its SKU, else the line itself. */
export const lineProductId = (line: OrderLine) => line.productVendorId ?? line.sku ?? line.vendorId;

/** The order action for an order's status; returns, refunds and cancels are their own actions [O4]. */
export function orderAction(status: string | null): 'purchase' | 'return' | 'refund' | 'cancel' {
  const s = (status ?? '').toLowerCase();
  if (s.includes('refund')) return 'refund';
  if (s.includes('return')) return 'return';
  if (s.includes('cancel') || s.includes('void')) return 'cancel';
  return 'purchase';
}

/** A uuid-shaped id that is the same every time the same order action is sent. */
export function idempotenceId(parts: (string | number)[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * An order event. ODP's return/cancel examples carry negative totals and prices [O4]; the
 * idempotence_id (as Optimizely's own SDK sends) makes a re-sent order a no-op at ODP.
 */
export function toOrderEvent(
  order: WithEmail<OrderRecord>,
  detail: ZaiusDetail,
  context: { accountId: number; sourceId: number },
): JsonObject {
  const action = orderAction(order.status);
  const sign = action === 'purchase' ? 1 : -1;
  const includeDiscount = detail.includeDiscount ?? true;
  const items = order.lines.map((line) => ({
    product_id: lineProductId(line),
    price: sign * line.price,
    quantity: line.quantity,
    subtotal: round2(sign * line.price * line.quantity),
  }));
  const subtotal = round2(items.reduce((sum, item) => sum + item.subtotal, 0));
  return {
    type: 'order',
    action,
    identifiers: { email: normaliseEmail(order.email) },
    data: {
      ts: Math.floor(Date.parse(order.createdAt) / 1000),
      idempotence_id: idempotenceId([context.accountId, context.sourceId, order.vendorId, action]),
      order: {
        order_id: order.vendorId,
        total: sign * order.total,
        subtotal,
        ...(includeDiscount ? { discount: order.discount } : {}),
        items,
      },
    },
  };
}

/** A product object (ODP wants products created before orders name them [O4]). */
export function toProductObject(product: ProductRecord, detail: ZaiusDetail): JsonObject {
  return {
    product_id: product.vendorId,
    name: product.name,
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.brand ? { brand: product.brand } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.price !== null ? { price: product.price } : {}),
    ...(detail.loadProductUPC && product.upc ? { upc: product.upc } : {}),
  };
}

/** A product object built from an order line, for products the products stream has not sent. */
export function lineToProductObject(line: OrderLine, detail: ZaiusDetail): JsonObject {
  return {
    product_id: lineProductId(line),
    name: line.name,
    price: line.price,
    ...(line.sku ? { sku: line.sku } : {}),
    ...(detail.loadProductUPC && line.upc ? { upc: line.upc } : {}),
  };
}
