import type { RecordsByStream, StreamName } from '../../records.ts';

/**
 * A record as a UQube row: the record's own fields in snake case, keyed by the source system's id
 * and the StoreLens source it came from, so two sources of one account never overwrite each other.
 * Order lines stay inside their order (a promotion's response is the order).
 */
export function toUqubeRow<S extends StreamName>(
  record: RecordsByStream[S],
  context: { accountId: number; sourceId: number },
): Record<string, unknown> {
  const row: Record<string, unknown> = {
    id: `${context.sourceId}:${record.vendorId}`,
    storelens_account_id: context.accountId,
    storelens_source_id: context.sourceId,
  };
  for (const [key, value] of Object.entries(record)) row[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  return row;
}
