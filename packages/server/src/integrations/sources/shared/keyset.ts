import { compareIds, encodeCursor, floorToSecond, keepPast, type Watermark } from './watermark.ts';

/**
 * Walks an "updated since" list that pages by page number (WooCommerce, Heartland) as if it had
 * keysets. Page numbers over a moving list lose records — one changed mid-run jumps to the end and
 * shifts the rest one place back — so each request starts again from the last record's second
 * (`fetchPage(sinceSecond, 1)`, inclusive) and skips what it already handed out. Only when a whole
 * page shares one second does it turn to the next page number.
 */
export async function* walkUpdated<T>(
  fetchPage: (sinceSecond: string, page: number) => Promise<T[]>,
  pageSize: number,
  start: Watermark,
  keyOf: (row: T) => Watermark,
): AsyncIterable<{ rows: T[]; mark: Watermark }> {
  let mark = start;
  let second = floorToSecond(mark);
  let page = 1;
  for (;;) {
    const rows = await fetchPage(second, page);
    const kept = keepPast(rows, mark, keyOf);
    mark = kept.mark;
    if (kept.fresh.length) yield { rows: kept.fresh, mark };
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    const lastSecond = floorToSecond(keyOf(last));
    if (lastSecond === second) page++;
    else {
      second = lastSecond;
      page = 1;
    }
  }
}

/**
 * The records of a list read whole (or answered in one call) that lie past the watermark, in the
 * order a resumed run expects — by update time, then vendor id — `pageSize` at a time, each page's
 * cursor the watermark of its last record: a run resumed mid-way picks up where the last stored page ended.
 */
export async function* pagesPast<R extends { updatedAt: string; vendorId: string }>(
  records: readonly R[],
  mark: Watermark,
  pageSize: number,
): AsyncIterable<{ records: R[]; cursor: string }> {
  const sorted = [...records].sort(
    (a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || compareIds(a.vendorId, b.vendorId),
  );
  const { fresh } = keepPast(sorted, mark, (r) => ({ updatedAt: r.updatedAt, id: r.vendorId }));
  for (let i = 0; i < fresh.length; i += pageSize) {
    const page = fresh.slice(i, i + pageSize);
    const last = page.at(-1)!;
    yield { records: page, cursor: encodeCursor({ mark: { updatedAt: last.updatedAt, id: last.vendorId } }) };
  }
}
