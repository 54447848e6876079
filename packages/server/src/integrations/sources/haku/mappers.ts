import type { CustomerRecord, OrderRecord } from '../../records.ts';
import { text } from '../shared/fields.ts';

/**
 * Haku registrations (ASSUMED shape, docs/vendors/haku.md) → the warehouse's records: a registration
 * is an order whose lines are its tickets (the event entry and any add-ons), sold to the participant.
 */
export interface HakuRegistration {
  id: number | string;
  confirmation_code?: string | null;
  status?: string | null;
  created_at: string;
  updated_at: string;
  event?: { id: number | string; name?: string | null } | null;
  participant?: {
    id?: number | string | null;
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
  tickets?: { id: number | string; name?: string | null; quantity?: number; price?: number }[];
  total?: number | null;
}

const iso = (value: string) => new Date(Date.parse(value)).toISOString().replace('.000Z', 'Z');

export function toOrder(r: HakuRegistration): OrderRecord {
  const eventName = r.event?.name ?? 'Event';
  const lines = (r.tickets ?? []).map((t) => ({
    vendorId: `${r.id}:${t.id}`,
    productVendorId: r.event ? String(r.event.id) : null,
    sku: null,
    upc: null,
    name: t.name ? `${eventName}: ${t.name}` : eventName,
    quantity: t.quantity ?? 1,
    price: t.price ?? 0,
  }));
  const participant = r.participant?.id;
  return {
    vendorId: String(r.id),
    orderNumber: text(r.confirmation_code),
    customerVendorId: participant === null || participant === undefined ? null : String(participant),
    email: text(r.participant?.email),
    locationVendorId: null,
    channel: 'web', // registrations are made online
    status: text(r.status),
    currency: null,
    total: r.total ?? lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    discount: 0,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    lines,
  };
}

/** The participant of a registration (no participant list is known), dated by the registration. */
export function toCustomer(r: HakuRegistration): CustomerRecord | null {
  const p = r.participant;
  if (p?.id === null || p?.id === undefined) return null;
  return {
    vendorId: String(p.id),
    email: text(p.email),
    firstName: text(p.first_name),
    lastName: text(p.last_name),
    phone: text(p.phone),
    acceptsMarketing: null,
    createdAt: null,
    updatedAt: iso(r.updated_at),
  };
}
