/**
 * The vendors of bench/sync in a process of their own (started by the bench through `fork`): the
 * Shopify fake and the S3 fake. A real shop and a real bucket do not run on our machine, so they do
 * not belong in the process whose CPU is measured; they still share this machine's cores, and the
 * bench reports their CPU beside the sync's. Answers its URLs on the IPC channel and ends with it.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_S3_CREDENTIAL, startS3Fake } from '../packages/fakes/src/s3/server.ts';
import { startShopifyFake } from '../packages/fakes/src/shopify/shopify-fake.ts';

export interface SyncFakes {
  shopUrlTemplate: string;
  shopify: { storeName: string; accessToken: string };
  s3: { endpoint: string; accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/** Starts both fakes in this process. */
export async function startSyncFakes(orders: number, customers: number): Promise<SyncFakes> {
  const shopify = await startShopifyFake({
    orders,
    customers,
    products: 500,
    locations: 2,
    throttle: null,
    cacheResponses: true,
    // the first order load is a bulk export: Shopify's own time to build the file is not our
    // machine's work (as the throttle is not), and a status answer taken from the cache would
    // say RUNNING for ever
    bulk: { runMs: 0 },
  });
  const s3 = await startS3Fake({ buckets: ['bench'] });
  const files = await cacheBulkFiles(shopify.shopUrlTemplate);
  return {
    shopUrlTemplate: files.shopUrlTemplate,
    shopify: { storeName: shopify.credentials.storeName, accessToken: shopify.credentials.accessToken },
    s3: { endpoint: s3.endpoint, ...DEFAULT_S3_CREDENTIAL },
    close: async () => {
      await files.close();
      await shopify.close();
      await s3.close();
    },
  };
}

/**
 * The shop through a proxy that keeps each bulk export's file once downloaded: the fake answers its
 * GraphQL from its cache but writes a bulk file afresh for every operation (seconds of CPU for
 * 100,000 orders), which Shopify's storage would not spend on our machine. Files are kept by the
 * bulk query that made them (the data does not change during the bench); the status answers' file
 * URLs are pointed at the proxy; everything else passes through as it is.
 */
async function cacheBulkFiles(shopUrlTemplate: string) {
  const shop = new URL(shopUrlTemplate.replace('{storeName}', 'x'));
  const files = new Map<string, Buffer>();
  /** operation number → the bulk query it runs */
  const queries = new Map<string, string>();
  let storage: string | null = null;
  let self = '';
  const read = (stream: NodeJS.ReadableStream) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  const server = createServer(async (req, res) => {
    const file = /^\/bulk\/(\d+)\.jsonl$/.exec(req.url ?? '');
    const key = file ? (queries.get(file[1]!) ?? req.url!) : null;
    const kept = key ? files.get(key) : undefined;
    if (kept) {
      res.writeHead(200, { 'content-type': 'application/jsonl', 'content-length': kept.length }).end(kept);
      return;
    }
    const sent = await read(req);
    const target = new URL(req.url!, file && storage ? storage : shop.origin);
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        void read(answer).then((received) => {
          let body = received;
          if (key && answer.statusCode === 200) files.set(key, body);
          else if (body.includes('BulkOperation/')) {
            const text = body.toString();
            const started = /"bulkOperation":\{"id":"gid:\/\/shopify\/BulkOperation\/(\d+)"/.exec(text);
            if (started) queries.set(started[1]!, String(JSON.parse(sent.toString()).variables?.query));
            // a status answer naming the file: the proxy serves it
            const url = /"url":"(http:\/\/127\.0\.0\.1:\d+)\/bulk\//.exec(text);
            if (url) {
              storage = url[1]!;
              body = Buffer.from(text.replaceAll(`${storage}/bulk/`, `${self}/bulk/`));
            }
          }
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    upstream.end(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const path = new URL(shopUrlTemplate.replace('{storeName}', 'STORE')).pathname.replace('STORE', '{storeName}');
  return {
    shopUrlTemplate: `${self}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.send && process.argv[2] === 'serve') {
  const fakes = await startSyncFakes(Number(process.argv[3]), Number(process.argv[4]));
  const { close: _close, ...urls } = fakes;
  process.send(urls);
  process.on('disconnect', () => {
    void fakes.close().finally(() => process.exit(0));
  });
}
