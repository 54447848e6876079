import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import { HttpError } from '../platform/errors.ts';
import { VendorError } from './vendor-error.ts';

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
      throw new HttpError(
        502,
        'VendorUnavailable',
        `The service could not be reached right now (${err.message}). Try again in a few minutes.`,
      );
    }
    const path = err.field && fieldPrefix ? `${fieldPrefix}.${err.field}` : err.field;
    throw new HttpError(400, err.code, err.message, path ? { [path]: err.message } : undefined);
  }
}

/** Runs a vendor lookup; a refusal answers with the vendor's code (the page stays silent on failure). */
export async function fromVendor<T>(deps: Deps, lookup: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await checkWithVendor(async () => {
    result = await lookup();
  }, deps.log);
  return result as T;
}

export const vendorOptions = (deps: Deps) => ({ endpoints: deps.connectors.endpoints });
