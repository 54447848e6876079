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

/**
 * An answer the vendor should not have given (neither ok nor one of its refusals) as a VendorError
 * the user cannot fix by a retry or new credentials: its status and the start of what it said.
 */
export function unexpectedAnswer(vendor: string, status: number, said: string, code = 'VendorError'): VendorError {
  return new VendorError('invalid', code, `${vendor} answered ${status}: ${said.slice(0, 200)}`, status);
}

/** `unexpectedAnswer` of a failed response, its body read as text (none when unreadable). */
export async function unexpectedResponse(vendor: string, res: Response): Promise<VendorError> {
  return unexpectedAnswer(vendor, res.status, await res.text().catch(() => ''));
}

/**
 * A vendor's refusal of the source's credentials, as a factory of its VendorError: the spec 2 §8
 * code and text, the form field to fix, and the status the vendor refuses with (401 unless said).
 */
export const credentialsRefusal =
  (code: string, message: string, field?: string, status: number | undefined = 401) =>
  (): VendorError =>
    new VendorError('credentials', code, message, status, field);
