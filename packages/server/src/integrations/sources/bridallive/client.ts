import { createHash } from 'node:crypto';
import { baseUrlOf, fetchWithRetry } from '../../http.ts';
import { credentialsRefusal, VendorError } from '../../vendor-error.ts';
import type { VendorClientOptions } from '../shared/options.ts';
import { VendorApiClient } from '../shared/vendor-client.ts';

/** spec 2 §3 Bridal system detail: the Retailer ID and API Key from Settings → Account → API. */
export type BridalLiveDetail = {
  retailerId: string;
  apiKey: string;
};

/**
 * BridalLive production (source-apis.md §17); the QA host is qa.bridallive.com. The API is
 * `{endpoint}/bl-server/api` (reference §17 "Base").
 */
export const BRIDALLIVE_DEFAULT_ENDPOINT = 'https://app.bridallive.com';

/** spec 2 §8 Bridal system InvalidCredentials. */
export const invalidCredentials = credentialsRefusal('InvalidCredentials', 'Invalid Retailer Id or API Key', 'apiKey');

/** Rows asked for per list call (paging is assumed, see `listAll`). */
export const BRIDALLIVE_PAGE_SIZE = 500;

/** A token is dropped this long before BridalLive says it expires (reference §17: about 8 hours). */
const EXPIRY_MARGIN_MS = 5 * 60_000;
const DEFAULT_TOKEN_MS = 8 * 3_600_000;

/**
 * Tokens by (API, retailer, key digest): every stream of a run, the check and the preview sign in
 * once per token lifetime instead of once per call. Only a digest of the key is kept as the key.
 */
const tokens = new Map<string, { token: string; expiresAt: number }>();

/**
 * BridalLive's API (reference source-apis.md §17): `POST /auth/apiLogin` with `{retailerId, apiKey}`
 * answers a token sent back in a `token` header; lists are read with POST. A 401 on a call with a
 * token that should still be good signs in again once (the token may have been revoked or the
 * server restarted); a refused sign-in is spec 2 §8's InvalidCredentials. 429 and 5xx are retried by
 * the shared helper.
 */
export class BridalLiveClient extends VendorApiClient<BridalLiveDetail> {
  private readonly cacheKey: string;

  constructor(detail: BridalLiveDetail, options: VendorClientOptions = {}) {
    if (!detail.retailerId || !detail.apiKey) throw invalidCredentials();
    super(detail, options, `${baseUrlOf(options.endpoint, BRIDALLIVE_DEFAULT_ENDPOINT)}/bl-server/api`);
    const digest = createHash('sha256').update(detail.apiKey).digest('hex');
    this.cacheKey = `${this.base} ${detail.retailerId} ${digest}`;
  }

  private post(path: string, body: unknown, token?: string): Promise<Response> {
    return fetchWithRetry(
      `${this.base}${path}`,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      },
      this.options.retry,
    );
  }

  private async token(): Promise<string> {
    const cached = tokens.get(this.cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const res = await this.post('/auth/apiLogin', { retailerId: this.detail.retailerId, apiKey: this.detail.apiKey });
    if (res.status === 400 || res.status === 401 || res.status === 403) throw invalidCredentials();
    if (!res.ok) throw new VendorError('invalid', 'VendorError', `BridalLive answered HTTP ${res.status}.`, res.status);
    const { token, expires } = (await res.json().catch(() => ({}))) as { token?: unknown; expires?: unknown };
    if (typeof token !== 'string' || !token)
      throw new VendorError('invalid', 'VendorError', 'BridalLive sent no token.');
    const expiresMs = typeof expires === 'string' ? Date.parse(expires) : Number.NaN;
    const expiresAt = (Number.isNaN(expiresMs) ? Date.now() + DEFAULT_TOKEN_MS : expiresMs) - EXPIRY_MARGIN_MS;
    tokens.set(this.cacheKey, { token, expiresAt });
    return token;
  }

  /** One page of a list (`page` from 0); `{}` as the filter body. */
  async list<T>(path: string, page: number, size: number): Promise<T[]> {
    const url = `${path}?page=${page}&size=${size}`;
    let res = await this.post(url, {}, await this.token());
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel().catch(() => undefined);
      tokens.delete(this.cacheKey);
      res = await this.post(url, {}, await this.token());
      if (res.status === 401 || res.status === 403) throw invalidCredentials();
    }
    if (!res.ok) throw new VendorError('invalid', 'VendorError', `BridalLive answered HTTP ${res.status}.`, res.status);
    const rows = (await res.json().catch(() => null)) as unknown;
    if (!Array.isArray(rows)) throw new VendorError('invalid', 'VendorError', 'BridalLive sent no list.');
    return rows as T[];
  }

  /**
   * A whole list. Paging is not documented (reference §17): pages of `page`/`size` are asked for, and
   * an answer longer than the page (the parameters ignored, the whole list sent) ends the reading, so
   * an API without paging is read once rather than forever.
   */
  async listAll<T>(path: string): Promise<T[]> {
    const all: T[] = [];
    for (let page = 0; ; page++) {
      const rows = await this.list<T>(path, page, BRIDALLIVE_PAGE_SIZE);
      if (rows.length > BRIDALLIVE_PAGE_SIZE) return rows;
      all.push(...rows);
      if (rows.length < BRIDALLIVE_PAGE_SIZE) return all;
    }
  }
}
