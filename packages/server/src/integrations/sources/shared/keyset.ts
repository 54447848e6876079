import { floorToSecond, keepPast, type Watermark } from './watermark.ts';

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
