import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { PushBatch } from '../../connector.ts';
import { defineDestinationConnector, everyStream } from '../../define-destination-connector.ts';
import { STREAM_NAMES } from '../../records.ts';
import type { DestinationOptions } from '../options.ts';
import { checkS3 } from './check.ts';
import { createS3Client, keyPrefix, putObject, type S3Detail } from './client.ts';

/**
 * One JSON record per line (NDJSON), so a file of any size can be read line by line. The records'
 * JSON text as the warehouse holds it, when the batch carries it: no parse and no serialising again.
 */
export const toNdjson = (batch: PushBatch) =>
  batch.json
    ? batch.json.length
      ? `${batch.json.join('\n')}\n`
      : ''
    : batch.records.map((record) => `${JSON.stringify(record)}\n`).join('');

/**
 * `{path}/{stream}/{accountId}-{sourceId}-{batchKey}.jsonl`, where batchKey is a hash of the file's
 * content: pushing the same batch again overwrites the same object instead of adding a second file.
 */
export function objectKey(
  detail: S3Detail,
  batch: PushBatch,
  body: string | Uint8Array,
  context: { accountId: number; sourceId: number },
  sha256Hex = createHash('sha256').update(body).digest('hex'),
): string {
  const batchKey = sha256Hex.slice(0, 24);
  return `${keyPrefix(detail.path)}${batch.stream}/${context.accountId}-${context.sourceId}-${batchKey}.jsonl`;
}

/** Records per file. */
export const S3_FILE_RECORDS = 5_000;

/** Clients kept for reuse, by credentials; the oldest is closed past this many. */
const MAX_CLIENTS = 20;

/** S3 clients kept for reuse by credentials, the most recently used last. */
type S3Clients = Map<string, S3Client>;

function clientFor(clients: S3Clients, detail: S3Detail, options: DestinationOptions): S3Client {
  const key = JSON.stringify([detail.accessKey.trim(), detail.secretKey.trim()]);
  let client = clients.get(key);
  if (client) {
    clients.delete(key); // re-inserted below: the map's order is the use order
  } else {
    client = createS3Client(detail, options);
    if (clients.size >= MAX_CLIENTS) {
      const [oldest, stale] = clients.entries().next().value!;
      clients.delete(oldest);
      stale.destroy();
    }
  }
  clients.set(key, client);
  return client;
}

export const createS3Destination = defineDestinationConnector<S3Detail, DestinationOptions, S3Clients>({
  auth: 'signed',
  // one file per 5,000 records (about 5 MB of orders): far fewer requests and reads than the
  // 500 a vendor API call takes, and a size analytics tools read efficiently
  pushBatchSize: S3_FILE_RECORDS,
  check: checkS3,
  // A run pushes hundreds of batches with the same credentials: one client (and its kept-alive
  // connection) serves them all instead of a new client and TCP connection per batch.
  keep: () => new Map(),
  // A file bucket takes every stream as it is.
  streams: everyStream(STREAM_NAMES, async ({ detail, options, state, context, batch }) => {
    const text = toNdjson(batch);
    if (!text) return;
    // encoded and hashed once: the hash names the object and signs the request
    const body = Buffer.from(text, 'utf8');
    const sha256Hex = createHash('sha256').update(body).digest('hex');
    await putObject(
      clientFor(state, detail, options),
      detail.bucket.trim(),
      objectKey(detail, batch, body, context, sha256Hex),
      body,
      'application/x-ndjson',
      sha256Hex,
    );
  }),
});

export const s3Destination = createS3Destination();
