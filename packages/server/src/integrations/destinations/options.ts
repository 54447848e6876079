import type { PushBatch, VendorEndpoints } from '../connector.ts';
import type { RetryOptions } from '../http.ts';
import type { StreamName } from '../records.ts';

/**
 * What a destination connector is built with: where the vendors' APIs live (the fakes in tests and
 * the demo, the real hosts otherwise) and the retry policy (tests shorten the backoff).
 */
export interface DestinationOptions {
  endpoints?: VendorEndpoints;
  retry?: RetryOptions;
}

/** Splits `items` into slices of at most `size` (the vendors' per-request batch limits). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let i = 0; i < items.length; i += size) slices.push(items.slice(i, i + size));
  return slices;
}

/** Runs `task` over `items` with at most `limit` in flight (Mailchimp allows 10 connections per key). */
export async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Narrows a batch to one stream, so its records get that stream's record type. */
export const isBatchOf = <S extends StreamName>(batch: PushBatch, stream: S): batch is PushBatch<S> =>
  batch.stream === stream;
