import type { CustomerRecord, LocationRecord, ProductRecord } from '../../records.ts';
import { sourceTagsOf } from './source-tags.ts';

/** A vendor's text field as a record holds it: missing or empty is null. */
export const text = (value: string | null | undefined): string | null => (value ? value : null);

/** Where a vendor keeps a location's address lines, by the name of its field for each. */
export interface AddressFieldNames<A> {
  street1: keyof A;
  street2?: keyof A;
  city: keyof A;
  state: keyof A;
  zip: keyof A;
}

type Address = Pick<LocationRecord, 'street1' | 'street2' | 'city' | 'state' | 'zip'>;

/**
 * A location record's address from the vendor's address object (or the location itself), read by
 * the vendor's field names; missing or empty lines are null, and street2 is there only when named.
 */
export function addressOf<A extends object>(
  address: A | null | undefined,
  names: AddressFieldNames<A>,
  read: (value: string | null) => string | null = text,
): Address {
  const line = (name: keyof A) => {
    const value = address?.[name];
    return read(typeof value === 'string' ? value : null);
  };
  return {
    street1: line(names.street1),
    ...(names.street2 === undefined ? {} : { street2: line(names.street2) }),
    city: line(names.city),
    state: line(names.state),
    zip: line(names.zip),
  };
}

/** A person as the vendors with snake_case fields send one (BigCommerce, FleetFeet, Heartland). */
export interface SnakeCaseContact {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
}

/** A customer record's contact fields from a snake_case person; missing or empty fields are null. */
export function contactOf(
  person: SnakeCaseContact,
  read: (value: string | null | undefined) => string | null = text,
): Pick<CustomerRecord, 'email' | 'firstName' | 'lastName' | 'phone'> {
  return {
    email: read(person.email),
    firstName: read(person.first_name),
    lastName: read(person.last_name),
    phone: read(person.phone),
  };
}

/** A product filed under one vendor category: that category (blank is null) and it as the product's source tag. */
export const filedUnder = (category: string | null | undefined) => ({
  category: text(category),
  tags: sourceTagsOf(category),
});

/** A place as a vendor names it: its id, its name, its address object (or itself) and when it changed. */
export interface NamedPlace<A> {
  id: string | number;
  name: string;
  address: A | null | undefined;
  updatedAt: string;
}

/** A location record of a place with nothing but a name and an address, read by the vendor's field names. */
export const placeOf = <A extends object>(
  place: NamedPlace<A>,
  names: AddressFieldNames<A>,
  read: (value: string | null) => string | null = text,
): LocationRecord => ({
  vendorId: String(place.id),
  name: place.name,
  ...addressOf(place.address, names, read),
  updatedAt: place.updatedAt,
});

/**
 * A product row in the record's words: the text fields as the vendor sends them (missing or empty
 * become null), the one category it is filed under, and a price that counts only when it is a number.
 */
export interface ProductFields extends Pick<ProductRecord, 'vendorId' | 'name' | 'sku' | 'updatedAt'> {
  upc?: string | null;
  brand?: string | null;
  category?: string | null;
  size?: string | null;
  color?: string | null;
  price?: number | null;
}

/** A product record of a vendor's product row (see ProductFields). */
export const productOf = (row: ProductFields): ProductRecord => ({
  vendorId: row.vendorId,
  name: row.name,
  sku: row.sku,
  upc: text(row.upc),
  brand: text(row.brand),
  ...filedUnder(row.category),
  size: text(row.size),
  color: text(row.color),
  price: typeof row.price === 'number' ? row.price : null,
  updatedAt: row.updatedAt,
});

/**
 * A vendor's named fields as a record's `attributes` (what a link's column mappings pick from):
 * text and numbers as text, blanks and anything else left out; undefined when none is left.
 */
export function attributesOf(fields: Record<string, unknown> | null | undefined): Record<string, string> | undefined {
  const kept = Object.entries(fields ?? {}).flatMap(([key, value]) => {
    if (typeof value === 'number' && Number.isFinite(value)) return [[key, String(value)] as const];
    return typeof value === 'string' && value.trim() ? [[key, value.trim()] as const] : [];
  });
  return kept.length ? Object.fromEntries(kept) : undefined;
}
