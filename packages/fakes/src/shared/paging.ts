import type { Collection, Stamped, ViewFilter } from './collection.ts';
import { type FakeResponse, intParam } from './http.ts';

/**
 * The paging styles the fakes' vendors use, read off a request the same way everywhere: page
 * numbers with a page size (`page`/`per_page`, `page`/`limit`), offsets (`skip`/`take`), cursors and
 * RFC 8288 `Link` headers. What a vendor calls its parameters and how it wraps a page stays in the fake.
 */

/**
 * A page size parameter: `fallback` when absent, null when it is given outside 1..`max` (the fake
 * answers 400). A fraction inside the range falls back, as `intParam` reads it.
 */
export function pageSizeParam(url: URL, name: string, fallback: number, max: number): number | null {
  const raw = url.searchParams.get(name);
  if (raw !== null && !(Number(raw) >= 1 && Number(raw) <= max)) return null;
  return intParam(url, name, fallback, max);
}

/** An "updated since" lower bound (inclusive) and an extra condition, as a collection filter. */
export function sinceFilter<T>(sinceMs: number | null, where?: (record: T) => boolean): ViewFilter<T> {
  return {
    ...(sinceMs !== null ? { updatedAfter: { ms: sinceMs, inclusive: true } } : {}),
    ...(where ? { where } : {}),
  };
}

/** Page `page` (from 1) of `size` records, oldest change first, and how many match in all. */
export function numberedPage<T extends Stamped>(
  collection: Collection<T>,
  filter: ViewFilter<T>,
  page: number,
  size: number,
): { records: T[]; total: number } {
  return collection.slice(filter, (page - 1) * size, size);
}

/** Page `page` (from 1) of `size` rows of a list the fake built whole. */
export const pageOf = <T>(rows: T[], page: number, size: number): T[] => rows.slice((page - 1) * size, page * size);

/**
 * `limit` records from `offset` in (updatedAt, id) order — counted from the newest when `descending`,
 * newest first — and how many match in all.
 */
export function sliceUpdated<T extends Stamped>(
  collection: Collection<T>,
  filter: ViewFilter<T>,
  offset: number,
  limit: number,
  descending: boolean,
): { records: T[]; total: number } {
  const total = collection.slice(filter, 0, 0).total;
  const start = descending ? Math.max(0, total - offset - limit) : offset;
  const end = descending ? total - offset : offset + limit;
  const { records } = collection.slice(filter, start, Math.max(0, end - start));
  return { records: descending ? records.reverse() : records, total };
}

/**
 * How a vendor pages a list filtered by an "updated since" parameter: its parameter names and page
 * sizes, how it reads the since value, its 400s for a size outside 1..`maxSize` or a since it cannot
 * read, and how it wraps a page.
 */
export interface SinceListStyle {
  size: string;
  defaultSize: number;
  maxSize: number;
  since: string;
  readSince: (text: string) => number | null;
  badSize: FakeResponse;
  badSince: FakeResponse;
  body: (items: unknown[], page: { page: number; size: number; total: number }) => unknown;
}

/**
 * The vendor's answer to a page-number list filtered by "updated since", oldest change first: the
 * page asked for (its records as `toJson` writes them, those `where` keeps), in `style`.
 */
export const sinceList =
  (style: SinceListStyle) =>
  <T extends Stamped>(
    collection: Collection<T>,
    url: URL,
    toJson: (record: T) => unknown,
    where?: (record: T) => boolean,
  ): FakeResponse => {
    const size = pageSizeParam(url, style.size, style.defaultSize, style.maxSize);
    if (size === null) return style.badSize;
    const page = intParam(url, 'page', 1);
    const since = url.searchParams.get(style.since);
    const sinceMs = since ? style.readSince(since) : null;
    if (since && sinceMs === null) return style.badSince;
    const { records, total } = numberedPage(collection, sinceFilter(sinceMs, where), page, size);
    return { status: 200, body: style.body(records.map(toJson), { page, size, total }) };
  };

/** An ISO-8601 instant in ms, or null when it is not one. */
export const isoMs = (text: string): number | null => {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

/** `{page, per_page, total, total_pages}`, the page meta of vendors paged by page number. */
export const pageMeta = (page: number, perPage: number, total: number) => ({
  page,
  per_page: perPage,
  total,
  total_pages: Math.ceil(total / perPage),
});

/** A whole number offset (`skip` ≥ 0) and count (1 ≤ `take` ≤ `max`), or null when either is out of range. */
export function skipTake(skip: unknown, take: unknown, max: number): { skip: number; take: number } | null {
  const s = Number(skip);
  const t = Number(take);
  return Number.isInteger(s) && s >= 0 && Number.isInteger(t) && t >= 1 && t <= max ? { skip: s, take: t } : null;
}

/** `url` with its query parameter `name` set to `value` (the next page's link). */
export function withParam(url: URL, name: string, value: string | number): string {
  const next = new URL(url);
  next.searchParams.set(name, String(value));
  return next.toString();
}

/** An RFC 8288 `Link` header value from relation → URL (relations without a URL are left out). */
export function linkHeader(links: Record<string, string | null | undefined>): string {
  return Object.entries(links)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([rel, href]) => `<${href}>; rel="${rel}"`)
    .join(', ');
}
