import { fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';

/**
 * Upper Quadrant's UQube. No public API, address or auth scheme was found (destination-apis.md §6):
 * every path, field and answer here is ASSUMED and listed in docs/vendors/uqube.md. There is no
 * default host: the server is given one (VENDOR_ENDPOINTS `uqube`) with its key (UQUBE_API_KEY); the
 * UQube form names only a database (spec 2 §3).
 */
export interface UqubeDetail {
  database: string;
}

export type UqubeTable = 'customers' | 'orders' | 'products' | 'inventory' | 'locations';

export const notConfigured = () =>
  new VendorError(
    'invalid',
    'NotConfigured',
    'UQube is not set up on this server: its address (VENDOR_ENDPOINTS uqube) and key (UQUBE_API_KEY) are needed.',
  );

/** spec 2 §8 gives UQube no code; a database the account cannot see is the Database field's error. */
export const invalidDatabase = (status?: number) =>
  new VendorError('credentials', 'InvalidDatabase', 'Invalid Database', status, 'database');

const messageOf = (text: string): string => {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    if (typeof json.message === 'string') return json.message;
  } catch {
    // not JSON
  }
  return text.slice(0, 300);
};

export class UqubeClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;

  constructor(private readonly options: DestinationOptions = {}) {
    const base = options.endpoints?.uqube;
    const key = options.endpoints?.uqubeApiKey;
    if (!base || !key) throw notConfigured();
    this.baseUrl = base.replace(/\/+$/, '');
    this.apiKey = key;
  }

  async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await fetchWithRetry(
      `${this.baseUrl}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      this.options.retry,
    );
    const text = await res.text();
    if (res.status === 401 || res.status === 403)
      throw new VendorError(
        'invalid',
        'InvalidApiKey',
        "UQube refused StoreLens's key; an administrator must renew UQUBE_API_KEY.",
        res.status,
      );
    if (res.status === 404 && path.startsWith('/v1/databases/')) throw invalidDatabase(404);
    if (!res.ok)
      throw new VendorError('invalid', 'UqubeRejected', `UQube answered ${res.status}: ${messageOf(text)}`, res.status);
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}

/** spec 2 §7 GET /destinations/uqube/databases: the databases StoreLens's UQube key may load into. */
export async function fetchUqubeDatabases(options: DestinationOptions = {}): Promise<{ databaseName: string }[]> {
  const answer = await new UqubeClient(options).request('GET', '/v1/databases');
  const list = Array.isArray(answer.databases) ? answer.databases : [];
  return list.flatMap((item: unknown) => {
    const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : undefined;
    return typeof name === 'string' && name !== '' ? [{ databaseName: name }] : [];
  });
}
