import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Key, ViewFilter } from '../shared/collection.ts';
import type { Dataset } from '../shared/dataset.ts';
import { type FieldNode, findField, parseDocument } from './graphql-cost.ts';
import { parseArgs, updatedAtBound } from './graphql-lite.ts';
import { bulkRows, nodeSelection, type RawObject, SelectionError } from './graphql-select.ts';
import { customerNode, gid, type LongOrders, orderFields, orderLines, productNode } from './shopify-nodes.ts';

/**
 * Bulk query operations (shopify.dev/docs/api/usage/bulk-operations/queries): `bulkOperationRunQuery`
 * takes a query whose root is a connection, the operation goes CREATED → RUNNING → COMPLETED, and its
 * `url` names a JSONL file with one object per line, nested connections flattened into lines of their
 * own that carry `__parentId`, each child right below its parent (the grouping API versions before
 * 2025-07 always give). Each row holds only the fields the query selects (graphql-select.ts), plus
 * `__parentId` on child rows; a query selecting a field its type lacks is refused when it is run,
 * as Shopify validates it then. The file is served by a second local server, as Shopify serves it from cloud
 * storage on another host, without the shop's credentials.
 */

export type BulkStatus = 'CREATED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'CANCELED' | 'EXPIRED';

export interface BulkOperation {
  id: string;
  status: BulkStatus;
  errorCode: string | null;
  createdAt: string;
  completedAt: string | null;
  objectCount: string;
  fileSize: string | null;
  url: string | null;
  partialDataUrl: null;
  query: string;
}

export interface BulkOptions {
  /** how long an operation runs before it completes (ms) */
  runMs?: number;
  /** the orders' long-line setting, so the file holds the same lines the API pages */
  longOrders?: LongOrders;
}

/** The root connections a bulk query may read here. */
const BULK_ROOTS = ['orders', 'customers', 'products'] as const;
type BulkRoot = (typeof BULK_ROOTS)[number];

export async function startBulkOperations(data: Dataset, options: BulkOptions = {}) {
  const operations = new Map<string, BulkOperation & { startedMs: number; root: FieldNode }>();
  let nextId = 1;
  const stats = { created: 0, downloads: 0, /** files that held Order.staffMember */ staffQueries: 0 };
  const runMs = options.runMs ?? 500;
  /** tests: the next download of a root's file breaks off after this many parent rows, as a dropped connection would */
  let cutNext: { parents: number; root: string } | null = null;

  const storage = createServer((req, res) => {
    const match = /^\/bulk\/(\d+)\.jsonl$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    const op = match ? operations.get(gid('BulkOperation', Number(match[1]))) : undefined;
    if (op?.status !== 'COMPLETED') {
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    stats.downloads++;
    const cutAfter = cutNext?.root === op.root.name ? cutNext.parents : null;
    if (cutAfter !== null) cutNext = null;
    void writeJsonl(res, op.root, cutAfter).catch((err: unknown) => res.destroy(err as Error));
  });
  storage.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
  const storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;

  /** Moves an operation along its states by the clock, as Shopify's background job would. */
  const advance = (op: BulkOperation & { startedMs: number }) => {
    if (op.status === 'CREATED') op.status = 'RUNNING';
    if (op.status === 'RUNNING' && Date.now() - op.startedMs >= runMs) {
      op.status = 'COMPLETED';
      op.completedAt = new Date().toISOString();
      op.url = `${storageUrl}/bulk/${op.id.split('/').pop()}.jsonl`;
    }
  };

  const view = (op: BulkOperation & { startedMs: number; root: FieldNode }): BulkOperation => {
    advance(op);
    const { startedMs: _s, root: _r, ...visible } = op;
    return visible;
  };

  /** Streams the file, waiting for the socket to drain so that 100,000 orders never sit in memory. */
  async function writeJsonl(res: ServerResponse, root: FieldNode, cutAfter: number | null) {
    res.writeHead(200, { 'content-type': 'application/jsonl' });
    const args = parseArgs(root.argsText, {});
    const search = typeof args.query === 'string' ? args.query : null;
    // the file is read from the data as it stands at download, not as it stood when the operation
    // ran: a change made meanwhile may or may not be in a real file too, and the client must cope
    const filter: ViewFilter<{ id: number; updatedAt: string }> = { updatedAfter: updatedAtBound(search) ?? undefined };
    const withStaff = asksStaff(root);
    if (withStaff) stats.staffQueries++;
    const name = root.name as BulkRoot;
    const selection = nodeSelection(root) ?? [];
    let after: Key | null = null;
    let written = 0;
    for (;;) {
      const page = pageOf(name, filter, after);
      let chunk = '';
      for (const record of page.records) {
        if (cutAfter !== null && written++ >= cutAfter) {
          res.write(chunk);
          // give the rows written so far time to leave, then drop the connection mid-file
          await new Promise((resolve) => setTimeout(resolve, 50));
          res.destroy();
          return;
        }
        chunk += linesOf(name, selection, record.id, withStaff);
      }
      if (chunk && !res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      const last = page.records.at(-1);
      if (!page.hasMore || !last) break;
      after = { updatedMs: Date.parse(last.updatedAt), id: last.id };
    }
    res.end();
  }

  const pageOf = (name: BulkRoot, filter: ViewFilter<{ id: number; updatedAt: string }>, after: Key | null) =>
    name === 'orders'
      ? data.orders.page(filter, after, 500)
      : name === 'customers'
        ? data.customers.page(filter, after, 500)
        : data.products.page(filter, after, 500);

  /** A node whole, its nested connections as `{ nodes }` (the lines the API pages, for an order). */
  const rawNode = (name: BulkRoot, id: number, withStaff: boolean): RawObject => {
    if (name === 'customers') return customerNode(data.customers.get(id)!);
    if (name === 'products') return productNode(data.products.get(id)!);
    const order = data.orders.get(id)!;
    return { ...orderFields(order, withStaff), lineItems: { nodes: orderLines(order, data, options.longOrders) } };
  };

  /** A node's rows in the file: its selected fields, then each nested connection's nodes with `__parentId`. */
  const linesOf = (name: BulkRoot, selection: FieldNode[], id: number, withStaff: boolean): string =>
    `${bulkRows(selection, rawNode(name, id, withStaff))
      .map((row) => JSON.stringify(row))
      .join('\n')}\n`;

  /** Shopify's check of a bulk query's fields, tried on the root's first node; null when they are all there. */
  const invalidFields = (root: FieldNode): string | null => {
    const name = root.name as BulkRoot;
    const first = pageOf(name, {}, null).records[0];
    const selection = nodeSelection(root);
    if (!selection) return 'Invalid bulk query: the root connection must select edges { node } or nodes.';
    if (!first) return null;
    try {
      bulkRows(selection, rawNode(name, first.id, asksStaff(root)));
      return null;
    } catch (err) {
      if (err instanceof SelectionError) return err.message;
      throw err;
    }
  };

  return {
    stats,
    operations,
    /** `bulkOperationRunQuery(query:)`: the payload Shopify answers. */
    run(queryText: string) {
      for (const op of operations.values()) advance(op);
      const running = [...operations.values()].find((op) => op.status === 'RUNNING');
      if (running) {
        const message = `A bulk query operation for this app and shop is already in progress: ${running.id}.`;
        return { bulkOperation: null, userErrors: [{ field: null, message, code: 'OPERATION_IN_PROGRESS' }] };
      }
      const doc = parseDocument(queryText);
      const root = doc?.fields[0];
      if (!doc || !root || !(BULK_ROOTS as readonly string[]).includes(root.name)) {
        const message = 'Invalid bulk query: the query must include a connection field this fake serves.';
        return { bulkOperation: null, userErrors: [{ field: ['query'], message, code: 'INVALID' }] };
      }
      const invalid = invalidFields(root);
      if (invalid)
        return { bulkOperation: null, userErrors: [{ field: ['query'], message: invalid, code: 'INVALID' }] };
      const op = {
        id: gid('BulkOperation', nextId++),
        status: 'CREATED' as BulkStatus,
        errorCode: null,
        createdAt: new Date().toISOString(),
        completedAt: null,
        objectCount: '0',
        fileSize: null,
        url: null,
        partialDataUrl: null,
        query: queryText,
        startedMs: Date.now(),
        root,
      };
      operations.set(op.id, op);
      stats.created++;
      return { bulkOperation: { id: op.id, status: op.status }, userErrors: [] };
    },
    /** `node(id:)` / `currentBulkOperation`: the operation as it stands now. */
    get(id: string): BulkOperation | null {
      const op = operations.get(id);
      return op ? view(op) : null;
    },
    current(): BulkOperation | null {
      const last = [...operations.values()].at(-1);
      return last ? view(last) : null;
    },
    /** the next download of a `root` export's file breaks off after `parents` parent rows */
    cutNextDownload(parents: number, root: BulkRoot = 'orders') {
      cutNext = { parents, root };
    },
    /**
     * makes an operation fail, or its file expire, as Shopify's can; COMPLETED finishes it now with its
     * file, so a test need not race the clock against `runMs` on a busy machine
     */
    set(id: string, status: BulkStatus) {
      const op = operations.get(id);
      if (!op) return;
      if (status === 'COMPLETED') {
        Object.assign(op, { status: 'RUNNING', startedMs: Number.NEGATIVE_INFINITY });
        advance(op);
      } else Object.assign(op, { status, url: null, startedMs: 0 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        storage.closeAllConnections();
        storage.close(() => resolve());
      }),
  };
}

export type BulkOperations = Awaited<ReturnType<typeof startBulkOperations>>;

const asksStaff = (root: FieldNode) =>
  !!findField(root.selections, ['edges', 'node', 'staffMember']) ||
  !!findField(root.selections, ['nodes', 'staffMember']);
