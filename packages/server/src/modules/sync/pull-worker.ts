/**
 * The worker thread's side of pull-thread.ts: runs source connectors' pulls here, off
 * the main thread (the vendor's JSON parsed, the records mapped and serialised), and hands the main
 * thread one store batch, joined into the upsert's parameter, per ask. The pull reads ahead of the
 * store exactly as on the main thread (batchPages), each page serialised as it arrives.
 */
import { parentPort } from 'node:worker_threads';
import { createConnectorRegistry } from '../../integrations/registry.ts';
import { VendorError } from '../../integrations/vendor-error.ts';
import { batchPages } from '../../warehouse/read-ahead.ts';
import { type EncodedPage, encodePages, joinBatch, type RowOwner } from '../../warehouse/store-batch.ts';
import type { FromPullWorker, ToPullWorker } from './pull-thread-messages.ts';

interface Pull {
  batches: AsyncGenerator<EncodedPage[]>;
  rows: RowOwner;
}

const port = parentPort!;
const pulls = new Map<number, Pull>();
/** connectors by endpoints: a pull builds none afresh */
const registries = new Map<string, ReturnType<typeof createConnectorRegistry>>();

function failure(id: number, err: unknown): FromPullWorker {
  if (err instanceof VendorError)
    return {
      type: 'error',
      id,
      vendor: { kind: err.kind, code: err.code, message: err.message, status: err.status, field: err.field },
    };
  const error = err instanceof Error ? err : new Error(String(err));
  return { type: 'error', id, message: error.message, stack: error.stack };
}

async function answer(id: number, pull: Pull): Promise<void> {
  try {
    const next = await pull.batches.next();
    if (next.done) {
      pulls.delete(id);
      port.postMessage({ type: 'end', id } satisfies FromPullWorker);
      return;
    }
    const batch = joinBatch(next.value, pull.rows);
    const message: FromPullWorker = { type: 'batch', id, ...batch };
    // the bytes move to the main thread without a copy
    port.postMessage(message, batch.copy ? [batch.copy.buffer as ArrayBuffer] : []);
  } catch (err) {
    pulls.delete(id);
    port.postMessage(failure(id, err));
  }
}

port.on('message', (message: ToPullWorker) => {
  if (message.type === 'start') {
    const key = JSON.stringify(message.recipe.endpoints);
    let registry = registries.get(key);
    if (!registry) {
      registry = createConnectorRegistry(message.recipe.endpoints);
      registries.set(key, registry);
    }
    const pages = registry.sources[message.recipe.type].pull(message.detail, message.stream, message.request);
    pulls.set(message.id, { batches: batchPages(encodePages(pages), message.maxRecords), rows: message.rows });
    return;
  }
  const pull = pulls.get(message.id);
  if (!pull) return;
  if (message.type === 'stop') {
    pulls.delete(message.id);
    // ends the read-ahead: the vendor's request in flight is the last
    void pull.batches.return(undefined).catch(() => undefined);
    return;
  }
  void answer(message.id, pull);
});
