import type { PullPage } from '../../integrations/connector.ts';
import type { RecordsByStream, StreamName } from '../../integrations/records.ts';

/**
 * One store transaction's worth of a stream (issue 15 §2): either the records themselves (a pull
 * on the main thread) or the records already encoded as the upsert's one parameter (a pull in the
 * worker thread, pull-thread.ts), with the pulled count and the last page's cursor.
 */
export interface StoreBatch<S extends StreamName = StreamName> {
  /** records pulled, duplicates within the batch included (the run's counts) */
  pulled: number;
  cursor: string;
  records?: RecordsByStream[S][];
  /** the deduplicated records as one JSON array: text, or PostgreSQL's binary jsonb (version byte 1, then the text) */
  encoded?: string | Buffer;
}

/** A page whose records are already serialised, each as [vendor id, JSON text]. */
export interface EncodedPage {
  records: Array<[string, string]>;
  cursor: string;
}

/** Serialises a page's records as they arrive, so a batch is only joined when it is asked for. */
export const encodePage = <S extends StreamName>(page: PullPage<S>): EncodedPage => ({
  cursor: page.cursor,
  records: page.records.map((record) => [record.vendorId, JSON.stringify(record)]),
});

/**
 * A batch of encoded pages as the upsert's parameter, deduplicated (the last word wins). Binary
 * jsonb spares the main thread the string's UTF-8 encoding when the database is PostgreSQL
 * (node-postgres sends a Buffer as it is); the embedded database takes the text.
 */
export function joinBatch(
  pages: readonly EncodedPage[],
  binary: boolean,
): { pulled: number; cursor: string; encoded: string | Buffer } {
  let pulled = 0;
  const latest = new Map<string, string>();
  for (const page of pages) {
    pulled += page.records.length;
    for (const [vendorId, json] of page.records) latest.set(vendorId, json);
  }
  const text = `[${[...latest.values()].join(',')}]`;
  const cursor = pages.at(-1)!.cursor;
  if (!binary) return { pulled, cursor, encoded: text };
  // a buffer of its own (not the shared pool), so that it can be handed over to another thread
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text) + 1);
  bytes[0] = 1;
  bytes.write(text, 1);
  return { pulled, cursor, encoded: bytes };
}
