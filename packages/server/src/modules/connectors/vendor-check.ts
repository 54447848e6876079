import type { FastifyBaseLogger } from 'fastify';
import { VendorError } from '../../integrations/vendor-error.ts';
import { HttpError } from '../../platform/errors.ts';

/**
 * Runs a vendor credential check and turns a refusal into the spec 2 §8 answer: 400 with the
 * vendor's code, its message, and the message on the field it belongs to (the same dotted path
 * as a validation error, so the form shows it on that field). A vendor that cannot
 * be reached answers 502 with a readable message (not the user's mistake, not our bug).
 */
export async function checkWithVendor(
  check: () => Promise<void>,
  log: FastifyBaseLogger,
  /** where the vendor's field sits in the request body ('detail' for a connector's detail) */
  fieldPrefix?: string,
): Promise<void> {
  try {
    await check();
  } catch (err) {
    if (!(err instanceof VendorError)) throw err;
    if (err.kind === 'retryable') {
      log.warn({ code: err.code, status: err.status }, 'vendor unavailable during credential check');
      throw new HttpError(502, 'VendorUnavailable', `The service could not be reached: ${err.message}`);
    }
    const path = err.field && fieldPrefix ? `${fieldPrefix}.${err.field}` : err.field;
    throw new HttpError(400, err.code, err.message, path ? { [path]: err.message } : undefined);
  }
}
