import { createHash } from 'node:crypto';
import { SOURCE_TYPE, type SourceTypeId } from '@storelens/contract/domain/connectors';
import type { CustomerRecord, OrderLine, OrderRecord, ProductRecord } from '../../records.ts';
import { fieldNameOf, mapCustomerColumns, mapProduct } from '../link-mappings.ts';
import type { JsonObject, ZaiusDetail } from './client.ts';

/** Record → ODP body mappings (field names from destination-apis.md §1 [O2][O3][O4]). */

type WithEmail<R> = R & { email: string };

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The custom columns a link chose, as ODP custom fields (named from the column key). */
const customFields = (columns: Record<string, string>): JsonObject =>
  Object.fromEntries(Object.entries(columns).map(([column, value]) => [fieldNameOf(column), value]));

/**
 * A profile upsert; ODP merges it into the customer with the same email. Empty fields are left out.
 * A Heartland link's Customer Custom Fields go as custom fields of the profile.
 */
export function toProfile(
  customer: WithEmail<CustomerRecord>,
  detail: ZaiusDetail,
  sourceType: SourceTypeId,
): JsonObject {
  // the chosen columns first: a column keyed like a standard field never overwrites it
  const attributes: JsonObject = customFields(mapCustomerColumns(customer, detail, sourceType));
  attributes.email = normaliseEmail(customer.email);
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
        // RICS Store Owner Id: a field of the order, which ODP copies to each of its items [O4]
        ...(order.storeOwnerId ? { store_owner_id: order.storeOwnerId } : {}),
        items,
      },
    },
  };
}

/**
 * A product object (ODP wants products created before orders name them [O4]). The link maps its
 * fields (spec 2 §3): Runit categories 1-4 name the product fields, Heartland's brand, UPC, SKU and
 * categories name item columns; categories go as one path, category 1 first. A Heartland UPC column
 * is sent like Load Product UPC sends the record's own; the Item Custom Fields go as custom fields.
 */
export function toProductObject(product: ProductRecord, detail: ZaiusDetail, sourceType: SourceTypeId): JsonObject {
  const { sku, brand, upc, categories, custom } = mapProduct(product, detail, sourceType);
  const category = categories.join(CATEGORY_PATH);
  const sendsUpc = detail.loadProductUPC || (sourceType === SOURCE_TYPE.heartland && Boolean(detail.upc));
  return {
    // the chosen columns first: a column keyed like a standard field never overwrites it
    ...customFields(custom),
    product_id: product.vendorId,
    name: product.name,
    ...(sku ? { sku } : {}),
    ...(brand ? { brand } : {}),
    ...(category ? { category } : {}),
    ...(product.price !== null ? { price: product.price } : {}),
    ...(sendsUpc && upc ? { upc } : {}),
  };
}

/** How a product's categories 1-4 join into ODP's one category field. */
export const CATEGORY_PATH = ' > ';

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
