import type { Key } from '../shared/collection.ts';
import type { ArgValue } from './graphql-lite.ts';
import { CURSORS } from './graphql-select.ts';

/**
 * Relay connections as Shopify pages them: `first`/`after` with opaque cursors, `nodes` or
 * `edges { cursor node }`, and `pageInfo`.
 */

const MAX_PAGE = 250;

/** `first`/`last` as Shopify reads it: at most 250; a connection without it gets 50 here. */
export const pageSize = (args: Record<string, ArgValue>): number => {
  const n = args.first ?? args.last;
  return Math.min(typeof n === 'number' ? n : 50, MAX_PAGE);
};

/** gid://shopify/Order/12 (or 12) → 12 */
export const legacyNumber = (id: ArgValue | null): number => Number(/(\d+)$/.exec(String(id))?.[1]);

export interface Connection {
  nodes: unknown[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** each node's cursor, for `edges { cursor }` */
  [CURSORS]: (index: number) => string;
}

const encodeCursor = (key: Key) => Buffer.from(JSON.stringify([key.updatedMs, key.id])).toString('base64url');

export function decodeCursor(cursor: ArgValue): Key | null {
  if (typeof cursor !== 'string' || !cursor) return null;
  try {
    const [updatedMs, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [number, number];
    return Number.isFinite(updatedMs) && Number.isFinite(id) ? { updatedMs, id } : null;
  } catch {
    return null;
  }
}

/** A page of records ordered by (updatedAt, id), each cursor that key. */
export function connection<T extends { id: number; updatedAt: string }>(
  page: { records: T[]; hasMore: boolean },
  toNode: (record: T) => unknown,
): { value: Connection; count: number } {
  const last = page.records.at(-1);
  const cursorOf = (record: T) => encodeCursor({ updatedMs: Date.parse(record.updatedAt), id: record.id });
  return {
    value: {
      nodes: page.records.map(toNode),
      pageInfo: { hasNextPage: page.hasMore, endCursor: last ? cursorOf(last) : null },
      [CURSORS]: (i) => cursorOf(page.records[i]!),
    },
    count: page.records.length,
  };
}

/** A page of a plain list (an order's lines), each cursor its position in the list. */
export function listConnection(all: unknown[], args: Record<string, ArgValue>): Connection {
  const from = typeof args.after === 'string' ? Number(Buffer.from(args.after, 'base64url').toString()) + 1 : 0;
  const nodes = all.slice(from, from + pageSize(args));
  const end = from + nodes.length - 1;
  const cursorAt = (index: number) => Buffer.from(String(index)).toString('base64url');
  return {
    nodes,
    pageInfo: { hasNextPage: end + 1 < all.length, endCursor: nodes.length ? cursorAt(end) : null },
    [CURSORS]: (i) => cursorAt(from + i),
  };
}
