/**
 * Resume cursors shared by the source connectors.
 *
 * A watermark is the (updatedAt, id) of the last record handed out, in the order the vendor sorts an
 * "updated since" query. Resuming asks the vendor for records updated at or after the watermark's
 * second (filters are second-granular, so "after" alone could drop records that share that second)
 * and drops those not strictly past it. That neither loses a record (anything changed later sorts
 * later) nor repeats one (anything at or before the watermark was already handed out).
 */

export interface Watermark {
  /** ISO instant of the last record's update */
  updatedAt: string;
  /** the last record's vendor id; '' before any record */
  id: string;
}

export function startWatermark(startDate: string): Watermark {
  return { updatedAt: new Date(`${startDate.slice(0, 10)}T00:00:00Z`).toISOString(), id: '' };
}

/** Vendor ids compare as numbers when both are numeric (so '10' follows '9'), else as text. */
export function compareIds(a: string, b: string): number {
  if (a === b) return 0;
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) return a.length - b.length || (a < b ? -1 : 1);
  return a < b ? -1 : 1;
}

/** Is (updatedAt, id) strictly past the watermark? */
export function isPast(record: { updatedAt: string; id: string }, mark: Watermark): boolean {
  return isPastAt(Date.parse(record.updatedAt), record.id, Date.parse(mark.updatedAt), mark.id);
}

/** The same with both instants already parsed (a bulk file's 100,000 nodes are each compared twice). */
export function isPastAt(at: number, id: string, markAt: number, markId: string): boolean {
  const diff = at - markAt;
  return diff > 0 || (diff === 0 && compareIds(id, markId) > 0);
}

/** The watermark's instant rounded down to the whole second, for a vendor's ">=" filter. */
export function floorToSecond(mark: Watermark): string {
  return `${new Date(Math.floor(Date.parse(mark.updatedAt) / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** Cursors are JSON so they stay readable in the sync-state table; `v` lets a later format coexist. */
export function encodeCursor(state: object): string {
  return JSON.stringify({ v: 1, ...state });
}

export function decodeCursor<T extends object>(cursor: string | null): Partial<T> | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(cursor) as unknown;
    return parsed && typeof parsed === 'object' && (parsed as { v?: unknown }).v === 1 ? (parsed as Partial<T>) : null;
  } catch {
    return null;
  }
}

/** The watermark stored in a cursor, or the start date's when there is none. */
export function watermarkFrom(cursor: string | null, startDate: string): Watermark {
  const state = decodeCursor<{ mark: Watermark }>(cursor);
  const mark = state?.mark;
  return mark && typeof mark.updatedAt === 'string' && typeof mark.id === 'string' ? mark : startWatermark(startDate);
}

/** Skips what a resumed query repeats, then advances the watermark to the last record kept. */
export function keepPast<T>(rows: T[], mark: Watermark, keyOf: (row: T) => Watermark): { fresh: T[]; mark: Watermark } {
  // the watermark's instant is read once per page, not once per row (a page is up to 250 rows)
  const markMs = Date.parse(mark.updatedAt);
  const fresh = rows.filter((row) => {
    const key = keyOf(row);
    const diff = Date.parse(key.updatedAt) - markMs;
    return diff > 0 || (diff === 0 && compareIds(key.id, mark.id) > 0);
  });
  const last = fresh.at(-1);
  return { fresh, mark: last ? keyOf(last) : mark };
}
