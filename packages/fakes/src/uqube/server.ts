import { type DestFakeControls, isRecord, parseJson } from '../shared/dest-http.ts';
import { Refusal, startServerKeyFake } from '../shared/server-key-fake.ts';

/**
 * A local stand-in for Upper Quadrant's UQube. No public API exists (destination-apis.md §6), so
 * this is the interface the client ASSUMES, written down in docs/vendors/uqube.md:
 * `Authorization: Bearer <key>`; `GET /v1/databases` → `{"databases":[{"name"}]}`;
 * `POST /v1/databases/{database}/tables/{table}/rows` with `{"rows":[...]}` (at most 1000, each with
 * an `id`, upserted) for the tables customers, orders, products, inventory and locations, answering
 * 200 `{"upserted":N}`. An unknown database is 404; errors are `{"error","message"}`; 429 carries
 * Retry-After.
 */
export const DEFAULT_UQUBE_API_KEY = 'uqube-test-api-key';
export const DEFAULT_UQUBE_DATABASES = ['StoreLens Demo', 'Marketing Results'];
export const UQUBE_TABLES = ['customers', 'orders', 'products', 'inventory', 'locations'] as const;
export type UqubeTable = (typeof UQUBE_TABLES)[number];
export const UQUBE_MAX_ROWS = 1000;

export interface UqubeFakeOptions {
  port?: number;
  apiKey?: string;
  databases?: string[];
}

export interface UqubeFake extends DestFakeControls {
  endpoint: string;
  apiKey: string;
  databases: string[];
  /** database → table → row id → row */
  rows: Map<string, Map<UqubeTable, Map<string, Record<string, unknown>>>>;
  /** the rows of one table of one database */
  table(database: string, table: UqubeTable): Record<string, unknown>[];
}

export async function startUqubeFake(options: UqubeFakeOptions = {}): Promise<UqubeFake> {
  const apiKey = options.apiKey ?? DEFAULT_UQUBE_API_KEY;
  const databases = options.databases ?? DEFAULT_UQUBE_DATABASES;
  const rows: UqubeFake['rows'] = new Map();

  const tableOf = (database: string, table: UqubeTable) => {
    const tables = rows.get(database) ?? new Map<UqubeTable, Map<string, Record<string, unknown>>>();
    rows.set(database, tables);
    const found = tables.get(table) ?? new Map<string, Record<string, unknown>>();
    tables.set(table, found);
    return found;
  };

  function upsert(database: string, table: UqubeTable, body: unknown): number {
    if (!databases.includes(database))
      throw new Refusal(404, 'database_not_found', `Database '${database}' not found.`);
    const list = isRecord(body) ? body.rows : undefined;
    if (!Array.isArray(list)) throw new Refusal(400, 'invalid_body', 'rows must be an array');
    if (list.length > UQUBE_MAX_ROWS)
      throw new Refusal(413, 'too_many_rows', `At most ${UQUBE_MAX_ROWS} rows a request.`);
    list.forEach((row, index) => {
      if (!isRecord(row) || typeof row.id !== 'string' || row.id === '')
        throw new Refusal(400, 'invalid_row', `rows[${index}].id is required`);
    });
    const target = tableOf(database, table);
    for (const row of list as Record<string, unknown>[]) target.set(String(row.id), row);
    return list.length;
  }

  const server = await startServerKeyFake({
    apiKey,
    port: options.port,
    route: (method, url, raw) => {
      if (method === 'GET' && url.pathname === '/v1/databases')
        return { status: 200, body: { databases: databases.map((name) => ({ name })) } };
      const match = /^\/v1\/databases\/([^/]+)\/tables\/([a-z]+)\/rows$/.exec(url.pathname);
      if (method === 'POST' && match && (UQUBE_TABLES as readonly string[]).includes(match[2] ?? '')) {
        const upserted = upsert(decodeURIComponent(match[1] as string), match[2] as UqubeTable, parseJson(raw));
        return { status: 200, body: { upserted } };
      }
      return undefined;
    },
  });
  return {
    ...server,
    endpoint: server.url,
    apiKey,
    databases,
    rows,
    table: (database, table) => [...(rows.get(database)?.get(table)?.values() ?? [])],
  };
}
