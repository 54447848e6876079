/**
 * Source pulls in a worker thread: fetching, parsing the vendor's JSON, mapping and
 * encoding the records for the upsert took most of the sync's one busy thread; here they overlap
 * the main thread's storing and delivering. One worker per process, started at the first pull and
 * kept (unreferenced while idle, so it never holds the process open). The engine's guarantees are
 * untouched: the main thread still stores each batch with its cursor in one transaction, and a
 * killed process takes its worker with it.
 *
 * From the TypeScript sources (tests, `tsx`) the worker loads pull-worker.ts through tsx; the
 * production bundle (scripts/build.mjs) has pull-worker.js beside main.js.
 */
import { Worker } from 'node:worker_threads';
import type { PullRequest } from '../../integrations/connector.ts';
import type { PullRecipe } from '../../integrations/pull-recipe.ts';
import type { StreamName } from '../../integrations/records.ts';
import { VendorError } from '../../integrations/vendor-error.ts';
import type { RowOwner, StoreBatch } from '../../warehouse/store-batch.ts';
import type { FromPullWorker, ToPullWorker } from './pull-thread-messages.ts';

interface Thread {
  worker: Worker;
  /** each pull's one outstanding ask */
  asks: Map<number, { resolve: (m: FromPullWorker) => void; reject: (err: Error) => void }>;
  active: number;
}

let thread: Thread | null = null;
let nextId = 1;

/** The bundle's pull-worker.js, or from the sources pull-worker.ts loaded through tsx's hooks (registered in the thread). */
function startWorker(): Worker {
  // a young generation four times the default: parsing a bulk file makes short-lived objects by the
  // million, and the default's frequent scavenges cost the thread a sixth of its CPU
  const resourceLimits = { maxYoungGenerationSizeMb: 64 };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pull-worker.js', import.meta.url), { resourceLimits });
  const entry = new URL('./pull-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, resourceLimits });
}

function sharedThread(): Thread {
  if (thread) return thread;
  const worker = startWorker();
  const current: Thread = { worker, asks: new Map(), active: 0 };
  const fail = (err: Error) => {
    if (thread === current) thread = null;
    for (const ask of current.asks.values()) ask.reject(err);
    current.asks.clear();
  };
  worker.on('message', (message: FromPullWorker) => {
    const ask = current.asks.get(message.id);
    current.asks.delete(message.id);
    ask?.resolve(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the pull worker thread ended (${code})`)));
  worker.unref();
  thread = current;
  return current;
}

function errorOf(message: FromPullWorker & { type: 'error' }): Error {
  if (message.vendor) {
    const v = message.vendor;
    return new VendorError(v.kind, v.code, v.message, v.status, v.field);
  }
  const error = new Error(message.message);
  if (message.stack) error.stack = message.stack;
  return error;
}

/**
 * A stream's store batches pulled in the worker by a connector the registry built (`recipe`):
 * the same batches batchPages makes on the main thread, already deduplicated and encoded.
 */
export async function* pullInThread(
  recipe: PullRecipe,
  detail: Record<string, unknown>,
  stream: StreamName,
  request: PullRequest,
  options: { maxRecords: number; rows: RowOwner },
): AsyncGenerator<StoreBatch> {
  const current = sharedThread();
  const id = nextId++;
  const send = (message: ToPullWorker) => current.worker.postMessage(message);
  if (current.active++ === 0) current.worker.ref();
  send({ type: 'start', id, recipe, detail, stream, request, ...options });
  let over = false;
  try {
    for (;;) {
      const answer = await new Promise<FromPullWorker>((resolve, reject) => {
        current.asks.set(id, { resolve, reject });
        send({ type: 'next', id });
      });
      if (answer.type === 'end') {
        over = true;
        return;
      }
      if (answer.type === 'error') {
        over = true;
        throw errorOf(answer);
      }
      const { encoded, copy } = answer;
      yield {
        pulled: answer.pulled,
        cursor: answer.cursor,
        // the bytes arrive as a plain Uint8Array over the transferred memory
        ...(copy ? { copy: Buffer.from(copy.buffer, copy.byteOffset, copy.byteLength) } : {}),
        ...(encoded === undefined ? {} : { encoded }),
      };
    }
  } finally {
    if (!over && thread === current) send({ type: 'stop', id });
    if (--current.active === 0) current.worker.unref();
  }
}
