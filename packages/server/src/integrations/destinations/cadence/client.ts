import { fetchWithRetry } from '../../http.ts';
import { VendorError } from '../../vendor-error.ts';
import type { DestinationOptions } from '../options.ts';

/**
 * Upper Quadrant's Cadence intake. No public API, address or auth scheme was found
 * (destination-apis.md §6): every path, field and answer here is ASSUMED and listed in
 * docs/vendors/cadence.md. There is no default host: the server is given one (VENDOR_ENDPOINTS
 * `cadence`) with its key (CADENCE_API_KEY), the Cadence form holding no credential (spec 2 §3).
 */
export type CadenceStream = 'sales' | 'products' | 'inventory' | 'stores';

export const notConfigured = () =>
  new VendorError(
    'invalid',
    'NotConfigured',
    'Cadence is not set up on this server: its address (VENDOR_ENDPOINTS cadence) and key (CADENCE_API_KEY) are needed.',
  );

const messageOf = (text: string): string => {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    if (typeof json.message === 'string') return json.message;
  } catch {
    // not JSON
  }
  return text.slice(0, 300);
};

export class CadenceClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;

  constructor(private readonly options: DestinationOptions = {}) {
    const base = options.endpoints?.cadence;
    const key = options.endpoints?.cadenceApiKey;
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
    // the key is the server's, not the user's: its refusal is for an administrator to fix
    if (res.status === 401 || res.status === 403)
      throw new VendorError(
        'invalid',
        'InvalidApiKey',
        "Cadence refused StoreLens's key; an administrator must renew CADENCE_API_KEY.",
        res.status,
      );
    if (!res.ok)
      throw new VendorError(
        'invalid',
        'CadenceRejected',
        `Cadence answered ${res.status}: ${messageOf(text)}`,
        res.status,
      );
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}

/** The feed a source's records go to: one per StoreLens account and source (assumed, see the doc). */
export const feedIdOf = (context: { accountId: number; sourceId: number }) =>
  `storelens-${context.accountId}-${context.sourceId}`;
