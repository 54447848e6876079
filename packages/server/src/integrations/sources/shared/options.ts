import type { VendorEndpoints } from '../../connector.ts';
import type { RetryOptions } from '../../http.ts';
import type { CustomerRecord } from '../../records.ts';

/** What a source connector factory takes: where the vendors live (tests and the demo point at the fakes) and retry tuning. */
export interface SourceOptions {
  endpoints?: VendorEndpoints;
  retry?: RetryOptions;
}

/** What a vendor's API client takes: its base URL (the vendor's own when unset; a fake's in tests) and retry tuning. */
export interface VendorClientOptions {
  endpoint?: string;
  retry?: RetryOptions;
}

/** Defers building a pull until it is iterated, so a detail that cannot make a client rejects like any other failure. */
export async function* lazily<T>(make: () => AsyncIterable<T>): AsyncIterable<T> {
  yield* make();
}

/** A pull of a stream the vendor does not have: no pages. */
export async function* noPages<T>(): AsyncIterable<T> {
  yield* [];
}

/** Pages of a vendor's rows as pages of records, each row mapped by `toRecord`, with the rows' cursors. */
export async function* mapRows<T, R>(pages: AsyncIterable<{ rows: T[]; cursor: string }>, toRecord: (row: T) => R) {
  for await (const { rows, cursor } of pages) yield { records: rows.map(toRecord), cursor };
}

/**
 * The customers a page of orders names, each once (rows that name nobody map to null): a person named
 * again keeps their first place and takes the later row's record.
 */
export function namedOnce<T>(rows: readonly T[], toCustomer: (row: T) => CustomerRecord | null): CustomerRecord[] {
  const latest = new Map<string, CustomerRecord>();
  for (const row of rows) {
    const customer = toCustomer(row);
    if (customer) latest.set(customer.vendorId, customer);
  }
  return [...latest.values()];
}
