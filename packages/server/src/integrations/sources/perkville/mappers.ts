import type { CustomerRecord, LocationRecord, OrderRecord, ProductRecord } from '../../records.ts';
import { placeOf } from '../shared/fields.ts';

/**
 * Perkville JSON (reference source-apis.md §11) → the warehouse's records. Perkville is a loyalty
 * program, not a till: a points transaction becomes an order whose one line is what earned or spent
 * the points (a purchase, or the perk redeemed), priced 0 — points are not money. Perks are the
 * products. Perkville has no stock (docs/vendors/perkville.md).
 */

export interface PvUser {
  user_id: number;
  first_name?: string | null;
  last_name?: string | null;
  emails?: Array<{ email: string; is_primary?: boolean }>;
  phone_number?: string | null;
  date_joined?: string | null;
  last_mod_dt: string;
}

export interface PvTransaction {
  transaction_id: number;
  user_id?: number | null;
  location_id?: number | null;
  transaction_type?: string;
  perk_id?: number | null;
  points?: number;
  description?: string;
  transaction_dt?: string;
  last_mod_dt: string;
}

export interface PvPerk {
  perk_id: number;
  title: string;
  points?: number;
  last_mod_dt: string;
}

export interface PvLocation {
  location_id: number;
  name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  last_mod_dt: string;
}

const iso = (value: string) => new Date(value).toISOString();
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

export function toCustomer(user: PvUser): CustomerRecord {
  const email = user.emails?.find((e) => e.is_primary)?.email ?? user.emails?.[0]?.email ?? null;
  return {
    vendorId: String(user.user_id),
    email,
    firstName: text(user.first_name),
    lastName: text(user.last_name),
    phone: text(user.phone_number),
    acceptsMarketing: null,
    createdAt: user.date_joined ? iso(user.date_joined) : null,
    updatedAt: iso(user.last_mod_dt),
  };
}

export function toOrder(t: PvTransaction): OrderRecord {
  const when = iso(t.transaction_dt ?? t.last_mod_dt);
  return {
    vendorId: String(t.transaction_id),
    orderNumber: String(t.transaction_id),
    customerVendorId: t.user_id ? String(t.user_id) : null,
    email: null,
    locationVendorId: t.location_id ? String(t.location_id) : null,
    // points are earned at a business's locations
    channel: 'store',
    status: text(t.transaction_type),
    currency: null,
    total: 0,
    discount: 0,
    createdAt: when,
    updatedAt: iso(t.last_mod_dt),
    lines: [
      {
        vendorId: `${t.transaction_id}:1`,
        productVendorId: t.perk_id ? String(t.perk_id) : null,
        sku: null,
        upc: null,
        name: `${t.description ?? t.transaction_type ?? 'Points'} (${t.points ?? 0} points)`,
        quantity: 1,
        price: 0,
      },
    ],
  };
}

export function toProduct(perk: PvPerk): ProductRecord {
  return {
    vendorId: String(perk.perk_id),
    name: perk.title,
    sku: null,
    upc: null,
    brand: null,
    category: 'Perk',
    // perks have no tags or categories of their own
    tags: [],
    size: null,
    color: null,
    price: null,
    updatedAt: iso(perk.last_mod_dt),
  };
}

export const toLocation = (location: PvLocation): LocationRecord =>
  placeOf(
    { id: location.location_id, name: location.name, address: location, updatedAt: iso(location.last_mod_dt) },
    { street1: 'address', city: 'city', state: 'state', zip: 'zip_code' },
  );
