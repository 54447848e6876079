import type { PullRequest } from '../../connector.ts';
import { VendorError } from '../../vendor-error.ts';
import {
  decodeCursor,
  encodeCursor,
  floorToSecond,
  isPast,
  isPastAt,
  type Watermark,
  watermarkFrom,
} from '../shared/watermark.ts';
import { awaitBulk, bulkStatus, groupBulkRows, readBulkRows, startBulkQuery } from './bulk.ts';
import { legacyId, type ShopifyClient } from './client.ts';

/** Records per page handed to the engine from a bulk file. */
const BULK_PAGE = 250;

/** A stream whose first load is a bulk export. */
export interface BulkStream<N, R> {
  /** the bulk query for the nodes matching a search (`updated_at:>='…'`) */
  query: (search: string) => string;
  /** the connection each node's child rows (`__parentId`) are put into; none when nodes have no children */
  childField?: string;
  toRecords: (node: N) => R[];
}

/** Where a bulk export stands in a cursor: the operation, the nodes of its file already stored, its lower bound. */
interface BulkState {
  id: string;
  done: number;
  since: Watermark;
}

type Page<R> = { records: R[]; cursor: string };

/**
 * A stream's first load (no cursor yet, in the main run or a history back-fill) as one bulk export;
 * every later run pages `updated_at:>=` the watermark through `paged`. If the shop already runs a bulk
 * query for this app (one at a time), the load pages instead of waiting for it.
 */
export async function* firstLoadInBulk<N extends { id: string; updatedAt: string }, R>(
  client: ShopifyClient,
  request: PullRequest,
  stream: BulkStream<N, R>,
  paged: (request: PullRequest) => AsyncIterable<Page<R>>,
): AsyncIterable<Page<R>> {
  const resume = decodeCursor<{ bulk: BulkState }>(request.cursor)?.bulk;
  if (request.cursor && !resume) {
    yield* paged(request);
    return;
  }
  const since = resume?.since ?? watermarkFrom(null, request.startDate);
  if (yield* pullInBulk(client, stream, since, resume ?? null)) return;
  yield* paged({ ...request, cursor: encodeCursor({ mark: since }) });
}

/**
 * Every node updated since `since`, read from a bulk export's file and handed out in pages. A page's
 * cursor names the operation and how many of its nodes are stored, so a run killed part-way reads
 * the same file again past them (or, if the file is gone, exports again: upserts by vendor id keep
 * that free of duplicates). The last page's cursor is a watermark: the newest node read, or the
 * moment the export began if a node changed while it ran (the incremental run after it then reads
 * those again rather than miss one). Answers false when no export could be started.
 */
async function* pullInBulk<N extends { id: string; updatedAt: string }, R>(
  client: ShopifyClient,
  stream: BulkStream<N, R>,
  since: Watermark,
  resume: BulkState | null,
): AsyncGenerator<Page<R>, boolean> {
  let id = resume?.id ?? null;
  let skip = resume?.done ?? 0;
  let op = id ? await bulkStatus(client, id) : null;
  const usable =
    op &&
    ['CREATED', 'RUNNING', 'COMPLETED'].includes(op.status) &&
    !(op.status === 'COMPLETED' && !op.url && skip > 0);
  if (!usable) {
    id = await startBulkQuery(client, stream.query(`updated_at:>='${floorToSecond(since)}'`));
    if (!id) return false;
    skip = 0;
  }
  op = await awaitBulk(client, id!);
  if (!op)
    throw new VendorError('retryable', 'VendorUnavailable', 'Shopify lost the bulk export; it starts again next run');
  const started: Watermark = { updatedAt: op.createdAt, id: '' };
  const sinceAt = Date.parse(since.updatedAt);
  let newest = since;
  let newestAt = sinceAt;
  let read = 0;
  let records: R[] = [];
  let pending: Page<R> | null = null;
  const batches = op.url ? groupBulkRows<N>(readBulkRows(op.url), stream.childField) : [];
  for await (const nodes of batches) {
    for (const node of nodes) {
      const at = Date.parse(node.updatedAt);
      const nodeId = legacyId(node.id);
      if (!isPastAt(at, nodeId, sinceAt, since.id)) continue;
      read++;
      if (isPastAt(at, nodeId, newestAt, newest.id)) {
        newest = { updatedAt: node.updatedAt, id: nodeId };
        newestAt = at;
      }
      if (read <= skip) continue;
      for (const record of stream.toRecords(node)) records.push(record);
      if (records.length >= BULK_PAGE) {
        // one page behind, so that the very last page can carry the final watermark
        if (pending) yield pending;
        pending = { records, cursor: encodeCursor({ bulk: { id: op.id, done: read, since } }) };
        records = [];
      }
    }
  }
  if (pending) yield pending;
  const mark = isPast(newest, started) ? started : newest;
  yield { records, cursor: encodeCursor({ mark }) };
  return true;
}
