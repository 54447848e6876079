import { createHash } from 'node:crypto';
import type { OrderKind } from '../../order-kinds.ts';
import type { OrderRecord } from '../../records.ts';

/**
 * A store sale as a Conversions API offline event (destination-apis.md §3): `Purchase`,
 * `action_source: physical_store`, hashed customer keys, the order's value and lines. A booked
 * appointment (Appointment Plus, Bridal Live) is Meta's standard `Schedule` event ("the booking of
 * an appointment to visit one of your locations"), not a purchase.
 */
export interface OfflineEvent {
  event_name: 'Purchase' | 'Schedule';
  event_time: number;
  action_source: 'physical_store';
  user_data: { em?: string[]; external_id?: string[] };
  custom_data: {
    currency: string;
    value: number;
    order_id: string;
    content_type: 'product';
    contents: { id: string; quantity: number; item_price: number }[];
  };
}

/** Meta takes physical-store events up to 62 days after the sale [F1]; an hour is kept in hand for the upload. */
export const MAX_EVENT_AGE_MS = 62 * 86_400_000 - 3_600_000;

/** Sales that did not happen are not conversions. */
const NOT_A_SALE = new Set(['cancelled', 'canceled', 'voided', 'void', 'failed', 'pending']);
/** Nor are bookings that did not happen (Waitwhile's tags, Appointment Plus's descriptions). */
const NOT_A_BOOKING = new Set(['cancelled', 'canceled', 'no-show', 'no show', 'noshow', 'deleted']);

/** Normalise, then SHA-256 as lower-case hex [F4]. */
export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The event for one order, or null when Meta must not get it: web orders (this destination is for
 * physical-store sales), sales that did not happen, orders older than Meta accepts, and orders
 * naming no customer (an offline event is matched on customer information only); points
 * transactions, which are not money.
 */
export function toOfflineEvent(order: OrderRecord, nowMs: number, kind: OrderKind = 'sale'): OfflineEvent | null {
  if (kind === 'points' || order.channel === 'web') return null;
  const status = order.status?.toLowerCase() ?? '';
  if ((kind === 'appointment' ? NOT_A_BOOKING : NOT_A_SALE).has(status)) return null;
  const soldAt = Date.parse(order.createdAt);
  if (!Number.isFinite(soldAt) || nowMs - soldAt > MAX_EVENT_AGE_MS) return null;
  const email = order.email?.trim() ? normaliseEmail(order.email) : null;
  const customerId = order.customerVendorId?.trim() || null;
  if (!email && !customerId) return null;
  return {
    event_name: kind === 'appointment' ? 'Schedule' : 'Purchase',
    // a clock a little ahead at the store must not put the sale in Meta's future
    event_time: Math.floor(Math.min(soldAt, nowMs) / 1000),
    action_source: 'physical_store',
    user_data: {
      ...(email ? { em: [sha256(email)] } : {}),
      ...(customerId ? { external_id: [sha256(customerId)] } : {}),
    },
    custom_data: {
      currency: (order.currency ?? 'USD').toUpperCase(),
      value: order.total,
      // the dedup key of offline events, with the event time and name [F1]
      order_id: order.vendorId,
      content_type: 'product',
      contents: order.lines.map((line) => ({
        id: line.sku ?? line.upc ?? line.productVendorId ?? line.vendorId,
        quantity: line.quantity,
        item_price: line.price,
      })),
    },
  };
}
