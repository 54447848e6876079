import { setTimeout as sleep } from 'node:timers/promises';
import { VendorError } from '../../vendor-error.ts';
import type { ShopifyClient } from './client.ts';
import { BULK_RUN_MUTATION, BULK_STATUS_QUERY, type BulkOperationNode } from './graphql-documents.ts';

/**
 * Bulk query operations (shopify.dev/docs/api/usage/bulk-operations/queries): start one, poll it
 * until it is COMPLETED, then read its JSONL file line by line as it downloads.
 */

/** Starts a bulk query; null when the shop already runs one for this app (only one at a time). */
export async function startBulkQuery(client: ShopifyClient, query: string): Promise<string | null> {
  const { bulkOperationRunQuery: payload } = await client.query<{
    bulkOperationRunQuery: { bulkOperation: { id: string } | null; userErrors: { message: string }[] };
  }>(BULK_RUN_MUTATION, { query });
  if (payload.bulkOperation) return payload.bulkOperation.id;
  const message = payload.userErrors.map((e) => e.message).join('; ');
  if (/already in progress/i.test(message)) return null;
  throw new VendorError('invalid', 'VendorError', `Shopify refused the bulk query: ${message}`);
}

/** The operation as it stands, or null when the shop no longer knows it. */
export async function bulkStatus(client: ShopifyClient, id: string): Promise<BulkOperationNode | null> {
  const { node } = await client.query<{ node: BulkOperationNode | null }>(BULK_STATUS_QUERY, { id });
  return node && 'status' in node ? node : null;
}

/** Polls until the operation ends; answers the finished operation (its url is null when nothing matched). */
export async function awaitBulk(client: ShopifyClient, id: string): Promise<BulkOperationNode | null> {
  // soon at first (a small export is ready in a second or two), then less often: Shopify's guide
  // suggests polling at intervals rather than in a loop
  const longestMs = client.options.bulkPollMs ?? 5000;
  for (let poll = 0; ; poll++) {
    const op = await bulkStatus(client, id);
    if (!op || op.status === 'COMPLETED') return op;
    if (op.status === 'FAILED' || op.status === 'CANCELED' || op.status === 'EXPIRED') {
      const why = op.errorCode ? ` (${op.errorCode})` : '';
      throw new VendorError('retryable', 'VendorUnavailable', `Shopify's bulk export ${op.status.toLowerCase()}${why}`);
    }
    await sleep(Math.min(longestMs, 250 * 2 ** poll));
  }
}

/** One JSONL row: a node, with `__parentId` when it belongs to a node above it. */
export type BulkRow = Record<string, unknown> & { id?: string; __parentId?: string };

/**
 * The file's rows, read as they arrive: each network chunk's complete lines, parsed, as one batch
 * (never the whole file in memory). A batch rather than a row at a time: three async generators
 * passing on 400,000 rows one by one cost more than parsing them. The file's URL is
 * signed, so no shop credentials go with it.
 */
export async function* readBulkRows(url: string): AsyncIterable<BulkRow[]> {
  let res: Response;
  try {
    res = await fetch(url);
  } catch (err) {
    throw new VendorError(
      'retryable',
      'VendorUnavailable',
      `Shopify's bulk export file could not be read: ${String(err)}`,
    );
  }
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new VendorError('retryable', 'VendorUnavailable', `Shopify's bulk export file answered ${res.status}`);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let finished = false;
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (err) {
        // a download cut off part-way: the next run reads the file again past what was stored
        throw new VendorError('retryable', 'VendorUnavailable', `Shopify's bulk export file broke off: ${String(err)}`);
      }
      if (chunk.done) break;
      const text = rest + decoder.decode(chunk.value, { stream: true });
      const end = text.lastIndexOf('\n');
      if (end < 0) {
        rest = text;
        continue;
      }
      rest = text.slice(end + 1);
      const rows = parseLines(text, end);
      if (rows.length) yield rows;
    }
    finished = true;
    const tail = rest + decoder.decode();
    const last = parseLines(tail, tail.length);
    if (last.length) yield last;
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/** The JSON rows of `text` up to `end` (a newline), blank lines skipped. */
function parseLines(text: string, end: number): BulkRow[] {
  const rows: BulkRow[] = [];
  for (let start = 0; start <= end; ) {
    let next = text.indexOf('\n', start);
    if (next < 0 || next > end) next = end;
    if (next > start) {
      const row = parseRow(text.slice(start, next));
      if (row) rows.push(row);
    }
    start = next + 1;
  }
  return rows;
}

function parseRow(line: string): BulkRow | null {
  try {
    return JSON.parse(line) as BulkRow;
  } catch {
    if (line.trim() === '') return null;
    // only the last line of a file cut off part-way can be half a row
    throw new VendorError('retryable', 'VendorUnavailable', "Shopify's bulk export file ended part-way through a row");
  }
}

/**
 * Rebuilds parents with their children, a batch at a time: each child row (`__parentId`) is put
 * into the parent's connection named by `childField` (without one, every row is a node of its
 * own), and a parent is handed out once the next parent starts (the file places children right
 * below their parent). The parsed rows are reused as they are: copying 400,000 of them only fed
 * the garbage collector.
 */
export async function* groupBulkRows<P>(batches: AsyncIterable<BulkRow[]>, childField?: string): AsyncIterable<P[]> {
  if (!childField) {
    for await (const rows of batches) yield rows as P[];
    return;
  }
  let parent: BulkRow | null = null;
  let children: BulkRow[] = [];
  const finish = (): P => {
    parent![childField] = { nodes: children, pageInfo: { hasNextPage: false, endCursor: null } };
    return parent as P;
  };
  for await (const rows of batches) {
    const done: P[] = [];
    for (const row of rows) {
      if (row.__parentId === undefined) {
        if (parent) done.push(finish());
        parent = row;
        children = [];
        continue;
      }
      if (!parent || row.__parentId !== parent.id) {
        throw new VendorError('invalid', 'VendorError', "Shopify's bulk export file lists a line away from its order");
      }
      // the same shape, without the link: the mappers read named fields only
      row.__parentId = undefined;
      children.push(row);
    }
    if (done.length) yield done;
  }
  if (parent) yield [finish()];
}
