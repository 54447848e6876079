import type { VendorEndpoints } from '../connector.ts';
import { fetchWithRetry } from '../http.ts';
import { VendorError } from '../vendor-error.ts';
import type { DestinationOptions } from './options.ts';

/**
 * A JSON API reached with StoreLens's own key rather than the account's (Upper Quadrant's Cadence and
 * UQube, destination-apis.md §6): the server is given the vendor's address (VENDOR_ENDPOINTS) and key
 * (an environment variable), so a refused key is for an administrator to fix, never the user.
 */
export interface ServerKeyVendor {
  /** as messages name it: 'Cadence' */
  name: string;
  /** the VENDOR_ENDPOINTS entries of its address and of its key */
  endpoint: keyof VendorEndpoints;
  apiKeyEndpoint: keyof VendorEndpoints;
  /** the environment variable the key comes from */
  apiKeyVariable: string;
  /** the code of any other refusal: 'CadenceRejected' */
  rejectedCode: string;
  /** a refusal this vendor tells apart, checked before the generic one */
  refusalOf?: (status: number, path: string) => VendorError | undefined;
}

const messageOf = (text: string): string => {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    if (typeof json.message === 'string') return json.message;
  } catch {
    // not JSON
  }
  return text.slice(0, 300);
};

export class ServerKeyJsonClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;

  constructor(
    private readonly vendor: ServerKeyVendor,
    private readonly options: DestinationOptions = {},
  ) {
    const base = options.endpoints?.[vendor.endpoint];
    const key = options.endpoints?.[vendor.apiKeyEndpoint];
    if (!base || !key)
      throw new VendorError(
        'invalid',
        'NotConfigured',
        `${vendor.name} is not set up on this server: its address (VENDOR_ENDPOINTS ${vendor.endpoint}) and key (${vendor.apiKeyVariable}) are needed.`,
      );
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
    const { name } = this.vendor;
    // the key is the server's, not the user's: its refusal is for an administrator to fix
    if (res.status === 401 || res.status === 403)
      throw new VendorError(
        'invalid',
        'InvalidApiKey',
        `${name} refused StoreLens's key; an administrator must renew ${this.vendor.apiKeyVariable}.`,
        res.status,
      );
    const refusal = this.vendor.refusalOf?.(res.status, path);
    if (refusal) throw refusal;
    if (!res.ok)
      throw new VendorError(
        'invalid',
        this.vendor.rejectedCode,
        `${name} answered ${res.status}: ${messageOf(text)}`,
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
