import type { PullPage } from '../../connector.ts';
import type { StreamName } from '../../records.ts';

/** Drains a pull (optionally only its first `maxPages` pages): the records and each page's cursor. For tests and previews. */
export async function collectPull<S extends StreamName>(
  pages: AsyncIterable<PullPage<S>>,
  maxPages = Number.POSITIVE_INFINITY,
) {
  const records: PullPage<S>['records'] = [];
  const cursors: string[] = [];
  for await (const page of pages) {
    records.push(...page.records);
    cursors.push(page.cursor);
    if (cursors.length >= maxPages) break;
  }
  return { records, cursors, lastCursor: cursors.at(-1) ?? null };
}
