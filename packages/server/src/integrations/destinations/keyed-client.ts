import { VendorError } from '../vendor-error.ts';
import type { DestinationOptions } from './options.ts';

/** How a vendor refuses each of the account's keys: the spec 2 §8 code and text, and the key's form field. */
export type KeyRefusals<Kind extends string> = Record<Kind, { code: string; message: string; field: string }>;

/** The credentials VendorError of a refused key of `kind`. */
export function refusedKey<Kind extends string>(refusals: KeyRefusals<Kind>, kind: Kind, status?: number): VendorError {
  const { code, message, field } = refusals[kind];
  return new VendorError('credentials', code, message, status, field);
}

/**
 * A destination API called with one of the account's keys (each family of endpoints takes its own,
 * so a refusal names that key's field): the key, which one it is, the options and the base URL.
 */
export abstract class KeyedClient<Kind extends string> {
  protected constructor(
    protected readonly key: string,
    protected readonly kind: Kind,
    protected readonly options: DestinationOptions,
    protected readonly baseUrl: string,
  ) {}
}
