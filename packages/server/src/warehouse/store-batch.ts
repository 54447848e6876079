import { type CopyRecord, encodeCopyRows } from '../db/copy-rows.ts';
import type { PullPage } from '../integrations/connector.ts';
import type { StreamName } from '../integrations/records.ts';

/**
 * One store transaction's worth of a stream, pulled on the main thread or in the
 * worker thread (pull-thread.ts) alike: the records deduplicated and encoded as binary COPY rows, or
 * as the upsert's JSON text when COPY rows cannot carry them, with the pulled count and the last
 * page's cursor.
 */
export interface StoreBatch {
  /** records pulled, duplicates within the batch included (the run's counts) */
  pulled: number;
  cursor: string;
  /** the deduplicated records as PostgreSQL binary COPY rows (db/copy-rows.ts) */
  copy?: Buffer;
  /** the deduplicated records as one JSON array (text) */
  encoded?: string;
}

/** The account and source every COPY row of a batch carries. */
export interface RowOwner {
  accountId: number;
  sourceId: number;
}

/** A page whose records are already serialised: vendor id, JSON text, update time (or null). */
export interface EncodedPage {
  records: CopyRecord[];
  cursor: string;
}

const updateTime = (record: object): string | null => {
  const value = (record as { updatedAt?: unknown }).updatedAt;
  return typeof value === 'string' ? value : null;
};

/** Serialises a page's records as they arrive, so a batch is only joined when it is asked for. */
export const encodePage = <S extends StreamName>(page: PullPage<S>): EncodedPage => ({
  cursor: page.cursor,
  records: page.records.map((record) => ({
    vendorId: record.vendorId,
    json: JSON.stringify(record),
    updatedAt: updateTime(record),
  })),
});

/** A pull's pages, each serialised as it arrives. */
export async function* encodePages(pages: AsyncIterable<PullPage<StreamName>>): AsyncIterable<EncodedPage> {
  for await (const page of pages) yield encodePage(page);
}

/**
 * A batch of encoded pages, deduplicated (the last word wins), as COPY rows (copy-rows.ts), or as
 * the upsert's JSON text when a record's update time is not plain ISO 8601 (rare: the database's
 * own cast then reads it). The COPY rows are a buffer of its own (not Node's shared pool), so that
 * it can be handed over to another thread.
 */
export function joinBatch(pages: readonly EncodedPage[], owner: RowOwner): StoreBatch {
  let pulled = 0;
  const latest = new Map<string, CopyRecord>();
  for (const page of pages) {
    pulled += page.records.length;
    for (const record of page.records) latest.set(record.vendorId, record);
  }
  const cursor = pages.at(-1)!.cursor;
  const records = [...latest.values()];
  const copy = encodeCopyRows(owner.accountId, owner.sourceId, records);
  if (copy) return { pulled, cursor, copy };
  return { pulled, cursor, encoded: `[${records.map((record) => record.json).join(',')}]` };
}
