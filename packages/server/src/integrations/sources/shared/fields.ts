import type { CustomerRecord, LocationRecord } from '../../records.ts';
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
