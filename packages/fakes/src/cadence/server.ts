import { type DestFakeControls, isRecord, parseJson } from '../shared/dest-http.ts';
import { Refusal, startServerKeyFake } from '../shared/server-key-fake.ts';

/**
 * A local stand-in for Upper Quadrant's Cadence intake. No public API exists (destination-apis.md
 * §6), so this is the interface the client ASSUMES, written down in docs/vendors/cadence.md:
 * `Authorization: Bearer <key>`; `GET /v1/ping`; `POST /v1/feeds/{feedId}/{stream}` with
 * `{"records":[...]}` (at most 1000, each with an `id`, upserted) for the streams sales, products,
 * inventory and stores, answering 202 `{"accepted":N}`. Errors are `{"error","message"}`; 429 carries
 * Retry-After.
 */
export const DEFAULT_CADENCE_API_KEY = 'cadence-test-api-key';
export const CADENCE_STREAMS = ['sales', 'products', 'inventory', 'stores'] as const;
export type CadenceStream = (typeof CADENCE_STREAMS)[number];
export const CADENCE_MAX_RECORDS = 1000;

/** What each record of a stream must carry (besides its `id`). */
const REQUIRED: Record<CadenceStream, readonly string[]> = {
  sales: ['order_id', 'sold_at', 'quantity', 'unit_price'],
  products: ['name'],
  inventory: ['product_id', 'store_id', 'quantity'],
  stores: ['name'],
};

export interface CadenceFakeOptions {
  port?: number;
  apiKey?: string;
}

export interface CadenceFake extends DestFakeControls {
  endpoint: string;
  apiKey: string;
  /** `${feedId}` → stream → record id → record (upserted) */
  feeds: Map<string, Record<CadenceStream, Map<string, Record<string, unknown>>>>;
  /** the records of one stream across every feed */
  records(stream: CadenceStream): Record<string, unknown>[];
}

export async function startCadenceFake(options: CadenceFakeOptions = {}): Promise<CadenceFake> {
  const apiKey = options.apiKey ?? DEFAULT_CADENCE_API_KEY;
  const feeds: CadenceFake['feeds'] = new Map();

  const feed = (id: string) => {
    let found = feeds.get(id);
    if (!found) {
      found = { sales: new Map(), products: new Map(), inventory: new Map(), stores: new Map() };
      feeds.set(id, found);
    }
    return found;
  };

  function receive(feedId: string, stream: CadenceStream, body: unknown): number {
    const records = isRecord(body) ? body.records : undefined;
    if (!Array.isArray(records)) throw new Refusal(400, 'invalid_body', 'records must be an array');
    if (records.length > CADENCE_MAX_RECORDS)
      throw new Refusal(413, 'too_many_records', `At most ${CADENCE_MAX_RECORDS} records a request.`);
    records.forEach((record, index) => {
      const missing = isRecord(record)
        ? ['id', ...REQUIRED[stream]].find((field) => record[field] === undefined || record[field] === null)
        : 'id';
      if (missing) throw new Refusal(400, 'invalid_record', `records[${index}].${missing} is required`);
    });
    const target = feed(feedId)[stream];
    for (const record of records as Record<string, unknown>[]) target.set(String(record.id), record);
    return records.length;
  }

  const server = await startServerKeyFake({
    apiKey,
    port: options.port,
    route: (method, url, raw) => {
      if (method === 'GET' && url.pathname === '/v1/ping') return { status: 200, body: { status: 'ok' } };
      const match = /^\/v1\/feeds\/([A-Za-z0-9_-]+)\/([a-z]+)$/.exec(url.pathname);
      if (method === 'POST' && match && (CADENCE_STREAMS as readonly string[]).includes(match[2] ?? '')) {
        const body = parseJson(raw);
        const accepted = receive(match[1] as string, match[2] as CadenceStream, body);
        return { status: 202, body: { accepted } };
      }
      return undefined;
    },
  });
  return {
    ...server,
    endpoint: server.url,
    apiKey,
    feeds,
    records: (stream) => [...feeds.values()].flatMap((f) => [...f[stream].values()]),
  };
}
