import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { credentialsRefusal, unexpectedAnswer, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The WooCommerce source's detail (spec 2 §3); `url` is the site's address without scheme or path. */
export type WooCommerceDetail = {
  url: string;
  consumerKey: string;
  consumerSecret: string;
};

/** `endpoint`: the site's base URL; `{url}` is replaced by the detail's site address */
export const WOOCOMMERCE_DEFAULT_ENDPOINT = 'https://{url}';
/** the REST API v3 under the site (reference §2 "Base") */
const API_PATH = '/wp-json/wc/v3';

/** spec 2 §8 codes. */
export const invalidAccess = credentialsRefusal(
  'InvalidAccess',
  'Invalid Consumer Key or Consumer Secret',
  'consumerKey',
);
export const invalidUrl = () =>
  new VendorError('credentials', 'InvalidURL', 'The URL is not a reachable WooCommerce store', undefined, 'url');

export interface WooPage<T> {
  rows: T[];
  total: number;
  totalPages: number;
  /** the server's clock (Date header), for watermarks that must not trust ours */
  serverTime: string | null;
}

/** A host name with an optional port: the spec's "no scheme, no subpaths", and no other URL parts either. */
export function normaliseSiteUrl(url: string): string | null {
  const site = url.trim().replace(/\/+$/, '').toLowerCase();
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(site) ? site : null;
}

/**
 * One site's REST API v3 (reference source-apis.md §2). Keys go as HTTP Basic; when the host strips
 * the Authorization header (WooCommerce then answers `woocommerce_rest_cannot_view`) the client
 * switches to query-string keys, as WooCommerce documents for such hosts.
 */
export class WooCommerceClient extends VendorApiClient<WooCommerceDetail> {
  private keysInQuery = false;

  constructor(detail: WooCommerceDetail, options: VendorClientOptions = {}) {
    const site = normaliseSiteUrl(detail.url ?? '');
    if (!site) throw invalidUrl();
    if (!detail.consumerKey || !detail.consumerSecret) throw invalidAccess();
    super(
      detail,
      options,
      `${baseUrlOf(options.endpoint, WOOCOMMERCE_DEFAULT_ENDPOINT, { url: site })}${API_PATH}`,
      'url',
    );
  }

  async list<T>(resource: string, params: Record<string, string | number>): Promise<WooPage<T>> {
    const res = await this.get(resource, params);
    const rows = (await res.json()) as T[];
    return {
      rows,
      total: Number(res.headers.get('x-wp-total') ?? rows.length),
      totalPages: Number(res.headers.get('x-wp-totalpages') ?? 1),
      serverTime: toIso(res.headers.get('date')),
    };
  }

  private async get(resource: string, params: Record<string, string | number>, isRetry = false): Promise<Response> {
    const url = new URL(`${this.base}/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.keysInQuery) {
      url.searchParams.set('consumer_key', this.detail.consumerKey);
      url.searchParams.set('consumer_secret', this.detail.consumerSecret);
    } else {
      const basic = Buffer.from(`${this.detail.consumerKey}:${this.detail.consumerSecret}`).toString('base64');
      headers.authorization = `Basic ${basic}`;
    }
    let res: Response;
    try {
      res = await fetchWithRetry(url.toString(), { headers }, this.fetchOptions);
    } catch (err) {
      // a site that never answers is a wrong URL unless it was a retryable HTTP failure (429/5xx)
      if (err instanceof VendorError && err.code === 'NetworkError') throw invalidUrl();
      throw err;
    }
    if (res.ok && isJson(res)) return res;
    const body = await res.text().catch(() => '');
    const code = errorCode(body);
    if (res.status === 401 && code === 'woocommerce_rest_cannot_view' && !this.keysInQuery && !isRetry) {
      this.keysInQuery = true;
      return this.get(resource, params, true);
    }
    if (res.status === 401 || res.status === 403) throw invalidAccess();
    // a 404 or an HTML page: not a WordPress site with WooCommerce's REST routes at this address
    if (res.status === 404 || (res.ok && !isJson(res))) throw invalidUrl();
    throw unexpectedAnswer('WooCommerce', res.status, body, code ?? undefined);
  }
}

const isJson = (res: Response) => (res.headers.get('content-type') ?? '').includes('json');

function errorCode(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : null;
  } catch {
    return null;
  }
}

function toIso(httpDate: string | null): string | null {
  const ms = httpDate ? Date.parse(httpDate) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** WooCommerce's `_gmt` dates carry no zone suffix. */
export const gmt = (value: string | null | undefined) => (value ? `${value.replace(/Z$/, '')}Z` : null);
