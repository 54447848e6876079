import { createHash } from 'node:crypto';
import type { PushContext } from '../../connector.ts';
import { type OrderKind, orderKindOf } from '../../order-kinds.ts';
import type { CustomerRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { type LinkMappingDetail, mapProduct } from '../link-mappings.ts';

/**
 * The options of a Blueshift link (spec 2 §3), as the contract's link schema leaves them, with its
 * RICS size, Runit categories and Heartland columns (link-mappings.ts).
 */
export interface BlueshiftDetail extends LinkMappingDetail {
  eventKey: string;
  usersKey: string;
  productUrl?: string;
  productImage?: string;
  ignoreWebOrders?: boolean;
  consent?: { email?: 'Ignore' | 'Global'; phone?: 'Ignore' | 'Global' | 'Opt-In' };
}

export type BlueshiftEventName = 'purchase' | 'race_registration' | 'cancel' | 'return';

const CANCELLED = new Set(['cancelled', 'canceled', 'voided', 'void']);
const RETURNED = new Set(['refunded', 'returned', 'partially_refunded', 'return']);

/**
 * `purchase` is a standard Blueshift event; `cancel` and `return` are not in what the docs name, so
 * they go as custom events with the same attributes (destination-apis.md §5) — the same names as the
 * form's test events, so a campaign built on a test event fires on real ones. A race registration
 * (Race Roster, RunSignup, EnMotive, Haku) is `race_registration`, the form's third test event
 * (spec 2 §7), not a purchase.
 */
export const eventNameOf = (order: OrderRecord, kind: OrderKind = 'sale'): BlueshiftEventName => {
  const status = order.status?.toLowerCase() ?? '';
  if (CANCELLED.has(status)) return 'cancel';
  if (RETURNED.has(status)) return 'return';
  return kind === 'registration' ? 'race_registration' : 'purchase';
};

/** A stable event_uuid: the same order in the same state is one event however often it is sent. */
export const eventUuid = (parts: readonly (string | number)[]): string => {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** A customer for `POST /api/v1/customers/bulk`: keyed by the source's id, with the email when known. */
export function toBlueshiftCustomer(customer: CustomerRecord, detail: BlueshiftDetail): Record<string, unknown> {
  const marketing = customer.acceptsMarketing;
  const consent: Record<string, boolean> = {};
  // Global: the store's own consent flag decides; Opt-In (phone): only an explicit yes subscribes
  if (detail.consent?.email === 'Global' && marketing !== null) consent.unsubscribed = !marketing;
  if (detail.consent?.phone === 'Global' && marketing !== null) consent.unsubscribed_sms = !marketing;
  if (detail.consent?.phone === 'Opt-In') consent.unsubscribed_sms = marketing !== true;
  return {
    customer_id: customer.vendorId,
    email: clean(customer.email)?.toLowerCase(),
    firstname: clean(customer.firstName),
    lastname: clean(customer.lastName),
    phone_number: clean(customer.phone),
    joined_at: customer.createdAt ?? undefined,
    ...consent,
  };
}

/**
 * An order as a Blueshift event, or null when it cannot be (no customer id or email, the
 * identifier Blueshift needs) or must not be (a web order with ignoreWebOrders; a points
 * transaction, which is not revenue).
 */
export function toBlueshiftEvent(
  order: OrderRecord,
  detail: BlueshiftDetail,
  context: PushContext,
): Record<string, unknown> | null {
  const kind = orderKindOf(context.sourceType);
  if (kind === 'points') return null;
  if (detail.ignoreWebOrders && order.channel === 'web') return null;
  const customerId = clean(order.customerVendorId);
  const email = clean(order.email)?.toLowerCase();
  if (!customerId && !email) return null;
  const event = eventNameOf(order, kind);
  const sign = event === 'cancel' || event === 'return' ? -1 : 1;
  return {
    event,
    event_uuid: eventUuid(['storelens', context.accountId, context.sourceId, order.vendorId, event]),
    customer_id: customerId,
    email,
    timestamp: order.createdAt,
    order_id: order.orderNumber ?? order.vendorId,
    revenue: (sign * order.total).toFixed(2),
    currency: order.currency ?? undefined,
    location_id: order.locationVendorId ?? undefined,
    // RICS Store Owner Id: the owner the store's sale is reported under
    store_owner_id: order.storeOwnerId,
    channel: order.channel,
    product_ids: order.lines.map((line) => line.productVendorId ?? line.sku ?? line.vendorId),
    products: order.lines.map((line) => ({
      product_id: line.productVendorId ?? line.sku ?? line.vendorId,
      sku: line.sku ?? undefined,
      upc: line.upc ?? undefined,
      title: line.name,
      price: line.price.toFixed(2),
      quantity: line.quantity,
      // the form's defaults (spec 2 §3): the record model carries no product page or picture
      web_link: detail.productUrl,
      image: detail.productImage,
    })),
  };
}

/**
 * A product as a catalog item, mapped by the link (spec 2 §3): categories 1-4 as the item's category
 * list (Runit's product fields, Heartland's columns; the record's own category otherwise), Heartland's
 * brand, UPC, SKU, size, width and colour columns, RICS's size axis. The link's Default Product URL
 * and Image stand for the page and picture the record model does not hold.
 */
export function toBlueshiftCatalogItem(
  product: ProductRecord,
  detail: BlueshiftDetail,
  context: PushContext,
): Record<string, unknown> {
  const mapped = mapProduct(product, detail, context.sourceType);
  return {
    product_id: product.vendorId,
    title: product.name,
    web_link: detail.productUrl,
    image: detail.productImage,
    availability: 'in_stock',
    category: mapped.categories,
    sku: mapped.sku ?? undefined,
    upc: mapped.upc ?? undefined,
    brand: mapped.brand ?? undefined,
    size: mapped.size ?? undefined,
    width: mapped.width ?? undefined,
    color: mapped.color ?? undefined,
    price: product.price === null ? undefined : product.price.toFixed(2),
  };
}
