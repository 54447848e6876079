import { setTimeout as sleep } from 'node:timers/promises';
import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { credentialsRefusal, unexpectedAnswer } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** The BigCommerce source's detail (spec 2 §3). */
export type BigCommerceDetail = {
  storeHash: string;
  accessToken: string;
  clientId: string;
};

/** `endpoint`: the API host; the store's API is `{endpoint}/stores/{storeHash}` (reference §3 "Base") */
export const BIGCOMMERCE_DEFAULT_ENDPOINT = 'https://api.bigcommerce.com';

/** spec 2 §8 codes; the spec gives no texts for these two, so they say what to check. */
export const invalidHash = credentialsRefusal(
  'InvalidHash',
  'No BigCommerce store has this Store Hash',
  'storeHash',
  404,
);
export const invalidToken = credentialsRefusal(
  'InvalidToken',
  'The Access Token is not valid for this store or lacks read access',
  'accessToken',
);

/** A store hash is the path segment of the API path: letters and digits only. */
const STORE_HASH = /^[a-z0-9]{1,40}$/i;

/** The longest we wait for a spent quota window to refill (reference §3: windows of 30 s). */
const MAX_QUOTA_WAIT_MS = 60_000;

/**
 * When each store's spent quota window refills (ms since epoch), by store API base: the quota is
 * the store's, shared by every client of it in this process (one per stream pull, per check).
 */
const quotaResets = new Map<string, number>();

export interface V3Page<T> {
  rows: T[];
  totalPages: number;
}

/**
 * One store's REST API (reference source-apis.md §3): `X-Auth-Token` (and the app's `X-Auth-Client`),
 * JSON. The store's quota is shared by every app, so the client paces itself on the
 * `X-Rate-Limit-Requests-Left` / `X-Rate-Limit-Time-Reset-Ms` headers: once the window is spent it
 * waits for the reset instead of spending a request on a 429. A 429 or 5xx that still happens is
 * retried by the shared helper.
 */
export class BigCommerceClient extends VendorApiClient<BigCommerceDetail> {
  constructor(detail: BigCommerceDetail, options: VendorClientOptions = {}) {
    const hash = (detail.storeHash ?? '').trim();
    if (!STORE_HASH.test(hash)) throw invalidHash();
    if (!detail.accessToken) throw invalidToken();
    super(detail, options, `${baseUrlOf(options.endpoint, BIGCOMMERCE_DEFAULT_ENDPOINT)}/stores/${hash}`);
  }

  /** A v2 list (a bare array); an empty page is a 204 (reference §3), answered as []. */
  async v2List<T>(path: string, params: Record<string, string | number>, missingIsEmpty = false): Promise<T[]> {
    const res = await this.get(`/v2${path}`, params, missingIsEmpty);
    if (res.status === 204 || res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      return [];
    }
    return (await res.json()) as T[];
  }

  /** A v3 list: `{data, meta.pagination}`. */
  async v3List<T>(path: string, params: Record<string, string | number>): Promise<V3Page<T>> {
    const res = await this.get(`/v3${path}`, params);
    const body = (await res.json()) as { data?: T[]; meta?: { pagination?: { total_pages?: number } } };
    return { rows: body.data ?? [], totalPages: body.meta?.pagination?.total_pages ?? 1 };
  }

  /** `missingIsEmpty`: a 404 is a record gone meanwhile (an order's lines), not an unknown store. */
  private async get(path: string, params: Record<string, string | number>, missingIsEmpty = false): Promise<Response> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
    const waitMs = (quotaResets.get(this.base) ?? 0) - Date.now();
    if (waitMs > 0) await sleep(Math.min(waitMs, MAX_QUOTA_WAIT_MS));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-auth-token': this.detail.accessToken,
    };
    if (this.detail.clientId) headers['x-auth-client'] = this.detail.clientId;
    const res = await fetchWithRetry(url.toString(), { headers }, this.options.retry);
    this.noteQuota(res);
    if (res.ok || (missingIsEmpty && res.status === 404)) return res;
    const body = await res.text().catch(() => '');
    if (res.status === 401 || res.status === 403) throw invalidToken();
    // every path we list is documented, so a 404 means the store hash names no store (assumed, see
    // docs/vendors/bigcommerce.md)
    if (res.status === 404) throw invalidHash();
    throw unexpectedAnswer('BigCommerce', res.status, body);
  }

  private noteQuota(res: Response): void {
    const left = Number(res.headers.get('x-rate-limit-requests-left'));
    const resetMs = Number(res.headers.get('x-rate-limit-time-reset-ms'));
    const known = res.headers.has('x-rate-limit-requests-left') && Number.isFinite(left) && Number.isFinite(resetMs);
    if (known && left <= 0) quotaResets.set(this.base, Date.now() + resetMs);
    else quotaResets.delete(this.base);
  }
}

/** v2 dates are RFC-2822 ('Tue, 20 Nov 2012 00:00:00 +0000'), v3 dates ISO-8601: both to ISO. */
export const isoDate = (value: string | null | undefined): string | null => {
  const ms = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('.000Z', 'Z');
};
