/**
 * How a vendor call failed. `retryable` (rate limit, 5xx, timeout) is tried again by later runs;
 * `credentials` needs the user to reconnect; `invalid` is any other refusal.
 */
export type VendorErrorKind = 'retryable' | 'credentials' | 'invalid';

export class VendorError extends Error {
  constructor(
    readonly kind: VendorErrorKind,
    /** the spec 2 §8 code (InvalidApiKey, InvalidAuth, ...) or an HTTP-ish code */
    readonly code: string,
    message: string,
    readonly status?: number,
    /** the form field the code belongs to, when the spec maps it to one */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'VendorError';
  }
}
